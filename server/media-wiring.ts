// Connects the media head-end (server/media, owned by the media work) to the catalogue and the
// store: licence requests resolve their drm token to a user, catch-up rights and VoD facts come
// from the catalogue.
import type { Host } from './http/host';
import { registerMedia } from './media/index';
import { SEGMENT_SECONDS } from './media/config';
import { C, type User } from './domain/model';
import { buildContext } from './domain/auth';
import { CHANNEL_BY_ID } from './catalogue/channels';
import { VOD_BY_ID } from './catalogue/vod';
import { intParam } from './api/define';
import { badRequest } from './http/errors';
import type { Req } from './http/request';
import { hasAdultGrant } from './api/pin';

export function wireMedia(host: Host): void {
  const media = registerMedia(host, {
    authByDrmToken: (drmToken: string) => {
      if (!drmToken) return null;
      const user = host.store.find<User>(C.users, (u) => u.drmToken === drmToken);
      return user ? buildContext(host.store, user, '', null) : null;
    },
    channelCatchup: (channelId: number) => CHANNEL_BY_ID.get(channelId)?.catchup,
    vod: (vodId: number) => {
      const v = VOD_BY_ID.get(vodId);
      return v ? { providerId: v.providerId, type: v.type } : undefined;
    },
    // the adult channel's key only for a bearer session (of the same user) holding an adult grant
    channelGranted: async (req, channelId, user) => {
      if (!CHANNEL_BY_ID.get(channelId)?.adult) return true;
      const ctx = await host.auth(req as Req);
      return Boolean(ctx && ctx.drmToken === user.drmToken && hasAdultGrant(ctx));
    },
  }, { secret: host.config.secrets.media });

  if (host.config.testControls) {
    // a hole of `seconds` (0 closes it) in a live channel's media at epoch second `at` (rounded up
    // to a segment start), for the player's gap-jump tests
    host.route('POST', '/__test/media/gap', async (req, res) => {
      const f = { ...(await req.fields()), ...req.query };
      const channelId = intParam(String(f['channel_id'] ?? ''), 'channel_id', { min: 1 });
      const at = intParam(String(f['at'] ?? ''), 'at', { min: 0 });
      const seconds = Number(f['seconds']);
      if (!Number.isFinite(seconds) || seconds < 0 || seconds > 60) throw badRequest('seconds must be between 0 and 60');
      const from = Math.ceil(at / SEGMENT_SECONDS);
      media.setGap(channelId, from, seconds);
      res.json(200, { channel_id: channelId, from: from * SEGMENT_SECONDS, seconds });
    });
    // a live channel's manifest answers `status` (400-599; 0 ends it), for the player's failure tests
    host.route('POST', '/__test/media/fault', async (req, res) => {
      const f = { ...(await req.fields()), ...req.query };
      const channelId = intParam(String(f['channel_id'] ?? ''), 'channel_id', { min: 1 });
      const status = intParam(String(f['status'] ?? ''), 'status', { min: 0, max: 599 });
      if (status !== 0 && status < 400) throw badRequest('status must be 0 or 400-599');
      media.setFault(channelId, status);
      res.json(200, { channel_id: channelId, status });
    });
  }
}
