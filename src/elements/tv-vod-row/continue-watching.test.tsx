// <tv-vod-row> showing continue watching against the reference backend: which bookmarks make the
// row is the server's rule (a profile's own bookmarks; a programme watched to the end or a
// recording never started drops out), so these stay on the real backend. The row's other
// behaviour is tested against the fake API in VodRow.test.tsx.
import { expect, fixture, html } from '@open-wc/testing';
import { configure } from '../../core/config';
import { getProfiles } from '../../core/api/profiles';
import { loadUserinfo, startSession } from '../../core/stores/auth';
import { forgetProfile, selectProfile } from '../../core/stores/profiles';
import { clearToken } from '../../core/stores/session';
import { backendConfig, until } from '../../../tests/helpers/env';
import { root, signIn } from '../../../tests/helpers/element-dom';
import { msg } from '../../../tests/helpers/messages';
import { api } from '../../core/api/client';
import './tv-vod-row';

async function asVisitor() {
  await startSession();
  forgetProfile();
  clearToken(null);
  await loadUserinfo();
}

const cards = (el: Element) => [...root(el).querySelectorAll<HTMLAnchorElement>('a.card')];

describe('<tv-vod-row> continue watching', () => {
  before(async () => {
    configure(await backendConfig());
    await asVisitor();
  });

  it("shows the profile's progress on continue watching", async () => {
    await signIn('anna@example.lt');
    const anna = (await getProfiles()).items.find((p) => p.name === 'Anna')!;
    await selectProfile(anna);
    const row = await fixture<HTMLElement>(html`<tv-vod-row row-id="1"></tv-vod-row>`);
    await until(() => expect(cards(row).length).to.be.greaterThan(0));
    await until(() => expect(cards(row)[0]!.querySelector('[role="progressbar"]')).to.exist);
    const bar = cards(row)[0]!.querySelector('[role="progressbar"]')!;
    expect(Number(bar.getAttribute('aria-valuenow'))).to.be.within(1, 100);
    await asVisitor();
  });

  it('continues catch-up programmes and recordings too, each in its player at the bookmark; finished ones drop out', async () => {
    await signIn('anna@example.lt');
    const anna = (await getProfiles()).items.find((p) => p.name === 'Anna')!;
    await selectProfile(anna);
    // One of anna's recordings, watched a third of the way; a catch-up programme of channel 4
    // watched to the end.
    const recs = await api<{ items: { id: number; epg_id: number; title: string; start: number; stop: number }[] }>('npvr/recordings', { query: { lang: 'lt' } });
    const rec = recs.items.find((r) => r.stop < Date.now() / 1000)!;
    const third = Math.floor((rec.stop - rec.start) / 3);
    await api('bookmarks', { method: 'POST', form: { type: 'recording', event_id: rec.epg_id, position: third } });
    const nowS = Math.floor(Date.now() / 1000);
    const grid = await api<{ items: Record<string, Record<string, { id: number; title: string; start: number; stop: number }[]>> }>(
      `epggrid/channels/4/from/${nowS - 8 * 3600}/to/${nowS - 4 * 3600}/lang/lt`,
    );
    const past = { items: Object.values(grid.items['4']!).flat().filter((p) => p.start >= nowS - 8 * 3600 && p.stop < nowS - 3600) };
    const done = past.items[0]!;
    await api('bookmarks', { method: 'POST', form: { type: 'epg', event_id: done.id, position: Math.ceil((done.stop - done.start) * 0.96) } });

    const row = await fixture<HTMLElement>(html`<tv-vod-row row-id="1"></tv-vod-row>`);
    const card = (title: string) => cards(row).find((c) => c.querySelector('.title')?.textContent === title);
    await until(() => expect(!!card(rec.title)).to.equal(true));
    const recCard = card(rec.title)!;
    expect(recCard.getAttribute('href')).to.match(new RegExp(`/play\\?recording=${rec.id}$`));
    expect(recCard.textContent).to.contain(msg('continue_watching.recording'));
    // (the row's pictures are asked for once it is seen near the view: its logo comes after its title)
    await until(() => expect(card(rec.title)?.querySelector('img')?.getAttribute('src') ?? '').to.contain('/logo'));
    const recBar = recCard.querySelector('[role="progressbar"]')!;
    expect(Number(recBar.getAttribute('aria-valuenow'))).to.equal(Math.round((third / (rec.stop - rec.start)) * 100));
    // the seeded catch-up bookmark (channel 4, 10 minutes in) resumes in the catch-up player
    const catchup = cards(row).filter((c) => /\/play\?channel=4&epg=\d+&mode=catchup&resume=1$/.test(c.getAttribute('href') ?? ''));
    expect(catchup.length).to.equal(1);
    expect(catchup[0]!.textContent).to.contain(msg('continue_watching.catchup'));
    expect(Number(catchup[0]!.querySelector('[role="progressbar"]')!.getAttribute('aria-valuenow'))).to.be.within(1, 94);
    // watched to the end: not in the row; a recording never started (position 0): not either
    expect(!!card(done.title) && cards(row).some((c) => (c.getAttribute('href') ?? '').includes(`epg=${done.id}&`))).to.equal(false);
    expect(cards(row).filter((c) => (c.getAttribute('href') ?? '').includes('recording=')).length).to.equal(1);
    // VoD items stay, posters first by when they were watched
    expect(cards(row).some((c) => /\/vod-about\?id=\d+$/.test(c.getAttribute('href') ?? ''))).to.equal(true);
    await expect(row).to.be.accessible();
    await api('bookmarks', { method: 'POST', form: { type: 'recording', event_id: rec.epg_id, position: 0 } });
    await asVisitor();
  });
});
