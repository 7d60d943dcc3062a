// The React component of an element, for React 18 and 19. React 18 turns
// unknown props of a custom element into attributes and never listens to its events (a React user
// could only write `ontvprogrammeselect`, which React 18 ignores); these wrappers set the element's
// JavaScript properties (`data`) through a ref and add each `onTv…` callback as a listener of its
// DOM event (`onTvProgrammeSelect` -> `tvprogrammeselect`), the same way in both versions.
// React is the application's own (a peer), never the copy inside the elements' bundle.
import { createElement, forwardRef, useEffect, useImperativeHandle, useRef, type ForwardRefExoticComponent, type HTMLAttributes, type RefAttributes } from 'react';
import type { EterisTagNameMap } from '../elements/tags';
import type { EterisEventMap } from '../core/element-events';
import { EVENT_KEYS, callbackName, eventName, type CallbackName, type EventKey, type EventName } from '../core/names';

type Tag = keyof EterisTagNameMap;
/** `onTvVodSelect?: (event: CustomEvent<VodSelect>) => void` for each event the element fires. */
export type EventProps<K extends EventKey> = { [P in K as CallbackName<P>]?: (event: EterisEventMap[EventName<P>]) => void };
export type WrapperProps<T extends Tag, K extends EventKey> = Omit<HTMLAttributes<HTMLElement>, 'children'> &
  Partial<Omit<EterisTagNameMap[T], keyof HTMLElement>> &
  EventProps<K> & { children?: never };

const kebab = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const CALLBACKS = new Map<string, string>(EVENT_KEYS.map((k): [string, string] => [callbackName(k), eventName(k)]));

/**
 * A React component for one element: `attributes` (camelCase props written as kebab-case
 * attributes), `properties` (set on the element), every `onTv…` prop a listener.
 */
export function wrap<T extends Tag, K extends EventKey = never>(
  tag: T,
  attributes: readonly string[],
  properties: readonly string[] = [],
): ForwardRefExoticComponent<WrapperProps<T, K> & RefAttributes<EterisTagNameMap[T]>> {
  const Component = forwardRef<EterisTagNameMap[T], WrapperProps<T, K>>(function Wrapped(props, ref) {
    const el = useRef<HTMLElement>(null);
    useImperativeHandle(ref, () => el.current as unknown as EterisTagNameMap[T]);
    const own: Record<string, unknown> = {};
    const listeners: [string, (e: Event) => void][] = [];
    const propValues: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(props)) {
      const event = CALLBACKS.get(name);
      if (event) {
        if (typeof value === 'function') listeners.push([event, value as (e: Event) => void]);
      } else if (properties.includes(name)) propValues[name] = value;
      else if (attributes.includes(name)) {
        if (value === true) own[kebab(name)] = '';
        else if (value !== false && value !== undefined && value !== null) own[kebab(name)] = typeof value === 'object' ? JSON.stringify(value) : String(value);
      } else own[name === 'className' ? 'class' : name] = value;
    }
    // Latest callbacks without re-adding listeners on every render.
    const latest = useRef(listeners);
    latest.current = listeners;
    const events = listeners.map(([e]) => e).join(' ');
    useEffect(() => {
      const node = el.current;
      if (!node || !events) return undefined;
      const handlers = events.split(' ').map((name) => {
        const h = (e: Event) => latest.current.find(([n]) => n === name)?.[1](e);
        node.addEventListener(name, h);
        return [name, h] as const;
      });
      return () => handlers.forEach(([name, h]) => node.removeEventListener(name, h));
    }, [events]);
    useEffect(() => {
      const node = el.current as unknown as Record<string, unknown> | null;
      if (node) for (const [k, v] of Object.entries(propValues)) if (node[k] !== v) node[k] = v;
    });
    return createElement(tag as string, { ...own, ref: el });
  });
  Component.displayName = tag;
  return Component as unknown as ForwardRefExoticComponent<WrapperProps<T, K> & RefAttributes<EterisTagNameMap[T]>>;
}

/** For any element, in React 18 or 19: `useEterisEvent(ref, 'tvvodselect', (e) => e.detail.href)`. */
export function useEterisEvent<N extends keyof EterisEventMap>(ref: { current: HTMLElement | null }, name: N, handler: (event: EterisEventMap[N]) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const node = ref.current;
    if (!node) return undefined;
    const h = (e: Event) => latest.current(e as EterisEventMap[N]);
    node.addEventListener(name, h);
    return () => node.removeEventListener(name, h);
  }, [ref, name]);
}
