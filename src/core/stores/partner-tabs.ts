// A partner's tabs share one sign-in. The sign-in is kept in the tab (sessionStorage), so a second
// tab of the partner's page would start signed out: it asks the signed-in tabs of its own origin
// (a BroadcastChannel reaches only those) and takes the sign-in one of them answers with. A
// non-secret marker in localStorage says whether any tab may be signed in, so that a visitor's
// page never waits for an answer that cannot come.
import { markSignedIn, tabsMaySignIn } from './partner-marker';

const CHANNEL = 'eteris_session';
/** How long a new tab waits for a signed-in tab's answer (only while the marker is set). */
const ASK_MS = 1500;

let answering: BroadcastChannel | null = null;
/** A signed-in tab answers the new tabs of its origin with its sign-in (`saved()`, null once signed out). */
export function answerTabs(saved: () => string | null): void {
  if (answering || typeof BroadcastChannel === 'undefined') return;
  answering = new BroadcastChannel(CHANNEL);
  answering.onmessage = (e: MessageEvent) => {
    const session = saved();
    if (e.data === 'ask' && session) answering?.postMessage({ session });
  };
}

/** A new tab asks the signed-in tabs (when the marker says one may be): their sign-in, or null. */
export function askTabs(): Promise<string | null> {
  if (!tabsMaySignIn() || typeof BroadcastChannel === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    const ch = new BroadcastChannel(CHANNEL);
    const done = (session: string | null) => {
      clearTimeout(timer);
      ch.close();
      resolve(session);
    };
    // no answer: every signed-in tab has gone, the marker is stale
    const timer = setTimeout(() => {
      markSignedIn(false);
      done(null);
    }, ASK_MS);
    ch.onmessage = (e: MessageEvent) => {
      const session = (e.data as { session?: unknown } | null)?.session;
      if (typeof session === 'string') done(session);
    };
    ch.postMessage('ask');
  });
}
