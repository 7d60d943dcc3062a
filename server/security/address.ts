// The client's address for limits: the socket's peer. X-Forwarded-For is read only when the
// configuration says the server is behind a proxy (ETERIS_TRUST_PROXY=1), and then only its last
// entry, the one our own proxy appended (earlier entries are whatever the client sent).
import type { Req } from '../http/request';

export function clientAddress(req: Req, trustProxy: boolean): string {
  if (trustProxy) {
    const h = req.headers['x-forwarded-for'];
    const list = (Array.isArray(h) ? h.join(',') : (h ?? '')).split(',').map((s) => s.trim()).filter(Boolean);
    if (list.length) return list[list.length - 1]!;
  }
  const a = req.raw.socket?.remoteAddress ?? 'unknown';
  return a.startsWith('::ffff:') ? a.slice(7) : a;
}
