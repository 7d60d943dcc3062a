// A partner's page rarely carries <tv-session-gate> (the one-script snippet has none), yet a
// household signed in there must say who is watching: otherwise the server acts as the household's
// strictest profile and Change profile comes back to the same refusal. So on a page of another site
// than the operator's, the library runs the gate itself once the session is signed in, and when it
// stops short of "ready" (a profile to choose, an e-mail to verify, a browser without DRM) it adds
// the gate to the page. The operator's own pages carry their gate.
import { crossSitePage } from '../core/config';
import { $profileSettling, $session } from '../core/stores/session';
import { TAGS } from '../core/names';

let watching = false;

/** Starts watching for a signed-in session on a partner's page (idempotent; every element calls it). */
export function offerGate(): void {
  if (watching || typeof document === 'undefined' || !crossSitePage()) return;
  watching = true;
  let asked = false;
  $session.subscribe((s) => {
    if (asked || s.status !== 'user' || !s.token) return;
    asked = true;
    // the top bar keeps the profile's place from now on, not only once the gate's chunk is in
    $profileSettling.set(true);
    void addGate().catch((err: unknown) => {
      $profileSettling.set(false);
      console.error('[eteris] profile choice could not be offered:', (err as Error).message);
    });
  });
}

const hasGate = () => document.querySelector(TAGS.sessionGate) !== null;

async function addGate(): Promise<void> {
  // (a page that carries its own gate runs this same sequence: startGate() is the page's one run)
  const { startGate } = await import('../core/stores/gate');
  const phase = await startGate();
  if (!(phase === 'choose' || phase === 'verify' || phase === 'unsupported') || hasGate()) return;
  await import('./tv-session-gate/tv-session-gate');
  if (!hasGate()) document.body.append(document.createElement(TAGS.sessionGate));
}
