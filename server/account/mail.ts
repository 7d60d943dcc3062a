// The local mail outbox: every mail the backend "sends" lands here; /client/mailbox shows them.
import type { Store } from '../store/store';
import { C, nowS, type MailRec } from '../domain/model';

export function sendMail(store: Store, mail: Omit<MailRec, 'id' | 'created'>): MailRec {
  return store.insert<Omit<MailRec, 'id'>>(C.mails, { ...mail, created: nowS() }) as MailRec;
}

export function mails(store: Store, to?: string): MailRec[] {
  const t = to?.trim().toLowerCase();
  return store.filter<MailRec>(C.mails, (m) => !t || m.to === t).sort((a, b) => b.id - a.id);
}
