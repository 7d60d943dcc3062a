// The floor of bench:tv-scale: what showing /tv/0/1?play costs at the least, framework-free, in one
// inline script of one HTML page (no elements, no shaka, no i18n, no stores). It asks the same
// backend the same calls a client must make (the user check, the line-up, the licence identity,
// the guide of the channels in view, the live stream of channel 1) and draws the guide as plain
// rows (role rowheader / gridcell, read by the same probe as /tv) beside a plain MSE + EME
// ClearKey <video> (the loader of bench/zap/page.js: init and live-edge segment, one licence).
(async () => {
  const SEG = 2; // seconds per segment (server/media/config.ts)
  const DELAY = 6; // suggestedPresentationDelay of the live manifests
  const ROW = 56;
  const HOUR_PX = 300;
  const css = document.createElement('style');
  css.textContent = `body{margin:0;background:#0f1115;color:#f2f4f8;font:14px system-ui,sans-serif}
    #g{position:absolute;left:0;top:64px;width:60%;bottom:0;overflow:auto}
    .r{position:relative;height:${ROW}px;border-bottom:1px solid #0f1115;background:#1a1d24}
    .h{position:absolute;left:0;top:0;width:168px;height:${ROW}px;padding:0 8px;box-sizing:border-box;display:flex;align-items:center;background:#242833;z-index:1}
    .c{position:absolute;top:0;height:${ROW}px;padding:6px 8px;box-sizing:border-box;overflow:hidden;white-space:nowrap;border-left:2px solid #0f1115}
    video{position:absolute;right:16px;top:64px;width:38%;aspect-ratio:16/9;background:#000}`;
  document.head.append(css);
  const video = document.createElement('video');
  video.muted = true;
  document.body.append(video);

  const { token } = await (await fetch('/client/user', { credentials: 'include' })).json();
  const hdr = { Authorization: `Bearer ${token}` };
  const json = (p) => fetch(`/api/v1/${p}`, { headers: hdr }).then((r) => r.json());
  const [line, info] = await Promise.all([json('channels?filter[subscribed]=0'), json('userinfo')]);
  const channels = line.items;

  // the picture: channel 1 live, started beside the guide
  const play = async (id) => {
    const number = Math.floor((Date.now() / 1000 - DELAY) / SEG);
    const get = (p) => fetch(`/media/live/${id}/${p}`).then((r) => r.arrayBuffer());
    const bytes = Promise.all([get('v360/init.mp4'), get(`v360/${number}.m4s`), get('a/init.mp4'), get(`a/${number}.m4s`)]);
    const access = await navigator.requestMediaKeySystemAccess('org.w3.clearkey', [{
      initDataTypes: ['cenc', 'keyids'],
      videoCapabilities: [{ contentType: 'video/mp4; codecs="avc1.4d401e"' }],
      audioCapabilities: [{ contentType: 'audio/mp4; codecs="mp4a.40.2"' }],
    }]);
    const keys = await access.createMediaKeys();
    await video.setMediaKeys(keys);
    const session = keys.createSession('temporary');
    session.addEventListener('message', async (e) => {
      const req = JSON.parse(new TextDecoder().decode(e.message));
      const res = await fetch(`/drm/clearkey?ch_id=${id}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Eteris-User-Id': `eteris-${info.customer_id}`, 'X-Eteris-Drm-Token': info.drm_token },
        body: JSON.stringify({ kids: req.kids, type: 'temporary' }),
      });
      await session.update(new Uint8Array(await res.arrayBuffer()));
    });
    video.addEventListener('encrypted', (e) => void session.generateRequest(e.initDataType, e.initData), { once: true });
    const ms = new window.MediaSource();
    video.src = URL.createObjectURL(ms);
    await new Promise((r) => ms.addEventListener('sourceopen', r, { once: true }));
    const vb = ms.addSourceBuffer('video/mp4; codecs="avc1.4d401e"');
    const ab = ms.addSourceBuffer('audio/mp4; codecs="mp4a.40.2"');
    const append = (sb, buf) => new Promise((r) => { sb.addEventListener('updateend', r, { once: true }); sb.appendBuffer(buf); });
    const [vi, vs, ai, as] = await bytes;
    await Promise.all([append(vb, vi).then(() => append(vb, vs)), append(ab, ai).then(() => append(ab, as))]);
    video.currentTime = number * SEG;
    void video.play();
  };
  void play(channels[0].channel_id);

  // the guide: the channels that fit the window, an hour back and three ahead
  const rows = Math.ceil((window.innerHeight - 64) / ROW);
  const shown = channels.slice(0, rows);
  const from = Math.floor(Date.now() / 3_600_000) * 3600 - 3600;
  const to = from + 4 * 3600;
  const grid = await json(`epggrid/channels/${shown.map((c) => c.channel_id).join(',')}/from/${from}/to/${to}/lang/lt`);
  const g = document.createElement('div');
  g.id = 'g';
  g.setAttribute('role', 'grid');
  for (const ch of shown) {
    const r = document.createElement('div');
    r.className = 'r';
    r.setAttribute('role', 'row');
    const h = document.createElement('div');
    h.className = 'h';
    h.setAttribute('role', 'rowheader');
    h.textContent = `${ch.number} ${ch.name}`;
    r.append(h);
    for (const list of Object.values(grid.items[String(ch.channel_id)] ?? {})) {
      for (const p of list) {
        const left = 168 + Math.max(0, (p.start - from) / 3600) * HOUR_PX;
        const right = 168 + Math.min(4, (p.stop - from) / 3600) * HOUR_PX;
        if (right <= left) continue;
        const c = document.createElement('div');
        c.className = 'c';
        c.setAttribute('role', 'gridcell');
        c.style.left = `${left}px`;
        c.style.width = `${right - left}px`;
        c.textContent = p.title ?? '';
        r.append(c);
      }
    }
    g.append(r);
  }
  document.body.append(g);
})();
