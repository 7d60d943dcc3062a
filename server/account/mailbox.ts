// The local mailbox page: shows every mail the reference backend sent (newest first).
import { esc } from '../catalogue/svg';
import { pageHead } from '../login/brand';
import type { MailRec } from './mail';

export function mailboxPage(list: MailRec[]): string {
  const items = list
    .map(
      (m) => `<article><h2>${esc(m.subject)}</h2><p class="hint">${esc(m.to)} · ${new Date(m.created * 1000).toISOString()}</p>
<pre>${esc(m.body)}</pre>${m.link ? `<p><a href="${esc(m.link)}">${esc(m.link)}</a></p>` : ''}</article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="lt"><head>${pageHead('Pašto dėžutė')}</head>
<body class="wide"><main><h1>Pašto dėžutė / Mailbox</h1>${items || '<p>Laiškų nėra. / No mail.</p>'}</main></body></html>`;
}
