// The licence token (POST customer/licence-token): what a licence request carries in place of the
// bearer token, so the long-lived bearer never reaches a licence server. The server binds it to the
// session and its chosen profile for a few minutes; a player keeps it for that session and profile,
// and while one of its players holds it, asks for it again before it runs out (a licence request,
// at a programme's key change, then never waits for one).
import { postLicenceToken } from '../core/api/licence-token';
import { $session } from '../core/stores/session';
import type { Listeners } from './listeners';

interface Held {
  /** The session and profile it was given to. */
  key: string;
  token: string;
  /** When a new one is asked for (two thirds of its life). */
  renewAt: number;
  /** Past this (five sixths of its life), it is not sent any more: it could run out on the way. */
  usableUntil: number;
}

function sessionKey(): string | null {
  const { token, profile } = $session.get();
  return token ? `${token} ${profile?.id ?? ''}` : null;
}

/** One player's licence token; its renewal timer belongs to the player's listener owner. */
export class LicenceTokens {
  private held: Held | null = null;
  private pending: Promise<string | null> | null = null;
  private holders = 0;
  private readonly renewal;

  constructor(owner: Listeners) {
    this.renewal = owner.timer();
  }

  /** This session's licence token while it has a sixth of its life left, else null. */
  fresh(): string | null {
    const h = this.held;
    return h && h.key === sessionKey() && Date.now() < h.usableUntil ? h.token : null;
  }

  /** The renewal on its way, if one is. */
  renewing(): Promise<string | null> | null {
    return this.pending;
  }

  private schedule(): void {
    this.renewal.clear();
    if (this.holders > 0 && this.held) this.renewal.set(Math.max(0, this.held.renewAt - Date.now()), () => void this.renew());
  }

  /** Asks the server for a new licence token (one request at a time); null when it gives none. */
  renew(): Promise<string | null> {
    const key = sessionKey();
    if (!key) return Promise.resolve(null);
    this.pending ??= postLicenceToken()
      .then(
        (r) => {
          const life = r.expires_in * 1000;
          this.held = { key, token: r.licence_token, renewAt: Date.now() + (life * 2) / 3, usableUntil: Date.now() + (life * 5) / 6 };
          return r.licence_token;
        },
        () => {
          // (a licence request meanwhile proves the session with the bearer token, and asks again)
          this.held = null;
          return null;
        },
      )
      .finally(() => {
        this.pending = null;
        this.schedule();
      });
    return this.pending;
  }

  /** Keeps a fresh licence token at hand until the returned function is called (a hidden or shown player's life). */
  hold(): () => void {
    this.holders++;
    if (this.fresh()) this.schedule();
    else void this.renew();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      if (--this.holders === 0) this.renewal.clear();
    };
  }
}
