import { expect, fixture, html } from '@open-wc/testing';
import { configure } from '../../core/config';
import { loadUserinfo, startSession } from '../../core/stores/auth';
import { forgetProfile } from '../../core/stores/profiles';
import { clearToken } from '../../core/stores/session';
import { backendConfig, until } from '../../../tests/helpers/env';
import { root } from '../../../tests/helpers/element-dom';
import { msg } from '../../../tests/helpers/messages';
import './tv-demo-page';

describe('<tv-demo-page>', () => {
  before(async () => configure(await backendConfig()));

  it('shows a visitor what the service offers, the channels and films, with Subscribe and Log in', async () => {
    await startSession();
    forgetProfile();
    clearToken(null);
    await loadUserinfo();
    const el = await fixture<HTMLElement>(html`<tv-demo-page heading-level="1"></tv-demo-page>`);
    await until(() => expect(root(el).querySelector('h1')?.textContent).to.equal(msg('demo_page.title')));
    await until(() => expect([...root(el).querySelectorAll('a')].map((a) => a.textContent)).to.include.members([msg('nav.subscribe'), msg('nav.login')]));
    const subscribe = [...root(el).querySelectorAll('a')].find((a) => a.textContent === msg('nav.subscribe'))!;
    expect(subscribe.getAttribute('href')).to.match(/\/register\?fresh=true$/);
    const rows = [...root(el).querySelectorAll('tv-vod-row')];
    expect(rows.map((r) => r.getAttribute('row-id'))).to.deep.equal(['6', '2']);
    await until(() => expect(rows[0]!.shadowRoot!.querySelectorAll('a.card').length).to.be.greaterThan(0));
    await expect(el).to.be.accessible();
  });
});
