// <tv-reminders>: a toast per reminder message (title in the interface language, start time in
// Europe/Vilnius, Watch now), dismissed by Escape or its button, closed automatically after its
// duration; never twice for one message; garbled messages and other profiles' reminders ignored.
import { expect, fixture, html } from '@open-wc/testing';
import { configure } from '../../core/config';
import { customerStream, deliver, forgetSeenMessages, stopCustomerStream } from '../../core/server-events/customer';
import { $locale, loadCatalogue } from '../../core/i18n';
import { $session } from '../../core/stores/session';
import { $reminderToasts, startReminders } from '../../core/stores/reminders';
import './tv-reminders';
import { backendConfig, shadowText, until } from '../../../tests/helpers/env';
import { msg } from '../../../tests/helpers/messages';
import { fireReminder, futureProgrammes, programme, reminderData, signInWithProfile } from '../../../tests/core/reminders-helpers';

// 2025-03-30 08:30 UTC is 11:30 in Vilnius (summer time, UTC+3), 10:30 in winter would be wrong.
const START = Date.UTC(2025, 2, 30, 8, 30) / 1000;
const EPG = {
  id: 100_000_777,
  channel_id: 3,
  start: START,
  stop: START + 1800,
  title: [
    { lang: 'lt', title: 'Labas rytas' },
    { lang: 'en', title: 'Good morning' },
    { lang: 'ru', title: 'Доброе утро' },
  ],
};

type El = HTMLElement & { duration?: number };
const toasts = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="status"]')];
/** The button whose accessible name (its aria-label, else its text) is `name`. */
const button = (scope: Element, name: string) => [...scope.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent)?.trim() === name);

async function mount(duration = 600_000): Promise<El> {
  return fixture<El>(html`<tv-reminders duration=${duration}></tv-reminders>`);
}

