// A player's licence token on the wire: asked for once while its players hold it, asked for again
// before it runs out, and never again once the player is gone (its renewal is the player's, not
// the page's: a second player on the page keeps its own).
import { expect } from '@open-wc/testing';
import { configure } from '../../src/core/config';
import { startSession } from '../../src/core/stores/auth';
import { LicenceTokens } from '../../src/player/licence-token';
import { licenceHeadersWhenReady } from '../../src/player/licence';
import { Listeners } from '../../src/player/listeners';
import { backendConfig, watchAs, until } from '../helpers/env';

/**
 * Every licence token asked for, in order; each answer lasts `life` s (a new one asked for at two
 * thirds of it). The first player's first token is short, its second lasts 3 s: long enough that
 * the player is gone before its renewal falls due (2 s on), and a renewal left behind would come
 * before the second player's (4.5 s: 3 s on, after the first player was gone).
 */
const asked: number[] = [];
let life = 0.3;
const realFetch = window.fetch.bind(window);
window.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
  const u = String(input instanceof Request ? input.url : input);
  if (!u.includes('/customer/licence-token')) return realFetch(input, init);
  asked.push(asked.length);
  if (asked.length === 2) life = 3;
  const body = JSON.stringify({ licence_token: `token-${asked.length}`, expires_in: life });
  const answer = () => new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
  return gate ? gate.then(answer) : Promise.resolve(answer());
}) as typeof fetch;
/** While set, the licence-token answers wait for it (a renewal on its way). */
let gate: Promise<void> | null = null;

describe('the licence token', function () {
  this.timeout(30_000);
  before(async () => {
    configure(await backendConfig());
    await watchAs('anna@example.lt');
    await startSession();
  });

  it('is renewed before it runs out while held, and no more once its player is gone, though a hold was never let go', async () => {
    const first = new Listeners();
    const tokens = new LicenceTokens(first);
    tokens.hold();
    // (the first token lives 0.3 s: that its renewal came is what token-2 says)
    await until(() => expect(tokens.fresh()).to.equal('token-2'));
    // the player goes (its listener owner with it) while one of its players still holds the token
    first.removeAll();
    const gone = asked.length;
    // a second player's renewal, due seconds after the first one's would have been, comes after it
    life = 4.5;
    const second = new Listeners();
    const other = new LicenceTokens(second);
    other.hold();
    await until(() => expect(other.fresh()).to.equal(`token-${gone + 1}`));
    await until(() => expect(other.fresh(), 'the second player renews').to.equal(`token-${gone + 2}`), 20_000);
    expect(asked.length - gone, 'tokens asked for once the first player was gone: the second player\'s only').to.equal(2);
    second.removeAll();
  });

  it('sends a licence asked for while the token is renewed with the new token, not the bearer', async () => {
    life = 0.3;
    const owner = new Listeners();
    const tokens = new LicenceTokens(owner);
    tokens.hold();
    await until(() => expect(tokens.fresh()).to.not.equal(null));
    // the token runs out while its renewal is held on the way
    let release!: () => void;
    gate = new Promise<void>((r) => (release = r));
    await until(() => expect(tokens.fresh()).to.equal(null));
    expect(tokens.renewing(), 'a renewal on its way').to.not.equal(null);
    const user = { customerId: 1001, drmToken: 'drm', token: 'bearer-token' };
    const pending = licenceHeadersWhenReady(user, tokens);
    gate = null;
    release();
    const headers = await pending;
    expect(headers.Authorization, 'the bearer').to.equal(undefined);
    expect(headers['X-Eteris-Licence-Token']).to.equal(`token-${asked.length}`);
    owner.removeAll();
  });
});
