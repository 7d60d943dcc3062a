// The look of the backend's own HTML pages (login, hosted payment, e-mail verification, mailbox):
// the site's dark theme and red accent (site/public/site.css, src/elements/shared/base-styles.ts),
// a stylesheet and the site's favicon served from /client/ (server/login/brand.ts), so the pages
// need no inline style and run under a strict Content-Security-Policy, which they send. Here
// because the login service and the account pages both draw them.
import { createHash } from 'node:crypto';
import type { Res } from '../http/response';
import type { Lang } from '../catalogue/rng';
import { esc } from '../catalogue/svg';
import { PAGE_CSP, PAGE_HEADERS, pageCsp } from '../http/browser-policy';

export const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28"><circle cx="14" cy="14" r="13" fill="#e5484d"/><path d="M10 8.5l9 5.5-9 5.5z" fill="#fff"/></svg>\n';

// Colours of the elements' base styles: bg #0f1115, surface #1a1d24, surface-2 #252a33, text
// #f2f4f8, muted #a9b0bd, accent #d0312d with white text (5:1), focus #7cc4ff.
export const PAGE_CSS = `:root{color-scheme:dark}
*,*::before,*::after{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;padding:24px 12px;background:#0f1115;color:#f2f4f8;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{width:min(100%,420px);background:#1a1d24;border:1px solid #252a33;border-radius:12px;padding:24px 28px 28px;box-shadow:0 12px 40px #0008}
.top{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:8px 16px;margin:0 0 20px}
.logo{display:inline-flex;align-items:center;gap:10px;font-size:1.25rem;font-weight:700;color:#f2f4f8;text-decoration:none}
.logo img{display:block;width:28px;height:28px}
h1{font-size:1.375rem;line-height:1.3;margin:0 0 12px}
label{display:block;font-weight:600;margin:14px 0 6px}
input{width:100%;padding:11px 12px;border-radius:8px;border:1px solid #7a8291;background:#0f1115;color:inherit;font:inherit}
input[aria-invalid="true"]{border-color:#ff8a80}
a{color:#f2f4f8;text-underline-offset:3px}
a:hover{color:#fff}
:focus-visible{outline:3px solid #7cc4ff;outline-offset:2px}
input:focus{outline:3px solid #7cc4ff;outline-offset:1px}
button{display:block;margin-top:24px;width:100%;padding:12px;border:0;border-radius:8px;background:#d0312d;color:#fff;font:inherit;font-weight:700;cursor:pointer}
button:hover{background:#b3261e}
.error{background:#3a1518;border:1px solid #e5484d;color:#f2f4f8;padding:10px 12px;border-radius:8px;margin:0 0 12px}
.field-error{color:#ffa8a8;margin:4px 0 0;font-size:.9rem}
.links{display:flex;flex-wrap:wrap;justify-content:space-between;gap:8px 16px;margin-top:18px;font-size:.9375rem}
.langs{display:flex;gap:2px}
.langs a{padding:4px 8px;border-radius:6px;color:#a9b0bd;font-size:.875rem;font-weight:600;text-decoration:none}
.langs a:hover{color:#f2f4f8;background:#252a33}
.langs a[aria-current]{color:#f2f4f8;background:#252a33}
.hint{font-size:.875rem;color:#a9b0bd;margin:16px 0 0}
.hint a{color:inherit}
body.wide{place-items:start center}
body.wide main{width:min(100%,720px)}
article{border-top:1px solid #252a33;padding:8px 0}
pre{white-space:pre-wrap;background:#0f1115;padding:10px;border-radius:8px}
`;

const version = (s: string) => createHash('sha256').update(s).digest('hex').slice(0, 10);
const STYLE_HREF = `/client/style.css?v=${version(PAGE_CSS)}`;
const FAVICON_HREF = `/client/favicon.svg?v=${version(FAVICON_SVG)}`;

/** The inside of `<head>`: charset, viewport, title, favicon and stylesheet. */
export function pageHead(title: string): string {
  return `<meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)} · Eteris</title>
<link rel="icon" href="${FAVICON_HREF}" type="image/svg+xml"><link rel="stylesheet" href="${STYLE_HREF}">`;
}

/** The site's logo: its mark and name. */
export function logo(): string {
  return `<span class="logo"><img src="${FAVICON_HREF}" alt="" width="28" height="28">Eteris</span>`;
}

/**
 * Sends one of the pages: never cached, never framed, under PAGE_CSP (the app adds nosniff and the
 * referrer policy); `formTargets` are other origins its form's answer may redirect to.
 */
export function sendPage(res: Res, status: number, body: string, formTargets: string[] = []): void {
  res.setHeader('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(PAGE_HEADERS)) res.setHeader(name, value);
  res.setHeader('Content-Security-Policy', formTargets.length ? pageCsp(formTargets) : PAGE_CSP);
  res.send(status, body, 'text/html; charset=utf-8');
}

/** Each language by its own name, for the pages' language switch. */
export const LANG_NAMES: Record<Lang, string> = { lt: 'Lietuvių', en: 'English', ru: 'Русский' };
