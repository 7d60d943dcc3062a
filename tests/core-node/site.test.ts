// A page is a partner's (cross-site: the operator's cookies are not sent to it) when its host and
// the login service's are not one registrable domain. Hosting platforms and multi-label country
// suffixes put unrelated owners under one suffix: they are different sites.
import { describe, it, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { configure, crossSitePage } from '../../src/core/config';

const g = globalThis as { location?: { hostname: string; origin: string } };

/** Whether a page on `pageHost` counts as another site than a login service on `loginHost`. */
function crossSite(pageHost: string, loginHost: string): boolean {
  g.location = { hostname: pageHost, origin: `https://${pageHost}` };
  configure({ clientBase: `https://${loginHost}/client/` });
  return crossSitePage();
}

describe('the cross-site rule', () => {
  afterEach(() => delete g.location);

  it('tells apart two customers of one hosting platform', () => {
    assert.equal(crossSite('partner.github.io', 'operator.github.io'), true);
    assert.equal(crossSite('shop.netlify.app', 'tv.netlify.app'), true);
    assert.equal(crossSite('a.b.vercel.app', 'c.b.vercel.app'), false);
  });

  it('tells apart two owners under a country suffix, and joins hosts of one owner', () => {
    assert.equal(crossSite('partner.co.uk', 'operator.co.uk'), true);
    assert.equal(crossSite('www.partner.com.au', 'login.operator.com.au'), true);
    assert.equal(crossSite('shop.example.co.uk', 'www.example.co.uk'), false);
    assert.equal(crossSite('SHOP.Example.CO.UK.', 'www.example.co.uk'), false);
  });

  it('keeps the plain cases: two hosts of a .lt site are one, another domain is not', () => {
    assert.equal(crossSite('www.eteris.lt', 'login.eteris.lt'), false);
    assert.equal(crossSite('naujienos.lt', 'login.eteris.lt'), true);
    assert.equal(crossSite('localhost', 'localhost'), false);
    assert.equal(crossSite('127.0.0.1', 'localhost'), true);
  });
});
