import { useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

/**
 * The keys of an open menu or list of links, as a remote's arrows and OK use them: the arrows (and
 * Home/End) move the focus between `items` (round), Escape closes it back onto its button, Tab
 * closes it and lets the focus go on.
 */
export function menuKey(e: KeyboardEvent, items: (HTMLElement | null)[], hide: (refocus: boolean) => void): void {
  const go = (to: (i: number, n: number) => number) => {
    e.preventDefault();
    items[to(items.indexOf(e.target as HTMLElement), items.length)]?.focus();
  };
  if (e.key === 'ArrowDown' || e.key === 'ArrowRight') go((i, n) => (i + 1) % n);
  else if (e.key === 'ArrowUp' || e.key === 'ArrowLeft') go((i, n) => (i - 1 + n) % n);
  else if (e.key === 'Home') go(() => 0);
  else if (e.key === 'End') go((_, n) => n - 1);
  else if (e.key === 'Escape') {
    e.preventDefault();
    e.stopPropagation();
    hide(true);
  } else if (e.key === 'Tab') hide(false);
}

/**
 * The state of a menu opened by a button: `hide(true)` closes it back onto its `button`, and
 * `onBlur` (on the `wrap` holding the button and the menu) closes it when a click or the focus goes
 * elsewhere.
 */
export function useMenu<W extends HTMLElement>() {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wrap = useRef<W>(null);
  const hide = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const onBlur = (e: FocusEvent) => {
    if (open && !wrap.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
  };
  return { open, setOpen, button, wrap, hide, onBlur };
}
