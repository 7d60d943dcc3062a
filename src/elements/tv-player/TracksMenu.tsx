// The audio and subtitles menu of the control bar: the languages of what plays, the one in use
// checked. A choice moves that language to the front of the profile's priority list (the order the
// language settings keep in the _audio_priority cookie), so the next channel or programme follows
// it too; "Off" is the subtitle list's Disabled toggle. Languages outside the settings' five are
// not offered (they cannot be kept in the priorities). Escape closes it and gives focus back.
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef } from 'react';
import type { MapStore } from 'nanostores';
import type { PlaybackState } from '../../core/stores/player';

/** The menu re-renders when the tracks change, not on every playback report. */
const TRACKS_KEY: (keyof PlaybackState)[] = ['tracks'];
import { $priorities, savePriorities, TRACK_LANGS, type TrackLang } from '../../core/stores/priorities';
import { useT } from '../shared/hooks';
import { Icon } from './icons';

const isTrackLang = (l: string | null): l is TrackLang => l !== null && (TRACK_LANGS as readonly string[]).includes(l);
const front = (order: TrackLang[], l: TrackLang): TrackLang[] => [l, ...order.filter((x) => x !== l)];

interface TracksMenuProps {
  /** The element's playback state (the tracks of what its player plays). */
  playback: MapStore<PlaybackState>;
  open: boolean;
  onOpen: (open: boolean) => void;
}

export function TracksMenu({ playback, open, onOpen }: TracksMenuProps) {
  const t = useT();
  const { tracks } = useStore(playback, { keys: TRACKS_KEY });
  const prio = useStore($priorities);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const id = useId();
  const audio = tracks.audio.filter(isTrackLang);
  const text = tracks.text.filter(isTrackLang);
  const offered = audio.length > 1 || text.length > 0;

  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
  }, [open]);
  useEffect(() => {
    if (!offered && open) onOpen(false);
  }, [offered, open]);
  // a press anywhere else closes it
  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      if (box.current && !e.composedPath().includes(box.current)) onOpen(false);
    };
    document.addEventListener('pointerdown', outside, true);
    return () => document.removeEventListener('pointerdown', outside, true);
  }, [open]);
  if (!offered) return null;

  const close = () => {
    onOpen(false);
    button.current?.focus();
  };
  const chooseAudio = (l: TrackLang) => void savePriorities({ ...prio, audio: front(prio.audio, l) });
  const chooseText = (l: TrackLang | null) =>
    void savePriorities(l === null ? { ...prio, subtitlesDisabled: true } : { ...prio, subtitlesDisabled: false, subtitles: front(prio.subtitles, l) });
  const name = (l: TrackLang) => t(`settings.track_${l}`);

  return (
    <div className="tracks" ref={box}>
      <button
        ref={button}
        type="button"
        className="icon-btn"
        part="tracks-button"
        aria-label={t('player.tracks')}
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => onOpen(!open)}
      >
        <Icon name="tracks" />
      </button>
      {open && (
        <div
          ref={panel}
          id={`${id}-menu`}
          className="tracks-menu"
          part="tracks-menu"
          role="dialog"
          aria-label={t('player.tracks')}
          onKeyDown={(e) => {
            if (e.key !== 'Escape') return;
            e.preventDefault();
            e.stopPropagation();
            close();
          }}
        >
          {audio.length > 0 && (
            <fieldset>
              <legend>{t('player.audio')}</legend>
              {audio.map((l) => (
                <Choice key={l} group={`${id}-audio`} label={name(l)} checked={tracks.audioActive === l} onChoose={() => chooseAudio(l)} />
              ))}
            </fieldset>
          )}
          {text.length > 0 && (
            <fieldset>
              <legend>{t('player.subtitles')}</legend>
              <Choice group={`${id}-text`} label={t('player.subtitles_off')} checked={tracks.textActive === null} onChoose={() => chooseText(null)} />
              {text.map((l) => (
                <Choice key={l} group={`${id}-text`} label={name(l)} checked={tracks.textActive === l} onChoose={() => chooseText(l)} />
              ))}
            </fieldset>
          )}
        </div>
      )}
    </div>
  );
}

function Choice(p: { group: string; label: string; checked: boolean; onChoose: () => void }) {
  return (
    <label>
      <input type="radio" name={p.group} checked={p.checked} onChange={p.onChoose} />
      <span>{p.label}</span>
    </label>
  );
}
