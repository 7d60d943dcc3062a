// <tv-player> next to <tv-epg-grid>: the player reads the guide's programmes from the shared store
// instead of downloading the channel's programme list again.
import { expect, fixture, html } from '@open-wc/testing';
import { configure } from '../../core/config';
import './tv-player';
import '../tv-epg-grid/tv-epg-grid';
import { $player, $playback } from '../../core/stores/player';
import { resetEpg } from '../../core/stores/epg';
import { backendConfig, watchAs, until } from '../../../tests/helpers/env';

/** The grid requests of this page whose channel list names `id`. */
const gridCallsFor = (id: number) =>
  performance
    .getEntriesByType('resource')
    .map((e) => /\/epggrid\/channels\/([\d,]+)\//.exec(new URL(e.name).pathname)?.[1])
    .filter((ids): ids is string => !!ids && ids.split(',').includes(String(id)));

describe('<tv-player> with <tv-epg-grid> on the page', function () {
  this.timeout(60_000);
  before(async () => {
    performance.setResourceTimingBufferSize(100_000);
    configure(await backendConfig());
    await watchAs('anna@example.lt');
  });

  it('downloads the playing channel\'s programmes once, for both', async () => {
    resetEpg();
    performance.clearResourceTimings();
    const el = await fixture<HTMLElement>(html`<div style="width: 1200px">
      <tv-player channel-id="3" autoplay></tv-player>
      <tv-epg-grid></tv-epg-grid>
    </div>`);
    await until(() => {
      expect($playback.get().status).to.equal('playing');
      expect($player.get().epg_id).to.not.equal(null);
      expect($player.get().channel_loading).to.equal(false);
    }, 20_000);
    // the guide shows channel 3's programme on air, from the same data
    const grid = el.querySelector('tv-epg-grid')!;
    await until(() => expect(grid.shadowRoot!.textContent ?? '').to.contain($player.get().epg!.title ?? '\u0000'), 20_000);
    expect(gridCallsFor(3)).to.have.length(1);
  });
});
