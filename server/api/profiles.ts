// Profiles CRUD (form-encoded bodies) and the choice of a profile, with the permissions of docs/product.md#roles
// enforced here whatever the page sends:
// - the acting profile is the one the token is bound to on the server (POST
//   customer/profile/{id}/select, with the PIN when the profile needs one); headers, queries and
//   cookies never choose it;
// - a token bound to no profile may list the profiles (for "Who is watching?"), select one, and ask
//   which one it is bound to; nothing else profile-scoped;
// - the master lists all, creates, deletes, and sets age and can_buy; a non-master profile lists and
//   reads only itself and edits only its own name, avatar and PIN;
// - an edit changes only the fields it sends; the master profile cannot be deleted;
// - PINs are stored hashed; no answer ever carries a PIN: only `has_pin`.
import type { AuthContext, Host } from '../http/host';
import { conflict, forbidden, HttpError, notFound, validationFailed } from '../http/errors';
import { C, nowS, type ProfileRec } from '../domain/model';
import { avatarUrl, DEFAULT_AVATAR_ID } from '../catalogue/avatars';
import { bindProfile, customerProfiles, needsPin } from '../domain/auth';
import { apiPrivate } from './define';
import type { ProfileForm } from '#openapi-types';
import { QUOTAS } from '../http/limits';
import { hashPin } from '../domain/password';
import { checkAccountPin, checkProfilePin, grantAdult, ADULT_GRANT_SECONDS, requireProfile } from './pin';

const MAX_PROFILES = QUOTAS.profiles;

function profileJson(p: ProfileRec) {
  return {
    id: p.id,
    name: p.name,
    age: p.age,
    has_pin: p.pin !== '',
    needs_pin_to_login: p.needsPinToLogin,
    avatar: { id: p.avatarId, url: avatarUrl(p.avatarId) },
    master_flag: p.master,
    customer_id: p.customerId,
    can_buy: p.canBuy,
    stamp: p.stamp,
  };
}

/** True when the caller acts as the master profile (chosen on the server). */
export function actsAsMaster(ctx: AuthContext): boolean {
  return ctx.profileId !== null && ctx.profileId === ctx.masterProfileId;
}

const profileRequired = () => new HttpError(403, 'profile_required', 'Choose a profile first');

type Input = Partial<Pick<ProfileRec, 'name' | 'age' | 'pin' | 'avatarId' | 'needsPinToLogin' | 'canBuy'>>;

/**
 * The profile fields of a checked form (types, the ages, the avatar ids and the PIN's form are the
 * document's ProfileForm); `creating` makes name and age required, which one form for creating and
 * editing cannot say.
 */
function parseProfileForm(f: ProfileForm, creating: boolean): Input {
  const errors: Record<string, string> = {};
  const out: Input = {};
  const name = f.name?.trim();
  if (name) out.name = name;
  else if (creating) errors['name'] = 'Profile name can not be empty';
  if (f.age !== undefined) out.age = f.age;
  else if (creating) errors['age'] = 'Age can not be empty';
  if (f.pin !== undefined) out.pin = f.pin;
  if (f.avatar_id !== undefined) out.avatarId = f.avatar_id;
  if (f.needs_pin_to_login !== undefined) out.needsPinToLogin = f.needs_pin_to_login;
  if (f.can_buy !== undefined) out.canBuy = f.can_buy;
  if (Object.keys(errors).length) throw validationFailed(errors);
  return out;
}

