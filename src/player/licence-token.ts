// The licence token (POST customer/licence-token): what a licence request carries in place of the
// bearer token, so the long-lived bearer never reaches a licence server. The server binds it to the
// session and its chosen profile for a few minutes; it is kept here for that session and profile,
// and while a player holds it, asked for again before it runs out (a licence request, at a
// programme's key change, then never waits for one).
import { api } from '../core/api/client';
import { LicenceTokenSchema } from '../core/api/account-schemas';
import { $session } from '../core/stores/session';

interface Held {
  /** The session and profile it was given to. */
  key: string;
  token: string;
  /** When a new one is asked for (two thirds of its life): past it, it is not sent any more. */
  renewAt: number;
}

let held: Held | null = null;
let pending: Promise<string | null> | null = null;
let holders = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

function sessionKey(): string | null {
  const { token, profile } = $session.get();
  return token ? `${token} ${profile?.id ?? ''}` : null;
}

/** This session's licence token while it has a third of its life left, else null. */
export function freshLicenceToken(): string | null {
  return held && held.key === sessionKey() && Date.now() < held.renewAt ? held.token : null;
}

function schedule(): void {
  clearTimeout(timer);
  if (holders > 0 && held) timer = setTimeout(() => void renewLicenceToken(), Math.max(0, held.renewAt - Date.now()));
}

/** Asks the server for a new licence token (one request at a time); null when it gives none. */
export function renewLicenceToken(): Promise<string | null> {
  const key = sessionKey();
  if (!key) return Promise.resolve(null);
  pending ??= api('customer/licence-token', { method: 'POST', schema: LicenceTokenSchema, source: 'licence-token' })
    .then(
      (r) => {
        held = { key, token: r.licence_token, renewAt: Date.now() + (r.expires_in * 1000 * 2) / 3 };
        return r.licence_token;
      },
      () => {
        // (a licence request meanwhile proves the session with the bearer token, and asks again)
        held = null;
        return null;
      },
    )
    .finally(() => {
      pending = null;
      schedule();
    });
  return pending;
}

/** Keeps a fresh licence token at hand until the returned function is called (a player's life). */
export function holdLicenceToken(): () => void {
  holders++;
  if (freshLicenceToken()) schedule();
  else void renewLicenceToken();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--holders === 0) clearTimeout(timer);
  };
}
