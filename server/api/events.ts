// The customer's event stream (server-sent events) and the reminder scheduler.
//   GET /events/customer/{customer_id}  bearer token (header, or ?token= because EventSource cannot
//   set headers). Messages are `data: {"msg_type":"reminder","messageId":"...","payload":"<JSON>"}`
//   where payload = {epg: {id, channel_id, start, stop, title: [{lang, title}]}, reminder_id, profile_id}.
//   A comment heartbeat goes out every 15 s. Reminders fire REMINDER_LEAD seconds before the start.
//   Every event carries an `id:` cursor (so does the block that opens a connection); a reconnect
//   that sends it back as Last-Event-ID first gets the reminders sent since then whose programme has
//   not started (written to a connection that was already dead, they would be lost otherwise).
//   A reminder's messageId is the same in the replay, so the page shows it once.
//   POST /__test/events/fire (test controls; customer_id, epg_id optional) sends one now;
//   POST /__test/events/tick?now=<epoch s> runs the scheduler once as if at that time;
//   GET /__test/events/streams?customer_id= counts the customer's open streams.
import crypto from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Host } from '../http/host';
import { HttpError, forbidden, notFound, unauthorized } from '../http/errors';
import { LIMITS } from '../http/limits';
import { C, nowS, type User } from '../domain/model';
import { programmeAt, programmeById, type Programme } from '../catalogue/epg';
import { LANGS } from '../catalogue/rng';
import { actingProfileId, buildContext, userForToken } from '../domain/auth';
import { sha256 } from '../domain/password';
import { onTokensEnded } from '../domain/sessions';
import { inputOf, type Input } from './define';
import type { ReminderRec } from '../domain/model';

const REMINDER_LEAD = 60;
const HEARTBEAT_MS = 15000;
const SCHEDULER_MS = 5000;

function reminderMessage(p: Programme, extra: Record<string, unknown> = {}) {
  const epg = {
    id: p.id,
    channel_id: p.channelId,
    start: p.start,
    stop: p.stop,
    title: LANGS.map((lang) => ({ lang, title: p.title[lang] })),
  };
  return { msg_type: 'reminder', messageId: crypto.randomUUID(), payload: JSON.stringify({ epg, ...extra }) };
}

/** The stream cursor of a reminder sent at `sentAt` (ms): orders by time, then by record id. */
const cursorOf = (sentAt: number, id: number) => `${sentAt}.${id}`;

function parseCursor(v: string | string[] | undefined): [number, number] | null {
  const m = /^(\d{1,15})\.(\d{1,15})$/.exec(String(Array.isArray(v) ? v[0] : (v ?? '')).trim());
  return m ? [Number(m[1]), Number(m[2])] : null;
}

const reminderEvent = (r: ReminderRec, p: Programme) => ({ ...reminderMessage(p, { reminder_id: r.id, profile_id: r.profileId }), messageId: `reminder-${r.id}` });

