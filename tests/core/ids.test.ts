// Ids in the page's address and in what the browser keeps are opaque positive integers up to
// 2^53 - 1 (a programme's id has ten digits from channel 10 on): read in full, never cut at a
// digit count, and a spelling past that bound or with a leading zero is no id.
import { expect } from '@open-wc/testing';
import { parseId } from '../../src/core/ids';
import { idFromAddress } from '../../src/elements/shared/catalogue-ui';
import { parseAddress } from '../../src/elements/tv-subscription/address';

const MAX = Number.MAX_SAFE_INTEGER;

describe('ids (src/core/ids.ts) where the client reads them', () => {
  const here = location.href;
  after(() => history.replaceState(null, '', here));

  it('reads ids of ten digits up to 2^53 - 1, and no spelling past it or with a leading zero', () => {
    expect(parseId('1505988150')).to.equal(1505988150);
    expect(parseId(String(MAX))).to.equal(MAX);
    for (const bad of ['9007199254740992', '99999999999999999', '015', '0', '-3', '1.5', '', null]) expect(parseId(bad), String(bad)).to.equal(null);
  });

  it("a catalogue screen's ?id= and the products screen's address take ten-digit ids", () => {
    history.replaceState(null, '', `${location.pathname}?id=1505988150`);
    expect(idFromAddress()).to.equal(1505988150);
    history.replaceState(null, '', `${location.pathname}?id=0150`);
    expect(idFromAddress()).to.equal(null);
    const a = parseAddress('/subscription/plans/1234567890', `?plan=${MAX}&extras=1000000001,2&chid=1500000000`);
    expect([a.productId, a.plan, a.extras, a.chid]).to.deep.equal([1234567890, MAX, [1000000001, 2], 1500000000]);
  });
});
