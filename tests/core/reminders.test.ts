// The reminders store: fetched once for a registered customer with a profile (docs/product.md#calls query), set
// and removed through the guide's `tvreminderrequest`, failures recorded, nothing for a visitor.
import { expect } from '@open-wc/testing';
import { api } from '../../src/core/api/client';
import { configure } from '../../src/core/config';
import { stopCustomerStream } from '../../src/core/server-events/customer';
import { clearToken } from '../../src/core/stores/session';
import {
  $reminderEpgIds,
  $reminderError,
  $reminders,
  $remindersStatus,
  handleReminderRequest,
  loadReminders,
  startReminders,
  type Reminder,
} from '../../src/core/stores/reminders';
import { backendConfig, until } from '../helpers/env';
import { futureProgrammes, signInWithProfile } from './reminders-helpers';

/** Records the URL and method of every API call to `reminders` made while `run` runs. */
async function calls(run: () => Promise<unknown>): Promise<{ method: string; url: URL }[]> {
  const seen: { method: string; url: URL }[] = [];
  const orig = window.fetch;
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    if (/\/reminders/.test(url.pathname)) seen.push({ method: init?.method ?? 'GET', url });
    return orig(input, init);
  };
  try {
    await run();
  } finally {
    window.fetch = orig;
  }
  return seen;
}

const serverList = async (profileId: number) => (await api<{ items: Reminder[] }>('reminders', { query: { 'filter[profile_id]': profileId } })).items.map((r) => r.epg_id);
const request = (epgId: number, action: 'set' | 'remove') =>
  document.body.dispatchEvent(new CustomEvent('tvreminderrequest', { bubbles: true, composed: true, detail: { epgId, channelId: 1, start: 0, stop: 0, title: 'x', action } }));

describe('reminders store', () => {
  before(async () => configure(await backendConfig()));
  after(() => stopCustomerStream());

  it('fetches the list once for a customer with a profile, with the spec query', async () => {
    const seen = await calls(async () => {
      const p = await signInWithProfile('petras@example.lt');
      startReminders();
      startReminders();
      // The store loads the list by itself. (Calling loadReminders() here would load it too, and the
      // list's items are an array from the start, so neither proved that.)
      await until(() => expect($remindersStatus.get()).to.include({ loading: false, loaded: true, error: null }));
      expect(loadReminders()).to.equal(null, 'already loaded for this profile');
      expect(p.id).to.be.greaterThan(0);
    });
    const gets = seen.filter((c) => c.method === 'GET');
    expect(gets.length).to.equal(1);
    const q = Object.fromEntries(gets[0]!.url.searchParams);
    expect(q).to.include({ page_offset: '0', page_limit: '100', lang: 'lt' });
    expect(Number(q.filter_profile)).to.be.greaterThan(0);
  });

  it('sets and removes a reminder from the guide event, and the grid sees the ids', async () => {
    const p = await signInWithProfile('petras@example.lt');
    startReminders();
    const [prog] = await futureProgrammes(2);
    const seen = await calls(async () => {
      request(prog!.id, 'set');
      await until(() => expect($reminderEpgIds.get().has(prog!.id)).to.equal(true));
    });
    expect(seen.map((c) => c.method)).to.deep.equal(['POST']);
    expect(await serverList(p.id)).to.include(prog!.id);
    expect($reminders.get().find((r) => r.epg_id === prog!.id)?.epg?.title).to.equal(prog!.title);

    const removed = await calls(async () => {
      request(prog!.id, 'remove');
      await until(() => expect($reminderEpgIds.get().has(prog!.id)).to.equal(false));
    });
    expect(removed.map((c) => c.method)).to.deep.equal(['DELETE']);
    expect(await serverList(p.id)).to.not.include(prog!.id);
  });

  it('records a failed set (a programme that already started) and keeps the list', async () => {
    await signInWithProfile('petras@example.lt');
    startReminders();
    const before = $reminders.get();
    const orig = console.error;
    console.error = () => undefined;
    try {
      const now = Math.floor(Date.now() / 1000);
      const started = (await futureProgrammes(1, -12 * 3600)).find((x) => x.start <= now);
      const ok = await handleReminderRequest({ epgId: started!.id, action: 'set' });
      expect(ok).to.equal(false);
    } finally {
      console.error = orig;
    }
    expect($reminderError.get()?.status).to.equal(400);
    expect($reminders.get()).to.deep.equal(before);
  });

  it('does nothing for a visitor', async () => {
    clearToken(null);
    const seen = await calls(async () => {
      const orig = console.warn;
      console.warn = () => undefined;
      try {
        expect(await handleReminderRequest({ epgId: 123, action: 'set' })).to.equal(false);
      } finally {
        console.warn = orig;
      }
    });
    expect(seen.length).to.equal(0);
    expect($reminders.get()).to.deep.equal([]);
  });
});
