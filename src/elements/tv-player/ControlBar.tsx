// The live-stream control bar (docs/product.md#screens-and-routes): play/pause, seek bar over the programme with thumbnails,
// time, Live / From start / previous and next programme, channel up/down, volume (0.5 by default)
// and mute, picture-in-picture, audio and subtitles (TracksMenu), full screen, keyboard help.
// For a VoD item: the seek bar over the item, elapsed / total time, and nothing of channels or live.
import { useStore } from '@nanostores/react';
import { $channels } from '../../core/stores/channels';
import { setMuted, setVolume, type PlayerStores } from '../../core/stores/player';
import { formatClock, formatDuration } from '../../player/source';
import type { SpriteSheet } from '../../player/thumbnails';
import { useT } from '../shared/hooks';
import { Icon } from './icons';
import { SeekBar } from './SeekBar';
import { TracksMenu } from './TracksMenu';

interface ControlBarProps {
  /** The element's own state (its player's). */
  stores: PlayerStores;
  now: number;
  fullscreen: boolean;
  /** A recording plays: it has no live stream (no Live button). */
  recording: boolean;
  pipAvailable: boolean;
  sheet: () => SpriteSheet | null;
  onTogglePlay: () => void;
  onSeek: (epoch: number) => void;
  onLive: () => void;
  onFromStart: () => void;
  onProgramme: (delta: number) => void;
  onChannel: (delta: number) => void;
  onFullscreen: () => void;
  onPip: () => void;
  onHelp: () => void;
  tracksOpen: boolean;
  onTracks: (open: boolean) => void;
}

export function ControlBar(p: ControlBarProps) {
  const t = useT();
  const player = useStore(p.stores.player);
  const pb = useStore(p.stores.playback);
  const epg = player.epg;
  const channel = useStore($channels).data.find((c) => c.id === player.channel_id);
  const playing = pb.status === 'playing' || pb.status === 'buffering';
  const atLive = pb.mode === 'live' && pb.seekEnd - pb.position < 15;
  const vod = player.vod_id !== null;
  // VoD: the item from 0 to its end (the stream's length once loaded, the catalogue's before)
  const total = pb.mode === 'vod' && pb.seekEnd > 0 ? pb.seekEnd : (player.vod?.duration ?? 0);
  const start = vod ? 0 : (epg?.start ?? pb.seekStart);
  const stop = vod ? Math.max(total, 1) : (epg?.stop ?? Math.max(pb.seekEnd, pb.seekStart + 1));
  const position = vod && pb.mode !== 'vod' ? 0 : pb.position;
  // what plays, when not the live stream: on the line of the channel and programme, ahead of them
  // (the row of controls has no room for it on a phone, and a long title gives way first)
  const badge = p.recording
    ? t(pb.mode === 'startover' ? 'recordings.recording_now' : 'recordings.recorded_mark')
    : pb.mode === 'catchup' || pb.mode === 'startover'
      ? t(pb.mode === 'catchup' ? 'player.catchup' : 'player.startover')
      : null;
  return (
    <div className="bar" part="control-bar" role="group" aria-label={t('player.label')}>
      {vod && player.vod?.title && (
        <p className="info" part="info">
          <span className="name">{player.vod.title}</span>
        </p>
      )}
      {!vod && (channel || badge) && (
        <p className="info" part="info">
          {badge && <span className="badge">{badge}</span>}
          {channel && (
            <>
              <span className="number">{channel.number}</span> <span className="name">{channel.name}</span>
            </>
          )}
          {channel && epg?.title && <span className="title"> — {epg.title}</span>}
        </p>
      )}
      <SeekBar
        start={start}
        stop={stop}
        position={position}
        seekStart={vod ? 0 : pb.seekStart}
        seekEnd={vod ? (pb.mode === 'vod' ? pb.seekEnd : 0) : pb.seekEnd}
        bufferEnd={vod && pb.mode !== 'vod' ? 0 : pb.bufferEnd}
        now={pb.mode === 'catchup' || vod ? stop : p.now}
        sheet={p.sheet}
        onSeek={p.onSeek}
        vod={vod}
      />
      <div className="row">
        <button type="button" className="icon-btn" part="play-button" aria-label={playing ? t('player.pause') : t('player.play')} onClick={p.onTogglePlay}>
          <Icon name={playing ? 'pause' : 'play'} />
        </button>
        {vod ? (
          <span className="time" part="time">
            {t('player.elapsed', { time: formatDuration(position), total: formatDuration(total) })}
          </span>
        ) : (
          <>
            <button type="button" className="icon-btn" aria-label={t('player.prev_programme')} onClick={() => p.onProgramme(-1)} disabled={!epg}>
              <Icon name="prev" />
            </button>
            <button type="button" className="icon-btn" aria-label={t('player.from_start')} onClick={p.onFromStart} disabled={!epg}>
              <Icon name="start" />
            </button>
            <button type="button" className="icon-btn" aria-label={t('player.next_programme')} onClick={() => p.onProgramme(1)} disabled={!epg || epg.stop > p.now}>
              <Icon name="next" />
            </button>
            {!p.recording && (
              <button type="button" className={`live${atLive ? ' at-live' : ''}`} part="live-button" onClick={p.onLive} aria-pressed={atLive}>
                {t('player.live')}
              </button>
            )}
            <span className="time" part="time">
              <time>{formatClock(pb.position || p.now, true)}</time>
              {epg && (
                <span className="span">
                  {' · '}
                  {formatClock(epg.start)}–{formatClock(epg.stop)}
                </span>
              )}
            </span>
          </>
        )}
        <span className="grow" />
        {!vod && (
          <>
            <button type="button" className="icon-btn" aria-label={t('player.channel_down')} onClick={() => p.onChannel(-1)}>
              <Icon name="down" />
            </button>
            <button type="button" className="icon-btn" aria-label={t('player.channel_up')} onClick={() => p.onChannel(1)}>
              <Icon name="up" />
            </button>
          </>
        )}
        <button type="button" className="icon-btn" aria-label={player.muted ? t('player.unmute') : t('player.mute')} aria-pressed={player.muted} onClick={() => setMuted(p.stores.player, !player.muted)}>
          <Icon name={player.muted || player.volume === 0 ? 'muted' : 'volume'} />
        </button>
        <input
          className="volume"
          type="range"
          min={0}
          max={1}
          step={0.05}
          value={player.muted ? 0 : player.volume}
          aria-label={t('player.volume')}
          onChange={(e) => {
            setVolume(p.stores.player, Number(e.currentTarget.value));
            if (player.muted) setMuted(p.stores.player, false);
          }}
        />
        {p.pipAvailable && (
          <button type="button" className="icon-btn" aria-label={t('player.pip')} onClick={p.onPip}>
            <Icon name="pip" />
          </button>
        )}
        <TracksMenu playback={p.stores.playback} open={p.tracksOpen} onOpen={p.onTracks} />
        <button type="button" className="icon-btn" aria-label={t('player.help')} onClick={p.onHelp}>
          <Icon name="help" />
        </button>
        <button type="button" className="icon-btn" part="fullscreen-button" aria-label={p.fullscreen ? t('player.exit_fullscreen') : t('player.fullscreen')} onClick={p.onFullscreen}>
          <Icon name={p.fullscreen ? 'exitFullscreen' : 'fullscreen'} />
        </button>
      </div>
    </div>
  );
}
