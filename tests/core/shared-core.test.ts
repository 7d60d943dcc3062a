import { expect, fixture, html } from '@open-wc/testing';
import { backendConfig, loginAs, shadowText, until } from '../helpers/env';
import { msg } from '../helpers/messages';
import type { EterisGlobal } from '../../src/core/global';

// Loads two element entries of the real build separately, as a CMS page would, and shows that they
// run on one core: one instance, one user check, one session store that both elements render from.
const load = (file: string) => import(/* @vite-ignore */ `${'/dist/elements/'}${file}`);

describe('the shared core chunk', () => {
  it('is loaded once by two separately loaded elements, which then share the session', async () => {
    await loginAs('anna@example.lt');
    await load('tv-nav.js');
    await load('tv-home-page.js');
    const eteris = (globalThis as { Eteris?: EterisGlobal }).Eteris!;
    expect(eteris.instances).to.equal(1);
    eteris.configure(await backendConfig());

    const nav = await fixture(html`<tv-nav current="/"></tv-nav>`);
    const home = await fixture(html`<tv-home-page></tv-home-page>`);
    // Both render the one signed-in session: settings in the nav, the welcome on the home page
    // (no profile chosen yet: a greeting without a name, never the e-mail address).
    await until(() => expect(nav.shadowRoot!.querySelector(`button[aria-label="${msg('nav.settings')}"]`)).to.exist);
    expect(shadowText(nav)).not.to.contain(msg('nav.login'));
    await until(() => expect(shadowText(home)).to.contain(msg('home.welcome_back')));
    expect(shadowText(home)).not.to.contain('anna@example.lt');
    // ...from one user check, whichever element asked first.
    const userCalls = performance.getEntriesByType('resource').filter((e) => e.name.endsWith('/client/user'));
    expect(userCalls.length).to.equal(1);

    // One change to the shared store shows in the other element.
    const { $session } = eteris.stores;
    $session.set({ ...$session.get(), profile: { id: 2, name: 'Jonas', customer_id: 1, age: 13, master_flag: false } });
    await until(() => expect(shadowText(home)).to.contain(msg('home.welcome_user', { name: 'Jonas' })));
  });
});