export function registerEvents(host: Host): void {
  // each open stream with the session it belongs to: a reminder goes only to the sessions acting
  // as the profile that set it (a child's page never receives the parents' reminders and titles)
  const streams = new Map<number, Map<ServerResponse, string>>();

  const send = (customerId: number, msg: object, profileId: number | null = null, cursor = cursorOf(Date.now(), 0)): number => {
    const set = streams.get(customerId);
    if (!set) return 0;
    let n = 0;
    for (const [res, token] of set) {
      if (profileId !== null && actingProfileId(host.store, token) !== profileId) continue;
      res.write(`id: ${cursor}\ndata: ${JSON.stringify(msg)}\n\n`);
      n++;
    }
    return n;
  };

  closeStreamsOfEndedSessions(host, streams);

  host.route('GET', '/events/customer/{customer_id}', async (req, res) => {
    let ctx = await host.auth(req);
    const { query, params } = inputOf<Input<'GET /events/customer/{customer_id}'>>(req);
    const qt = query.token ?? query.access_token;
    if (!ctx && qt) {
      const user = userForToken(host.store, qt);
      if (user) ctx = buildContext(host.store, user, qt, undefined);
    }
    if (!ctx) throw unauthorized();
    const customerId = params.customer_id;
    if (customerId !== ctx.customerId) throw forbidden('Not your event stream');
    checkStreamCaps(streams.get(customerId), ctx.token);
    const raw = res.raw;
    raw.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    const since = parseCursor(req.headers['last-event-id']);
    if (since) replay(raw, customerId, actingProfileId(host.store, ctx.token), since);
    // the cursor of this connection covers everything sent so far, the replay included
    raw.write(`retry: 5000\nid: ${cursorOf(Date.now(), 0)}\n: connected ${nowS()}\n\n`);
    let set = streams.get(customerId);
    if (!set) streams.set(customerId, (set = new Map()));
    set.set(raw, ctx.token);
    const hb = setInterval(() => raw.write(`: heartbeat ${nowS()}\n\n`), HEARTBEAT_MS);
    const done = () => {
      clearInterval(hb);
      set!.delete(raw);
      if (set!.size === 0) streams.delete(customerId);
    };
    req.raw.on('close', done);
    raw.on('close', done);
  });

  // the reminders this profile was sent after `since` whose programme is still ahead, oldest first
  const replay = (raw: ServerResponse, customerId: number, profileId: number | null | undefined, since: [number, number]) => {
    const after = (r: ReminderRec) => r.sentAt !== undefined && (r.sentAt > since[0] || (r.sentAt === since[0] && r.id > since[1]));
    const missed = host.store.filter<ReminderRec>(C.reminders, (r) => r.customerId === customerId && r.profileId === profileId && r.start > nowS() && after(r));
    missed.sort((a, b) => a.sentAt! - b.sentAt! || a.id - b.id);
    for (const r of missed) {
      const p = programmeById(r.epgId);
      if (p) raw.write(`id: ${cursorOf(r.sentAt!, r.id)}\ndata: ${JSON.stringify(reminderEvent(r, p))}\n\n`);
    }
  };

  const tick = (now = nowS()): number => {
    let delivered = 0;
    const due = host.store.filter<ReminderRec>(C.reminders, (r) => !r.sent && r.start - REMINDER_LEAD <= now);
    for (const r of due) {
      const p = programmeById(r.epgId);
      const late = r.start <= now;
      const sentAt = Date.now();
      if (p && !late) {
        const n = send(r.customerId, reminderEvent(r, p), r.profileId, cursorOf(sentAt, r.id));
        if (n === 0) continue;
        delivered += n;
      }
      host.store.update<ReminderRec>(C.reminders, r.id, { sent: true, sentAt });
    }
    return delivered;
  };
  const timer = setInterval(() => {
    try {
      tick();
    } catch (e) {
      console.error('[events] reminder tick failed', e);
    }
  }, SCHEDULER_MS);
  timer.unref();

  host.onClose(() => {
    clearInterval(timer);
    for (const set of streams.values()) for (const r of set.keys()) r.end();
    streams.clear();
  });

  if (host.config.testControls) {
    host.route('POST', '/__test/events/fire', (req, res) => {
      const input = inputOf<Input<'POST /__test/events/fire'>>(req);
      const f = { ...input.body, ...input.query };
      const customerId = f.customer_id ?? 1001;
      if (!host.store.find<User>(C.users, (u) => u.customerId === customerId)) throw notFound('No such customer');
      const p = f.epg_id !== undefined ? programmeById(f.epg_id) : programmeAt(1, nowS() + REMINDER_LEAD);
      if (!p) throw notFound('No such programme');
      const msg = reminderMessage(p);
      res.json(200, { delivered: send(customerId, msg), message: msg });
    });

    // how many streams of the customer the server still writes to (a closed page's stream lingers
    // until its socket's close reaches the server)
    host.route('GET', '/__test/events/streams', (req, res) => {
      const customerId = inputOf<Input<'GET /__test/events/streams'>>(req).query.customer_id;
      res.json(200, { streams: streams.get(customerId)?.size ?? 0 });
    });

    // runs the reminder scheduler once as if the clock said `now` (epoch s)
    host.route('POST', '/__test/events/tick', (req, res) => {
      const now = inputOf<Input<'POST /__test/events/tick'>>(req).query.now ?? nowS();
      res.json(200, { delivered: tick(now) });
    });
  }
}

/**
 * A stream lives no longer than its token: when a session ends (logout, password reset, a revoked
 * device, its lifetime) the streams its token opened are closed, so nothing more is written to them.
 */
function closeStreamsOfEndedSessions(host: Host, streams: Map<number, Map<ServerResponse, string>>): void {
  const off = onTokensEnded(host.store, (ended) => {
    for (const set of streams.values()) {
      for (const [res, token] of set) if (ended.has(sha256(token))) res.end();
    }
  });
  host.onClose(off);
}

/**
 * Each open stream holds a socket and a timer: one session (a token) may hold a few (tabs) and a
 * household a few more (devices). Beyond that a new stream is refused, not an old one closed, so two
 * pages over the cap cannot keep closing each other; the client retries with its backoff.
 */
function checkStreamCaps(open: Map<ServerResponse, string> | undefined, token: string): void {
  if (!open) return;
  let mine = 0;
  for (const t of open.values()) if (t === token) mine++;
  const over =
    mine >= LIMITS.streamsPerToken ? `this session already has ${mine} open event streams (at most ${LIMITS.streamsPerToken})` : open.size >= LIMITS.streamsPerCustomer ? `this customer already has ${open.size} open event streams (at most ${LIMITS.streamsPerCustomer})` : '';
  if (!over) return;
  const e = new HttpError(429, 'too_many_streams', `Too many event streams: ${over}`);
  e.retryAfter = 30;
  throw e;
}
