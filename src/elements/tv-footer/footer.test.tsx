// <tv-footer>'s row of links: the documents (buttons that open a dialog) and the editors' catalogue
// (a link to another page) read as one row, their text on one line. The footer reads nothing from
// the API until a document is opened: the fake API (tests/fakes/api.ts) gives the configuration and
// records that no call goes out.
import { expect, fixture } from '@open-wc/testing';
import './tv-footer';
import { until } from '../../../tests/helpers/env';
import { type FakeApi } from '../../../tests/fakes/api';
import { useFakeApi } from '../../../tests/fakes/suite';

let api: FakeApi;

describe('<tv-footer>', () => {
  api = useFakeApi();

  for (const width of [1920, 1280]) {
    it(`sets every link of the documents' row on one line at ${width} px`, async () => {
      const box = await fixture<HTMLDivElement>(`<div style="width: ${width}px"><tv-footer></tv-footer></div>`);
      const el = box.querySelector('tv-footer')!;
      await until(() => expect(el.shadowRoot?.querySelectorAll('.docs .link').length).to.equal(5));
      const tops = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.docs .link')].map((l) => `${l.textContent}: ${Math.round(l.getBoundingClientRect().top)}`);
      const first = tops[0]!.split(': ')[1];
      expect(tops.filter((x) => x.split(': ')[1] !== first), tops.join(', ')).to.deep.equal([]);
      expect(api.calls.map((c) => c.path)).to.deep.equal([]);
    });
  }
});
