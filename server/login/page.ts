// The reference login page: a small self-contained HTML form (labelled inputs, autofocus) in the
// site's look (server/domain/page-look.ts), with links to itself in the other languages.
import type { Lang } from '../catalogue/rng';
import { esc } from '../catalogue/svg';
import { LANG_NAMES, logo, pageHead } from '../domain/page-look';
import { withQuery } from './redirect';
import { LOGIN_TEXTS } from './texts';

interface LoginPageOptions {
  lang: Lang;
  redirect: string;
  email?: string;
  error?: string;
  errorField?: 'email' | 'password';
  /** The language was asked for (query or form): the way back to the site carries it (?lang=). */
  carryLang?: boolean;
}

export function loginPage(o: LoginPageOptions): string {
  const t = LOGIN_TEXTS[o.lang];
  const langLink = (l: Lang) =>
    `<a href="/client/login?lang=${l}&amp;redirect=${encodeURIComponent(o.redirect)}" lang="${l}" hreflang="${l}"${l === o.lang ? ' aria-current="true"' : ''}>${LANG_NAMES[l]}</a>`;
  const err = o.error ? `<p class="error" role="alert" id="login-error">${esc(o.error)}</p>` : '';
  const focusEmail = !o.errorField || o.errorField === 'email';
  return `<!doctype html>
<html lang="${o.lang}">
<head>${pageHead(t.title!)}</head>
<body><main>
<div class="top">${logo()}<nav class="langs" aria-label="${esc(t.language!)}">${(['lt', 'en', 'ru'] as Lang[]).map(langLink).join('')}</nav></div>
<h1>${esc(t.heading!)}</h1>
${err}
<form method="post" action="/client/login" novalidate>
<input type="hidden" name="redirect" value="${esc(o.redirect)}">
<input type="hidden" name="lang" value="${o.lang}">
<label for="email">${esc(t.email!)}</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${esc(o.email ?? '')}"${focusEmail ? ' autofocus' : ''}${o.errorField === 'email' ? ' aria-invalid="true" aria-describedby="login-error"' : ''}>
<label for="password">${esc(t.password!)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${focusEmail ? '' : ' autofocus'}${o.errorField === 'password' ? ' aria-invalid="true" aria-describedby="login-error"' : ''}>
<button type="submit">${esc(t.submit!)}</button>
</form>
<div class="links"><a href="/password-recovery">${esc(t.forgot!)}</a><a href="/register?fresh=true">${esc(t.register!)}</a></div>
<p class="hint">${esc(t.demo!)}</p>
<p class="hint"><a href="${esc(o.carryLang ? withQuery(o.redirect, 'lang', o.lang) : o.redirect)}">${esc(t.back!)}</a></p>
</main></body></html>`;
}

/** The page a link to /client/logout opens: signing out is its button's POST, never the link itself. */
export function logoutPage(o: { lang: Lang; redirect: string }): string {
  const t = LOGIN_TEXTS[o.lang];
  return `<!doctype html>
<html lang="${o.lang}">
<head>${pageHead(t.logoutTitle!)}</head>
<body><main>
<div class="top">${logo()}</div>
<h1>${esc(t.logoutHeading!)}</h1>
<form method="post" action="/client/logout">
<input type="hidden" name="redirect" value="${esc(o.redirect)}">
<button type="submit" autofocus>${esc(t.logoutSubmit!)}</button>
</form>
<p class="hint"><a href="${esc(o.redirect)}">${esc(t.back!)}</a></p>
</main></body></html>`;
}
