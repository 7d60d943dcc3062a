import { expect } from '@open-wc/testing';
import Cookies from 'js-cookie';
import { $locale, catalogues, initI18n, saveLanguage, t } from '../../src/core/i18n';
import { getEncryptedCookie, removeCookie } from '../../src/core/cookies';
import { isLang } from '../../src/core/names';
import { msg } from '../helpers/messages';

function keys(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v as object, `${prefix}${k}.`)));
}

describe('i18n', () => {
  after(() => removeCookie('_app_lang'));

  it('has the same keys in lt, en and ru, none empty', () => {
    const lt = keys(catalogues.lt).sort();
    expect(keys(catalogues.en).sort()).to.deep.equal(lt);
    expect(keys(catalogues.ru).sort()).to.deep.equal(lt);
    for (const lang of ['lt', 'en', 'ru'] as const) {
      for (const k of lt) expect(t(k as never, {}), `${lang}:${k}`).to.be.a('string').and.not.equal('');
    }
  });

  it('defaults to lt and keeps the spec texts in en', async () => {
    removeCookie('_app_lang');
    expect(await initI18n()).to.equal('lt');
    expect(t('nav.login')).to.equal(msg('nav.login', {}, 'lt'));
    await saveLanguage('en');
    expect($locale.get()).to.equal('en');
    // the wording of these two is fixed by the spec (§8), so it is asserted as text on purpose
    expect(t('errors.operation_failed')).to.equal('The operation failed, please try again.');
    expect(t('errors.drm_unsupported')).to.equal('Please upgrade to DRM compatible platform.');
    expect(document.documentElement.lang).to.equal('en');
  });

  it('saves the language in the encrypted _app_lang cookie', async () => {
    await saveLanguage('ru');
    expect(Cookies.get('_app_lang')).not.to.equal('ru');
    expect(await getEncryptedCookie('_app_lang', isLang)).to.equal('ru');
    expect(t('nav.home')).to.equal(msg('nav.home', {}, 'ru'));
  });
});
