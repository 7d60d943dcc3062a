import { expect, fixture, html } from '@open-wc/testing';
import { configure } from '../../core/config';
import { ErrorCode } from '../../core/errors';
import { loadUserinfo, startSession } from '../../core/stores/auth';
import { forgetProfile } from '../../core/stores/profiles';
import { clearToken } from '../../core/stores/session';
import { backendConfig, shadowText, until } from '../../../tests/helpers/env';
import { root } from '../../../tests/helpers/element-dom';
import { answerWith, watchUncaught } from '../../../tests/helpers/faults';
import { msg } from '../../../tests/helpers/messages';
import './tv-vod-row';

// A row fetched from the reference backend whose items are not what the row's type promises (the
// backend's X-Fault-Body test fault, over real HTTP): the row's error state with the translated
// message, no poster drawn from the misfit, and no error left uncaught.

describe('<tv-vod-row> given an answer of the wrong shape', () => {
  before(async () => {
    configure(await backendConfig());
    await startSession();
    forgetProfile();
    clearToken(null);
    await loadUserinfo();
  });

  it('shows its error state when a VoD row holds an item that is not a VoD item', async () => {
    // the row itself is well formed; its one item has a number for a title and nothing else
    const row = { id: 2, title: 'Naujienos', type: 'vod', personal: false, items: [{ id: 5, title: 7 }], total: 1, offset: 0, limit: 20 };
    const fault = answerWith(/\/smartrows\/2\?/, row);
    const uncaught = watchUncaught();
    try {
      const wrap = await fixture<HTMLElement>(html`<div style="width: 700px"><tv-vod-row row-id="2"></tv-vod-row></div>`);
      const el = wrap.querySelector('tv-vod-row')!;
      await until(() => expect(root(el).querySelector('[role="alert"] p')?.textContent).to.equal(msg('errors.unexpected_answer')));
      expect(fault.count).to.be.greaterThan(0);
      expect(shadowText(el)).to.contain(String(ErrorCode.UNEXPECTED_ANSWER));
      expect(root(el).querySelectorAll('a.card')).to.have.length(0);
    } finally {
      fault.restore();
      uncaught.stop();
    }
    expect(uncaught.seen).to.deep.equal([]);
  });
});
