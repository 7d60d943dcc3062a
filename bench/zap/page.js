// Runs inside the benchmark page (served by run.mjs next to the built <tv-player>). Two players of
// the same segments: our <tv-player> (shaka wrapper) and the floor, a minimal hand-written MSE+EME
// ClearKey loader that knows the segment addresses and does nothing else. Every measure is the
// time from the request to the first decoded frame of the new content (requestVideoFrameCallback).
const SEG = 2; // seconds per segment (server/media/config.ts)
const DELAY = 6; // suggestedPresentationDelay of the live manifests

/** Resolves at the first presented frame for which `accept(video, meta)` holds. */
function frameWhen(video, accept, timeoutMs = 10_000) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no frame in time')), timeoutMs);
    const step = (now, meta) => {
      if (accept(video, meta)) {
        clearTimeout(timer);
        resolve(performance.now());
      } else video.requestVideoFrameCallback(step);
    };
    video.requestVideoFrameCallback(step);
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

performance.setResourceTimingBufferSize(100_000);

/**
 * Where the time of the last measure went: for each kind of request of `channelId` (manifest,
 * licence, init segments, first media segments) started after `t0`, when the first one started and
 * when the last of the first batch ended (ms after t0), and the first frame.
 */
let lastBreakdown = null;
function breakdown(t0, t1, channelId) {
  const entries = performance.getEntriesByType('resource').filter((e) => e.startTime >= t0 - 1 && e.startTime <= t1);
  const kinds = {
    'shaka chunk': (p) => /\/chunks\/shaka\.js$/.test(p),
    'quick chunk': (p) => /\/chunks\/quick\.js$/.test(p),
    session: (p) => p === '/client/user',
    'channel list': (p) => /\/api\/v1\/channels$/.test(p),
    manifest: (p) => p === `/media/live/${channelId}/manifest.mpd`,
    licence: (p, q) => p.startsWith('/drm/') && q.get('ch_id') === String(channelId),
    init: (p) => p.startsWith(`/media/live/${channelId}/`) && /\/init(\/\d+)?\.mp4$/.test(p),
    segment: (p) => p.startsWith(`/media/live/${channelId}/`) && p.endsWith('.m4s'),
  };
  const out = { frame: t1 - t0 };
  for (const [kind, test] of Object.entries(kinds)) {
    const xs = entries.filter((e) => { const u = new URL(e.name); return test(u.pathname, u.searchParams); });
    if (!xs.length) continue;
    out[`${kind} start`] = Math.min(...xs.map((e) => e.startTime)) - t0;
    out[`${kind} end`] = Math.max(...xs.map((e) => e.responseEnd)) - t0;
  }
  lastBreakdown = out;
}

// ---- our player -------------------------------------------------------------------------------

function playerVideo() {
  return document.querySelector('tv-player').shadowRoot.querySelector('video');
}

/**
 * Channel change through the page's play request (what the EPG grid and the keys do). The element
 * either loads the new channel on the <video> shown or shows another <video> (a standby player of a
 * neighbouring channel): the first frame counted is one of the new channel, playing, on the <video>
 * shown at that moment.
 */
