// The demo mailbox: it stands in for e-mail, so a browser sees only the mail of the addresses it
// registered or started a sign-up for itself (an address that had no account yet), and only mail
// sent after that. A started sign-up shows only sign-up codes; the later mail of an account
// (verification, password recovery) only to the browser that made that very account, so a stranger
// who started a sign-up for someone's address never reads that person's recovery code. Asking for a recovery code does NOT add the
// address: otherwise anyone could ask for someone's code and read it here. The addresses travel in
// an HttpOnly cookie signed with the install's cookie key (server/security/signed.ts), so a browser
// cannot add someone else's address; a browser without the cookie sees no mail at all.
// (GET /__test/mails, present only with ETERIS_TEST_CONTROLS=1, still lists every mail for tests.)
import type { Host } from '../http/host';
import type { Req } from '../http/request';
import type { Res } from '../http/response';
import { esc } from '../catalogue/svg';
import { pageHead } from '../domain/page-look';
import { sign, unsign } from '../security/signed';
import type { MailRec } from '../domain/model';
import { C, nowS, type User } from '../domain/model';

/** An address this browser proved, since when, and the account it made there (if it made one). */
interface MailboxGrant {
  to: string;
  since: number;
  user?: number;
}

const MAILBOX_COOKIE = 'eteris_mailbox';
/** The newest addresses a browser keeps (the cookie stays small). */
const MAX_ADDRESSES = 10;
const MAX_AGE = 7 * 86400;

const isGrant = (x: unknown): x is MailboxGrant =>
  !!x && typeof x === 'object' && typeof (x as MailboxGrant).to === 'string' && typeof (x as MailboxGrant).since === 'number';

/** What this browser may read mail for (addresses in lower case). */
export function mailboxGrants(host: Host, req: Req): MailboxGrant[] {
  const payload = unsign(host.config.secrets.cookie, req.cookies[MAILBOX_COOKIE]);
  if (!payload) return [];
  try {
    const list = JSON.parse(payload) as unknown;
    return Array.isArray(list) ? list.filter(isGrant) : [];
  } catch {
    return [];
  }
}

/** Whether a grant lets its browser read `m`: a sign-up's codes, or the mail of the account it made. */
export function mayRead(host: Host, grants: MailboxGrant[], m: MailRec): boolean {
  return grants.some((g) => {
    if (g.to !== m.to || m.created < g.since) return false;
    if (g.user === undefined) return m.kind === 'signup_code';
    const owner = host.store.find<User>(C.users, (u) => u.email === m.to);
    return owner?.id === g.user;
  });
}

/** Lets this browser read the mail sent to `email` from now on (of the account `user` it made). */
export function allowMailbox(host: Host, req: Req, res: Res, email: string, user?: number): void {
  const e = email.trim().toLowerCase();
  const grant: MailboxGrant = { to: e, since: nowS(), ...(user === undefined ? {} : { user }) };
  const list = [grant, ...mailboxGrants(host, req).filter((a) => a.to !== e)].slice(0, MAX_ADDRESSES);
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
