// Open connections per client address. The slow-client timeouts close a stalled request after
// seconds, but until then each socket holds memory and a file descriptor: one address opening
// hundreds of them at once would hold hundreds. Beyond ETERIS_CONNECTIONS_PER_ADDRESS (128) open
// connections, a new one from that address is answered 429 too_many_connections and closed.
// Behind a proxy (ETERIS_TRUST_PROXY=1) every connection comes from the proxy, so the cap is the
// proxy's job there and this one is off.
import type http from 'node:http';
import type { Duplex } from 'node:stream';
import type { Socket } from 'node:net';
import { baseHeaders } from './browser-policy';

const DEFAULT_CONNECTIONS_PER_ADDRESS = 128;

/** Writes a complete JSON error answer on a raw socket (no request was parsed, or none will be). */
export function answerRaw(socket: Duplex, status: number, reason: string, code: string, message: string, extra: Record<string, string> = {}): void {
  const body = JSON.stringify({ error: { code, message } });
  const head = [`HTTP/1.1 ${status} ${reason}`, 'Content-Type: application/json; charset=utf-8', `Content-Length: ${Buffer.byteLength(body)}`, 'Connection: close'];
  for (const [name, value] of Object.entries({ ...baseHeaders(false), ...extra })) head.push(`${name}: ${value}`);
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
}

/** The configured cap, or 0 (off). */
export function connectionsPerAddress(trustProxy: boolean): number {
  if (trustProxy) return 0;
  const n = Number(process.env.ETERIS_CONNECTIONS_PER_ADDRESS);
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_CONNECTIONS_PER_ADDRESS;
}

/**
 * Counts the open sockets of each address; returns the set of sockets refused over the cap (their
 * requests, if any still get parsed, are not handled).
 */
export function capConnectionsPerAddress(server: http.Server, limit: number): WeakSet<Socket> {
  const refused = new WeakSet<Socket>();
  if (limit <= 0) return refused;
  const open = new Map<string, number>();
  server.prependListener('connection', (socket: Socket) => {
    const a = socket.remoteAddress ?? 'unknown';
    const address = a.startsWith('::ffff:') ? a.slice(7) : a;
    const n = open.get(address) ?? 0;
    if (n >= limit) {
      refused.add(socket);
      socket.on('error', () => undefined);
      answerRaw(socket, 429, 'Too Many Requests', 'too_many_connections', `Too many open connections from this address (at most ${limit})`, { 'Retry-After': '5' });
      socket.destroySoon();
      return;
    }
    open.set(address, n + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
  return refused;
}
