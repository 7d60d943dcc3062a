// Small helpers for element tests of the profile, PIN and settings elements: find by visible text,
// type like a user (native value setter + input event, as React listens), press keys, paste.
import { loadUser, loadUserinfo, startSession } from '../../src/core/stores/auth';
import { forgetProfile } from '../../src/core/stores/profiles';
import { $session, clearToken } from '../../src/core/stores/session';
import { loginAs } from './env';

export function root(el: Element): ShadowRoot {
  if (!el.shadowRoot) throw new Error(`<${el.localName}> has no shadow root`);
  return el.shadowRoot;
}

const norm = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();

/** The element matching `selector` whose text or accessible label matches `text`. */
export function find<T extends Element = HTMLElement>(scope: ParentNode, selector: string, text: string | RegExp): T {
  const all = [...scope.querySelectorAll<T>(selector)];
  const hit = all.find((e) => {
    const label = norm(e.getAttribute('aria-label') ?? e.textContent);
    return typeof text === 'string' ? label === text || norm(e.textContent) === text : text.test(label) || text.test(norm(e.textContent));
  });
  if (!hit) throw new Error(`no ${selector} with text ${String(text)} among: ${all.map((e) => norm(e.getAttribute('aria-label') ?? e.textContent)).join(' | ')}`);
  return hit;
}

export function maybeFind(scope: ParentNode, selector: string, text: string | RegExp): HTMLElement | null {
  try {
    return find<HTMLElement>(scope, selector, text);
  } catch {
    return null;
  }
}

/** The open dialog with this accessible name (aria-label). */
export function openDialog(scope: ParentNode, name: string): HTMLDialogElement {
  const d = [...scope.querySelectorAll('dialog')].find((x) => x.open && x.getAttribute('aria-label') === name);
  if (!d) throw new Error(`no open dialog "${name}" among: ${[...scope.querySelectorAll('dialog')].filter((x) => x.open).map((x) => x.getAttribute('aria-label')).join(' | ')}`);
  return d;
}

export function openDialogs(scope: ParentNode): string[] {
  return [...scope.querySelectorAll('dialog')].filter((x) => x.open).map((x) => x.getAttribute('aria-label') ?? '');
}

/** Types a value into an input as a user would (React sees an input event). */
export function typeInto(input: HTMLInputElement, value: string): void {
  input.focus();
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

/**
 * Types characters one by one into whatever box has the focus (PIN boxes move it along), one task
 * per key as a real keyboard does (React renders in between).
 */
export async function typeKeys(scope: ShadowRoot, chars: string): Promise<void> {
  for (const ch of chars) {
    const active = scope.activeElement as HTMLInputElement | null;
    if (!active || active.tagName !== 'INPUT') throw new Error(`no focused input for "${ch}"`);
    const down = new KeyboardEvent('keydown', { key: ch, bubbles: true, composed: true, cancelable: true });
    if (active.dispatchEvent(down)) typeInto(active, ch);
    await new Promise((r) => setTimeout(r));
  }
}

export function press(el: Element, key: string, opts: KeyboardEventInit = {}): boolean {
  return el.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true, ...opts }));
}

export function paste(el: Element, text: string): void {
  const data = new DataTransfer();
  data.setData('text/plain', text);
  el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, composed: true, cancelable: true }));
}

/** Signs in as `email` and refreshes the page's session from the login service. */
export async function signIn(email: string): Promise<void> {
  forgetProfile();
  sessionStorage.clear();
  await loginAs(email);
  await loadUser();
  await loadUserinfo();
  $session.setKey('stat_hello', 0);
}

/** A visitor's page: the session started (once a page), no token and no profile. */
export async function asVisitor(): Promise<void> {
  await startSession();
  forgetProfile();
  clearToken(null);
  await loadUserinfo();
}
