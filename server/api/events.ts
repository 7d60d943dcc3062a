// The customer's event stream (server-sent events) and the reminder scheduler.
//   GET /events/customer/{customer_id}  bearer token (header, or ?token= because EventSource cannot
//   set headers). Messages are `data: {"msg_type":"reminder","messageId":"...","payload":"<JSON>"}`
//   where payload = {epg: {id, channel_id, start, stop, title: [{lang, title}]}, reminder_id, profile_id}.
//   A comment heartbeat goes out every 15 s. Reminders fire REMINDER_LEAD seconds before the start.
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
import { onTokensEnded } from '../login/sessions';
import { intParam } from './define';
import type { ReminderRec } from './reminders';

export const REMINDER_LEAD = 60;
const HEARTBEAT_MS = 15000;
const SCHEDULER_MS = 5000;

export function reminderMessage(p: Programme, extra: Record<string, unknown> = {}) {
  const epg = {
    id: p.id,
    channel_id: p.channelId,
    start: p.start,
    stop: p.stop,
    title: LANGS.map((lang) => ({ lang, title: p.title[lang] })),
  };
  return { msg_type: 'reminder', messageId: crypto.randomUUID(), payload: JSON.stringify({ epg, ...extra }) };
}

export function registerEvents(host: Host): void {
  // each open stream with the session it belongs to: a reminder goes only to the sessions acting
  // as the profile that set it (a child's page never receives the parents' reminders and titles)
  const streams = new Map<number, Map<ServerResponse, string>>();

  const send = (customerId: number, msg: object, profileId: number | null = null): number => {
    const set = streams.get(customerId);
    if (!set) return 0;
    const id = (msg as { messageId?: string }).messageId ?? '';
    let n = 0;
    for (const [res, token] of set) {
      if (profileId !== null && actingProfileId(host.store, token) !== profileId) continue;
      res.write(`id: ${id}\ndata: ${JSON.stringify(msg)}\n\n`);
      n++;
    }
    return n;
  };

  closeStreamsOfEndedSessions(host, streams);

  host.route('GET', '/events/customer/{customer_id}', async (req, res) => {
    let ctx = await host.auth(req);
    const qt = req.query['token'] ?? req.query['access_token'];
    if (!ctx && qt) {
      const user = userForToken(host.store, qt);
      if (user) ctx = buildContext(host.store, user, qt, undefined);
    }
    if (!ctx) throw unauthorized();
    const customerId = intParam(req.params['customer_id'], 'customer_id', { min: 1 });
    if (customerId !== ctx.customerId) throw forbidden('Not your event stream');
    checkStreamCaps(streams.get(customerId), ctx.token);
    const raw = res.raw;
    raw.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    raw.write(`retry: 5000\n: connected ${nowS()}\n\n`);
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

  const tick = (now = nowS()): number => {
    let delivered = 0;
    const due = host.store.filter<ReminderRec>(C.reminders, (r) => !r.sent && r.start - REMINDER_LEAD <= now);
    for (const r of due) {
      const p = programmeById(r.epgId);
      const late = r.start <= now;
      if (p && !late) {
        const n = send(r.customerId, reminderMessage(p, { reminder_id: r.id, profile_id: r.profileId }), r.profileId);
        if (n === 0) continue;
        delivered += n;
      }
      host.store.update<ReminderRec>(C.reminders, r.id, { sent: true });
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
    host.route('POST', '/__test/events/fire', async (req, res) => {
      const f = { ...(await req.fields()), ...req.query };
      const customerId = f['customer_id'] !== undefined ? intParam(String(f['customer_id']), 'customer_id', { min: 1 }) : 1001;
      if (!host.store.find<User>(C.users, (u) => u.customerId === customerId)) throw notFound('No such customer');
      const p = f['epg_id'] !== undefined ? programmeById(intParam(String(f['epg_id']), 'epg_id', { min: 1 })) : programmeAt(1, nowS() + REMINDER_LEAD);
      if (!p) throw notFound('No such programme');
      const msg = reminderMessage(p);
      res.json(200, { delivered: send(customerId, msg), message: msg });
    });

    // how many streams of the customer the server still writes to (a closed page's stream lingers
    // until its socket's close reaches the server)
    host.route('GET', '/__test/events/streams', (req, res) => {
      const customerId = intParam(req.query['customer_id'] ?? '', 'customer_id', { min: 1 });
      res.json(200, { streams: streams.get(customerId)?.size ?? 0 });
    });

    // runs the reminder scheduler once as if the clock said `now` (epoch s)
    host.route('POST', '/__test/events/tick', (req, res) => {
      const now = req.query['now'] !== undefined ? intParam(req.query['now'], 'now', { min: 0 }) : nowS();
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
