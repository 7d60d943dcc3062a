import { expect } from '@open-wc/testing';
import { backendConfig, shadowText, until } from '../../../tests/helpers/env';
import { answerWith, watchUncaught } from '../../../tests/helpers/faults';
import { msg } from '../../../tests/helpers/messages';
import { configure } from '../../core/config';
import { ErrorCode } from '../../core/errors';
import { $channels } from '../../core/stores/channels';
import { $epgStatus } from '../../core/stores/epg';
import { cleanup, type GridEl } from './epg-fixtures';

// The grid fetching from the reference backend when an answer has the wrong shape (the backend's
// X-Fault-Body test fault, over real HTTP): the grid's error state with the translated messages,
// and no error left uncaught.

function fetchingGrid(): GridEl {
  const el = document.createElement('tv-epg-grid') as GridEl;
  el.style.setProperty('--tv-epg-height', '500px');
  el.style.width = '1000px';
  el.style.display = 'block';
  document.body.append(el);
  return el;
}
const alert = (el: Element) => el.shadowRoot!.querySelector('[role="alert"] p')?.textContent ?? '';
const errorText = `${msg('epg.error')} ${msg('errors.unexpected_answer')}`;

describe('<tv-epg-grid> given an answer of the wrong shape', () => {
  before(async () => configure(await backendConfig()));
  afterEach(cleanup);

  it('shows its error state for a malformed channel line-up', async () => {
    // the number is text and the name an object: rows the grid cannot draw
    const fault = answerWith(/\/channels\?/, { items: [{ channel_id: 1, number: 'one', name: { lt: 'LRT' } }] });
    const uncaught = watchUncaught();
    try {
      const el = fetchingGrid();
      await until(() => expect(alert(el)).to.equal(errorText));
      expect(fault.count).to.be.greaterThan(0);
      expect($channels.get().error?.code).to.equal(ErrorCode.UNEXPECTED_ANSWER);
      expect($channels.get().data).to.deep.equal([]);
      expect(shadowText(el)).not.to.contain('[object Object]');
    } finally {
      fault.restore();
      uncaught.stop();
    }
    expect(uncaught.seen).to.deep.equal([]);
  });

  it('shows its error state for a malformed programme grid, and the line-up stays', async () => {
    // programmes without a time, with a number for a title
    const fault = answerWith(/\/epggrid\//, { items: { '1': { '20000': [{ id: 5, channel_id: 1, start: 'soon', stop: null, title: 7 }] } } });
    const uncaught = watchUncaught();
    try {
      const el = fetchingGrid();
      await until(() => expect(alert(el)).to.equal(errorText));
      expect(fault.count).to.be.greaterThan(0);
      expect($epgStatus.get().error?.code).to.equal(ErrorCode.UNEXPECTED_ANSWER);
      expect($channels.get().error).to.equal(null);
      expect($channels.get().data.length).to.be.greaterThan(5);
    } finally {
      fault.restore();
      uncaught.stop();
    }
    expect(uncaught.seen).to.deep.equal([]);
  });
});
