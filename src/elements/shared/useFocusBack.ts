// The focus after something that held it goes away: an upsell's Subscribe, with its
// order dialogs, disappears once the payment gives the new rights; the focus would fall to the
// page's body. When `gone` turns true and the focus is lost, `target()` gets it (the Watch button,
// the player).
import { useEffect, useRef } from 'react';
import { isFocusStandIn } from '../../core/layout';
import { deepActiveElement } from './focus';

/**
 * True when nothing has the focus (the page's body), a shadow host whose own focus went away, or
 * the control the remote stood in with when the focus went (core/layout.ts).
 */
function focusLost(): boolean {
  const a = document.activeElement;
  if (!a || a === document.body || a === document.documentElement) return true;
  if (isFocusStandIn(deepActiveElement())) return true;
  return Boolean(a.shadowRoot && !a.shadowRoot.activeElement);
}

/** Puts the focus on `target()` when `gone` turns true and the focus was lost with what went. */
export function useFocusBack(gone: boolean, target: () => HTMLElement | null | undefined): void {
  const before = useRef(gone);
  useEffect(() => {
    const was = before.current;
    before.current = gone;
    if (!gone || was) return;
    const put = () => {
      if (focusLost()) target()?.focus();
    };
    put();
    // a closing modal dialog gives the focus back a frame later
    const id = requestAnimationFrame(put);
    return () => cancelAnimationFrame(id);
  }, [gone]);
}
