// Connects the media head-end (server/media, owned by the media work) to the catalogue and the
// store: licence requests are the signed-in session's (its licence token's or bearer token's, and
// its chosen profile's locks), catch-up rights
// and VoD facts come from the catalogue.
import type { Host } from './http/host';
import { registerMedia } from './media/index';
import { parsePositiveId, SEGMENT_SECONDS } from './media/config';
import { nowS } from './domain/model';
import { CHANNEL_BY_ID } from './catalogue/channels';
import { hasTrailer, VOD_BY_ID } from './catalogue/vod';
import { inputOf, need, type Input } from './api/define';
import { badRequest, type HttpError } from './http/errors';
import type { Req } from './http/request';
import { ageAllowed, lockedError, programmeLock, viewerOf } from './api/viewer';
import { programmeAt, programmeById, programmes, type Programme } from './catalogue/epg';
import { param } from './media/licence';
import { customerRecordings, playableRecording, signatureValid } from './api/recordings';
import { licenceSession } from './api/licence-token';

const refusal = (e: HttpError) => ({ status: e.status, code: e.code, message: e.message });

export function wireMedia(host: Host): void {
  const licenceAuth = (req: Req) => licenceSession(host, req, param(req, 'licence_token'));
  const media = registerMedia({ route: host.route, auth: host.auth, licenceAuth }, {
    channelCatchup: (channelId: number) => CHANNEL_BY_ID.get(channelId)?.catchup,
    // a channel's key periods are its EPG programmes
    programmes: (channelId, from, to) => programmes(channelId, from, to),
    programme: (channelId, id) => {
      const p = programmeById(id);
      return p && p.channelId === channelId ? p : undefined;
    },
    // a programme past the catch-up window still plays from a recording of it the customer keeps
    recorded: (_req, user, channelId, p) =>
      customerRecordings(host, user.customerId).some((r) => r.channelId === channelId && r.epgId === p.id && playableRecording(host, r.id) !== null),
    // a recording's manifest: the address the API signed for its owner, while the recording is kept
    recording: (req, id) => {
      if (!signatureValid(host.config.secrets.media, id, param(req, 'exp'), param(req, 'sig'), nowS())) {
        return { status: 403, code: 'bad_signature', message: 'The recording address is not valid (any more)' };
      }
      const r = playableRecording(host, id);
      return r ? { channelId: r.channelId, from: r.from, to: r.stop } : { status: 404, code: 'not_found', message: `No recording ${id} to play` };
    },
    vod: (vodId: number) => {
      const v = VOD_BY_ID.get(vodId);
      return v ? { providerId: v.providerId, type: v.type, trailer: hasTrailer(v) } : undefined;
    },
    // The viewer's locks (server/api/viewer.ts): the bearer session's chosen profile and adult grant
    // (a session that has not chosen one gets no key), for the programme whose key is asked for. A
    // `prog_id` the player sends (catch-up, start-over) must be on that channel and have begun.
    contentAllowed: async (req, content, _user, programme) => {
      const session = await licenceAuth(req as Req);
      if (!session) return { status: 403, code: 'session_required', message: 'A licence needs the signed-in session' };
      if ('status' in session) return session;
      if (session.profileId === null) return { status: 403, code: 'profile_required', message: 'Choose a profile first' };
      const viewer = viewerOf(host, session);
      const fault = content.kind === 'ch' ? media.faultOf(content.id, 'licence') : undefined;
      if (fault) return { status: fault, code: 'fault_injected', message: `Channel ${content.id}'s licence answers ${fault} (test control)` };
      if (content.kind !== 'ch') {
        const v = VOD_BY_ID.get(content.id);
        return v && !ageAllowed(v.age, viewer) ? refusal(lockedError('age')) : null;
      }
      const raw = param(req, 'prog_id');
      const now = nowS();
      let p: Programme | null;
      if (raw !== undefined) {
        const progId = parsePositiveId(raw);
        if (progId === undefined) return { status: 400, code: 'bad_request', message: 'prog_id must be a positive integer up to 2^53 - 1, without leading zeros' };
        p = programmeById(progId);
        if (!p || p.channelId !== content.id) return { status: 404, code: 'not_found', message: `No programme ${raw} on channel ${content.id}` };
        if (p.start > now) return { status: 403, code: 'not_aired', message: 'The programme has not begun' };
      } else {
        p = programmeAt(content.id, now);
      }
      if (programme) p = programmeById(programme.id) ?? p;
      const lock = p ? programmeLock(p, viewer) : CHANNEL_BY_ID.get(content.id)?.adult && !viewer.adult ? 'adult' : null;
      return lock ? refusal(lockedError(lock)) : null;
    },
  }, { secret: host.config.secrets.media });

  if (host.config.testControls) {
    // a hole of `seconds` (0 closes it) in a live channel's media at epoch second `at` (rounded up
    // to a segment start), for the player's gap-jump tests
    host.route('POST', '/__test/media/gap', (req, res) => {
      const input = inputOf<Input<'POST /__test/media/gap'>>(req);
      const f = { ...input.body, ...input.query };
      const channelId = need(f.channel_id, 'channel_id');
      const at = need(f.at, 'at');
      const seconds = need(f.seconds, 'seconds');
      if (seconds > 60) throw badRequest('seconds must be between 0 and 60');
      const from = Math.ceil(at / SEGMENT_SECONDS);
      media.setGap(channelId, from, seconds);
      res.json(200, { channel_id: channelId, from: from * SEGMENT_SECONDS, seconds });
    });
    // a live channel's manifest (`part`: or its segments, or its licence) answers `status` (400-599;
    // 0 ends it), for the player's failure tests
    host.route('POST', '/__test/media/fault', (req, res) => {
      const input = inputOf<Input<'POST /__test/media/fault'>>(req);
      const f = { ...input.body, ...input.query };
      const channelId = need(f.channel_id, 'channel_id');
      const status = need(f.status, 'status');
      if (status !== 0 && status < 400) throw badRequest('status must be 0 or 400-599');
      const part = f.part ?? 'manifest';
      media.setFault(channelId, status, part);
      res.json(200, { channel_id: channelId, status, part });
    });
  }
}
