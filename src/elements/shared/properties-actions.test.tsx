// The documented CSS custom properties an element shows only after a user's action (an invalid form,
// an open dialog, a failed change) change what it shows once the action is done
// (tests/helpers/documented-properties.ts). Requests fail through the backend's test faults.
import { expect, fixture } from '@open-wc/testing';
import { configure } from '../../core/config';
import { api } from '../../core/api/client';
import type * as S from '../../core/api/schema.gen';
import { resetEpg } from '../../core/stores/epg';
import { closePurchase } from '../../core/stores/purchase';
import { $modal } from '../../core/stores/ui';
import { MANIFEST_SCRIPT_ID } from '../../core/stores/editors';
import { setReminder, startReminders } from '../../core/stores/reminders';
import { deliver } from '../../core/server-events/customer';
import { futureProgrammes, reminderData, signInWithProfile } from '../../../tests/core/reminders-helpers';
import '../../index';
import '../tv-elements-page/tv-elements-page';
import { backendConfig, testEnv, until, watchAs } from '../../../tests/helpers/env';
import { faultWith, type Restore } from '../../../tests/helpers/faults';
import { find, press, signIn, typeInto } from '../../../tests/helpers/element-dom';
import { runGate } from '../../core/stores/gate';
import { msg } from '../../../tests/helpers/messages';
import { AFTER_ACTION, attrsOf, expectEachChanges, pairsOf } from '../../../tests/helpers/documented-properties';

/** Every element matching `selector` in `el`'s shadow tree and the trees nested in it. */
function deep<T extends Element = HTMLElement>(el: Element, selector: string): T[] {
  const out: T[] = [];
  const walk = (root: ShadowRoot) => {
    out.push(...root.querySelectorAll<T>(selector));
    for (const n of root.querySelectorAll('*')) if (n.shadowRoot) walk(n.shadowRoot);
  };
  if (el.shadowRoot) walk(el.shadowRoot);
  return out;
}

/** Waits for the first element matching `selector`. */
async function first<T extends HTMLElement = HTMLElement>(el: Element, selector: string): Promise<T> {
  await until(() => expect(deep(el, selector).length, `${selector} in <${el.localName}>`).to.be.greaterThan(0), 15_000);
  return deep<T>(el, selector)[0]!;
}

/** Sends the element's form as it is (empty): its fields say what is missing. */
async function submitEmpty(el: HTMLElement): Promise<void> {
  (await first(el, 'form button[type="submit"]')).click();
  await first(el, '.error');
}

/** Presses a wishlist button while the wishlist answers 500: the change fails and says so. */
async function failWish(el: HTMLElement): Promise<void> {
  const wish = await first(el, 'button[part="wish"]');
  // the change's request only (POST /wishlist, DELETE /wishlist/{id}): the list, which the page may
  // still be asking for, or ask for again once the change is answered, loads (a list that fails
  // shows the list's error, with no heart to say the change failed)
  const fault = faultWith(/\/wishlist(?!\?lang=)(\/|\?|$)/, { 'X-Fault-Status': '500' });
  try {
    wish.click();
    await first(el, '.wish-error');
  } finally {
    fault.restore();
  }
}

/** Searches for `query` as a user would: types it into the search field and presses Enter. */
async function search(el: HTMLElement, query: string): Promise<void> {
  const input = await first<HTMLInputElement>(el, 'input[role="combobox"]');
  typeInto(input, query);
  press(input, 'Enter');
  await first(el, 'a.hit');
}

/** A fault kept until the test ends (what the element shows must not come back while it is checked). */
let held: Restore | null = null;

type Mount = () => Promise<HTMLElement>;
/** The element, mounted, then `act` done on it. */
const after = (act: (el: HTMLElement) => Promise<void>) => async (mount: Mount) => {
  const el = await mount();
  await act(el);
  return el;
};

