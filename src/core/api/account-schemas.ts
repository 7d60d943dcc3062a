// The account's and the profiles' answers as the client checks them (see ./schemas.ts): apart from
// the other schemas because every element needs these, and a module goes whole into one chunk.
import * as v from 'valibot';

const id = v.number();

/** `GET {client base}/user` (the login service; an answer with an `error` field is refused before it). */
export const ClientUserSchema = v.object({ token: v.string(), user: v.object({ id, email: v.string(), customer_id: id, email_verified: v.boolean(), lang: v.optional(v.string()) }) });

/** `GET userinfo` (private API). */
export const UserinfoSchema = v.object({
  customer_id: id,
  is_demo: v.boolean(),
  groups: v.array(v.object({ id })),
  drm_token: v.string(),
  email_verified: v.optional(v.boolean()),
});

/** `GET userinfo` (public API: a visitor's demo info; what is missing keeps the visitor's default). */
export const VisitorUserinfoSchema = v.partial(UserinfoSchema);

// --- profiles --------------------------------------------------------------------------------

export const AvatarSchema = v.object({ id, url: v.string() });
export const AvatarListSchema = v.object({ items: v.array(AvatarSchema) });

export const ProfileSchema = v.object({
  id,
  name: v.string(),
  age: v.number(),
  has_pin: v.boolean(),
  needs_pin_to_login: v.boolean(),
  avatar: AvatarSchema,
  master_flag: v.boolean(),
  customer_id: id,
  can_buy: v.boolean(),
  stamp: v.optional(v.number()),
});
export const ProfileListSchema = v.object({ items: v.array(ProfileSchema) });
export const SelectedProfileSchema = v.object({ profile: v.nullable(ProfileSchema) });

/** `POST customer/licence-token` (private API): what a licence request carries in place of the bearer token. */
export const LicenceTokenSchema = v.object({ licence_token: v.string(), expires_in: v.number() });
