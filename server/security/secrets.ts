// Per-install secrets: the media key secret (content keys, KIDs, IVs) and the cookie signing key.
// Each is taken from configuration (its environment variable) or, failing that, generated on the
// first start (crypto.randomBytes) and kept in DATA_DIR/secrets.json with file mode 0600, so the same
// install keeps its keys across restarts and no two installs share them. Never a constant in source.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface Secrets {
  /** ETERIS_MEDIA_SECRET: content keys are HMAC of it (server/media/keys.ts). */
  media: string;
  /** ETERIS_COOKIE_SECRET: HMAC key of signed cookies (./signed.ts). */
  cookie: string;
}

const ENV: Record<keyof Secrets, string> = { media: 'ETERIS_MEDIA_SECRET', cookie: 'ETERIS_COOKIE_SECRET' };
const SECRETS_FILE = 'secrets.json';

export function loadSecrets(dataDir: string, env: NodeJS.ProcessEnv = process.env): Secrets {
  const file = path.join(dataDir, SECRETS_FILE);
  let stored: Partial<Record<keyof Secrets, string>> = {};
  if (fs.existsSync(file)) {
    try {
      stored = JSON.parse(fs.readFileSync(file, 'utf8')) as typeof stored;
    } catch (e) {
      throw new Error(`${file} is damaged (${(e as Error).message}); restore it, or remove it to generate new keys (old content keys and cookies stop working)`);
    }
    if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  }
  let changed = false;
  const out = {} as Secrets;
  for (const name of Object.keys(ENV) as (keyof Secrets)[]) {
    const given = env[ENV[name]];
    if (given) {
      out[name] = given;
      continue;
    }
    if (typeof stored[name] !== 'string' || stored[name]!.length < 32) {
      stored[name] = crypto.randomBytes(32).toString('base64url');
      changed = true;
    }
    out[name] = stored[name]!;
  }
  if (changed) {
    fs.mkdirSync(dataDir, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(stored, null, 2) + '\n', { mode: 0o600 });
    fs.renameSync(tmp, file);
  }
  return out;
}
