// Which live segments a zap starts with (src/player/live-edge.ts): the MPD template maths, and the
// reference head-end's real live manifest.
import { expect } from '@open-wc/testing';
import { configure, config } from '../../src/core/config';
import { isoSeconds, liveStartSegments, parseLiveTemplate } from '../../src/player/live-edge';
import { backendConfig } from '../helpers/env';

const mpd = (opts: { type?: string; media?: string; timeline?: boolean; base?: string } = {}) => `<?xml version="1.0"?>
<MPD xmlns="urn:mpeg:dash:schema:mpd:2011" type="${opts.type ?? 'dynamic'}" availabilityStartTime="1970-01-01T00:00:00Z"
  suggestedPresentationDelay="PT6S" maxSegmentDuration="PT2S" minBufferTime="PT2S">
  ${opts.base ? `<BaseURL>${opts.base}</BaseURL>` : ''}
  <Period id="p0" start="PT0S">
    <AdaptationSet contentType="video" mimeType="video/mp4">
      <SegmentTemplate timescale="90000" duration="180000" startNumber="0" initialization="$RepresentationID$/init.mp4"
        media="${opts.media ?? '$RepresentationID$/$Number$.m4s'}">${opts.timeline ? '<SegmentTimeline><S t="0" d="180000"/></SegmentTimeline>' : ''}</SegmentTemplate>
      <Representation id="v360" bandwidth="140000"/>
      <Representation id="v180" bandwidth="60000"/>
    </AdaptationSet>
    <AdaptationSet contentType="audio" mimeType="audio/mp4">
      <SegmentTemplate timescale="48000" duration="96000" startNumber="0" initialization="$RepresentationID$/init.mp4" media="$RepresentationID$/$Number$.m4s"/>
      <Representation id="a" bandwidth="35000"/>
    </AdaptationSet>
  </Period>
</MPD>`;

const url = 'https://tv.example/media/live/7/manifest.mpd';

describe('live start segments', () => {
  it('reads ISO durations', () => {
    expect(isoSeconds('PT6S')).to.equal(6);
    expect(isoSeconds('PT1H2M3.5S')).to.equal(3723.5);
    expect(isoSeconds('P1DT1S')).to.equal(86401);
    expect(isoSeconds('6 seconds')).to.equal(null);
  });

  it('names the segment holding now - maxSegmentDuration - delay, and the next one, per representation', () => {
    const tpl = parseLiveTemplate(mpd(), url)!;
    expect(tpl.behind).to.equal(8);
    // now 1000.5: the live start is at 992.5, in segment 496 ([992, 994))
    expect(liveStartSegments(tpl, ['v180', 'a'], 1000.5)).to.deep.equal([
      'https://tv.example/media/live/7/v180/496.m4s',
      'https://tv.example/media/live/7/v180/497.m4s',
      'https://tv.example/media/live/7/a/496.m4s',
      'https://tv.example/media/live/7/a/497.m4s',
    ]);
    expect(liveStartSegments(tpl, ['v360'], 1002, 0)).to.deep.equal(['https://tv.example/media/live/7/v360/497.m4s']);
    expect(liveStartSegments(tpl, ['nope'], 1000)).to.deep.equal([]);
  });

  it('resolves BaseURL and zero-padded numbers', () => {
    const tpl = parseLiveTemplate(mpd({ base: '../../live/9/', media: 'seg-$RepresentationID$-$Number%05d$.m4s' }), 'https://tv.example/media/catchup/9/manifest.mpd')!;
    expect(liveStartSegments(tpl, ['v360'], 1000, 0)).to.deep.equal(['https://tv.example/media/live/9/seg-v360-00496.m4s']);
  });

  it('gives up on what it does not understand (static, SegmentTimeline, $Time$, not an MPD)', () => {
    expect(parseLiveTemplate(mpd({ type: 'static' }), url)).to.equal(null);
    // the video set is skipped (SegmentTimeline / $Time$), the plain audio set is still understood
    for (const odd of [mpd({ timeline: true }), mpd({ media: '$RepresentationID$/$Time$.m4s' })]) {
      expect([...parseLiveTemplate(odd, url)!.reps.keys()]).to.deep.equal(['a']);
    }
    expect(parseLiveTemplate('<html></html>', url)).to.equal(null);
    expect(parseLiveTemplate('not xml', url)).to.equal(null);
  });

  it('reads the manifest without DOMParser (no Trusted Types sink): comments, CDATA, entities, prefixes', () => {
    const real = window.DOMParser;
    (window as { DOMParser: unknown }).DOMParser = function () {
      throw new Error('DOMParser used');
    };
    try {
      const odd = mpd({ base: '<![CDATA[../../live/9/]]>', media: 'seg-$RepresentationID$-$Number$.m4s?a=1&amp;b=2' })
        .replace('<Period', '<!-- a comment with <tags> --><Period')
        .replace('<MPD xmlns=', '<!DOCTYPE MPD>\n<MPD xmlns:x="urn:x" x:note=\'it&apos;s\' xmlns=');
      const tpl = parseLiveTemplate(odd, 'https://tv.example/media/catchup/9/manifest.mpd')!;
      expect(liveStartSegments(tpl, ['v360'], 1000, 0)).to.deep.equal(['https://tv.example/media/live/9/seg-v360-496.m4s?a=1&b=2']);
      expect(parseLiveTemplate('<MPD type="dynamic"><Period></MPD>', url)).to.equal(null);
    } finally {
      window.DOMParser = real;
    }
  });

  it('names segments the reference head-end serves for its real live manifest', async () => {
    configure(await backendConfig());
    const manifest = new URL('live/4/manifest.mpd', config().mediaBase).toString();
    const tpl = parseLiveTemplate(await (await fetch(manifest)).text(), manifest);
    expect(tpl).to.not.equal(null);
    const urls = liveStartSegments(tpl!, [...tpl!.reps.keys()], Date.now() / 1000);
    expect(urls.length).to.equal(2 * tpl!.reps.size);
    for (const u of urls) {
      expect(u.startsWith(new URL('live/4/', config().mediaBase).toString())).to.equal(true);
      expect((await fetch(u)).status, u).to.equal(200);
    }
  });
});