/** The user's action that brings each element of AFTER_ACTION to what its properties style. */
const ACTIONS: Record<string, (mount: Mount) => Promise<HTMLElement>> = {
  'tv-activate': after(submitEmpty),
  'tv-password-recovery': after(submitEmpty),
  'tv-register': after(submitEmpty),
  'tv-sign-up': after(submitEmpty),
  // Manage profiles, with a profile other than the holder's opened (its Delete)
  'tv-settings': after(async (el) => {
    $modal.set('settings');
    await until(() => expect(deep(el, 'dialog[open] .acc-head').length).to.be.greaterThan(1), 15_000);
    deep(el, 'dialog[open] .acc-head')[1]!.click();
    await first(el, '.danger');
  }),
  'tv-series': after(failWish),
  'tv-vod-page': after(failWish),
  // a row of films (the household scenes show the channels row)
  'tv-vod-row': async () => {
    const el = await fixture<HTMLElement>('<tv-vod-row row-id="2"></tv-vod-row>');
    await failWish(el);
    return el;
  },
  // the page does not load: it says so, with Retry
  'tv-extra-page': async () => {
    const fault = faultWith(/\/pages\/1\b/, { 'X-Fault-Status': '500' });
    try {
      const el = await fixture<HTMLElement>('<tv-extra-page page-id="1"></tv-extra-page>');
      await first(el, '[role="alert"] button');
      return el;
    } finally {
      fault.restore();
    }
  },
  // the /elements page with its manifest: a number field given a word says it is not a number
  'tv-elements-page': async () => {
    const attributes = [{ name: 'heading-level', field: 'headingLevel', type: 'number', default: '2', description: 'level of its heading' }];
    const manifest = { elements: [{ tag: 'tv-vod-row', summary: 'A row of posters', attributes, properties: [], events: [], parts: [], cssProperties: [] }] };
    const carried = Object.assign(document.createElement('script'), { type: 'application/json', id: MANIFEST_SCRIPT_ID, textContent: JSON.stringify(manifest) });
    document.body.append(carried);
    try {
      const el = await fixture<HTMLElement>('<tv-elements-page></tv-elements-page>');
      const input = await first<HTMLInputElement>(el, '#attr-tv-vod-row-heading-level');
      typeInto(input, 'x3');
      await first(el, '.inline-error');
      return el;
    } finally {
      carried.remove();
    }
  },
  // Log out: the page says it is logging out
  'tv-notice-page': async () => {
    const el = await fixture<HTMLElement>('<tv-notice-page route="logout"></tv-notice-page>');
    await first(el, 'p[role="status"]');
    return el;
  },
  'tv-wishlist-page': after(failWish),
  'tv-search-page': after(async (el) => {
    await search(el, 'gydytojai');
    await failWish(el);
  }),
  // the plans do not load: the page says so, with Retry
  'tv-plan-actions': async (mount) => {
    const fault = faultWith(/product-groups/, { 'X-Fault-Status': '500' });
    try {
      const el = await mount();
      await first(el, '.shop-error');
      return el;
    } finally {
      fault.restore();
    }
  },
  // the guide does not load (a 500, which nothing asks again by itself): it says so in its box, with Retry
  // (mounted in a box: the fixture would wait for its updateComplete, which waits for programmes)
  'tv-epg-grid': async () => {
    // programmes already loaded by the elements before would not be asked for
    resetEpg();
    held = faultWith(/\/channels\?|\/epggrid\//, { 'X-Fault-Status': '500' });
    const box = await fixture<HTMLElement>(`<div><tv-epg-grid ${attrsOf('tv-epg-grid')}></tv-epg-grid></div>`);
    const el = box.querySelector<HTMLElement>('tv-epg-grid')!;
    await first(el, '[role="alert"] button');
    return el;
  },
  // a film the household's plan does not include, refused in the player; Subscribe now opens the
  // dialog with the packages that carry it
  'tv-player': async () => {
    const films = await api<S.VodPage>('vod', { query: { 'filter[type]': 'svod', 'filter[kind]': 'movie', 'page[limit]': 200, lang: 'lt' } });
    const film = films.items.find((x) => !x.subscribed)!;
    const el = await fixture<HTMLElement>(`<tv-player vod-id="${film.id}" autoplay></tv-player>`);
    await until(() => void find(el.shadowRoot!, '[role="alert"] button', msg('purchase.subscribe_now')), 15_000);
    find<HTMLButtonElement>(el.shadowRoot!, '[role="alert"] button', msg('purchase.subscribe_now')).click();
    await first(el, 'dialog[open] .offer .group');
    return el;
  },
  // a reminder arrives, and setting another one fails: a toast for each
  'tv-reminders': after(async (el) => {
    await signInWithProfile('anna@example.lt');
    startReminders();
    const start = Math.floor(Date.now() / 1000) + 600;
    const title = [{ lang: 'lt', title: 'Labas rytas' }, { lang: 'en', title: 'Good morning' }, { lang: 'ru', title: 'Доброе утро' }];
    deliver(reminderData(`properties-${Date.now()}`, { id: 100_000_778, channel_id: 1, start, stop: start + 1800, title }));
    await first(el, '[role="status"]');
    const fault = faultWith(/\/reminders/, { 'X-Fault-Status': '500' });
    try {
      await setReminder((await futureProgrammes(1))[0]!.id);
    } finally {
      fault.restore();
    }
    await first(el, '[role="alert"]');
  }),
  // a new account signs in before verifying its address: the gate shows only the verify page
  'tv-session-gate': after(async (el) => {
    const { backend } = await testEnv();
    const email = `properties-${Date.now()}@example.lt`;
    const form = { name: 'Ona', surname: 'Onaitė', city: 'Vilnius', email, phone: '+37061234567', password: 'Labas123!', password_confirm: 'Labas123!', terms: '1' };
    const r = await fetch(`${backend}/api/public/v1/register`, { method: 'POST', body: new URLSearchParams(form) });
    expect(r.status, await r.clone().text()).to.equal(201);
    await signIn(email);
    expect(await runGate()).to.equal('verify');
    await first(el, 'dialog.page[open]');
  }),
  'tv-recordings': after(async (el) => {
    (await first(el, 'button[aria-label^="' + msg('recordings.delete') + '"]')).click();
    const fault = faultWith(/\/npvr\/recordings/, { 'X-Fault-Status': '500' });
    try {
      (await first(el, 'dialog[open] .btn-primary')).click();
      await first(el, '.err');
    } finally {
      fault.restore();
    }
  }),
};

const pairs = await pairsOf('action');
const start = location.pathname + location.search;

describe('documented CSS custom properties (after a user action)', () => {
  before(async () => {
    configure(await backendConfig());
    await watchAs('anna@example.lt');
  });
  afterEach(() => {
    held?.restore();
    held = null;
    closePurchase();
    $modal.set(null);
    history.replaceState(null, '', start);
  });

  it('has an action for each element whose properties wait for one, each property documented', () => {
    expect(Object.keys(ACTIONS).sort()).to.deep.equal(Object.keys(AFTER_ACTION).sort());
    expect(pairs.map((p) => p.tag).sort()).to.deep.equal(Object.keys(AFTER_ACTION).sort());
    for (const { tag, names } of pairs) expect([...names].sort(), `<${tag}>`).to.deep.equal([...AFTER_ACTION[tag]!.props].sort());
  });

  // in ACTIONS' order, the unverified account last (it signs the page out of anna's household)
  const order = Object.keys(ACTIONS).sort((a, b) => Number(a === 'tv-session-gate') - Number(b === 'tv-session-gate'));
  for (const { tag, names } of order.flatMap((t) => pairs.filter((p) => p.tag === t))) {
    it(`<${tag}> after ${AFTER_ACTION[tag]!.action}: ${names.join(', ')} each change what it shows`, async () => {
      const el = await ACTIONS[tag]!(() => fixture<HTMLElement>(`<${tag} ${attrsOf(tag)}></${tag}>`));
      await expectEachChanges(el, names);
    });
  }
});
