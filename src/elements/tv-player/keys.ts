// Keyboard shortcuts of the player (shown in its help overlay). Pure: key -> action.
import { Listeners } from '../../player/listeners';

type PlayerAction =
  | { type: 'toggle-play' }
  | { type: 'seek-by'; seconds: number }
  | { type: 'volume-by'; delta: number }
  | { type: 'mute' }
  | { type: 'fullscreen' }
  | { type: 'pip' }
  | { type: 'live' }
  | { type: 'from-start' }
  | { type: 'channel'; delta: number }
  | { type: 'programme'; delta: number }
  | { type: 'digit'; digit: number }
  | { type: 'subtitles' }
  | { type: 'help' }
  | { type: 'escape' };

/** The help overlay's rows: keys (as shown) and the i18n key of what they do. */
export const SHORTCUTS = [
  ['Space / K', 'player.keys.play'],
  ['← / →', 'player.keys.seek'],
  ['↑ / ↓', 'player.keys.volume'],
  ['M', 'player.keys.mute'],
  ['F', 'player.keys.fullscreen'],
  ['P', 'player.keys.pip'],
  ['L', 'player.keys.live'],
  ['Home / S', 'player.keys.from_start'],
  ['PgUp / PgDn', 'player.keys.channel'],
  ['0–9, Enter', 'player.keys.number'],
  [', / .', 'player.keys.programme'],
  ['C', 'player.keys.subtitles'],
  ['?', 'player.keys.help'],
  ['Esc', 'player.back'],
] as const;

/** What only TV has (channels, programmes, the live edge): nothing of it for a VoD item. */
export const TV_ONLY: ReadonlySet<PlayerAction['type']> = new Set(['live', 'channel', 'digit', 'programme']);
/** The help rows of TV_ONLY. */
export const TV_ONLY_SHORTCUTS: ReadonlySet<string> = new Set(['player.keys.live', 'player.keys.channel', 'player.keys.number', 'player.keys.programme']);

/**
 * In the 10-foot layout Up and Down belong to the remote: on the picture they bring the controls
 * (a remote has no pointer to show them), on a control they move to the next one, never the volume.
 */
export function remoteToControls(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey'>, tv: boolean): boolean {
  return tv && (e.key === 'ArrowUp' || e.key === 'ArrowDown') && !e.ctrlKey && !e.altKey && !e.metaKey;
}

export function actionFor(e: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'altKey' | 'metaKey'>, tv = false): PlayerAction | null {
  if (e.ctrlKey || e.altKey || e.metaKey || remoteToControls(e, tv)) return null;
  const k = e.key;
  if (/^[0-9]$/.test(k)) return { type: 'digit', digit: Number(k) };
  switch (k) {
    case ' ':
    case 'k':
    case 'K':
    case 'MediaPlayPause':
      return { type: 'toggle-play' };
    case 'ArrowLeft':
      return { type: 'seek-by', seconds: e.shiftKey ? -60 : -10 };
    case 'ArrowRight':
      return { type: 'seek-by', seconds: e.shiftKey ? 60 : 10 };
    case 'ArrowUp':
      return { type: 'volume-by', delta: 0.05 };
    case 'ArrowDown':
      return { type: 'volume-by', delta: -0.05 };
    case 'm':
    case 'M':
      return { type: 'mute' };
    case 'f':
    case 'F':
      return { type: 'fullscreen' };
    case 'p':
    case 'P':
      return { type: 'pip' };
    case 'l':
    case 'L':
      return { type: 'live' };
    case 'Home':
    case 's':
    case 'S':
      return { type: 'from-start' };
    case 'c':
    case 'C':
    case 'Subtitle':
      return { type: 'subtitles' };
    case 'PageUp':
    case 'ChannelUp':
      return { type: 'channel', delta: 1 };
    case 'PageDown':
    case 'ChannelDown':
      return { type: 'channel', delta: -1 };
    case ',':
      return { type: 'programme', delta: -1 };
    case '.':
      return { type: 'programme', delta: 1 };
    case '?':
      return { type: 'help' };
    case 'Escape':
      return { type: 'escape' };
    default:
      return null;
  }
}

/** What a DigitBuffer knows of the channel list (DigitBuffer's options). */
interface DigitOptions {
  /** The channel numbers there are; null while the list is not known (every number then waits for the next digit). */
  numbers?: () => readonly number[] | null;
  /** A number typed that more digits could still make longer: told at once (the player loads that channel ahead). */
  onPending?: (n: number) => void;
  /** Whose timer it waits with (the element's: released when it goes); else one of its own. */
  owner?: Listeners;
}

/** How long a number that could go on waits for the next digit or OK (mutable for tests). */
export const digitTimings = { waitMs: 1500 };

/** The most digits a channel number has. */
const MAX_DIGITS = 4;

/**
 * Collects number keys into a channel number. A number no channel number goes on from (typed "5"
 * with channels 1-29, or "12") is tuned at once; one that could go on ("1": 1 or 10-19) waits `ms`
 * for the next digit, or for OK (flush()).
 */
export class DigitBuffer {
  private digits = '';
  private readonly timer: ReturnType<Listeners['timer']>;
  constructor(private readonly onNumber: (n: number) => void, private readonly ms = digitTimings.waitMs, private readonly opts: DigitOptions = {}) {
    this.timer = (opts.owner ?? new Listeners()).timer();
  }
  /** Adds a digit; returns the digits still waiting ('' when the number was tuned at once). */
  push(d: number): string {
    this.digits = (this.digits + String(d)).slice(-MAX_DIGITS);
    this.timer.clear();
    const n = Number(this.digits);
    if (this.digits.length === MAX_DIGITS || this.complete(n)) {
      this.flush();
      return '';
    }
    this.timer.set(this.ms, () => this.flush());
    if (n > 0) this.opts.onPending?.(n);
    return this.digits;
  }
  /** Whether digits wait for more (OK then tunes them). */
  pending(): boolean {
    return this.digits !== '';
  }
  flush(): void {
    this.timer.clear();
    const n = Number(this.digits);
    this.digits = '';
    if (n > 0) this.onNumber(n);
  }
  cancel(): void {
    this.timer.clear();
    this.digits = '';
  }
  /** No channel number is longer and starts with `n`'s digits (0: none does; unknown list: false). */
  private complete(n: number): boolean {
    const numbers = this.opts.numbers?.();
    if (!numbers) return false;
    const s = String(n);
    return !numbers.some((x) => x !== n && String(x).startsWith(s));
  }
}