export function registerProfiles(host: Host): void {
  const { store } = host;

  const find = (ctx: AuthContext, id: number): ProfileRec => {
    const p = store.get<ProfileRec>(C.profiles, id);
    if (!p || p.customerId !== ctx.customerId) throw notFound('No such profile');
    return p;
  };
  const load = (ctx: AuthContext, id: number): ProfileRec => {
    if (ctx.profileId === null) throw profileRequired();
    const p = find(ctx, id);
    if (!actsAsMaster(ctx) && p.id !== ctx.profileId) throw forbidden('A profile may only read and edit itself');
    return p;
  };

  apiPrivate(host, 'GET', '/customer/profiles', (_req, res, ctx) => {
    const all = customerProfiles(store, ctx.customerId);
    // before a choice the list serves "Who is watching?"; after it a non-master sees only itself
    const visible = ctx.profileId === null || actsAsMaster(ctx) ? all : all.filter((p) => p.id === ctx.profileId);
    res.json(200, { items: visible.map(profileJson) });
  });

  // Choosing a profile: binds this token to it (the PIN first when the profile needs one).
  apiPrivate(host, 'POST', '/customer/profile/{id}/select', (_req, res, ctx, input) => {
    const p = find(ctx, input.params.id);
    if (ctx.profileId !== p.id && needsPin(p)) checkProfilePin(p, input.body.pin);
    bindProfile(store, ctx.token, p.id);
    res.json(200, profileJson(p));
  });

  apiPrivate(host, 'GET', '/customer/selected-profile', (_req, res, ctx) => {
    const p = ctx.profileId === null ? null : store.get<ProfileRec>(C.profiles, ctx.profileId);
    res.json(200, { profile: p ? profileJson(p) : null });
  });

  // Change profile: the token acts as no profile until the next choice.
  apiPrivate(host, 'DELETE', '/customer/selected-profile', (_req, res, ctx) => {
    bindProfile(store, ctx.token, null);
    res.noContent();
  });

  // The adult PIN: a grant for this token and profile, held here for a few hours.
  apiPrivate(host, 'POST', '/customer/adult-unlock', (_req, res, ctx, input) => {
    const p = requireProfile(host, ctx);
    checkAccountPin(host, ctx, p, input.body.pin);
    const expires = grantAdult(ctx);
    res.json(200, { expires, expires_in: ADULT_GRANT_SECONDS });
  });

  apiPrivate(host, 'GET', '/customer/profile/{id}', (_req, res, ctx, input) => {
    res.json(200, profileJson(load(ctx, input.params.id)));
  });

  apiPrivate(host, 'POST', '/customer/profile', (_req, res, ctx, form) => {
    if (ctx.profileId === null) throw profileRequired();
    if (!actsAsMaster(ctx)) throw forbidden('Only the master profile can create profiles');
    const input = parseProfileForm(form.body, true);
    if (input.needsPinToLogin && !input.pin) throw validationFailed({ pin: 'A PIN is required when needs_pin_to_login is set' });
    if (customerProfiles(store, ctx.customerId).length >= MAX_PROFILES) {
      throw conflict('profile_limit', `At most ${MAX_PROFILES} profiles`);
    }
    const rec = store.insert<Omit<ProfileRec, 'id'>>(C.profiles, {
      customerId: ctx.customerId,
      name: input.name!,
      age: input.age ?? 0,
      pin: input.pin ? hashPin(input.pin) : '',
      needsPinToLogin: input.needsPinToLogin ?? false,
      avatarId: input.avatarId ?? DEFAULT_AVATAR_ID,
      master: false,
      canBuy: input.canBuy ?? true,
      stamp: nowS(),
    });
    res.json(201, profileJson(rec));
  });

  apiPrivate(host, 'PUT', '/customer/profile/{id}', (_req, res, ctx, form) => {
    const cur = load(ctx, form.params.id);
    const input = parseProfileForm(form.body, false);
    if (!actsAsMaster(ctx)) {
      if (input.age !== undefined && input.age !== cur.age) throw forbidden('Only the master profile can change the age rating');
      if (input.canBuy !== undefined && input.canBuy !== cur.canBuy) throw forbidden('Only the master profile can change can_buy');
      delete input.age;
      delete input.canBuy;
    }
    const next: ProfileRec = { ...cur, ...input, stamp: Math.max(nowS(), cur.stamp + 1) };
    if (input.pin !== undefined) next.pin = input.pin ? hashPin(input.pin) : '';
    if (next.needsPinToLogin && !next.pin) throw validationFailed({ pin: 'A PIN is required when needs_pin_to_login is set' });
    if (next.master) next.age = input.age ?? cur.age;
    res.json(200, profileJson(store.put<ProfileRec>(C.profiles, cur.id, next)));
  });

  apiPrivate(host, 'DELETE', '/customer/profile/{id}', (_req, res, ctx, input) => {
    if (ctx.profileId === null) throw profileRequired();
    if (!actsAsMaster(ctx)) throw forbidden('Only the master profile can delete profiles');
    const p = load(ctx, input.params.id);
    if (p.master) throw new HttpError(403, 'master_profile', 'The master profile cannot be deleted');
    store.batch(() => {
      for (const coll of [C.wishlist, C.reminders, C.bookmarks]) {
        for (const r of store.filter<{ id: number; profileId: number }>(coll, (x) => x.profileId === p.id)) store.delete(coll, r.id);
      }
      store.delete(C.profiles, p.id);
    });
    res.noContent();
  });
}
