// The avatars as the profile screens load them: at least 24, ids 1-24 with 16 the default, every
// image a well-formed SVG with no text on it, and no two alike (neither background nor drawing).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { call, startServer, type Server } from './helpers';

let s: Server;
before(async () => {
  s = await startServer();
});
after(() => s.stop());

/** Open and close tags balance (self-closing ones aside): a cheap well-formedness check. */
function balanced(svg: string): boolean {
  const stack: string[] = [];
  for (const m of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (m[3]) continue;
    if (!m[1]) stack.push(m[2]!);
    else if (stack.pop() !== m[2]) return false;
  }
  return stack.length === 0;
}

describe('avatars', () => {
  it('lists at least 24 avatars with stable ids 1-24, default 16 among them', async () => {
    const r = await call(s.url, '/api/public/v1/customer/avatars');
    assert.equal(r.status, 200);
    const ids = (r.body.items as { id: number }[]).map((a) => a.id);
    assert.ok(ids.length >= 24, `${ids.length} avatars`);
    assert.deepEqual(ids.slice(0, 24), Array.from({ length: 24 }, (_, i) => i + 1));
  });

  it('draws each as an SVG without text, and no two alike', async () => {
    const r = await call(s.url, '/api/public/v1/customer/avatars');
    const backgrounds = new Set<string>();
    const drawings = new Set<string>();
    for (const a of r.body.items as { id: number; url: string }[]) {
      const img = await call(s.url, a.url);
      assert.equal(img.status, 200, a.url);
      assert.equal(img.headers.get('content-type'), 'image/svg+xml');
      assert.match(img.text, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="0 0 128 128"/);
      assert.ok(balanced(img.text), `avatar ${a.id} is well-formed`);
      assert.doesNotMatch(img.text, /<text|<tspan|<foreignObject/i, `avatar ${a.id} has no text on it`);
      const bg = /<circle cx="64" cy="64" r="64" fill="([^"]+)"\/>/.exec(img.text)?.[1];
      assert.ok(bg, `avatar ${a.id} has a background`);
      backgrounds.add(bg);
      drawings.add(img.text.replace(bg, ''));
    }
    const n = (r.body.items as unknown[]).length;
    assert.equal(backgrounds.size, n, 'every avatar has its own background colour');
    assert.equal(drawings.size, n, 'every avatar has its own drawing');
  });

  it('answers 404 for an avatar past the list and 400 for an id that cannot be one', async () => {
    assert.equal((await call(s.url, '/api/public/v1/static/avatars/25.svg')).status, 404);
    assert.equal((await call(s.url, '/api/public/v1/static/avatars/0.svg')).status, 400);
  });
});
