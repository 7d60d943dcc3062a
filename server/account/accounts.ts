// Creating accounts (registration and sign-up share this): user + customer id + master profile.
import crypto from 'node:crypto';
import type { Store } from '../store/store';
import { C, nowS, type ProfileRec, type User } from '../domain/model';
import { hashPassword } from '../domain/password';
import { DEFAULT_AVATAR_ID } from '../catalogue/avatars';

interface NewAccount {
  email: string;
  password: string;
  name: string;
  surname: string;
  phone: string;
  city: string;
  lang: 'lt' | 'en' | 'ru';
  emailVerified: boolean;
}

export function emailTaken(store: Store, email: string): boolean {
  return !!store.find<User>(C.users, (u) => u.email === email.toLowerCase());
}

export function createAccount(store: Store, a: NewAccount): User {
  return store.batch(() => {
    const id = store.nextId(C.users);
    const customerId = 1000 + id;
    const user = store.put<User>(C.users, id, {
      id,
      email: a.email.toLowerCase(),
      passwordHash: hashPassword(a.password),
      customerId,
      emailVerified: a.emailVerified,
      lang: a.lang,
      groups: [],
      drmToken: crypto.randomBytes(24).toString('base64url'),
      purchasePin: null,
      name: a.name,
      surname: a.surname,
      phone: a.phone,
      city: a.city,
      created: nowS(),
    });
    store.insert<Omit<ProfileRec, 'id'>>(C.profiles, {
      customerId,
      name: a.name || a.email.split('@')[0]!,
      age: 0,
      pin: '',
      needsPinToLogin: false,
      avatarId: DEFAULT_AVATAR_ID,
      master: true,
      canBuy: true,
      stamp: nowS(),
    });
    return user;
  });
}
