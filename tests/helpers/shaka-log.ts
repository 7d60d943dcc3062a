// shaka's own log, for the failure messages of player tests: kept when the tests are bundled with
// shaka's debug build (SHAKA_DEBUG=1 node scripts/test.mjs browser <file>); empty otherwise.
import shaka from 'shaka-player';

const lines: { at: number; text: string }[] = [];
const lg = (shaka as unknown as { log?: { setLevel?: (l: number) => void; Level: Record<string, number> } }).log;
if (lg?.setLevel) {
  for (const m of ['log', 'debug', 'info'] as const) {
    (console as unknown as Record<string, unknown>)[m] = (...a: unknown[]) => {
      lines.push({ at: performance.now(), text: a.map((x) => (typeof x === 'object' ? (JSON.stringify(x) ?? '').slice(0, 200) : String(x))).join(' ') });
      if (lines.length > 6000) lines.splice(0, 2000);
    };
  }
  lg.setLevel(lg.Level.V2!);
}

/** shaka's log lines since `t0` (performance.now()) that match `re`, at most `max`, times from `t0`. */
export function shakaLog(t0: number, re: RegExp, max = 80): string {
  const hits = lines.filter((l) => l.at >= t0 && re.test(l.text)).slice(0, max);
  return hits.length ? ` | SHAKA ${hits.map((l) => `${Math.round(l.at - t0)}: ${l.text}`).join(' | ')}` : '';
}