describe('<tv-reminders>', () => {
  let n = 0;
  const id = () => `t-${++n}-${Date.now()}`;
  before(async () => {
    configure(await backendConfig());
    startReminders();
  });
  beforeEach(() => {
    $reminderToasts.set([]);
    $locale.set('lt');
  });
  after(() => stopCustomerStream());

  it('shows a reminder message as a toast with title, Vilnius start time and Watch now; accessible', async () => {
    const el = await mount();
    deliver(reminderData(id(), EPG));
    await until(() => expect(toasts(el).length).to.equal(1));
    const toast = toasts(el)[0]!;
    expect(toast.getAttribute('aria-live')).to.equal('polite');
    expect(shadowText(el)).to.contain('Labas rytas');
    expect(shadowText(el)).to.contain(msg('reminders.starts_at', { time: '11:30' }));
    expect(button(toast, msg('reminders.watch_now'))).to.exist;
    // (once it has faded in: half-way, its colours are not the ones it shows)
    await Promise.all(toast.getAnimations({ subtree: true }).map((a) => a.finished));
    await expect(el).to.be.accessible();
  });

  it('uses the interface language for the title and texts', async () => {
    await loadCatalogue('en');
    await loadCatalogue('ru');
    $locale.set('en');
    const el = await mount();
    deliver(reminderData(id(), EPG));
    await until(() => expect(shadowText(el)).to.contain('Good morning'));
    expect(shadowText(el)).to.contain(msg('reminders.starts_at', { time: '11:30' }, 'en'));
    expect(button(toasts(el)[0]!, msg('reminders.watch_now', {}, 'en'))).to.exist;
    $locale.set('ru');
    await until(() => expect(shadowText(el)).to.contain('Доброе утро'));
  });

  it('Watch now asks the page to play the programme live (tvplayrequest) and closes the toast', async () => {
    const el = await mount();
    deliver(reminderData(id(), EPG));
    await until(() => expect(toasts(el).length).to.equal(1));
    const got: unknown[] = [];
    const onPlay = (e: Event) => {
      e.preventDefault(); // handled: no navigation to /tv in the test page
      got.push((e as CustomEvent).detail);
    };
    document.addEventListener('tvplayrequest', onPlay);
    try {
      button(toasts(el)[0]!, msg('reminders.watch_now'))!.click();
    } finally {
      document.removeEventListener('tvplayrequest', onPlay);
    }
    expect(got).to.deep.equal([{ channelId: 3, epgId: EPG.id, start: EPG.start, stop: EPG.stop, mode: 'live' }]);
    await until(() => expect(toasts(el).length).to.equal(0));
  });

  it('closes on Escape and with its close button', async () => {
    const el = await mount();
    deliver(reminderData(id(), EPG));
    deliver(reminderData(id(), { ...EPG, id: EPG.id + 1 }));
    await until(() => expect(toasts(el).length).to.equal(2));
    const first = toasts(el)[0]!;
    button(first, msg('reminders.watch_now'))!.focus();
    button(first, msg('reminders.watch_now'))!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await until(() => expect(toasts(el).length).to.equal(1));
    button(toasts(el)[0]!, msg('reminders.dismiss'))!.click();
    await until(() => expect(toasts(el).length).to.equal(0));
  });

  it('closes by itself after its duration', async () => {
    const el = await mount(40);
    deliver(reminderData(id(), EPG));
    await until(() => expect(toasts(el).length).to.equal(1));
    await until(() => expect(toasts(el).length).to.equal(0));
    expect($reminderToasts.get().length).to.equal(0);
  });

  it('stays while it has the keyboard focus, then closes', async () => {
    const el = await mount(40);
    deliver(reminderData(id(), EPG));
    await until(() => expect(toasts(el).length).to.equal(1));
    const watch = button(toasts(el)[0]!, msg('reminders.watch_now'))!;
    watch.focus();
    // a second reminder, come after the focus, closes by itself: the first one's time has run out too
    deliver(reminderData(id(), { ...EPG, id: EPG.id + 1 }));
    await until(() => expect(toasts(el).length).to.equal(2));
    await until(() => expect(toasts(el).length).to.equal(1));
    expect(toasts(el)[0]!.contains(watch), 'not closed under the focus').to.equal(true);
    watch.blur();
    await until(() => expect(toasts(el).length).to.equal(0));
  });

  it('never shows one message twice, ignores garbled messages and other profiles’ reminders', async () => {
    const el = await mount();
    $session.setKey('profile', { id: 4, name: 'Petras', customer_id: 1002, age: 0, master_flag: true });
    const orig = console.error;
    console.error = () => undefined;
    try {
      const same = id();
      deliver(reminderData(same, EPG));
      deliver(reminderData(same, EPG));
      deliver('{"msg_type":"reminder","messageId":"x","payload":"{oops"}');
      deliver(reminderData(id(), { ...EPG, id: 'nope' as unknown as number }));
      deliver(reminderData(id(), EPG, { profile_id: 99 }));
    } finally {
      console.error = orig;
    }
    // a good message after the others shows once they have all been handled
    const last = { ...EPG, id: EPG.id + 1, title: [{ lang: 'lt', title: 'Paskutinė žinia' }] };
    deliver(reminderData(id(), last));
    await until(() => expect(toasts(el).some((t) => t.textContent?.includes('Paskutinė žinia'))).to.equal(true));
    expect(toasts(el).length).to.equal(2);
    forgetSeenMessages();
  });

  it('shows the reminder the backend sends on the customer stream', async () => {
    const p = await signInWithProfile('petras@example.lt');
    const el = await mount();
    const [prog] = await futureProgrammes(4, 600);
    const title = (await programme(prog!.id, 'lt')).title;
    // the element opened the page's stream (the server registers it before answering)
    await until(() => expect(customerStream()?.open).to.equal(true));
    await fireReminder(p.customer_id, prog!.id);
    await until(() => expect(shadowText(el)).to.contain(title));
    expect(toasts(el).length).to.equal(1);
  });
});
