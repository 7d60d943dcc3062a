// Connects the media head-end (server/media, owned by the media work) to the catalogue and the
// store: licence requests resolve their drm token to a user, catch-up rights and VoD facts come
// from the catalogue.
import type { Host } from './http/host';
import { registerMedia } from './media/index';
import { C, type User } from './domain/model';
import { buildContext } from './domain/auth';
import { CHANNEL_BY_ID } from './catalogue/channels';
import { VOD_BY_ID } from './catalogue/vod';

export function wireMedia(host: Host): void {
  registerMedia(host, {
    authByDrmToken: (drmToken: string) => {
      if (!drmToken) return null;
      const user = host.store.find<User>(C.users, (u) => u.drmToken === drmToken);
      return user ? buildContext(host.store, user, '', undefined) : null;
    },
    channelCatchup: (channelId: number) => CHANNEL_BY_ID.get(channelId)?.catchup,
    vod: (vodId: number) => {
      const v = VOD_BY_ID.get(vodId);
      return v ? { providerId: v.providerId, type: v.type } : undefined;
    },
  });
}
