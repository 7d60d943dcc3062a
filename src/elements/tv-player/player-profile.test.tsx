// A VoD item is a profile's (its locks, its bookmark): <tv-player vod-id> alone on a page (a CMS
// article, no session gate) with a signed-in viewer who has chosen no profile says so with a way
// forward, asks for no licence, and plays once a profile is chosen. Before, it stayed at "loading"
// for ever (it waited for a choice nobody on the page could make).
import { expect, fixture, html } from '@open-wc/testing';
import { configure } from '../../core/config';
import './tv-player';
import { playbackOf } from '../../../tests/helpers/player-state';
import { loadProfiles, selectProfile } from '../../core/stores/profiles';
import { backendConfig, keepBookmarks, loginAs, until } from '../../../tests/helpers/env';
import { msg } from '../../../tests/helpers/messages';

const licences = () => performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname.startsWith('/drm/'));

describe('<tv-player vod-id> before a profile is chosen', function () {
  this.timeout(60_000);
  before(async () => {
    performance.setResourceTimingBufferSize(100_000);
    configure(await backendConfig());
    await loginAs('anna@example.lt'); // three profiles: no automatic choice
  });

  it('says to choose who is watching (with a link to the item on the site), then plays once a profile is chosen', async () => {
    const el = await fixture<HTMLElement>(html`<tv-player vod-id="4" autoplay></tv-player>`);
    const alert = () => el.shadowRoot!.querySelector<HTMLElement>('[role="alert"]');
    await until(() => expect(alert()?.textContent ?? '').to.contain(msg('player.choose_profile')), 20_000);
    const link = [...alert()!.querySelectorAll('a')].find((a) => a.textContent === msg('player.choose_profile_action'));
    expect(link?.getAttribute('href') ?? '').to.match(/\/vod-play\?id=4$/);
    // nothing to retry: the choice itself goes on
    expect([...alert()!.querySelectorAll('button')].some((b) => b.textContent === msg('common.retry'))).to.equal(false);
    expect(licences()).to.have.length(0);

    const { items } = await loadProfiles();
    await selectProfile(items.find((p) => p.master_flag)!);
    // (what it plays from here writes the profile's bookmark: put back for later files)
    const restoreBookmarks = await keepBookmarks();
    await until(() => expect(playbackOf(el).status).to.equal('playing'), 30_000);
    await until(() => expect(alert()?.textContent ?? '').to.equal(''));
    expect(licences().some((e) => /vod_id=4\b/.test(e.name))).to.equal(true);
    el.remove();
    await restoreBookmarks();
  });
});
