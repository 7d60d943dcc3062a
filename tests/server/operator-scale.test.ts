// ETERIS_CHANNELS: the reference backend seeded with an operator-sized line-up (benches, load
// tests). Unset, the 42 channels of the reference data; 1000 gives every plan 1000 channels with
// their guide, logos and live media; a value it cannot use stops it with a message naming the option.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { call, login, startServer, type Server } from './helpers';

describe('ETERIS_CHANNELS (operator scale)', () => {
  let big: Server;
  before(async () => {
    big = await startServer({ env: { ETERIS_CHANNELS: '1000' } });
  });
  after(() => big.stop());

  it('seeds 1000 channels, all in the subscriber\'s plan, each with a guide, a logo and live media', async () => {
    const all = await call(big.url, '/api/public/v1/channels?lang=en');
    assert.equal(all.status, 200);
    const items = all.body.items as { channel_id: number; name: string }[];
    assert.equal(items.length, 1000);
    assert.equal(items[0]!.name, 'LRT Television');
    assert.equal(items[999]!.channel_id, 1000);
    assert.equal(new Set(items.map((c) => c.name)).size, 1000, 'every channel has its own name');
    const { token } = await login(big.url, 'petras@example.lt');
    const mine = await call(big.url, '/api/v1/channels?filter[subscribed]=1', { token });
    assert.equal(mine.status, 200);
    assert.ok((mine.body.items as unknown[]).length >= 978, `petras sees ${(mine.body.items as unknown[]).length}`);
    const now = Math.floor(Date.now() / 1000);
    const grid = await call(big.url, `/api/public/v1/epggrid/channels/1000/from/${now - 3600}/to/${now + 3600}/lang/en`);
    assert.equal(grid.status, 200);
    const logo = await fetch(`${big.url}/api/public/v1/static/channels/1000/logo.svg`);
    assert.equal(logo.status, 200);
    const mpd = await fetch(`${big.url}/media/live/1000/manifest.mpd`);
    assert.equal(mpd.status, 200);
  });

  it('keeps the reference line-up of 42 channels when unset', async () => {
    const s = await startServer();
    try {
      const all = await call(s.url, '/api/public/v1/channels');
      assert.equal((all.body.items as unknown[]).length, 42);
    } finally {
      await s.stop();
    }
  });

  it('refuses to start with a value it cannot use, naming the option', async () => {
    for (const bad of ['12', '1000.5', 'lots', '100000']) {
      await assert.rejects(startServer({ env: { ETERIS_CHANNELS: bad } }), (e: Error) => {
        assert.match(e.message, /ETERIS_CHANNELS must be a whole number from 42 to 5000/);
        return true;
      });
    }
  });
});
