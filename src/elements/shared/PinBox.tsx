import { useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { tvLayoutOn } from '../../core/layout';
import { LIMITS } from '../../core/names';
import { useT } from './hooks';

interface PinBoxProps {
  value: string;
  onChange: (pin: string) => void;
  /** Auto-check: called when the last character is typed or a whole PIN is pasted. */
  onComplete?: (pin: string) => void;
  /** Accessible name of the group of boxes. */
  label: string;
  /** Dots instead of digits (default). */
  masked?: boolean;
  /** A comparison PIN: a complete entry that differs from it is marked as an error. */
  compare?: string;
  invalid?: boolean;
  autoFocus?: boolean;
  disabled?: boolean;
  /** id of the element describing an error. */
  describedBy?: string;
}

export const pinBoxStyles = `
.pinbox { display: flex; gap: .6rem; justify-content: center; border: 0; padding: 0; margin: 0; }
.pinbox input { width: 3rem; height: 3.5rem; text-align: center; font-size: 1.6rem; border-radius: var(--_radius);
  border: 2px solid var(--_surface-2); background: var(--_bg); color: var(--_text); caret-color: var(--_accent); }
.pinbox input:focus { border-color: var(--_focus); outline: none; }
.pinbox[data-invalid] input { border-color: var(--_accent); }
.keypad { display: grid; grid-template-columns: repeat(3, 4.5rem); gap: .6rem; justify-content: center; margin-block-start: 1rem; }
.keypad button { font: inherit; font-size: 1.6rem; block-size: 3.5rem; border-radius: var(--_radius); border: 2px solid var(--_surface-2);
  background: var(--_surface-2); color: var(--_text); }
.keypad button:focus-visible { outline: var(--tv-focus-width, 3px) solid var(--_focus); outline-offset: 2px; }
.keypad .erase { grid-column: 3; grid-row: 4; }
.keypad .zero { grid-column: 2; grid-row: 4; }
`;

const DIGITS = /^\d+$/;

/** The keypad's rows as drawn (the bottom row has no key under 7). */
const PAD_ROWS = [['1', '2', '3'], ['4', '5', '6'], ['7', '8', '9'], [null, '0', 'erase']];

/**
 * Down on the keypad: the key below, or the bottom row's nearest where there is none (under 7), so
 * the remote never skips 0 for whatever lies below the pad. False on the bottom row: the page's arrows go on.
 */
function padDown(pad: HTMLElement, from: EventTarget): boolean {
  const key = from instanceof HTMLElement ? from.dataset['key'] : undefined;
  const row = PAD_ROWS.findIndex((r) => key !== undefined && r.includes(key));
  const below = PAD_ROWS[row + 1];
  if (row < 0 || !below) return false;
  const col = PAD_ROWS[row]!.indexOf(key!);
  const cols = below.map((k, i) => ({ k, d: Math.abs(i - col) })).filter((c) => c.k !== null);
  const next = cols.sort((a, b) => a.d - b.d)[0]!.k;
  pad.querySelector<HTMLElement>(`[data-key="${next}"]`)?.focus();
  return true;
}

/**
 * The PIN box of docs/product.md#states/#validation: one box per character (4), masked by default, input cut to 4,
 * paste accepted only when exactly 4 long, auto-check when the 4th character is entered.
 * Keyboard: digits, Backspace (also steps back), Delete, ArrowLeft/ArrowRight, Home/End.
 */
export function PinBox({ value, onChange, onComplete, label, masked = true, compare, invalid, autoFocus, disabled, describedBy }: PinBoxProps) {
  const t = useT();
  const len = LIMITS.pinLength;
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const pin = value.slice(0, len);
  // The latest entry, also between a keystroke and the re-render it causes (focus handlers).
  const latest = useRef(pin);
  latest.current = pin;
  const mismatch = compare !== undefined && pin.length === len && pin !== compare;
  const bad = Boolean(invalid) || mismatch;

  // A TV remote has no keyboard to type into the boxes: an on-screen keypad enters the digits, and
  // the boxes only show them (focusing a field would open the TV's own keyboard over the page).
  const [keypad] = useState(tvLayoutOn);
  const firstKey = useRef<HTMLButtonElement | null>(null);
  // (as an attribute too: a <dialog> opening around the box focuses its [autofocus] element)
  const keyRef = (el: HTMLButtonElement | null) => {
    firstKey.current = el;
    if (el && autoFocus) el.setAttribute('autofocus', '');
  };
  const focus = (i: number) => refs.current[Math.max(0, Math.min(len - 1, i))]?.focus();
  useEffect(() => {
    // On mount only: later renders must not steal the focus.
    if (autoFocus) {
      if (keypad) firstKey.current?.focus();
      else focus(pin.length);
    }
  }, []);

  const commit = (next: string, typed: boolean) => {
    const cut = next.slice(0, len);
    latest.current = cut;
    onChange(cut);
    if (typed && cut.length === len) onComplete?.(cut);
  };

  const onInput = (i: number, raw: string) => {
    const pin = latest.current;
    const digits = raw.replace(/\D/g, '');
    if (!digits) {
      commit(pin.slice(0, i) + pin.slice(i + 1), false);
      return;
    }
    // A box holds one character: keep the one just typed (the last), even over an existing one.
    const ch = digits[digits.length - 1]!;
    const at = Math.min(i, pin.length);
    const next = pin.slice(0, at) + ch + pin.slice(at + 1);
    // Auto-check when the entry becomes complete, or when the last box is typed again.
    commit(next, pin.length < len || at === len - 1);
    if (at + 1 < len) focus(at + 1);
  };

  const onKeyDown = (i: number, e: KeyboardEvent<HTMLInputElement>) => {
    const pin = latest.current;
    if (e.key === 'Backspace') {
      e.preventDefault();
      if (pin[i] !== undefined) commit(pin.slice(0, i) + pin.slice(i + 1), false);
      else if (i > 0) {
        commit(pin.slice(0, i - 1) + pin.slice(i), false);
        focus(i - 1);
      }
    } else if (e.key === 'Delete') {
      e.preventDefault();
      commit(pin.slice(0, i) + pin.slice(i + 1), false);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      focus(i - 1);
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      focus(Math.min(i + 1, pin.length));
    } else if (e.key === 'Home') {
      e.preventDefault();
      focus(0);
    } else if (e.key === 'End') {
      e.preventDefault();
      focus(pin.length);
    } else if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) {
      // Digits are applied here (typing the digit a box already holds must still move on);
      // anything else is refused. Virtual keyboards without key values go through onChange.
      e.preventDefault();
      if (DIGITS.test(e.key)) onInput(i, e.key);
    }
  };

  const onKey = (key: string) => {
    if (disabled) return;
    const pin = latest.current;
    if (key === 'erase') commit(pin.slice(0, -1), false);
    else if (pin.length < len) commit(pin + key, true);
  };
  // The remote's own number keys work while a key of the pad has the focus.
  const onPadKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    if (DIGITS.test(e.key) && e.key.length === 1) onKey(e.key);
    else if (e.key === 'Delete') onKey('erase');
    else if (!(e.key === 'ArrowDown' && padDown(e.currentTarget, e.target))) return;
    e.preventDefault();
  };

  const onPaste = (e: ClipboardEvent<HTMLFieldSetElement>) => {
    e.preventDefault();
    const text = e.clipboardData.getData('text').trim();
    if (text.length !== len || !DIGITS.test(text)) return; // accepted only when exactly 4 long
    commit(text, true);
    focus(len - 1);
  };

  return (
    <>
      <fieldset className="pinbox" aria-label={label} data-invalid={bad ? '' : undefined} onPaste={onPaste} disabled={disabled}>
        {Array.from({ length: len }, (_, i) => (
          <input
            key={i}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type={masked ? 'password' : 'text'}
            readOnly={keypad}
            tabIndex={keypad ? -1 : undefined}
            inputMode="numeric"
            autoComplete="off"
            pattern="[0-9]*"
            aria-label={t('pin.digit', { n: i + 1, count: len })}
            aria-invalid={bad || undefined}
            aria-describedby={describedBy}
            value={pin[i] ?? ''}
            onFocus={(e) => {
              // Boxes fill from the left: focus on an empty box further right goes to the first empty one.
              if (i > latest.current.length) focus(latest.current.length);
              else e.currentTarget.select();
            }}
            onChange={(e) => onInput(i, e.currentTarget.value)}
            onKeyDown={(e) => onKeyDown(i, e)}
          />
        ))}
      </fieldset>
      {keypad && (
        <div className="keypad" role="group" aria-label={t('pin.keypad')} onKeyDown={onPadKeyDown}>
          {['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'].map((d) => (
            <button key={d} ref={d === '1' ? keyRef : undefined} type="button" data-key={d} className={d === '0' ? 'zero' : undefined} onClick={() => onKey(d)}>
              {d}
            </button>
          ))}
          <button type="button" className="erase" data-key="erase" aria-label={t('pin.erase')} onClick={() => onKey('erase')}>
            ⌫
          </button>
        </div>
      )}
    </>
  );
}
