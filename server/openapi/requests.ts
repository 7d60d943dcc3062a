// JSON Schemas of what requests may carry: every body (form-encoded, JSON or msgpack) and every query
// parameter. The server validates each request against them before the handler runs
// (server/openapi/validate.ts), so what is documented here is exactly what is accepted.
// Every string has a maxLength; free text may not hold control characters.
import { LIMITS, QUOTAS } from '../http/limits';
import { AVATAR_IDS } from '../catalogue/avatars';

type S = Record<string, unknown>;

/** C0/C1 controls, line/paragraph separators and bidi overrides. */
const CTRL = '\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069';
export const text = (maxLength: number, minLength = 0): S => ({
  type: 'string',
  ...(minLength ? { minLength } : {}),
  maxLength,
  pattern: `^[^${CTRL}]*$`,
});
/** Text with at least one visible character. */
const label = (maxLength: number): S => ({ type: 'string', minLength: 1, maxLength, pattern: `^[^${CTRL}]*[^\\s${CTRL}][^${CTRL}]*$` });
export const integer = (minimum: number, maximum: number): S => ({ type: 'integer', minimum, maximum });
const MAX_ID = Number.MAX_SAFE_INTEGER;
const id: S = integer(1, MAX_ID);
const bool: S = { type: 'boolean' };
const lang: S = { type: 'string', enum: ['lt', 'en', 'ru'] };
/** A language on the login service's HTML pages: anything else falls back to Lithuanian. */
const pageLang: S = text(8);
const email: S = { type: 'string', maxLength: LIMITS.email, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' };
/** E-mail as typed into a form: checked by the handler, which answers with the form's own messages. */
const emailText: S = text(LIMITS.email);
/** A new password: 8+ printable characters (docs/product.md#validation). */
const password: S = { type: 'string', minLength: 8, maxLength: LIMITS.password, pattern: '^[\\x21-\\x7e\\u00c0-\\u017f]*$' };
/** A password as typed into the login form (wrong ones get the page's own message). */
const loginPassword: S = { type: 'string', maxLength: LIMITS.password };
/** The repeated password: compared by the handler. */
const confirm: S = { type: 'string', maxLength: LIMITS.password };
const url: S = text(LIMITS.url);
const token: S = { type: 'string', maxLength: LIMITS.token, pattern: '^[A-Za-z0-9._~-]*$' };
const pin: S = { type: 'string', maxLength: 16 };
/** Comma-separated ids: the products of one order. */
export const idList: S = { type: 'string', maxLength: 200, pattern: '^([1-9][0-9]{0,8}(,[1-9][0-9]{0,8}){0,19})?$' };
const NOW_MAX = 4_102_444_800; // 2100-01-01

const obj = (properties: Record<string, S>, required: string[] = [], description?: string): S => ({
  type: 'object',
  ...(description ? { description } : {}),
  properties,
  ...(required.length ? { required } : {}),
  additionalProperties: false,
});

const card = {
  number: { type: 'string', minLength: 1, maxLength: 32, pattern: '^[0-9 -]*$' },
  exp_month: integer(1, 12),
  exp_year: integer(LIMITS.minYear, LIMITS.maxYear),
  cvc: { type: 'string', minLength: 1, maxLength: 4, pattern: '^\\d{3,4}$' },
  holder: label(LIMITS.holder),
};

const contact = {
  name: label(LIMITS.name),
  surname: label(LIMITS.text),
  city: label(LIMITS.text),
  email,
  phone: { type: 'string', maxLength: 24, pattern: '^[0-9 ()+.-]*$', description: 'Lithuanian number as people write it (8 612 34567, +37061234567, 00370 612 34567); kept as +370 xxx xx xxx' },
};

/** Request body schemas, published under components.schemas beside the response schemas. */
export const REQUEST_SCHEMAS: Record<string, S> = {
  LoginForm: obj({ email: emailText, password: loginPassword, redirect: url, lang: pageLang }),
  PaymentForm: obj({ ...card, redirect: url, lang: pageLang }, [], 'The hosted card form; answered with the form again and the field errors.'),
  LogoutForm: obj({ redirect: url }, [], 'Where to go after signing out (this site only).'),
  PartnerCodeForm: obj({ code: token }, ['code'], 'A one-time code from /client/partner (60 s), exchanged once, from the page of the origin it was made for.'),
  ProfileForm: obj(
    {
      name: label(LIMITS.profileName),
      age: { type: 'integer', enum: [0, 6, 13, 17] },
      pin: { type: 'string', maxLength: 4, pattern: '^(\\d{4})?$' },
      avatar_id: integer(1, AVATAR_IDS.length),
      needs_pin_to_login: bool,
      can_buy: bool,
    },
    [],
    `Creating needs name and age; at most ${QUOTAS.profiles} profiles per customer (409 profile_limit).`,
  ),
  BookmarkForm: obj(
    { type: { type: 'string', enum: ['recording', 'epg', 'vod'] }, event_id: id, position: integer(0, 100 * 86400), profile_id: id },
    ['type', 'event_id'],
    `At most ${QUOTAS.bookmarks} bookmarks per profile (409 quota_exceeded); moving one does not count.`,
  ),
  WishForm: obj({ profile_id: id, vod_id: id, group_id: id }, [], `At most ${QUOTAS.wishlist} items per profile (409 quota_exceeded).`),
  RecordingForm: obj({ epg_id: id, series: { type: 'string', enum: ['0', '1', 'true', 'false'] }, lang }, ['epg_id'], `Recordings are kept ${QUOTAS.npvrExpiryDays} days after their programme ends; at most ${QUOTAS.npvrHours} hours per customer (409 npvr_quota_exceeded).`),
  ReminderForm: obj({ profile_id: id, epg_id: id, lang }, [], `At most ${QUOTAS.reminders} reminders per profile (409 quota_exceeded).`),
  OrderForm: obj(
    { add: idList, remove: idList, pin, order_key: { type: 'string', maxLength: 64, pattern: '^[A-Za-z0-9_-]*$' }, card_id: id, lang },
    [],
    'add and remove: comma-separated plan and package ids (a plan added replaces the current one). order_key: the same key answers what it answered the first time, never charging twice. card_id: one of the household\'s cards (default: the paying card).',
  ),
  PurchaseForm: obj({ vod_id: id, option: { type: 'string', enum: ['rent', 'buy'] }, pin, card_id: id }, ['vod_id', 'option']),
  PinForm: obj({ pin }, []),
  CardForm: obj(card, ['number', 'exp_month', 'exp_year', 'cvc', 'holder'], `At most ${QUOTAS.cards} cards per customer (409 quota_exceeded).`),
  RegisterForm: obj(
    { ...contact, password, password_confirm: confirm, password2: confirm, terms: bool, lang },
    [],
    `At most ${QUOTAS.registrationsPerAddressHour} registrations per client address per hour (429 quota_exceeded).`,
  ),
  SignupContactForm: obj(
    { email: contact.email, name: contact.name, phone: contact.phone, lang },
    [],
    `At most ${QUOTAS.signupsPerAddressHour} sign-ups per client address per hour (429 quota_exceeded).`,
  ),
  SignupConfirmForm: obj({ signup_id: token, code: { type: 'string', maxLength: 6, pattern: '^\\d{0,6}$' } }),
  SignupAccountForm: obj({
    signup_id: token,
    name: contact.name,
    surname: contact.surname,
    city: contact.city,
    password,
    password_confirm: confirm,
    password2: confirm,
    recurring_consent: bool,
    terms: bool,
    marketing: bool,
    lang,
  }),
  RecoveryForm: obj({ email: emailText, lang }),
  RecoveryResetForm: obj({ email: emailText, code: { type: 'string', maxLength: 6, pattern: '^\\d{0,6}$' }, password, password_confirm: confirm, password2: confirm }),
  PairForm: obj({ device_name: text(LIMITS.holder) }, [], `At most ${QUOTAS.pairingsPerAddressHour} pairings per client address per hour (429 quota_exceeded).`),
  ActivateForm: obj({ handle: token, code: { type: 'string', maxLength: 16, pattern: '^[A-Za-z0-9 -]*$' } }),
  DeviceRenameForm: obj({ name: label(LIMITS.deviceName) }, ['name'], 'Trimmed; 1 to 60 visible characters.'),
  RedeemForm: obj({ code: { type: 'string', maxLength: 16, pattern: '^[A-Za-z0-9 -]*$' }, device_name: text(LIMITS.holder) }, ['code'], 'Wrong codes are limited per client address (429 + Retry-After).'),
  StatsHello: obj(
    {
      type: { type: 'string', const: 'HELLO' },
      tstamp: { type: 'number', minimum: 0, maximum: NOW_MAX * 1000 },
      now: { type: 'number', minimum: 0, maximum: NOW_MAX * 1000 },
      customerId: id,
      profileId: integer(0, MAX_ID),
      deviceType: integer(0, 1000),
      platformName: text(64),
      firmwareVersion: text(128),
      appVersion: text(32),
    },
    ['type', 'tstamp', 'now', 'customerId', 'profileId', 'deviceType', 'platformName', 'firmwareVersion', 'appVersion'],
    `msgpack map; at most ${QUOTAS.statsPerCustomerMinute} per customer per minute (429 quota_exceeded); the last ${QUOTAS.statsKeptPerCustomer} per customer are kept.`,
  ),
  ClearKeyLicenceRequest: obj(
    {
      kids: { type: 'array', minItems: 1, maxItems: 16, items: { type: 'string', pattern: '^[A-Za-z0-9_-]{22}(==)?$' } },
      type: { type: 'string', maxLength: 32 },
    },
    ['kids'],
    "The W3C ClearKey licence request the browser's CDM makes: the key ids (16 bytes each, base64url) and the session type (only temporary licences are given: any other type answers 403 temporary_only). Read as JSON whatever Content-Type the CDM sends.",
  ),
  TestFire: obj({ customer_id: id, epg_id: id }),
  TestNpvrClock: obj({ seconds: integer(-400 * 86400, 400 * 86400) }),
  TestGap: obj({ channel_id: id, at: integer(0, NOW_MAX), seconds: { type: 'number', minimum: 0, maximum: 86400 } }),
  TestFault: obj({ channel_id: id, status: integer(0, 599), part: { type: 'string', enum: ['manifest', 'segments', 'licence'] } }),
};

const paging = { minimum: 0 };
/** Query parameters by name; an operation may give its own schema for a name (paths.ts). */
export const QUERY_PARAMS: Record<string, S> = {
  lang,
  'page[offset]': integer(paging.minimum, 1_000_000),
  'page[limit]': integer(1, 500),
  page_offset: integer(paging.minimum, 1_000_000),
  page_limit: integer(1, 500),
  'filter[subscribed]': { type: 'string', enum: ['0', '1', 'true', 'false'] },
  'filter[genre]': integer(1, 1000),
  'filter[profile_id]': id,
  filter_profile: id,
  profile_id: id,
  'filter[channel_id]': id,
  'filter[epg_id]': id,
  'filter[query]': text(LIMITS.query),
  query: text(LIMITS.query),
  suggestions: { type: 'string', enum: ['0', '1', 'true', 'false'] },
  'filter[chid]': id,
  'filter[vodprovid]': id,
  'filter[tvodid]': id,
  customer_id: id,
  id,
  vod_id: id,
  group_id: id,
  card_id: id,
  purchase_option: { type: 'string', enum: ['monthly', 'contract24'] },
  redirect: url,
  return: url,
  token,
  access_token: token,
  to: text(LIMITS.email),
  wait: { type: 'string', enum: ['0', '1', 'true', 'false'] },
  timeout: integer(1, 25),
  now: integer(0, NOW_MAX),
  type: { type: 'string', enum: ['vod', 'group'] },
  group: { type: 'string', enum: ['0', '1'] },
  epg_id: id,
  channel_id: id,
  at: integer(0, NOW_MAX),
  seconds: { type: 'number', minimum: 0, maximum: 60 },
  status: integer(0, 599),
  handle: token,
  code: { type: 'string', maxLength: 16, pattern: '^[A-Za-z0-9 -]*$' },
  // named so that the call can refuse it: an address ends up in logs and the browser's history
  pin: { ...text(16), description: 'Refused: a PIN never goes in the address (400, fields.pin in_address)' },
};

/** Request headers by name: the household PIN of a GET subscribe or unsubscribe, 4 digits. */
export const HEADER_PARAMS: Record<string, S> = {
  'X-Eteris-Pin': { type: 'string', maxLength: 4, pattern: '^\\d{4}$' },
};

/** Path parameters: the handlers parse them; the schema bounds their size. */
export const PATH_PARAM: S = text(256);
/** Path parameters by name: ids count from 1, times (seconds) from 0; any other name is text. */
export const PATH_PARAMS: Record<string, S> = {
  id,
  customer_id: id,
  /** Comma-separated channel ids (an empty item is skipped). */
  channels: { type: 'string', maxLength: 1000, pattern: '^,*(?:[1-9][0-9]{0,14}(?:,+|$))*$' }, from: integer(0, MAX_ID), to: integer(0, MAX_ID), start: integer(0, MAX_ID) };
export { pageLang };
