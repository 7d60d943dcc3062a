// The seek bar: spans the programme (start..stop, epoch s) or the VoD item (0..duration, `vod`),
// shades what can be watched, what has not aired yet and the buffer, and shows the sprite thumbnail
// under the pointer (hover throttled to 200 ms). Keyboard: a WAI-ARIA slider (arrows 10 s, Page
// keys 1 min, Home/End).
import { useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { tvLayoutOn } from '../../core/layout';
import { LIMITS } from '../../core/names';
import { remoteToControls } from './keys';
import { programmeBar, seekTarget, formatClock, formatDuration } from '../../player/source';
import { thumbnailAt, throttle, type SpriteSheet, type Thumbnail } from '../../player/thumbnails';
import { useT } from '../shared/hooks';

interface SeekBarProps {
  start: number;
  stop: number;
  position: number;
  seekStart: number;
  seekEnd: number;
  bufferEnd: number;
  now: number;
  sheet: () => SpriteSheet | null;
  onSeek: (epoch: number) => void;
  /** A VoD item: times are seconds of the item (shown as durations, not wall-clock times). */
  vod?: boolean;
}

const pct = (f: number) => `${(f * 100).toFixed(3)}%`;

export function SeekBar(p: SeekBarProps) {
  const t = useT();
  const track = useRef<HTMLDivElement>(null);
  const [hover, setHover] = useState<{ x: number; time: number; thumb: Thumbnail | null } | null>(null);
  const bar = programmeBar(p, p);
  const time = (x: number) => (p.vod ? formatDuration(x) : formatClock(x, true));
  const limits = { seekStart: p.seekStart, seekEnd: Math.min(p.seekEnd, p.now) };
  // a live stream whose window is not known yet (the first moment of a start) has nowhere to go:
  // a seek clamped to that empty window would send the picture to the start of the stream's window
  const seekable = p.vod || p.seekEnd > 0;

  const fractionAt = (clientX: number) => {
    const r = track.current?.getBoundingClientRect();
    return r && r.width > 0 ? (clientX - r.left) / r.width : 0;
  };
  const show = useMemo(
    () =>
      throttle((clientX: number) => {
        const f = fractionAt(clientX);
        const time = seekTarget(p, f, { seekStart: -Infinity, seekEnd: Infinity });
        setHover({ x: Math.min(1, Math.max(0, f)), time, thumb: thumbnailAt(p.sheet(), time) });
      }, LIMITS.thumbThrottleMs),
    [p.start, p.stop],
  );

  const onKey = (e: KeyboardEvent) => {
    if (remoteToControls(e, tvLayoutOn())) return; // the remote moves on to the controls above and below
    const step = { ArrowLeft: -10, ArrowRight: 10, ArrowDown: -10, ArrowUp: 10, PageDown: -60, PageUp: 60 }[e.key];
    let target: number | null = null;
    // (a live position not known yet, at the first frame of a cold start, is the live edge shown)
    const at = p.position;
    if (step !== undefined) target = (p.vod || at > 0 ? at : limits.seekEnd) + step;
    else if (e.key === 'Home') target = p.seekStart;
    else if (e.key === 'End') target = limits.seekEnd;
    if (target === null) return;
    e.preventDefault();
    e.stopPropagation();
    if (seekable) p.onSeek(Math.min(Math.max(target, limits.seekStart), limits.seekEnd));
  };

  const thumbStyle: CSSProperties | undefined = hover?.thumb
    ? {
        width: hover.thumb.width,
        height: hover.thumb.height,
        backgroundImage: `url("${hover.thumb.url}")`,
        backgroundPosition: `-${hover.thumb.x}px -${hover.thumb.y}px`,
        backgroundSize: `${hover.thumb.sheetWidth}px ${hover.thumb.sheetHeight}px`,
      }
    : undefined;

  return (
    <div className="seek">
      <div
        ref={track}
        className="track"
        part="seek-bar"
        role="slider"
        tabIndex={0}
        aria-label={p.vod ? t('player.vod_seek') : t('player.seek')}
        aria-valuemin={p.start}
        aria-valuemax={p.stop}
        aria-valuenow={Math.round(p.position)}
        aria-valuetext={
          p.vod
            ? t('player.vod_seek_value', { time: formatDuration(p.position), total: formatDuration(p.stop) })
            : t('player.seek_value', { time: formatClock(p.position, true), start: formatClock(p.start), stop: formatClock(p.stop) })
        }
        onKeyDown={onKey}
        onPointerMove={(e: PointerEvent) => show(e.clientX)}
        onPointerLeave={() => {
          show.cancel();
          setHover(null);
        }}
        onClick={(e) => seekable && p.onSeek(seekTarget(p, fractionAt(e.clientX), limits))}
      >
        <div className="range watchable" style={{ left: pct(bar.watchableFrom), width: pct(Math.max(0, bar.watchableTo - bar.watchableFrom)) }} />
        {!p.vod && <div className="range unaired" title={t('player.not_aired')} style={{ left: pct(bar.airedTo), width: pct(1 - bar.airedTo) }} />}
        <div className="range buffered" style={{ left: pct(bar.played), width: pct(Math.max(0, bar.buffered - bar.played)) }} />
        <div className="range played" style={{ width: pct(bar.played) }} />
        <div className="knob" style={{ left: pct(bar.played) }} />
      </div>
      {hover && (
        <div className="preview" part="thumbnail" style={{ left: pct(hover.x) }} aria-hidden="true">
          {hover.thumb && <div className="thumb" style={thumbStyle} />}
          <span className="preview-time">{time(hover.time)}</span>
        </div>
      )}
    </div>
  );
}
