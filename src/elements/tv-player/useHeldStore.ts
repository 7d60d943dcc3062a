// useStore (of @nanostores/react) for the player element's own components, whose re-renders wait
// while a zap holds them (src/player/render-hold.ts): the picture first, then the frame around it.
import { useCallback, useRef, useSyncExternalStore } from 'react';
import { listenKeys, type MapStore, type ReadableAtom } from 'nanostores';
import { dropWaiting, rendersHeld, whenRendering } from '../../player/render-hold';

export function useHeldStore<T extends object>(store: MapStore<T>, opts: { keys: (keyof T)[] }): T;
export function useHeldStore<T>(store: ReadableAtom<T>): T;
export function useHeldStore<T>(store: ReadableAtom<T>, opts?: { keys: PropertyKey[] }): T {
  const snapshot = useRef<T>(store.get());
  // a re-render for another reason (the clock's tick, a key) shows the held value too: the stores'
  // values now come with the hold's end
  if (!rendersHeld()) snapshot.current = store.get();
  const keys = opts?.keys;
  const subscribe = useCallback(
    (onChange: () => void) => {
      const emit = () => {
        const value = store.get();
        if (snapshot.current === value) return;
        snapshot.current = value;
        onChange();
      };
      const changed = () => whenRendering(emit);
      const off = keys?.length ? listenKeys(store as unknown as MapStore<Record<string, unknown>>, keys as string[], changed) : store.listen(changed);
      return () => {
        off();
        dropWaiting(emit);
      };
    },
    // (keys are module constants: compared by their names)
    [store, keys?.join()],
  );
  const get = () => snapshot.current;
  return useSyncExternalStore(subscribe, get, get);
}
