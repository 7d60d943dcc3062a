// Per-request faults for tests, honoured only with ETERIS_TEST_CONTROLS=1:
//   X-Fault-Delay-Ms: n   wait n ms (max 30000) before handling
//   X-Fault-Drop: 1       destroy the connection without an answer
//   X-Fault-Status: nnn   answer that status with a JSON error instead of handling the request
//   X-Fault-Malformed: 1  handle normally but cut the body in half (it no longer parses)
//   X-Fault-Body: text    handle normally but send this text as a 2xx answer's body (JSON of an
//                         unexpected shape, for the client's answer checks)
import { HttpError } from './errors';
import type { Req } from './request';
import type { Res } from './response';

function header(req: Req, name: string): string {
  const v = req.headers[name];
  return String(Array.isArray(v) ? v[0] : (v ?? '')).trim();
}

/** Returns 'dropped' when the connection was destroyed, an error to answer with, or null to go on. */
export async function applyFaults(req: Req, res: Res): Promise<'dropped' | HttpError | null> {
  const delay = Number(header(req, 'x-fault-delay-ms'));
  if (Number.isFinite(delay) && delay > 0) await new Promise((r) => setTimeout(r, Math.min(delay, 30000)));
  if (/^(1|true|yes)$/i.test(header(req, 'x-fault-drop'))) {
    req.raw.socket.destroy();
    return 'dropped';
  }
  if (/^(1|true|yes)$/i.test(header(req, 'x-fault-malformed'))) res.malformed = true;
  if (req.headers['x-fault-body'] !== undefined) res.replaceBody = header(req, 'x-fault-body');
  const status = Number(header(req, 'x-fault-status'));
  if (Number.isInteger(status) && status >= 400 && status <= 599) {
    return new HttpError(status, 'fault_injected', `Fault injected by X-Fault-Status: ${status}`);
  }
  return null;
}
