// The status screen, against the fake API (the OpenAPI document's examples): it says when the
// service was checked on the Vilnius clock, whatever the browser's time zone (the test browser runs
// in UTC), and a check that fails says so and offers Retry, which asks again; with the calls on the
// wire.
import { expect, fixture, html } from '@open-wc/testing';
import { until } from '../../../tests/helpers/env';
import { root } from '../../../tests/helpers/element-dom';
import { msg } from '../../../tests/helpers/messages';
import { networkDown, type FakeApi } from '../../../tests/fakes/api';
import { useFakeApi } from '../../../tests/fakes/suite';
import './tv-status';

/** Every second's wall-clock time ("HH:mm:ss") in `zone` from `from` to `to`. */
function clockTimes(from: number, to: number, zone: string): string[] {
  const f = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
  const out: string[] = [];
  for (let s = Math.floor(from / 1000); s <= Math.ceil(to / 1000); s++) out.push(f.format(s * 1000));
  return out;
}

const CHECK = 'GET /userinfo';
let api: FakeApi;
const line = (el: Element) => root(el).querySelector('#service-h + p')?.textContent ?? '';
/** The service checks on the wire (the public API's userinfo). */
const checks = () => api.callsTo(CHECK).filter((c) => c.path === '/api/public/v1/userinfo');

describe('<tv-status>', () => {
  api = useFakeApi();

  it('shows the time of the check on the Vilnius clock', async () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).to.equal('UTC');
    const before = Date.now();
    const el = await fixture(html`<tv-status></tv-status>`);
    await until(() => expect(line(el)).to.match(/\d:\d\d:\d\d/));
    const after = Date.now();
    const shown = /(\d{1,2}:\d\d:\d\d)/.exec(line(el))![1]!.padStart(8, '0');
    expect(clockTimes(before, after, 'Europe/Vilnius')).to.include(shown);
    expect(checks().length).to.be.greaterThan(0);
  });

  it('says when the service cannot be reached, and Retry checks again', async () => {
    api.answer(CHECK, networkDown);
    const el = await fixture(html`<tv-status></tv-status>`);
    await until(() => expect(line(el)).to.equal(msg('status.service_down')));
    const asked = checks().length;
    expect(asked).to.be.greaterThan(0);
    const retry = [...root(el).querySelectorAll('button')].find((b) => b.textContent === msg('register.retry'))!;
    expect(retry).to.exist;
    // the service is back: Retry asks again and the screen says when it answered
    api.reset();
    retry.click();
    await until(() => expect(line(el)).to.match(/\d:\d\d:\d\d/));
    expect(checks()).to.have.length(1);
    expect([...root(el).querySelectorAll('button')].some((b) => b.textContent === msg('register.retry'))).to.equal(false);
  });
});
