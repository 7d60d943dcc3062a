// The events the guide fires; names and detail types are in src/core (names.ts, element-events.ts).
import type { EventCallbacks } from '../../core/element-events';

export const GUIDE_EVENTS = ['playRequest', 'reminderRequest', 'recordRequest', 'programmeSelect'] as const;
/** Callback props the guide's views receive (r2wc turns them into the DOM events). */
export type GuideEventProps = EventCallbacks<(typeof GUIDE_EVENTS)[number]>;
/** The grid's own events: the guide's, and "Show all genres". */
export const GRID_EVENTS = [...GUIDE_EVENTS, 'genreSelect'] as const;
export type GridEventProps = EventCallbacks<(typeof GRID_EVENTS)[number]>;

export const seconds = (ms: number) => Math.floor(ms / 1000);
