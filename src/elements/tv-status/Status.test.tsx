// The status screen says when the service was checked on the Vilnius clock, whatever the
// browser's time zone (the test browser runs in UTC).
import { expect, fixture, html } from '@open-wc/testing';
import { configure } from '../../core/config';
import { backendConfig, until } from '../../../tests/helpers/env';
import { root } from '../../../tests/helpers/element-dom';
import './tv-status';

/** Every second's wall-clock time ("HH:mm:ss") in `zone` from `from` to `to`. */
function clockTimes(from: number, to: number, zone: string): string[] {
  const f = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
  const out: string[] = [];
  for (let s = Math.floor(from / 1000); s <= Math.ceil(to / 1000); s++) out.push(f.format(s * 1000));
  return out;
}

describe('<tv-status>', () => {
  before(async () => configure(await backendConfig()));

  it('shows the time of the check on the Vilnius clock', async () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).to.equal('UTC');
    const before = Date.now();
    const el = await fixture(html`<tv-status></tv-status>`);
    const line = () => root(el).querySelector('#service-h + p')?.textContent ?? '';
    await until(() => expect(line()).to.match(/\d:\d\d:\d\d/));
    const after = Date.now();
    const shown = /(\d{1,2}:\d\d:\d\d)/.exec(line())![1]!.padStart(8, '0');
    expect(clockTimes(before, after, 'Europe/Vilnius')).to.include(shown);
  });
});
