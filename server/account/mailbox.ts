// The local mailbox page: shows every mail the reference backend sent (newest first).
import { esc } from '../catalogue/svg';
import { PAGE_CSS } from '../login/page';
import type { MailRec } from './mail';

export function mailboxPage(list: MailRec[]): string {
  const items = list
    .map(
      (m) => `<article><h2>${esc(m.subject)}</h2><p class="hint">${esc(m.to)} · ${new Date(m.created * 1000).toISOString()}</p>
<pre>${esc(m.body)}</pre>${m.link ? `<p><a href="${esc(m.link)}">${esc(m.link)}</a></p>` : ''}</article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="lt"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Pašto dėžutė · Eteris</title><style>${PAGE_CSS} body{place-items:start center;padding:24px} main{width:min(94vw,720px)} article{border-top:1px solid #3a4b5e;padding:8px 0} pre{white-space:pre-wrap;background:#0f1720;padding:10px;border-radius:8px}</style></head>
<body><main><h1>Pašto dėžutė / Mailbox</h1>${items || '<p>Laiškų nėra. / No mail.</p>'}</main></body></html>`;
}