async function zap(channelId, trigger = () => document.dispatchEvent(new CustomEvent('tvplayrequest', { detail: { channelId, mode: 'live' }, bubbles: true, composed: true }))) {
  const old = playerVideo();
  const oldSrc = old.src;
  // on the same <video>, the old channel is gone once the element drops its buffer (or attaches a new MediaSource)
  let cleared = false;
  let measured = false;
  const watch = () => {
    if (old.src !== oldSrc || old.buffered.length === 0 || old.readyState < 2) cleared = true;
    // (until the measure ends: a zap to a standby never clears the <video> it leaves, and a loop
    // left running made the page render every frame through every later measure)
    if (!cleared && !measured) requestAnimationFrame(watch);
  };
  for (const type of ['emptied', 'loadstart', 'waiting']) old.addEventListener(type, () => (cleared = true), { once: true });
  const t0 = performance.now();
  trigger();
  watch();
  const t1 = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      // what the viewer saw instead (an error, a PIN, an upsell): in the message, for the log
      const root = document.querySelector('tv-player').shadowRoot;
      const said = [...root.querySelectorAll('[role="alert"], [role="status"], [role="dialog"]')].map((e) => e.textContent.trim()).filter(Boolean).join(' | ');
      reject(new Error(`no frame in time (channel ${channelId}; the player says: ${said || 'nothing'})`));
    }, 10_000);
    const watching = new Set();
    const follow = (video) => {
      if (watching.has(video)) return;
      watching.add(video);
      const step = () => {
        const shown = playerVideo() === video;
        if (shown && !video.paused && (video !== old || cleared)) {
          clearTimeout(timer);
          done = true;
          resolve(performance.now());
        } else video.requestVideoFrameCallback(step);
      };
      video.requestVideoFrameCallback(step);
    };
    // every <video> of the player (a swap shows a hidden one), and any made later
    const all = () => document.querySelector('tv-player').shadowRoot.querySelectorAll('video');
    let done = false;
    const look = () => {
      for (const v of all()) follow(v);
      if (!done) requestAnimationFrame(look);
    };
    look();
    setTimeout(() => (done = true), 10_000);
  }).finally(() => (measured = true));
  breakdown(t0, t1, channelId);
  return t1 - t0;
}

/**
 * After a seek to `target`: when the first frame at the target is shown (the picture: a frame
 * Chromium shows while the element still says `seeking` counts, it is on screen), and when the next
 * one is (the picture moves: playback has started). Before, only a frame shown once `seeking` was
 * over counted: our player's seek (data fetched after the seek) has its first frame painted before
 * the seek ends about one time in four, and that measure then waited for the next frame, 100 ms
 * later; the floor (data appended before the seek) never does. Both measures, for both players.
 */
async function seekFrames(video, target, t0) {
  let picture = null;
  const t1 = await frameWhen(video, (v, meta) => {
    if (picture === null) {
      if (Math.abs(meta.mediaTime - target) < 2.5) picture = { at: performance.now(), mediaTime: meta.mediaTime };
      return false;
    }
    return meta.mediaTime > picture.mediaTime && !v.seeking;
  });
  return { picture: picture.at - t0, moving: t1 - t0 };
}

/**
 * Seek `back` seconds behind the live edge inside the live window: to the start of the segment
 * holding that second (a key frame), where the floor seeks too and where the player's own seek bar
 * and keys land a seek out of the buffer (wrapper.ts seek()). The bench sets the <video>'s
 * currentTime itself, as the floor does; before, it set it up to 2 s past the key frame, so our
 * player had up to 2 s of frames to decode that the floor did not.
 */
async function seekBack(back) {
  const video = playerVideo();
  const target = Math.floor((Date.now() / 1000 - back) / SEG) * SEG; // live presentation time is the wall clock
  const t0 = performance.now();
  video.currentTime = target;
  return seekFrames(video, target, t0);
}

const press = (key) => document.body.dispatchEvent(new window.KeyboardEvent('keydown', { key, bubbles: true, composed: true, cancelable: true }));

/**
 * Channel change by number keys, as a viewer types them (nothing focused: the keys go to the
 * player), `gapMs` apart; with `ok`, OK (Enter) after the digits. Counted from the last key (the
 * last digit, or OK) to the new channel's first frame: what the viewer waits for once done typing.
 */
async function numberZap(channelId, number, ok, gapMs = 300) {
  const keys = [...String(number)];
  if (ok) keys.push('Enter');
  for (const k of keys.slice(0, -1)) {
    press(k);
    await sleep(gapMs);
  }
  return zap(channelId, () => press(keys[keys.length - 1]));
}

/**
 * Channel change from the guide (bench/zap guide.html: <tv-epg-grid> beside the player): the viewer
 * clicks the programme on air on `channelId` (`epgId`), reads its details for `readMs` (the guide's
 * focus rests there), then clicks "Watch live". Counted from that click to the new channel's first frame.
 */
