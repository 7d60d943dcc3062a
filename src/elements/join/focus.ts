import { useEffect, useRef, type RefObject } from 'react';

/** Moves the focus to `target` (a step's heading) when `key` changes, not on the first render. */
export function useFocusOnChange(target: RefObject<HTMLElement | null>, key: unknown): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    target.current?.focus();
  }, [key, target]);
}
