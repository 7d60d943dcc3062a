// Device pairing (docs/product.md#screens-and-routes "Device authorisation"), both ways:
// - this device asks for a code (POST devices/pair) and shows it with a QR code; a signed-in user
//   confirms it on /activate/{handle} (or enters the code on /activate); this device learns it by
//   long polling GET devices/pair/{handle}?wait=1, never sooner than the answer's `interval` after
//   the previous answer, and after a 429 only once its Retry-After has passed. A code that runs out
//   is renewed. The confirmed device gets a login session (the answer sets the session cookie).
// - a signed-in browser shows a code (POST devices/invite) that a new device enters
//   (POST devices/redeem); the inviter long-polls the same way to see it used.
import { deviceLabel } from '../device-name';
import { map } from 'nanostores';
import { AppError, ErrorCode } from '../errors';
import { fetchPairHandle, fetchPairStatus, postActivate, postPairStart, postRedeem } from '../api/pairing';

interface PairCode {
  handle: string;
  code: string;
  /** Where the QR code leads (absolute). */
  qrUrl: string;
  /** The website address a user types (absolute). */
  verificationUrl: string;
  /** When the code runs out (ms since the epoch). */
  expiresAt: number;
  interval: number;
}

interface PairingState {
  /** 'device': this device waits to be confirmed; 'invite': a signed-in browser shows a code. */
  mode: 'device' | 'invite' | null;
  phase: 'idle' | 'starting' | 'waiting' | 'done' | 'error';
  code: PairCode | null;
  error: AppError | null;
}

export const $pairing = map<PairingState>({ mode: null, phase: 'idle', code: null, error: null });

const asError = (err: unknown, source: string) => (err instanceof AppError ? err : new AppError({ code: ErrorCode.BAD_RESPONSE, message: String(err), source }));
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(resolve, Math.max(0, ms));
    signal.addEventListener('abort', () => { clearTimeout(timer); resolve(); }, { once: true });
  });

let run: AbortController | null = null;

function toCode(s: { handle: string; code: string; qr_url: string; verification_url: string; expires_in: number; interval: number }, site: string): PairCode {
  return {
    handle: s.handle,
    code: s.code,
    qrUrl: new URL(s.qr_url.replace(/^\//, ''), site).toString(),
    verificationUrl: new URL(s.verification_url.replace(/^\//, ''), site).toString(),
    expiresAt: Date.now() + s.expires_in * 1000,
    interval: s.interval,
  };
}

/**
 * Starts (or restarts) pairing: this device's code (`device`) or a signed-in browser's code for a
 * new device (`invite`), and waits for it to be used, renewing it when it runs out.
 * `site` is the website's base address (config().siteBase).
 */
export function startPairing(mode: 'device' | 'invite', site: string): void {
  run?.abort();
  const ctl = (run = new AbortController());
  void loop(mode, site, ctl.signal);
}

export function stopPairing(): void {
  run?.abort();
  run = null;
  $pairing.set({ mode: null, phase: 'idle', code: null, error: null });
}

async function loop(mode: 'device' | 'invite', site: string, signal: AbortSignal): Promise<void> {
  $pairing.set({ mode, phase: 'starting', code: null, error: null });
  while (!signal.aborted) {
    let code: PairCode;
    try {
      const started = await postPairStart(mode, deviceLabel(), signal);
      code = toCode(started, site);
    } catch (err) {
      if (signal.aborted) return;
      $pairing.set({ mode, phase: 'error', code: null, error: asError(err, 'pairing') });
      return;
    }
    $pairing.set({ mode, phase: 'waiting', code, error: null });
    const outcome = await wait(code, signal);
    if (signal.aborted) return;
    if (outcome === 'done') {
      $pairing.set({ mode, phase: 'done', code, error: null });
      return;
    }
    if (outcome instanceof AppError) {
      $pairing.set({ mode, phase: 'error', code, error: outcome });
      return;
    }
    // 'expired': a new code
  }
}

/** Long-polls one code until it is used ('done'), runs out ('expired') or fails. */
async function wait(code: PairCode, signal: AbortSignal): Promise<'done' | 'expired' | AppError> {
  let notBefore = 0;
  while (!signal.aborted) {
    await sleep(notBefore - Date.now(), signal);
    if (signal.aborted) break;
    if (Date.now() >= code.expiresAt) return 'expired';
    const left = Math.ceil((code.expiresAt - Date.now()) / 1000);
    try {
      const s = await fetchPairStatus(code.handle, Math.max(1, Math.min(25, left)), signal);
      notBefore = Date.now() + Math.max(1, s.interval) * 1000;
      if (s.status === 'expired') return 'expired';
      if (s.status === 'activated' || s.status === 'claimed') return 'done';
    } catch (err) {
      if (signal.aborted) break;
      const e = asError(err, 'pairing');
      if (e.status === 429) notBefore = Date.now() + Math.max(1, e.retryAfter ?? code.interval) * 1000;
      else if (e.code === ErrorCode.NETWORK_FAILED) notBefore = Date.now() + code.interval * 1000;
      else return e;
    }
  }
  return 'expired';
}

// --- the signed-in side: confirming a device, entering a code ------------------------------------

interface ConfirmState {
  busy: boolean;
  /** The confirmed device's name. */
  done: string | null;
  error: AppError | null;
}
export const $confirm = map<ConfirmState>({ busy: false, done: null, error: null });

/**
 * What the QR code's handle names, looked at before Connect is offered: a device waiting to be
 * connected (`pending`), none or an expired code (`gone`), one already connected (`used`); when the
 * look fails (`unchecked`), Connect is offered and the activation itself says what is wrong.
 */
interface HandleState {
  handle: string | null;
  state: 'checking' | 'pending' | 'gone' | 'used' | 'unchecked';
  deviceName: string | null;
}
export const $handle = map<HandleState>({ handle: null, state: 'checking', deviceName: null });

export async function checkHandle(handle: string): Promise<void> {
  $handle.set({ handle, state: 'checking', deviceName: null });
  let next: HandleState;
  try {
    const r = await fetchPairHandle(handle);
    next = { handle, state: r.status === 'expired' ? 'gone' : r.status, deviceName: r.device_name };
  } catch (err) {
    next = { handle, state: asError(err, 'pairing').status === 404 ? 'gone' : 'unchecked', deviceName: null };
  }
  if ($handle.get().handle === handle) $handle.set(next);
}

/** A signed-in user confirms a device: by the QR code's handle or by the code typed from its screen. */
export async function confirmDevice(by: { handle: string } | { code: string }): Promise<void> {
  $confirm.set({ busy: true, done: null, error: null });
  try {
    const r = await postActivate(by);
    $confirm.set({ busy: false, done: r.device_name, error: null });
  } catch (err) {
    $confirm.set({ busy: false, done: null, error: asError(err, 'pairing') });
  }
}

/** A new device enters a signed-in browser's code: on success it has its own login session. */
export async function redeemCode(code: string): Promise<void> {
  $confirm.set({ busy: true, done: null, error: null });
  try {
    await postRedeem(code, deviceLabel());
    $confirm.set({ busy: false, done: deviceLabel(), error: null });
  } catch (err) {
    $confirm.set({ busy: false, done: null, error: asError(err, 'pairing') });
  }
}

export function resetConfirm(): void {
  $confirm.set({ busy: false, done: null, error: null });
}
