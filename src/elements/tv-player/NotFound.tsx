// An address naming a film, channel or recording that does not exist (the API's 404, or a channel
// missing from the channel list): Retry could not help, so the way on instead.
import type { AppError } from '../../core/errors';
import { ErrorCode } from '../../core/errors';
import { catalogueHref, guideHref, recordingsHref } from '../../core/links';
import { useT } from '../shared/hooks';

type Missing = 'vod' | 'channel' | 'recording';

/** What `error` says does not exist, or null when it is another failure. */
export function missingOf(error: AppError | null, channelId: number | null, channels: { loaded: boolean; data: { id: number }[] }): Missing | null {
  if (!error) return null;
  if (error.status === 404 && error.source === 'vod') return 'vod';
  if (error.status === 404 && error.source === 'player.recording') return 'recording';
  if (error.code === ErrorCode.CHANNEL_UNAVAILABLE && channelId !== null && channels.loaded && !channels.data.some((c) => c.id === channelId)) return 'channel';
  return null;
}

const WAY_ON = {
  vod: { message: 'player.not_found_vod', action: 'player.browse_films', href: catalogueHref },
  channel: { message: 'player.not_found_channel', action: 'player.to_guide', href: guideHref },
  recording: { message: 'player.not_found_recording', action: 'player.my_recordings', href: recordingsHref },
} as const;

export function NotFound({ missing }: { missing: Missing }) {
  const t = useT();
  const way = WAY_ON[missing];
  return (
    <div className="center error" role="alert" part="error">
      <p className="message">{t(way.message)}</p>
      <div className="error-actions">
        <a className="btn btn-primary" href={way.href()}>{t(way.action)}</a>
      </div>
    </div>
  );
}
