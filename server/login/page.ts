// The reference login page: a small self-contained HTML form (own CSS, labelled inputs, autofocus).
import type { Lang } from '../catalogue/rng';
import { esc } from '../catalogue/svg';
import { LOGIN_TEXTS } from './texts';

export const PAGE_CSS = `
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;background:#0f1720;color:#e8eef5;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
main{width:min(92vw,400px);background:#182330;border-radius:14px;padding:32px;box-shadow:0 10px 40px #0007}
h1{font-size:1.4rem;margin:0 0 20px}label{display:block;font-weight:600;margin:14px 0 6px}
input{width:100%;padding:11px 12px;border-radius:8px;border:1px solid #3a4b5e;background:#0f1720;color:inherit;font:inherit}
input:focus{outline:3px solid #4da3ff;outline-offset:1px}
button{margin-top:22px;width:100%;padding:12px;border:0;border-radius:8px;background:#2f80ed;color:#fff;font:inherit;font-weight:700;cursor:pointer}
button:hover{background:#1f6fd8}.error{background:#5c1d24;border:1px solid #c0392b;padding:10px 12px;border-radius:8px;margin-bottom:12px}
.links{display:flex;justify-content:space-between;margin-top:16px;font-size:.9rem}a{color:#8cc4ff}.langs{text-align:right;font-size:.85rem;margin-bottom:8px}
.langs a{margin-left:8px}.langs a[aria-current]{font-weight:700;color:#fff}.hint{font-size:.8rem;color:#9fb0c2;margin-top:18px}`;

export interface LoginPageOptions {
  lang: Lang;
  redirect: string;
  email?: string;
  error?: string;
  errorField?: 'email' | 'password';
}

export function loginPage(o: LoginPageOptions): string {
  const t = LOGIN_TEXTS[o.lang];
  const langLink = (l: Lang) =>
    `<a href="/client/login?lang=${l}&amp;redirect=${encodeURIComponent(o.redirect)}" lang="${l}"${l === o.lang ? ' aria-current="true"' : ''}>${l.toUpperCase()}</a>`;
  const err = o.error ? `<p class="error" role="alert" id="login-error">${esc(o.error)}</p>` : '';
  const focusEmail = !o.errorField || o.errorField === 'email';
  return `<!doctype html>
<html lang="${o.lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(t.title!)} · Eteris</title><style>${PAGE_CSS}</style></head>
<body><main>
<nav class="langs" aria-label="Language">${(['lt', 'en', 'ru'] as Lang[]).map(langLink).join('')}</nav>
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
<p class="hint"><a href="${esc(o.redirect)}">${esc(t.back!)}</a></p>
</main></body></html>`;
}
