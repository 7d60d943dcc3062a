import { useEffect, useLayoutEffect, useRef } from 'react';

/** The focused element, looked up through open shadow roots (document.activeElement stops at a host). */
export function deepActiveElement(root: DocumentOrShadowRoot = document): Element | null {
  let active = root.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** The page's main content (`<main id="main">`, else the first `<main>`), made focusable by script. */
function mainContent(): HTMLElement | null {
  const main = document.getElementById('main') ?? document.querySelector('main');
  if (!main) return null;
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  return main;
}

/**
 * Puts the focus back where the user was: on `target` when it is still on the page and can take
 * the focus, otherwise on the page's main content, so it never falls to <body>.
 */
function returnFocus(target: Element | null): void {
  if (target instanceof HTMLElement && target.isConnected && target !== document.body && target !== document.documentElement) {
    target.focus({ preventScroll: true });
    if (deepActiveElement() === target) return;
  }
  mainContent()?.focus({ preventScroll: true });
}

/**
 * For a modal that opens and closes with `open`: remembers the focused element (deep, through
 * shadow roots) when it opens, before the dialog takes the focus, and returns the focus there (or
 * to the main content) once it has closed.
 */
export function useReturnFocus(open: boolean): void {
  const saved = useRef<Element | null>(null);
  const wasOpen = useRef(false);
  // A layout effect runs before the dialog's own (passive) effect calls showModal().
  useLayoutEffect(() => {
    if (open && !wasOpen.current) saved.current = deepActiveElement();
  }, [open]);
  // A passive effect of the owner runs after its dialogs' effects have closed them.
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    const target = saved.current;
    saved.current = null;
    returnFocus(target);
  }, [open]);
}
