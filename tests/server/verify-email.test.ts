// E-mail verification as a subscriber meets it: the mail comes in the account's language, and a
// used, expired or broken link opens a page in the link's (or the browser's) language with a way
// on, never a JSON error.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { call, startServer, type Server } from './helpers';

let s: Server;
before(async () => {
  s = await startServer();
});
after(() => s.stop());

interface Mail { to: string; subject: string; body: string; kind: string; link: string }

/** Registers `email` in `lang` as the register page does, and returns the mail it was sent, read from the demo mailbox. */
async function register(email: string, lang: string): Promise<Mail> {
  const form = { name: 'Ona', surname: 'Onaitė', city: 'Kaunas', email, phone: '+370 612 34 567', password: 'Slaptas1!', password_confirm: 'Slaptas1!', terms: '1', lang };
  const r = await call(s.url, '/api/public/v1/register', { method: 'POST', form });
  assert.equal(r.status, 201, r.text);
  const box = await call(s.url, '/client/mailbox', { headers: { Cookie: /eteris_mailbox=[^;]*/.exec(r.headers.get('set-cookie') ?? '')![0] } });
  assert.equal(box.status, 200);
  const mail = (await call(s.url, `/__test/mails?to=${encodeURIComponent(email)}`)).body.items[0] as Mail;
  assert.equal(mail.kind, 'verify');
  assert.ok(box.text.includes(mail.subject), 'the mailbox shows the mail');
  return mail;
}

const heading = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1];

describe('e-mail verification', () => {
  it("mails the link in the account's language", async () => {
    const words = { lt: /Patvirtinkite savo el\. pašto adresą/, en: /Confirm your e-mail address/, ru: /Подтвердите адрес электронной почты/ };
    for (const [lang, text] of Object.entries(words)) {
      const mail = await register(`ona.${lang}@example.lt`, lang);
      assert.match(mail.body, text, `${lang}: ${mail.body}`);
      assert.match(mail.subject, lang === 'lt' ? /patvirtinkite/ : lang === 'en' ? /confirm your e-mail/ : /подтвердите/, mail.subject);
      assert.ok(mail.body.includes(mail.link));
      assert.match(mail.link, new RegExp(`^/client/verify-email\\?token=[A-Za-z0-9_-]+&lang=${lang}$`));
    }
  });

  it('a used link opens a page in the account\'s language with a way on; a broken one in the browser\'s', async () => {
    const mail = await register('jonas.en@example.lt', 'en');
    const first = await call(s.url, mail.link);
    assert.equal(first.status, 303);
    assert.match(first.headers.get('location') ?? '', /^\/status\?email_verified=1/);
    const again = await call(s.url, mail.link);
    assert.equal(again.status, 400);
    assert.match(again.headers.get('content-type') ?? '', /^text\/html/);
    assert.match(again.text, /<html lang="en">/);
    assert.equal(heading(again.text), 'This link is no longer valid');
    assert.ok(!again.text.includes('"error"'), 'no JSON error');
    assert.match(again.text, /<a href="\/client\/login\?lang=en&amp;redirect=%2F">Log in<\/a>/);
    assert.match(again.text, /<a href="\/\?lang=en">Go to the home page<\/a>/);

    const ru = await call(s.url, '/client/verify-email?token=nope', { headers: { 'Accept-Language': 'de-DE,ru;q=0.9,en;q=0.8' } });
    assert.equal(ru.status, 400);
    assert.match(ru.text, /<html lang="ru">/);
    assert.equal(heading(ru.text), 'Ссылка больше не действует');
    assert.match(ru.text, />Войти<\/a>/);
    const plain = await call(s.url, '/client/verify-email');
    assert.equal(plain.status, 400);
    assert.match(plain.text, /<html lang="lt">/);
    assert.equal(heading(plain.text), 'Nuoroda nebegalioja');
  });
});