async function guideZap(channelId, epgId, readMs = 1500) {
  const grid = document.querySelector('tv-epg-grid').shadowRoot;
  // the guide may still be loading its programmes (the page's player started before it)
  let cell = grid.querySelector(`[data-id="${epgId}"]`);
  for (let i = 0; i < 100 && !cell; i++) {
    await sleep(100);
    cell = grid.querySelector(`[data-id="${epgId}"]`);
  }
  if (!grid.querySelector('[part="details"]')) {
    // a guide that has just drawn its first screen (it scrolls to now meanwhile): the click counts once it has settled
    await sleep(1000);
    cell = grid.querySelector(`[data-id="${epgId}"]`);
  }
  if (!cell) throw new Error(`programme ${epgId} not in the guide`);
  cell.click();
  await sleep(readMs);
  let watch = grid.querySelector('[part="details"] button');
  for (let i = 0; i < 50 && !watch; i++) {
    await sleep(100);
    watch = grid.querySelector('[part="details"] button');
  }
  if (!watch) throw new Error(`no details: ${cell.outerHTML.slice(0, 300)} / ${grid.querySelector('[part="details"]')?.outerHTML.slice(0, 500)}`);
  const label = watch.textContent;
  return zap(channelId, () => watch.click()).catch((e) => {
    throw new Error(`${e.message}, after "${label}" on programme ${epgId}`);
  });
}

/** The first of `programmes` ({ ch, id }) the guide draws (it draws what is in view), or null after 10 s. */
async function shownInGuide(programmes) {
  const grid = document.querySelector('tv-epg-grid').shadowRoot;
  for (let i = 0; i < 100; i++) {
    const p = programmes.find((x) => grid.querySelector(`[data-id="${x.id}"]`));
    if (p) return p;
    await sleep(100);
  }
  return null;
}

/** Cold start: a fresh page asks the element to play (shaka download, session, licence, segments). */
async function coldStart(channelId) {
  const el = document.querySelector('tv-player');
  const root = el.shadowRoot;
  const t0 = performance.now();
  el.setAttribute('channel-id', String(channelId));
  el.setAttribute('autoplay', '');
  // the first frame the viewer sees: on any <video> of the player that is not a hidden standby (a
  // cold start's first picture may be the quick one laid over the player's, src/player/quick.ts)
  const t1 = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no frame in time')), 20_000);
    const watching = new Set();
    let done = false;
    const follow = (video) => {
      if (watching.has(video)) return;
      watching.add(video);
      const step = () => {
        if (done) return;
        if (video.isConnected && !video.classList.contains('standby') && !video.paused && video.currentTime > 0) {
          done = true;
          clearTimeout(timer);
          lastColdVideo = video.classList.contains('quick') ? 'quick' : 'player';
          resolve(performance.now());
        } else video.requestVideoFrameCallback(step);
      };
      video.requestVideoFrameCallback(step);
    };
    const look = () => {
      for (const v of root.querySelectorAll('video')) follow(v);
      if (!done) requestAnimationFrame(look);
    };
    look();
  });
  breakdown(t0, t1, channelId);
  lastBreakdown['quick picture'] = lastColdVideo === 'quick' ? 1 : 0;
  return t1 - t0;
}
let lastColdVideo = null;

// ---- the floor: plain MSE + EME ClearKey --------------------------------------------------------

const floor = { video: null, keys: null, prefetched: new Map(), programme: null };

