// <tv-player>'s hidden players wait while the player shown seeks: a standby's load (manifest,
// licence, segments) asked for meanwhile shared the server, the connections and the main thread
// with the seek's segments (standby.ts shownSettled()). Against the reference backend's live streams.
import { expect, fixture, html } from '@open-wc/testing';
import { configure } from '../../core/config';
import './tv-player';
import { $playback } from '../../core/stores/player';
import { backendConfig, watchAs, until } from '../../../tests/helpers/env';
import { loadChannels } from '../../player/catalogue';

// every request of the page (shaka's too: its fetch plugin takes window.fetch when its chunk loads,
// after this), noted; one the test holds waits for its release
const asked: string[] = [];
let hold: ((url: string) => Promise<void> | null) | null = null;
const realFetch = window.fetch.bind(window);
window.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
  const u = String(input instanceof Request ? input.url : input);
  asked.push(u);
  const held = hold?.(u);
  return held ? held.then(() => realFetch(input, init)) : realFetch(input, init);
}) as typeof fetch;

const videos = (el: Element) => [...el.shadowRoot!.querySelectorAll('video')];
const shown = (el: Element) => el.shadowRoot!.querySelector('video')!;
const hidden = (el: Element) => videos(el).filter((v) => v !== shown(el) && !v.hasAttribute('data-spare'));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('<tv-player> hidden players and the seek of the player shown', function () {
  this.timeout(90_000);
  before(async () => {
    configure(await backendConfig());
    await watchAs('anna@example.lt');
  });

  it('loads no hidden player while the player shown seeks out of its buffer; the load goes on once the seek is out', async () => {
    const el = await fixture(html`<tv-player channel-id="3" autoplay></tv-player>`);
    await until(() => expect($playback.get().status).to.equal('playing'), 20_000);
    await until(() => {
      expect(hidden(el)).to.have.length(2);
      for (const v of hidden(el)) expect(v.readyState).to.be.at.least(2);
    }, 30_000);
    // a channel number other numbers go on from ("1": 1 or 10-19): while it waits for another
    // digit, its channel is loaded in a hidden player
    const line = await loadChannels();
    const numbers = line.map((c) => c.number);
    const typed = line.find((c) => c.number < 10 && numbers.some((x) => x !== c.number && String(x).startsWith(String(c.number))) &&
      c.subscribed !== false && !c.adult && ![2, 3, 4].includes(c.channel_id))!;
    expect(typed, 'a channel to type').to.exist;
    const typedDir = `/media/live/${typed.channel_id}/`;

    // the viewer seeks 30 min back (out of the buffer): the segment there is held
    const v = shown(el);
    const number = Math.floor((Date.now() / 1000 - 1800) / 2);
    let release = () => undefined as void;
    const gate = new Promise<void>((r) => (release = r));
    hold = (u) => (u.includes('/media/live/3/') && u.endsWith(`/${number}.m4s`) ? gate : null);
    const from = asked.length;
    v.currentTime = number * 2;
    await until(() => expect(asked.slice(from).some((u) => u.endsWith(`/${number}.m4s`)), 'the seek asks for its segment').to.equal(true));
    expect(v.seeking).to.equal(true);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: String(typed.number), bubbles: true, composed: true, cancelable: true }));
    await sleep(500);
    expect(asked.slice(from).filter((u) => new URL(u).pathname.startsWith(typedDir)), 'the typed channel loaded during the seek').to.deep.equal([]);

    release();
    hold = null;
    await until(() => expect(v.seeking, 'the seek is out').to.equal(false), 20_000);
    await until(() => expect(asked.slice(from).some((u) => new URL(u).pathname === `${typedDir}manifest.mpd`), 'the typed channel loaded after the seek').to.equal(true), 20_000);
    el.remove();
  });
});
