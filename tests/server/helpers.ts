// Test helpers: start the BUILT backend (build/server.mjs) as a child process on a free port with a
// fresh temp DATA_DIR, log in through the real login service, call the API over real HTTP.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before } from 'node:test';
import { OpenApi } from './openapi';
import { Store } from '../../server/store/store';
import { seedStore } from '../../server/domain/seed';

export interface Server {
  url: string;
  port: number;
  dataDir: string;
  proc: ChildProcess;
  output: () => string;
  /** SIGTERM and wait for exit. */
  stop(): Promise<void>;
  /** SIGKILL and wait for exit. */
  kill(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.unref();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      s.close(() => resolve(port));
    });
  });
}

export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'eteris-test-'));
}

/**
 * A data dir seeded as a first start seeds it (without the install's secret, as an earlier version
 * did), then changed by `prepare`: a store from before, or what customer service did.
 */
export function seededDataDir(prepare: (store: Store) => void = () => {}): string {
  const dir = tempDataDir();
  const store = new Store(dir);
  try {
    seedStore(store);
    prepare(store);
  } finally {
    store.close();
  }
  return dir;
}

/** A card customer service attached for petras, who cannot add one on the site (not in group 15). */
export const PETRAS_CARD = { customerId: 1002, brand: 'visa', last4: '4444', expMonth: 12, expYear: 2040, holder: 'PETRAS PETRAITIS', created: 1735689600, isDefault: true };

export async function startServer(opts: { dataDir?: string; env?: Record<string, string>; cwd?: string } = {}): Promise<Server> {
  const dataDir = opts.dataDir ?? tempDataDir();
  // the server picks a free port itself and prints it: no port chosen here can be taken meanwhile
  // by another test file's server
  const proc = spawn(process.execPath, [path.resolve('build/server.mjs')], {
    cwd: opts.cwd ?? process.cwd(),
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, ETERIS_TEST_CONTROLS: '1', ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  proc.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    // (no timer: a busy machine starts it later, and the test's own timeout still applies)
    const check = () => {
      const m = /Eteris reference backend on http:\/\/localhost:(\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    };
    proc.stdout!.on('data', check);
    proc.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    port,
    dataDir,
    proc,
    output: () => out,
    async stop() {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGTERM');
      await exited;
    },
    async kill() {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
      await exited;
    },
  };
}

export interface CallOptions {
  method?: string;
  token?: string | null;
  profile?: number;
  form?: Record<string, string | number | boolean>;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
}

export interface CallResult {
  status: number;
  headers: Headers;
  text: string;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** The seeded profile PINs (reference-data.md) the helper types when a test acts as a profile. */
export const SEED_PINS: Record<number, string> = { 2: '1234' };

/** Chooses `profile` for `token` on the server, as the page does (with the seed PIN when needed). */
export async function selectProfile(base: string, token: string, profile: number): Promise<CallResult> {
  const pin = SEED_PINS[profile];
  return call(base, `/api/v1/customer/profile/${profile}/select`, { method: 'POST', token, ...(pin ? { form: { pin } } : {}) });
}

/**
 * One request. `profile` first chooses that profile for the token on the server (the profile a
 * token acts as is the server's binding, never a header).
 */
export async function call(base: string, p: string, o: CallOptions = {}): Promise<CallResult> {
  const headers: Record<string, string> = { ...o.headers };
  if (o.token) headers['Authorization'] = `Bearer ${o.token}`;
  if (o.profile !== undefined && o.token) {
    const sel = await selectProfile(base, o.token, o.profile);
    if (sel.status !== 200 && sel.status !== 404) throw new Error(`choosing profile ${o.profile} failed: ${sel.status} ${sel.text}`);
  }
  let body = o.body;
  if (o.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(Object.entries(o.form).map(([k, v]) => [k, String(v)])).toString();
  } else if (o.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(o.json);
  }
  const r = await fetch(base + p, { method: o.method ?? 'GET', headers, body, redirect: 'manual' });
  const text = await r.text();
  let parsed: unknown = undefined;
  if ((r.headers.get('content-type') ?? '').includes('json') && text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
  }
  return { status: r.status, headers: r.headers, text, body: parsed };
}

/** Logs in through POST /client/login and returns the session cookie and the bearer token. */
export async function login(base: string, email = 'anna@example.lt', password = 'Labas123!'): Promise<{ cookie: string; token: string }> {
  const r = await fetch(`${base}/client/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password, redirect: '/' }).toString(),
    redirect: 'manual',
  });
  if (r.status !== 303) throw new Error(`login failed: ${r.status} ${await r.text()}`);
  const set = r.headers.get('set-cookie') ?? '';
  const cookie = /eteris_sso=([^;]*)/.exec(set)?.[1] ?? '';
  const u = await fetch(`${base}/client/user`, { headers: { Cookie: `eteris_sso=${cookie}` } });
  const body = (await u.json()) as { token: string };
  return { cookie, token: body.token };
}

export const api = (p: string) => `/api/v1${p}`;
export const pub = (p: string) => `/api/public/v1${p}`;

/** A client bound to one server that checks every JSON answer against the OpenAPI document. */
export interface Checked {
  (p: string, o?: CallOptions): Promise<CallResult>;
}

export function checkedClient(base: string, spec: { check(m: string, p: string, s: number, ct: string | null, b: unknown): string[] }): Checked {
  return async (p, o = {}) => {
    const r = await call(base, p, o);
    const problems = spec.check(o.method ?? 'GET', p, r.status, r.headers.get('content-type'), r.body);
    if (problems.length) throw new Error(`${o.method ?? 'GET'} ${p} -> ${r.status} does not match the OpenAPI document:\n  ${problems.slice(0, 8).join('\n  ')}`);
    return r;
  };
}

/**
 * One backend for a test file, with a client that checks every answer against the OpenAPI document:
 * started before the file's tests, stopped after them; `ready` gets both once it runs.
 */
export function withCheckedBackend(ready: (s: Server, c: Checked) => void): void {
  let s: Server | undefined;
  before(async () => {
    s = await startServer();
    ready(s, checkedClient(s.url, await OpenApi.load(s.url)));
  });
  after(() => s?.stop());
}

/** The seeded household's profile ids (reference data): anna's Anna (master), Jonas and Vaikai. */
export const ANNA = 1;
export const JONAS = 2;
export const VAIKAI = 3;
