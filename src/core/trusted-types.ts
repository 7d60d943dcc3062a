/**
 * The client's one Trusted Types policy, `eteris`. The site's Content-Security-Policy enforces
 * Trusted Types (`require-trusted-types-for 'script'; trusted-types eteris`, see
 * server/http/browser-policy.ts), so no plain string may reach a DOM sink. The client writes no
 * HTML into a page (no innerHTML, no HTML parsing; views are React, documents are rendered from
 * marked's tokens; MPDs are read by a small tokenizer, src/player/xml.ts, not DOMParser), and only
 * one call that browsers count as a sink remains, through one function here and checked:
 * registering the reminders' service worker, only a same-origin `sw.js` script URL. The policy
 * makes no HTML at all.
 * Where Trusted Types are not supported or not enforced the strings are used as they are.
 */

/** The policy name; the CSP's `trusted-types` directive lists it. */
const TRUSTED_TYPES_POLICY = 'eteris';

interface Policy {
  createScriptURL(url: string): unknown;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): Policy;
}

/** The only script URL the policy makes trusted: `sw.js` on the page's own origin. */
function workerScript(url: string): string {
  const u = new URL(url, location.href);
  if (u.origin !== location.origin || !u.pathname.endsWith('/sw.js') || u.search || u.hash) {
    throw new TypeError(`[eteris] not the site's service worker: ${url}`);
  }
  return u.href;
}

let policy: Policy | null | undefined;

function thePolicy(): Policy | null {
  if (policy !== undefined) return policy;
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  try {
    policy = factory ? factory.createPolicy(TRUSTED_TYPES_POLICY, { createScriptURL: workerScript }) : null;
  } catch (err) {
    // the page's CSP does not allow the policy: the sink below refuses the plain string
    console.warn('[eteris] Trusted Types policy not created:', (err as Error).message);
    policy = null;
  }
  return policy;
}

/** The service worker's URL as a TrustedScriptURL (for navigator.serviceWorker.register). */
export function trustedWorkerUrl(url: string): string {
  const p = thePolicy();
  return p ? (p.createScriptURL(url) as string) : workerScript(url);
}
