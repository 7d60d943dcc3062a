// The fetch rules decided in one place (stores/access.ts) and when the kept page list is due
// (stores/pages.ts), as plain decisions; tests/e2e/requests.test.ts shows them on the wire.
import { expect } from '@open-wc/testing';
import type { FetchState } from '../../src/core/api/fetch-store';
import type { Userinfo } from '../../src/core/api/types';
import { accessOf } from '../../src/core/stores/access';
import { $session, type SessionState } from '../../src/core/stores/session';
import { pagesDue } from '../../src/core/stores/pages';
import { readStored, writeStored } from '../../src/core/storage';

const info = (over: Partial<Userinfo> = {}, loaded = true): FetchState<Userinfo> => ({
  loading: false,
  loaded,
  error: null,
  data: { customer_id: 1001, is_demo: false, groups: [], drm_token: 'd', ...over },
});
const session = (over: Partial<SessionState>): SessionState => ({ ...$session.get(), token: 't', status: 'user', email_verified: true, profile: null, ...over });
const anna = { id: 1, name: 'Anna', customer_id: 1001, age: 0, master_flag: true };

describe('what a page may fetch', () => {
  it('waits for the user check, then lets a visitor see public content', () => {
    expect(accessOf(session({ status: 'unknown', token: null }), info({}, false))).to.equal('unknown');
    expect(accessOf(session({ status: 'loading', token: null }), info({}, false))).to.equal('unknown');
    expect(accessOf(session({ status: 'visitor', token: null }), info({ is_demo: true }))).to.equal('public');
  });

  it('blocks everything for a user whose e-mail is not verified, whichever source says so', () => {
    expect(accessOf(session({ email_verified: false }), info({}, false))).to.equal('blocked');
    expect(accessOf(session({ email_verified: false, profile: anna }), info())).to.equal('blocked');
    expect(accessOf(session({}), info({ email_verified: false }))).to.equal('blocked');
  });

  it('gives a verified user content at once, and profile calls once a profile is chosen', () => {
    expect(accessOf(session({}), info({}, false))).to.equal('account');
    expect(accessOf(session({}), info({ email_verified: true }))).to.equal('account');
    expect(accessOf(session({ profile: anna }), info())).to.equal('profile');
  });
});

describe('when the kept page list is fetched again', () => {
  const kept = { version: 100, items: [], checked: 150, fetched: Date.UTC(2030, 0, 1) };
  const day = 24 * 3600 * 1000;

  it('is fetched when nothing is kept', () => {
    expect(pagesDue(undefined, true, null)).to.equal('none stored');
    expect(pagesDue(undefined, false, null)).to.equal('none stored');
  });

  it('for a customer: only when the profile stamp is newer than the kept version (raised to its stamp)', () => {
    expect(pagesDue(kept, false, null), 'no profile yet: no stamp to compare').to.equal(null);
    expect(pagesDue(kept, false, 120), 'newer than the list, not than the stamp it was fetched for').to.equal(null);
    expect(pagesDue(kept, false, 150)).to.equal(null);
    expect(pagesDue(kept, false, 151)).to.equal('newer profile');
    expect(pagesDue(kept, false, 150, kept.fetched + 30 * day), 'age does not matter').to.equal(null);
  });

  it('for a visitor (no stamp): once a day', () => {
    expect(pagesDue(kept, true, null, kept.fetched + day - 1)).to.equal(null);
    expect(pagesDue(kept, true, null, kept.fetched + day)).to.equal('a day old');
    expect(pagesDue(kept, true, null, kept.fetched - 1), 'a clock set back').to.equal('a day old');
  });
});

describe('web storage', () => {
  const ok = (v: unknown): v is { n: number } => typeof (v as { n?: unknown })?.n === 'number';

  it('keeps checked JSON, and removes a corrupt value', () => {
    expect(writeStored('local', 'eteris.test', { n: 1 })).to.equal(true);
    expect(readStored('local', 'eteris.test', ok)).to.deep.equal({ n: 1 });
    localStorage.setItem('eteris.test', '{broken');
    expect(readStored('local', 'eteris.test', ok)).to.equal(undefined);
    expect(localStorage.getItem('eteris.test')).to.equal(null, 'removed');
    localStorage.setItem('eteris.test', '{"n":"one"}');
    expect(readStored('local', 'eteris.test', ok)).to.equal(undefined);
    expect(localStorage.getItem('eteris.test')).to.equal(null, 'removed');
  });
});
