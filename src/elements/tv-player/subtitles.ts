// Where the subtitles of the shown <video> are drawn: above the control bar while it shows, and not
// at all behind an error message.
import { useEffect } from 'react';

/**
 * While an error message shows, the subtitles of what failed are not drawn (their track is hidden,
 * and shown again once playback recovers).
 */
export function useNoSubtitlesBehindError(video: () => HTMLVideoElement | null, failed: boolean): void {
  useEffect(() => {
    const v = video();
    if (!v || !failed) return;
    const hidden = [...v.textTracks].filter((t) => t.mode === 'showing');
    for (const t of hidden) t.mode = 'hidden';
    return () => {
      for (const t of hidden) if (t.mode === 'hidden') t.mode = 'showing';
    };
  }, [failed, video()]);
}

/** Subtitle lines the control bar does not cover: while it shows, cues sit this many lines up. */
const CUE_LINE_ABOVE_BAR = -4;

/**
 * Lifts the subtitles (the browser draws shaka's cues) above the control bar while it shows, and
 * puts them back at the bottom when it hides: every cue of the shown track, the ones to come too.
 */
export function useSubtitlesAbove(video: () => HTMLVideoElement | null, barShown: boolean, textActive: string | null): void {
  useEffect(() => {
    const v = video();
    if (!v || textActive === null) return;
    const line = barShown ? CUE_LINE_ABOVE_BAR : 'auto';
    const place = () => {
      for (const track of [...v.textTracks]) {
        if (track.mode !== 'showing') continue;
        const active = new Set([...(track.activeCues ?? [])]);
        for (const cue of [...(track.cues ?? [])]) {
          const c = cue as VTTCue;
          if (c.line === line) continue;
          c.line = line;
          // the browser does not move a cue already on screen: shown again, it is laid out anew
          if (active.has(c)) {
            track.removeCue(c);
            track.addCue(c);
          }
        }
      }
    };
    const tracks = new Set<TextTrack>();
    const watch = () => {
      for (const t of [...v.textTracks]) {
        if (tracks.has(t)) continue;
        tracks.add(t);
        t.addEventListener('cuechange', place);
      }
      place();
    };
    watch();
    v.textTracks.addEventListener('addtrack', watch);
    // a cue added ahead (shaka appends each text segment as it buffers) changes no active cue: it
    // is placed at the next timeupdate (4 a second), not only once it shows
    v.addEventListener('timeupdate', place);
    return () => {
      for (const t of tracks) t.removeEventListener('cuechange', place);
      v.textTracks.removeEventListener('addtrack', watch);
      v.removeEventListener('timeupdate', place);
    };
  }, [barShown, textActive, video()]);
}
