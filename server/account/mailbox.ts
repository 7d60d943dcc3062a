// The demo mailbox: it stands in for e-mail, so a browser sees only the mail of the addresses it
// registered or started a sign-up for itself (an address that had no account yet), including the
// later password-recovery mail of those accounts. Asking for a recovery code does NOT add the
// address: otherwise anyone could ask for someone's code and read it here. The addresses travel in
// an HttpOnly cookie signed with the install's cookie key (server/security/signed.ts), so a browser
// cannot add someone else's address; a browser without the cookie sees no mail at all.
// (GET /__test/mails, present only with ETERIS_TEST_CONTROLS=1, still lists every mail for tests.)
import type { Host } from '../http/host';
import type { Req } from '../http/request';
import type { Res } from '../http/response';
import { esc } from '../catalogue/svg';
import { pageHead } from '../login/brand';
import { sign, unsign } from '../security/signed';
import type { MailRec } from './mail';

export const MAILBOX_COOKIE = 'eteris_mailbox';
/** The newest addresses a browser keeps (the cookie stays small). */
const MAX_ADDRESSES = 10;
const MAX_AGE = 7 * 86400;

/** The addresses this browser may read mail for (lower case). */
export function mailboxAddresses(host: Host, req: Req): string[] {
  const payload = unsign(host.config.secrets.cookie, req.cookies[MAILBOX_COOKIE]);
  if (!payload) return [];
  try {
    const list = JSON.parse(payload) as unknown;
    return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** Lets this browser read the mail sent to `email` from now on. */
export function allowMailbox(host: Host, req: Req, res: Res, email: string): void {
  const e = email.trim().toLowerCase();
  const list = [e, ...mailboxAddresses(host, req).filter((a) => a !== e)].slice(0, MAX_ADDRESSES);
  const value = sign(host.config.secrets.cookie, JSON.stringify(list));
  res.setHeader('Set-Cookie', `${MAILBOX_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${MAX_AGE}`);
}

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
