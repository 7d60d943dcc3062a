import { expect } from '@open-wc/testing';
import { configure } from '../../src/core/config';
import { api, encodeForm } from '../../src/core/api/client';
import { fetchStore, emptyItems } from '../../src/core/api/fetch-store';
import { $session } from '../../src/core/stores/session';
import { $userinfo, loadUser, loadUserinfo } from '../../src/core/stores/auth';
import { AppError, ErrorCategory, ErrorCode } from '../../src/core/errors';
import { GenreListSchema } from '../../src/core/api/schemas';
import { backendConfig, loginAs, testEnv } from '../helpers/env';

// The API client against the real reference backend: which base, which headers, which body.
describe('API client', () => {
  before(async () => configure(await backendConfig()));
  beforeEach(() => $session.set({ ...$session.get(), token: null, user: null, status: 'unknown', error: null, profile: null }));

  it('uses the public API without a token: visitors are demo users', async () => {
    const info = await loadUserinfo();
    expect(info.is_demo).to.equal(true);
    const entry = performance.getEntriesByType('resource').filter((e) => e.name.includes('/userinfo')).pop()!;
    expect(entry.name).to.contain('/api/public/v1/userinfo');
  });

  it('signs in through the login service and then sends the bearer token to the private API', async () => {
    await loginAs('petras@example.lt');
    await loadUser();
    const s = $session.get();
    expect(s.status).to.equal('user');
    expect(s.token).to.be.a('string').and.not.equal('');
    expect(s.user?.email).to.equal('petras@example.lt');
    const info = await loadUserinfo();
    expect(info.is_demo).to.equal(false);
    expect($userinfo.get().error).to.equal(null);
    const entry = performance.getEntriesByType('resource').filter((e) => e.name.includes('/userinfo')).pop()!;
    expect(entry.name).to.contain('/api/v1/userinfo');
  });

  it('clears the token and stores the error when the API answers 401', async () => {
    $session.set({ ...$session.get(), token: 'revoked-or-forged', status: 'user' });
    let caught: unknown;
    try {
      await api('userinfo');
    } catch (err) {
      caught = err;
    }
    expect(caught).to.be.instanceOf(AppError);
    expect((caught as AppError).category).to.equal(ErrorCategory.AUTH);
    expect($session.get().token).to.equal(null);
    expect($session.get().status).to.equal('visitor');
    expect($session.get().error?.status).to.equal(401);
  });

  it('counts an error field in the user response as failure', async () => {
    // The reference login service never answers this way, so this one response is stubbed: a 200
    // body carrying an error field (even beside a token) must never sign anyone in.
    const { backend } = await testEnv();
    const orig = window.fetch;
    window.fetch = (input, init) =>
      String(input).startsWith(`${backend}/client/user`)
        ? Promise.resolve(new Response(JSON.stringify({ error: 'session expired', token: 'x', user: { id: 1 } }), { status: 200, headers: { 'Content-Type': 'application/json' } }))
        : orig(input, init);
    try {
      await loadUser();
    } finally {
      window.fetch = orig;
    }
    expect($session.get().token).to.equal(null);
    expect($session.get().status).to.equal('visitor');
    expect($session.get().error?.message).to.contain('session expired');
  });

  it('runs request -> failure with an error reset and leaves an empty items list on a data error', async () => {
    const store = fetchStore('genres', emptyItems<{ id: number }>());
    const failed = await store.run(() => api('genres/lang/lt', { headers: { 'X-Fault-Status': '500' } }));
    expect(failed.items).to.deep.equal([]);
    expect(store.$store.get().error?.status).to.equal(500);
    const pending = store.run(() => api('genres/lang/lt'));
    expect(store.$store.get().loading).to.equal(true);
    expect(store.$store.get().error, 'error reset when a request starts').to.equal(null);
    const ok = await pending;
    expect(ok.items.length).to.be.greaterThan(5);
    expect(store.$store.get().error).to.equal(null);
  });

  it('treats a malformed response body as a failure', async () => {
    const store = fetchStore('channels', emptyItems<{ channel_id: number }>());
    const res = await store.run(() => api('channels', { headers: { 'X-Fault-Malformed': '1' } }));
    expect(res.items).to.deep.equal([]);
    expect(store.$store.get().error?.message).to.equal('Malformed response');
  });

  it('checks an answer against its schema: typed output, unknown fields dropped, a misfit is error 3003', async () => {
    const ok = await api('genres/lang/lt', { schema: GenreListSchema });
    expect(ok.items.length).to.be.greaterThan(5);
    expect(Object.keys(ok.items[0]!).sort()).to.deep.equal(['id', 'name']);
    const extra = await api('genres/lang/lt', { schema: GenreListSchema, headers: { 'X-Fault-Body': JSON.stringify({ items: [{ id: 1, name: 'Filmai', secret: 'x' }], more: 1 }) } });
    expect(extra).to.deep.equal({ items: [{ id: 1, name: 'Filmai' }] });

    const store = fetchStore('genres', emptyItems<{ id: number; name: string }>());
    const bad = await store.run(() => api('genres/lang/lt', { schema: GenreListSchema, headers: { 'X-Fault-Body': JSON.stringify({ items: [{ id: '1', name: 'Filmai' }] }) } }));
    expect(bad.items).to.deep.equal([]);
    const error = store.$store.get().error!;
    expect(error).to.be.instanceOf(AppError);
    expect(error.code).to.equal(ErrorCode.UNEXPECTED_ANSWER);
    expect(error.category).to.equal(ErrorCategory.DATA);
    expect(error.messageKey).to.equal('errors.unexpected_answer');
    expect(error.message).to.contain('items.0.id');
    for (const body of [null, [], 'genres', { items: null }, { items: [null] }]) {
      let caught: unknown;
      try {
        await api('genres/lang/lt', { schema: GenreListSchema, headers: { 'X-Fault-Body': JSON.stringify(body) } });
      } catch (err) {
        caught = err;
      }
      expect((caught as AppError).code, JSON.stringify(body)).to.equal(ErrorCode.UNEXPECTED_ANSWER);
    }
  });

  it('sends form-encoded bodies', async () => {
    expect(encodeForm({ name: 'Jonas Ž', age: 13, needs_pin_to_login: true })).to.equal('name=Jonas+%C5%BD&age=13&needs_pin_to_login=true');
  });
});
