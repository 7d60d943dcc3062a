// The purchase dialog (in <tv-vod-details>) for a profile other than the master, against the
// reference backend: Jonas rents with the household's purchase PIN the dialog names (the main
// profile's, else 0000), never with his own login PIN; packages are the account holder's, so their
// offers say "Ask the account holder" instead of being a button.
import { expect, fixture, html } from '@open-wc/testing';
import { configure } from '../../core/config';
import { api } from '../../core/api/client';
import { getProfiles } from '../../core/api/profiles';
import type * as S from '../../core/api/schema.gen';
import { selectProfile } from '../../core/stores/profiles';
import { closePurchase } from '../../core/stores/purchase';
import { backendConfig, until } from '../../../tests/helpers/env';
import { find, openDialog, root, signIn, typeKeys } from '../../../tests/helpers/element-dom';
import { msg } from '../../../tests/helpers/messages';
import '../tv-vod-details/tv-vod-details';

async function details(id: number) {
  const el = await fixture<HTMLElement>(html`<tv-vod-details vod-id=${id}></tv-vod-details>`);
  await until(() => expect(root(el).querySelector('#title, [role="alert"]')).to.exist);
  return el;
}

describe('the purchase dialog for a profile other than the master', () => {
  before(async () => {
    configure(await backendConfig());
    await signIn('anna@example.lt');
    await selectProfile((await getProfiles()).items.find((p) => p.name === 'Jonas')!, '1234');
  });
  beforeEach(() => closePurchase());

  it("names the household's PIN and takes it, not Jonas's own login PIN", async () => {
    const v = (await api<S.VodPage>('vod', { query: { 'filter[type]': 'tvod', 'page[limit]': 100, lang: 'lt' } })).items.find((x) => !x.purchased && x.id !== 16)!;
    const el = await details(v.id);
    find<HTMLButtonElement>(root(el), 'button', msg('vod_details.rent', { price: v.price!.rent })).click();
    await until(() => openDialog(root(el), msg('purchase.pin_title')));
    const pin = openDialog(root(el), msg('purchase.pin_title'));
    expect(pin.textContent).to.contain(msg('purchase.pin_default'));
    await until(() => expect(root(el).activeElement?.tagName).to.equal('INPUT'));
    await typeKeys(root(el), '1234');
    await until(() => expect(pin.querySelector('[role="alert"]')!.textContent).to.contain(msg('errors.pin_incorrect')));
    expect((await api<S.Vod>(`vod/${v.id}`, { query: { lang: 'lt' } })).purchased).to.equal(false);
    await until(() => expect(root(el).activeElement?.tagName).to.equal('INPUT'));
    await typeKeys(root(el), '0000');
    await until(() => openDialog(root(el), msg('purchase.success_title')));
    expect((await api<S.Vod>(`vod/${v.id}`, { query: { lang: 'lt' } })).purchased).to.equal(true);
  });

  it('lists the packages that carry a film with "Ask the account holder" instead of a button', async () => {
    const svod = (await api<S.VodPage>('vod', { query: { 'filter[type]': 'svod', 'filter[kind]': 'movie', 'page[limit]': 200, lang: 'lt' } })).items.find((x) => !x.subscribed)!;
    const packages = await api<S.ProductGroups>('client/smartivus/product-groups', { query: { 'filter[vodprovid]': svod.provider_id, lang: 'lt' } });
    const expected = packages.items.flatMap((g) => g.products).filter((p) => !p.subscribed);
    expect(expected.length).to.be.greaterThan(0);
    const el = await details(svod.id);
    find<HTMLButtonElement>(root(el), 'button', msg('purchase.subscribe_now')).click();
    await until(() => expect(openDialog(root(el), msg('purchase.title_svod')).querySelectorAll('.offer.held').length).to.equal(expected.length));
    const dialog = openDialog(root(el), msg('purchase.title_svod'));
    expect(dialog.querySelectorAll('button.offer')).to.have.length(0);
    for (const offer of dialog.querySelectorAll('.offer.held')) expect(offer.querySelector('.ask-holder')!.textContent).to.equal(msg('products.ask_holder'));
    await expect(el).to.be.accessible();
  });
});
