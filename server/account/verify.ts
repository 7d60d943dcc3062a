// E-mail verification in the account's language: the mail with its link (the link carries the
// language, so the page it opens speaks it too), and the page a used, expired or broken link opens,
// with a way on (log in, the site) instead of an error a subscriber cannot read.
import { isLang, type Lang } from '../catalogue/rng';
import { esc } from '../catalogue/svg';
import type { Req } from '../http/request';
import { inputOf } from '../openapi/input';
import { LANG_NAMES, logo, pageHead } from '../domain/page-look';

interface VerifyTexts {
  subject: string;
  body: (name: string, link: string) => string;
  title: string;
  heading: string;
  lead: string;
  logIn: string;
  home: string;
  language: string;
}

const TEXTS: Record<Lang, VerifyTexts> = {
  lt: {
    subject: 'Eteris: patvirtinkite el. pašto adresą',
    body: (name, link) => `Sveiki, ${name}!\n\nPatvirtinkite savo el. pašto adresą, atidarę šią nuorodą:\n${link}\n\nNuoroda galioja 7 dienas.`,
    title: 'El. pašto patvirtinimas',
    heading: 'Nuoroda nebegalioja',
    lead: 'Ši patvirtinimo nuoroda jau panaudota arba nebegalioja. Jei el. pašto adresas jau patvirtintas, tiesiog prisijunkite.',
    logIn: 'Prisijungti',
    home: 'Į pradžią',
    language: 'Kalba',
  },
  en: {
    subject: 'Eteris: confirm your e-mail address',
    body: (name, link) => `Hello, ${name}!\n\nConfirm your e-mail address by opening this link:\n${link}\n\nThe link is valid for 7 days.`,
    title: 'E-mail confirmation',
    heading: 'This link is no longer valid',
    lead: 'This confirmation link has already been used or has expired. If your e-mail address is already confirmed, just log in.',
    logIn: 'Log in',
    home: 'Go to the home page',
    language: 'Language',
  },
  ru: {
    subject: 'Eteris: подтвердите адрес электронной почты',
    body: (name, link) => `Здравствуйте, ${name}!\n\nПодтвердите адрес электронной почты, открыв эту ссылку:\n${link}\n\nСсылка действительна 7 дней.`,
    title: 'Подтверждение электронной почты',
    heading: 'Ссылка больше не действует',
    lead: 'Эта ссылка подтверждения уже использована или истекла. Если адрес электронной почты уже подтверждён, просто войдите.',
    logIn: 'Войти',
    home: 'На главную',
    language: 'Язык',
  },
};

/** The verification mail's subject, body and link, in `lang`. */
export function verifyMailText(lang: Lang, name: string, token: string): { subject: string; body: string; link: string } {
  const link = `/client/verify-email?token=${token}&lang=${lang}`;
  const t = TEXTS[lang];
  return { subject: t.subject, body: t.body(name, link), link };
}

/** The page's language: the link's (?lang=), else the browser's first of lt/en/ru, else lt. */
export function pageLangOf(req: Req): Lang {
  const asked = inputOf<{ query: { lang?: string } }>(req).query.lang;
  if (isLang(asked)) return asked;
  const header = String(req.headers['accept-language'] ?? '');
  const ranked = header
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = Number(/^q=([\d.]+)$/.exec(params.map((p) => p.trim()).find((p) => p.startsWith('q=')) ?? '')?.[1] ?? 1);
      return { lang: tag.split('-')[0], q: Number.isFinite(q) ? q : 0, i };
    })
    .filter((x) => x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return (ranked.map((x) => x.lang).find(isLang) as Lang | undefined) ?? 'lt';
}

/** The page of a used, expired or broken verification link, in `lang`, with links to its other languages. */
export function badLinkPage(lang: Lang, token: string): string {
  const t = TEXTS[lang];
  const langLink = (l: Lang) =>
    `<a href="/client/verify-email?token=${encodeURIComponent(token)}&amp;lang=${l}" lang="${l}" hreflang="${l}"${l === lang ? ' aria-current="true"' : ''}>${LANG_NAMES[l]}</a>`;
  return `<!doctype html>
<html lang="${lang}">
<head>${pageHead(t.title)}</head>
<body><main>
<div class="top">${logo()}<nav class="langs" aria-label="${esc(t.language)}">${(['lt', 'en', 'ru'] as Lang[]).map(langLink).join('')}</nav></div>
<h1>${esc(t.heading)}</h1>
<p>${esc(t.lead)}</p>
<div class="links"><a href="/client/login?lang=${lang}&amp;redirect=%2F">${esc(t.logIn)}</a><a href="/?lang=${lang}">${esc(t.home)}</a></div>
</main></body></html>`;
}
