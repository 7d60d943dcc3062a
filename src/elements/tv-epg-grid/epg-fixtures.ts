// Handed-in guide data for the grid tests (the `data` contract: epoch ms, sorted by channel then start).
import { until } from '../../../tests/helpers/until';
import type { GuideChannel, GuideProgramme } from '../../core/api/epg';
import type { GridData } from './model';
import './tv-epg-grid';

export const H = 3_600_000;
export const DAY = 86_400_000;

export type GridEl = HTMLElement & { data?: GridData; updateComplete: Promise<boolean> };

/** `n` channels, hour-long programmes "C{channel} P{hour}" over [start, end); ages and rights by options. */
export function guide(n: number, start: number, end: number, now: number, opts: { adult?: number; age?: (c: number, i: number) => number } = {}): GridData {
  const channels: GuideChannel[] = [];
  const programmes: GuideProgramme[] = [];
  for (let c = 1; c <= n; c++) {
    channels.push({ id: c, number: c, name: `Kanalas ${c}`, adult: c === opts.adult, catchup: true, subscribed: true });
    for (let t = start, i = 0; t < end; t += H, i++) {
      programmes.push({ id: c * 100_000 + i, channelId: c, start: t, end: t + H, title: `C${c} P${i}`, age: opts.age?.(c, i) ?? 0 });
    }
  }
  return { channels, programmes, start, end, now };
}

export async function mount(data: GridData, attrs: Record<string, string> = {}): Promise<GridEl> {
  const el = document.createElement('tv-epg-grid') as GridEl;
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  el.style.setProperty('--tv-epg-height', '500px');
  el.style.width = '1000px';
  el.style.display = 'block';
  document.body.append(el);
  el.data = data;
  await el.updateComplete;
  return el;
}

export const cells = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[role="gridcell"]')];
export const cellByTitle = (el: Element, title: string) => cells(el).find((c) => c.textContent?.startsWith(`${title} `) || c.textContent?.startsWith(`${title}\u00a0`) || c.firstChild?.textContent === title);
export const active = (el: Element) => el.shadowRoot!.activeElement as HTMLElement | null;
export const activeTitle = (el: Element) => active(el)?.firstChild?.textContent ?? null;

export function press(el: Element, key: string, init: KeyboardEventInit = {}): void {
  const target = active(el) ?? el.shadowRoot!.querySelector('[role="grid"]')!;
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true, ...init }));
}

export function cleanup(): void {
  for (const el of document.querySelectorAll('tv-epg-grid')) el.remove();
}

/**
 * Waits until the guide is `state` (its `data-view`): `settled` once it has drawn, and asked for, all
 * it will for where it is. A scroll set by the test is reported at the next frame, before that
 * frame's animation callbacks: one frame first, so the guide knows of it.
 */
export async function settled(el: Element, state: 'settled' | 'loading' = 'settled'): Promise<void> {
  await new Promise((r) => requestAnimationFrame(r));
  await until(() => {
    const now = (el as HTMLElement).dataset.view;
    if (now !== state) throw new Error(`the guide is ${now ?? 'not marked'}, not ${state}`);
  });
}