function b64url(bytes) {
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

async function licence(base, auth, channelId, kids) {
  const res = await fetch(`${base}/drm/clearkey?ch_id=${channelId}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Eteris-User-Id': auth.userId, 'X-Eteris-Drm-Token': auth.drmToken, Authorization: `Bearer ${auth.token}` },
    body: JSON.stringify({ kids, type: 'temporary' }),
  });
  if (!res.ok) throw new Error(`licence ${res.status}`);
  return new Uint8Array(await res.arrayBuffer());
}

/**
 * The programme segment `number` of a channel belongs to and its key id (base64url), from the
 * Periods of its manifest (a Period, init segments and a key per programme). The floor knows the
 * addresses: read before its clock starts.
 */
async function periodOf(base, channelId, number) {
  const mpd = await (await fetch(`${base}/media/live/${channelId}/manifest.mpd`)).text();
  let found = null;
  for (const block of mpd.split('<Period').slice(1)) {
    const m = /^[^>]*\bid="p(\d+)"[^>]*\bstart="PT([\d.]+)S"/.exec(block);
    if (m && Number(m[2]) <= number * SEG) found = { programme: m[1], block };
  }
  if (!found) throw new Error(`no period of segment ${number} on channel ${channelId}`);
  const uuid = /cenc:default_KID="([0-9a-f-]+)"/i.exec(found.block)[1].replace(/-/g, '');
  return { programme: found.programme, kid: b64url(new Uint8Array(uuid.match(/../g).map((h) => parseInt(h, 16)))) };
}

/** The bytes a channel change needs: init + one segment per track, and the licence. */
async function fetchChannel(base, auth, channelId, number, programme) {
  const get = (p) => fetch(`${base}/media/live/${channelId}/${p}`).then((r) => r.arrayBuffer());
  const [vi, vs, ai, as] = await Promise.all([get(`v360/init/${programme}.mp4`), get(`v360/${number}.m4s`), get(`a/init/${programme}.mp4`), get(`a/${number}.m4s`)]);
  return { vi, vs, ai, as };
}

function liveNumber() {
  return Math.floor((Date.now() / 1000 - DELAY) / SEG);
}

/** Plays one channel on a fresh MediaSource; `pre` = bytes and licence fetched beforehand. */
async function floorZap(base, auth, channelId, pre) {
  const video = floor.video;
  const number = pre?.number ?? liveNumber();
  // (its programme, which names its init segments, is looked up before the clock starts)
  const programme = pre ? null : (await periodOf(base, channelId, number)).programme;
  const t0 = performance.now();
  const bytesP = pre?.bytes ? Promise.resolve(pre.bytes) : fetchChannel(base, auth, channelId, number, programme);
  const ms = new window.MediaSource();
  void floor.session?.close().catch(() => undefined);
  const session = floor.keys.createSession('temporary');
  floor.session = session;
  const keyReady = new Promise((resolve, reject) => {
    session.addEventListener('message', async (e) => {
      try {
        const req = JSON.parse(new TextDecoder().decode(e.message));
        const lic = pre?.licence ?? (await licence(base, auth, channelId, req.kids));
        await session.update(lic);
        resolve();
      } catch (err) {
        reject(err);
      }
    });
  });
  const onEncrypted = (e) => {
    video.removeEventListener('encrypted', onEncrypted);
    session.generateRequest(e.initDataType, e.initData);
  };
  video.addEventListener('encrypted', onEncrypted);
  video.src = URL.createObjectURL(ms);
  await new Promise((r) => ms.addEventListener('sourceopen', r, { once: true }));
  const vb = ms.addSourceBuffer('video/mp4; codecs="avc1.4d401e"');
  const ab = ms.addSourceBuffer('audio/mp4; codecs="mp4a.40.2"');
  const append = (sb, buf) => new Promise((r) => { sb.addEventListener('updateend', r, { once: true }); sb.appendBuffer(buf); });
  const { vi, vs, ai, as } = await bytesP;
  await Promise.all([append(vb, vi).then(() => append(vb, vs)), append(ab, ai).then(() => append(ab, as))]);
  floor.sources = { vb, ab };
  floor.programme = pre?.programme ?? programme;
  video.currentTime = number * SEG;
  await keyReady;
  void video.play();
  const t1 = await frameWhen(video, (v) => !v.paused && v.currentTime >= number * SEG);
  return t1 - t0;
}

async function floorInit(muted = false) {
  floor.video = document.createElement('video');
  // zaps and seeks with sound, as our player plays them (the bench's browser allows it without a
  // gesture): muted, the floor's playback started without waiting for the audio output (a seek's
  // picture moved 81 ms after the seek against 113 with sound). The cold start's floor is muted:
  // our cold start's first picture is the quick one (quick.ts), muted, while shaka loads the sound.
  floor.video.muted = muted;
  document.body.append(floor.video);
  const access = await navigator.requestMediaKeySystemAccess('org.w3.clearkey', [{
    initDataTypes: ['cenc', 'keyids'],
    videoCapabilities: [{ contentType: 'video/mp4; codecs="avc1.4d401e"' }],
    audioCapabilities: [{ contentType: 'audio/mp4; codecs="mp4a.40.2"' }],
  }]);
  floor.keys = await access.createMediaKeys();
  await floor.video.setMediaKeys(floor.keys);
}

/**
 * The floor's cold start with its key system set up on the clock too (a fresh page has none: the
 * floor's own cold start above sets it up before the clock starts). Context for the cold start.
 */
async function floorColdWithKeys(base, auth, channelId) {
  const t0 = performance.now();
  await floorInit(true);
  await floorZap(base, auth, channelId);
  return performance.now() - t0;
}

/** Everything a zap needs, fetched ahead (what an ideal preloader would hold). */
async function floorPrefetch(base, auth, channelId) {
  const number = liveNumber() + 1; // the segment that will be live when the zap happens
  const { programme, kid } = await periodOf(base, channelId, number);
  const [bytes, lic] = await Promise.all([fetchChannel(base, auth, channelId, number, programme), licence(base, auth, channelId, [kid])]);
  return { number, programme, bytes, licence: lic };
}

/**
 * Seek in the floor: append the segment at the target and jump there. A segment of another
 * programme than the one playing needs that programme's init segments and key (a Period, init
 * segments and a key per programme), fetched on the clock as a player must; which programme it is
 * is read from the manifest before the clock starts, as the floor's zap does.
 */
async function floorSeek(base, auth, channelId, back) {
  const video = floor.video;
  const number = Math.floor((Date.now() / 1000 - back) / SEG);
  const { programme, kid } = await periodOf(base, channelId, number);
  const other = programme !== floor.programme;
  const t0 = performance.now();
  const get = (p) => fetch(`${base}/media/live/${channelId}/${p}`).then((r) => r.arrayBuffer());
  const keyReady = other ? floorKey(base, auth, channelId, kid) : Promise.resolve();
  const [vi, ai, vs, as] = await Promise.all([other ? get(`v360/init/${programme}.mp4`) : null, other ? get(`a/init/${programme}.mp4`) : null, get(`v360/${number}.m4s`), get(`a/${number}.m4s`)]);
  const src = floor.sources;
  const append = (sb, buf) => new Promise((r) => { sb.addEventListener('updateend', r, { once: true }); sb.appendBuffer(buf); });
  const track = (sb, init, seg) => (init ? append(sb, init) : Promise.resolve()).then(() => append(sb, seg));
  await Promise.all([track(src.vb, vi, vs), track(src.ab, ai, as)]);
  floor.programme = programme;
  video.currentTime = number * SEG;
  await keyReady;
  return seekFrames(video, number * SEG, t0);
}

/** A key of another programme in a session of its own: its key id asked for as a player would. */
function floorKey(base, auth, channelId, kid) {
  const session = floor.keys.createSession('temporary');
  const ready = new Promise((resolve, reject) => {
    session.addEventListener('message', async (e) => {
      try {
        const req = JSON.parse(new TextDecoder().decode(e.message));
        await session.update(await licence(base, auth, channelId, req.kids));
        resolve();
      } catch (err) {
        reject(err);
      }
    }, { once: true });
  });
  void session.generateRequest('keyids', new TextEncoder().encode(JSON.stringify({ kids: [kid] })));
  return ready;
}

window.bench = { lastBreakdown: () => lastBreakdown, zap, numberZap, guideZap, shownInGuide, floorColdWithKeys, seekBack, coldStart, floorInit, floorZap, floorPrefetch, floorSeek, b64url, sleep };
