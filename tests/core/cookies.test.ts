import { expect } from '@open-wc/testing';
import Cookies from 'js-cookie';
import { cookieAttributes, getEncryptedCookie, removeCookie, setEncryptedCookie } from '../../src/core/cookies';
import { decrypt, encrypt } from '../../src/core/cookies/crypto';

const isString = (v: unknown): v is string => typeof v === 'string';

describe('cookies', () => {
  afterEach(() => removeCookie('_t'));

  it('stores values encrypted and reads them back', async () => {
    await setEncryptedCookie('_t', 'en', 365);
    const raw = Cookies.get('_t')!;
    expect(raw).to.be.a('string');
    // not the value, plain or JSON-quoted (a random ciphertext may contain the letters "en" by chance)
    expect(raw).not.to.equal('en');
    expect(raw).not.to.contain('"');
    expect(raw.length).to.be.greaterThan(20);
    expect(await getEncryptedCookie('_t', isString)).to.equal('en');
  });

  it('uses a fresh IV each time', async () => {
    expect(await encrypt('x')).not.to.equal(await encrypt('x'));
    expect(await decrypt(await encrypt('labas'))).to.equal('labas');
  });

  it('logs and removes a corrupt cookie', async () => {
    const warnings: unknown[][] = [];
    const orig = console.warn;
    console.warn = (...a: unknown[]) => warnings.push(a);
    try {
      Cookies.set('_t', 'garbage-value', { path: '/' });
      expect(await getEncryptedCookie('_t', isString)).to.equal(undefined);
      expect(Cookies.get('_t')).to.equal(undefined);
      expect(String(warnings[0]?.[0])).to.contain('corrupt cookie _t');
      // A value that decrypts but fails validation is corrupt too.
      await setEncryptedCookie('_t', 42, 1);
      expect(await getEncryptedCookie('_t', isString)).to.equal(undefined);
      expect(Cookies.get('_t')).to.equal(undefined);
    } finally {
      console.warn = orig;
    }
  });

  it('is SameSite Lax in a first-party page with the given lifetime', () => {
    expect(cookieAttributes(365)).to.deep.equal({ expires: 365, sameSite: 'Lax', path: '/' });
  });
});
