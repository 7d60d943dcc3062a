// A QR code drawn as SVG React elements (no innerHTML: Trusted Types are enforced), from
// qrcode-generator's module matrix, with the 4-module quiet zone a phone camera needs.
import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

const QUIET = 4;

export function Qr({ text, label }: { text: string; label: string }) {
  const { size, d } = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(text);
    qr.make();
    const n = qr.getModuleCount();
    let path = '';
    for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (qr.isDark(r, c)) path += `M${c + QUIET} ${r + QUIET}h1v1h-1z`;
    return { size: n + 2 * QUIET, d: path };
  }, [text]);
  return (
    <svg className="qr" {...{ part: 'qr' }} role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges">
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}

/** Seconds until `at` (ms since the epoch), ticking every second while shown. */
export function formatLeft(seconds: number): string {
  const s = Math.max(0, seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
