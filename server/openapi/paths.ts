// The operations: one compact line each, expanded into OpenAPI path items by document.ts.
// base: v1 = /api/v1 (bearer), pub = /api/public/v1, both = the two, raw = the path as written.
// `input` names the request body's schema (requests.ts); `query` names query parameters whose
// schemas come from QUERY_PARAMS unless `params` gives the operation's own. The server validates
// every request against these before the handler runs; `invalid: 'handler'` hands the field errors
// to the handler instead (HTML forms that answer with the form again), which drops invalid fields.
import { idList, integer, pageLang, PATH_PARAM, text } from './requests';

export interface OpDef {
  method: 'get' | 'post' | 'put' | 'delete';
  path: string;
  base: 'v1' | 'pub' | 'both' | 'raw';
  summary: string;
  query?: string[];
  /** Request headers the operation reads (schemas in HEADER_PARAMS). */
  headers?: string[];
  /** json: a JSON body read as JSON whatever Content-Type comes with it (a browser CDM's licence request). */
  body?: 'form' | 'msgpack' | 'json';
  /** Request body schema name (requests.ts). */
  input?: string;
  /** Query parameters a request must carry (the others may be left out). */
  required?: string[];
  /** Schemas of path parameters (text unless given) and of query parameters that differ from QUERY_PARAMS. */
  params?: Record<string, Record<string, unknown>>;
  invalid?: 'handler';
  /** status -> schema name, or a media type for non-JSON bodies, or null for no body */
  ok: Record<number, string | null>;
  errors?: number[];
  security?: 'bearer' | 'cookie' | 'none';
}

const PAGING = ['page[offset]', 'page[limit]'];
const SVG = 'image/svg+xml';

/**
 * The media head-end (server/media, its README): manifests, segments and the ClearKey licence. Its
 * path parts and parameters stay text here: the head-end reads them itself and answers 404 for an
 * address that names nothing, as a file server would.
 */
const MEDIA_TEXT = text(2048);
const LICENCE_QUERY = ['user_id', 'drm_token', 'licence_token', 'ch_id', 'vod_id', 'vod_provider_id', 'vod_type', 'prog_id'];
const mediaParams = (names: string[]) => Object.fromEntries(names.map((n) => [n, MEDIA_TEXT]));
const MPD = 'application/dash+xml';
const segmentOps = (kind: 'live' | 'vod' | 'trailer', what: string): OpDef[] => [
  {
    method: 'get',
    path: kind === 'live' ? `/media/${kind}/{id}/{rep}/init/{prog}.mp4` : `/media/${kind}/{id}/{rep}/init.mp4`,
    base: 'raw',
    summary: kind === 'live' ? `The init segment of ${what}'s representation for one programme (each programme has its own key)` : `The init segment of ${what}'s representation`,
    params: mediaParams(['id', 'rep', 'prog']),
    ok: { 200: 'video/mp4' },
    errors: [404],
    security: 'none',
  },
  { method: 'get', path: `/media/${kind}/{id}/{rep}/{number}.m4s`, base: 'raw', summary: `A media segment of ${what} (ClearKey CENC); 404 not_available outside its window`, params: mediaParams(['id', 'rep', 'number']), ok: { 200: 'video/mp4' }, errors: [404], security: 'none' },
  { method: 'get', path: `/media/${kind}/{id}/{rep}/{number}.vtt`, base: 'raw', summary: `A WebVTT subtitle segment of ${what}`, params: mediaParams(['id', 'rep', 'number']), ok: { 200: 'text/vtt' }, errors: [404], security: 'none' },
];
const MEDIA_OPS: OpDef[] = [
  { method: 'get', path: '/media/time', base: 'raw', summary: 'The head-end clock (ISO 8601) for the manifests\' UTCTiming', ok: { 200: 'text/plain' }, security: 'none' },
  { method: 'get', path: '/media/live/{id}/manifest.mpd', base: 'raw', summary: "A live channel's DASH manifest (dynamic, time-shift window)", params: mediaParams(['id']), ok: { 200: MPD }, errors: [404], security: 'none' },
  { method: 'get', path: '/media/catchup/{id}/manifest.mpd', base: 'raw', summary: "A channel's catch-up or start-over manifest over [from, to) in epoch seconds (400 bad_range; 403 no_catchup)", query: ['from', 'to'], params: mediaParams(['id', 'from', 'to']), ok: { 200: MPD }, errors: [400, 403, 404], security: 'none' },
  { method: 'get', path: '/media/vod/{id}/manifest.mpd', base: 'raw', summary: "A VoD item's DASH manifest", params: mediaParams(['id']), ok: { 200: MPD }, errors: [404], security: 'none' },
  { method: 'get', path: '/media/trailer/{id}/manifest.mpd', base: 'raw', summary: "A VoD item's trailer manifest (its own key)", params: mediaParams(['id']), ok: { 200: MPD }, errors: [404], security: 'none' },
  ...segmentOps('live', 'a channel'),
  ...segmentOps('vod', 'a VoD item'),
  ...segmentOps('trailer', 'a trailer'),
  {
    method: 'post',
    path: '/drm/clearkey',
    base: 'raw',
    summary: "ClearKey licence: the CDM's JSON request ({kids, type: temporary}) as the body, the rest in the query or X-Eteris-* headers (user_id, drm_token, and licence_token or a bearer token; ch_id and prog_id, or vod_id, vod_provider_id and vod_type). Answers the keys of the content the session may play",
    body: 'json',
    input: 'ClearKeyLicenceRequest',
    query: LICENCE_QUERY,
    params: mediaParams(LICENCE_QUERY),
    ok: { 200: 'application/json' },
    errors: [400, 403, 404],
    security: 'none',
  },
];

export const OPS: OpDef[] = [
  { method: 'get', path: '/client/login', base: 'raw', summary: 'Login page (HTML)', query: ['redirect', 'lang'], params: { lang: pageLang }, ok: { 200: 'text/html' }, security: 'none' },
  { method: 'post', path: '/client/login', base: 'raw', summary: 'Log in (form: email, password, redirect, lang; the form\'s redirect and lang, else the address\'s); 303 + eteris_sso cookie (HttpOnly) and the eteris_signed_in=1 marker (readable by scripts, nothing secret), or the page with an error', body: 'form', input: 'LoginForm', invalid: 'handler', query: ['redirect', 'lang'], params: { lang: pageLang }, ok: { 303: null }, errors: [400, 401, 403, 413], security: 'none' },
  { method: 'get', path: '/client/user', base: 'raw', summary: 'Current user and bearer token (cookie session); a 401 clears a stale session cookie and marker', ok: { 200: 'ClientUser' }, errors: [401], security: 'cookie' },
  { method: 'get', path: '/client/partner', base: 'raw', summary: "A partner's page on an allowed origin signs in: 303 to the login page when there is no session, else 303 back to return with #eteris_code= (one-time, 60 s)", query: ['return', 'lang'], params: { lang: pageLang }, ok: { 303: null }, errors: [400, 429], security: 'cookie' },
  { method: 'post', path: '/client/user/code', base: 'raw', summary: "Exchange a partner page's one-time code (form: code; Origin must be the one it was made for) for a bearer token of its own", body: 'form', input: 'PartnerCodeForm', ok: { 200: 'ClientUser' }, errors: [400], security: 'none' },
  { method: 'get', path: '/client/logout', base: 'raw', summary: 'A page whose button signs out (the POST below); a link alone signs nobody out', query: ['redirect', 'lang'], params: { lang: pageLang }, ok: { 200: 'text/html' }, security: 'none' },
  { method: 'post', path: '/client/logout', base: 'raw', summary: "End the session, revoke its token, close its event streams, clear the session cookie and the marker; 303 to redirect (the form's, else the address's). Only from the service's or the site's pages (Origin; 403 foreign_origin)", body: 'form', input: 'LogoutForm', query: ['redirect'], ok: { 303: null }, errors: [403], security: 'cookie' },
  { method: 'get', path: '/client/payment', base: 'raw', summary: 'Hosted card form (HTML); without a session 303 to the login page', query: ['redirect', 'lang'], params: { lang: pageLang }, ok: { 200: 'text/html', 303: null }, security: 'cookie' },
  { method: 'post', path: '/client/payment', base: 'raw', summary: 'Add a card from the hosted form: 303 to redirect with ?card=added, or the form again with the field errors (400), "Failed to add card" (402) or a card already attached (409)', body: 'form', input: 'PaymentForm', invalid: 'handler', ok: { 303: null }, errors: [400, 401, 402, 409, 413, 415], security: 'cookie' },
  { method: 'get', path: '/client/style.css', base: 'raw', summary: 'Style sheet of the login service pages', ok: { 200: 'text/css' }, security: 'none' },
  { method: 'get', path: '/client/favicon.svg', base: 'raw', summary: 'Icon of the login service pages', ok: { 200: SVG }, security: 'none' },
  { method: 'get', path: '/api/openapi.json', base: 'raw', summary: 'This document', ok: { 200: 'OpenApiDocument' }, security: 'none' },
  { method: 'get', path: '/client/verify-email', base: 'raw', summary: 'Verify an e-mail address from the mailed link (in the account\'s language: lang); a used, expired or broken link answers 400 with a page in lang or the browser\'s language', query: ['token', 'lang'], params: { lang: pageLang }, ok: { 303: null }, errors: [400], security: 'none' },
  { method: 'get', path: '/client/mailbox', base: 'raw', summary: 'Local mailbox: every mail the backend sent (HTML)', query: ['to'], ok: { 200: 'text/html' }, security: 'none' },

  { method: 'get', path: '/userinfo', base: 'both', summary: 'Userinfo (public: the demo user)', ok: { 200: 'Userinfo' }, errors: [401] },
  { method: 'get', path: '/customer/profiles', base: 'v1', summary: 'Profiles, never a PIN (has_pin only): all before a profile is chosen and for the master, otherwise only the chosen one', ok: { 200: 'ProfileList' }, errors: [401] },
  { method: 'get', path: '/customer/profile/{id}', base: 'v1', summary: 'One profile (master: any; others: itself); needs a chosen profile (403 profile_required)', ok: { 200: 'Profile' }, errors: [400, 401, 403, 404] },
  { method: 'post', path: '/customer/profile', base: 'v1', summary: 'Create a profile (form: name, age, pin, avatar_id, needs_pin_to_login, can_buy); master only', body: 'form', input: 'ProfileForm', ok: { 201: 'Profile' }, errors: [400, 401, 403, 409] },
  { method: 'put', path: '/customer/profile/{id}', base: 'v1', summary: 'Edit a profile (same form): only the fields sent change; master: any profile and field; others: their own name, avatar_id, pin, needs_pin_to_login (age or can_buy that differ: 403)', body: 'form', input: 'ProfileForm', ok: { 200: 'Profile' }, errors: [400, 401, 403, 404] },
  { method: 'delete', path: '/customer/profile/{id}', base: 'v1', summary: 'Delete a profile; master only; never the master profile', ok: { 204: null }, errors: [401, 403, 404] },
  { method: 'post', path: '/customer/profile/{id}/select', base: 'v1', summary: 'Choose the profile this session acts as (form: pin, when it needs a PIN to log in). Every later call with this token acts as it and only as it (stricter than the spec, where the page chose). Wrong PIN: 403 pin_invalid + tries_left; after 5 wrong tries 429 pin_locked + Retry-After/retry_after (1, 5, 30 min)', body: 'form', input: 'PinForm', ok: { 200: 'Profile' }, errors: [400, 401, 403, 404, 429] },
  { method: 'get', path: '/customer/selected-profile', base: 'v1', summary: 'The profile this session is bound to (null: none chosen yet)', ok: { 200: 'SelectedProfile' }, errors: [401] },
  { method: 'delete', path: '/customer/selected-profile', base: 'v1', summary: 'Change profile: the session acts as no profile until the next choice', ok: { 204: null }, errors: [401] },
  { method: 'post', path: '/customer/adult-unlock', base: 'v1', summary: 'The adult PIN (form: pin; the profile PIN, else the purchase PIN, default 0000): a 4-hour grant for this session and profile; the licence server gives the adult channel\'s key only with it. Same tries and lockout as every PIN', body: 'form', input: 'PinForm', ok: { 200: 'AdultUnlock' }, errors: [400, 401, 403, 429] },
  { method: 'post', path: '/customer/licence-token', base: 'v1', summary: 'A short-lived licence token (header X-Eteris-Licence-Token of a licence request, in place of the bearer token): bound to this session and its chosen profile, good for expires_in seconds (ETERIS_LICENCE_TOKEN_SECONDS, default 300); refused by the licence server once expired (403 licence_token_expired), after logout or the session\'s end, or once the session has changed profile (403 licence_token_invalid). No profile chosen: 403 profile_required', ok: { 200: 'LicenceToken' }, errors: [401, 403] },
  { method: 'get', path: '/customer/avatars', base: 'both', summary: 'Avatars (default id 16)', ok: { 200: 'AvatarList' } },
  { method: 'get', path: '/genres/lang/{lang}', base: 'both', summary: 'Genres', ok: { 200: 'GenreList' }, errors: [400] },
  { method: 'get', path: '/channels', base: 'both', summary: 'Channels (filter[subscribed]=0 all, 1 subscribed only)', query: ['filter[subscribed]', 'filter[genre]', 'lang'],  ok: { 200: 'ChannelList' }, errors: [400] },
  { method: 'get', path: '/channels/{id}', base: 'both', summary: 'One channel', query: ['lang'], ok: { 200: 'Channel' }, errors: [400, 404] },
  { method: 'get', path: '/channels/{id}/epg/now', base: 'both', summary: 'Programmes of the next 3 hours', query: ['lang'], ok: { 200: 'ProgrammeList' }, errors: [400, 404] },
  { method: 'get', path: '/pages', base: 'both', summary: 'Server-defined page list with version', ok: { 200: 'PageList' } },
  { method: 'get', path: '/pages/{id}', base: 'both', summary: 'One extra page with its markdown body', query: ['lang'], ok: { 200: 'PageBody' }, errors: [400, 404] },
  { method: 'get', path: '/legal/{kind}/lang/{lang}', base: 'both', summary: 'Legal document (terms, privacy, cookies, contacts) as markdown', ok: { 200: 'text/markdown' }, errors: [404] },
  { method: 'get', path: '/static/menu-icons/{id}.svg', base: 'both', params: { id: { type: 'integer' } }, summary: 'Menu icon', ok: { 200: SVG }, errors: [400, 404] },
  { method: 'get', path: '/static/avatars/{id}.svg', base: 'both', summary: 'Avatar image', ok: { 200: SVG }, errors: [400, 404] },
  { method: 'get', path: '/static/channels/{id}/logo.svg', base: 'both', summary: 'Channel logo', ok: { 200: SVG }, errors: [400, 404] },
  { method: 'get', path: '/static/vod/{id}/poster.svg', base: 'both', summary: 'VoD poster', ok: { 200: SVG }, errors: [400, 404] },
  { method: 'get', path: '/static/locked/poster.svg', base: 'both', summary: 'The poster of an item above the viewer\'s age limit (draws no title)', ok: { 200: SVG } },
  { method: 'get', path: '/static/vod/{id}/backdrop.svg', base: 'both', summary: 'VoD backdrop (16:9)', ok: { 200: SVG }, errors: [400, 404] },
  { method: 'get', path: '/static/groups/{id}/poster.svg', base: 'both', summary: 'Series poster', ok: { 200: SVG }, errors: [400, 404] },
  { method: 'get', path: '/static/sprites/live/{id}/{start}.svg', base: 'both', summary: 'Live sprite sheet', ok: { 200: SVG }, errors: [400, 404] },
  { method: 'get', path: '/static/sprites/vod/{id}/{start}.svg', base: 'both', summary: 'VoD sprite sheet', ok: { 200: SVG }, errors: [400, 404] },

  { method: 'get', path: '/epggrid/channels/{channels}/from/{from}/to/{to}/lang/{lang}', base: 'both', summary: 'EPG grid: items[channel_id][floor(start/86400)] = programmes (at most 60 channels, 12 days). A programme locked for the viewer (age limit, adult channel without the grant) has no title or description and `locked`; signed-in answers are private, no-cache, with an ETag that names the viewer (304 on a match)', ok: { 200: 'EpgGrid', 304: null }, errors: [400, 404] },
  { method: 'get', path: '/epg/{id}', base: 'both', summary: 'One programme', query: ['lang'], ok: { 200: 'Programme' }, errors: [400, 404] },
  { method: 'get', path: '/channels/{id}/sprites/from/{from}/to/{to}', base: 'both', summary: 'Live seek-thumbnail sprites (range at most one day)', ok: { 200: 'SpriteSheet' }, errors: [400, 404] },
  { method: 'get', path: '/vodcontent/id/{id}/sprites', base: 'both', summary: 'VoD seek-thumbnail sprites (403 age_locked above the profile\'s age limit, as the item)', ok: { 200: 'SpriteSheet' }, errors: [400, 403, 404] },
  {
    method: 'get', path: '/vod', base: 'both', summary: 'VoD catalogue (within the profile\'s age limit); filter[group]: a series\' episodes in order', query: ['lang', 'filter[genre]', 'filter[type]', 'filter[kind]', 'filter[group]', 'sort', ...PAGING],
    params: { 'filter[type]': { type: 'string', enum: ['svod', 'tvod', 'free'] }, 'filter[kind]': { type: 'string', enum: ['movie', 'episode'] }, 'filter[group]': integer(1, 1000), sort: { type: 'string', enum: ['popular', 'new', 'title', 'year'] } },
    ok: { 200: 'VodPage' }, errors: [400],
  },
  { method: 'get', path: '/vod/{id}', base: 'both', summary: 'VoD item (403 age_locked above the profile\'s age limit)', query: ['lang'], ok: { 200: 'Vod' }, errors: [400, 403, 404] },
  { method: 'get', path: '/vod/{id}/next', base: 'both', summary: 'Next episode (404 when there is none)', query: ['lang'], ok: { 200: 'Vod' }, errors: [400, 403, 404] },
  { method: 'get', path: '/groups/{id}', base: 'both', summary: 'Series (group) with seasons and episode ids (403 age_locked above the profile\'s age limit)', query: ['lang'], ok: { 200: 'Group' }, errors: [400, 403, 404] },
  { method: 'get', path: '/smartrows/pages', base: 'both', summary: 'Smart-row pages', query: ['lang'], ok: { 200: 'SmartRowPages' } },
  { method: 'get', path: '/smartrows/page.{id}', base: 'both', summary: 'One smart-row page with its rows (first 20 items each)', query: ['lang'], ok: { 200: 'SmartRowPage' }, errors: [400, 404] },
  { method: 'get', path: '/smartrows/{id}', base: 'both', summary: 'One row with paging (default limit 20)', query: ['lang', 'filter[genre]', ...PAGING], ok: { 200: 'SmartRow' }, errors: [400, 404] },
  { method: 'get', path: '/search-v2', base: 'both', summary: 'Search across live, catch-up, recordings and VoD', query: ['filter[query]', 'query', 'lang', 'suggestions', ...PAGING], ok: { 200: 'SearchResult' }, errors: [400] },

  { method: 'get', path: '/bookmarks', base: 'v1', summary: 'Bookmarks (default limit 100)', query: ['filter[profile_id]', 'filter[type]', 'lang', ...PAGING], params: { 'filter[type]': { type: 'string', enum: ['recording', 'epg', 'vod'] } }, ok: { 200: 'BookmarkList' }, errors: [400, 401, 403, 404] },
  { method: 'post', path: '/bookmarks', base: 'v1', summary: 'Create or move a bookmark (form: type, event_id, position, profile_id)', body: 'form', input: 'BookmarkForm', ok: { 200: 'Bookmark', 201: 'Bookmark' }, errors: [400, 401, 403, 404, 409] },
  { method: 'delete', path: '/bookmarks/{id}', base: 'v1', summary: 'Delete a bookmark', ok: { 204: null }, errors: [401, 403, 404] },
  { method: 'get', path: '/wishlist', base: 'v1', summary: 'Wishlist of a profile', query: ['filter[profile_id]', 'lang'], ok: { 200: 'WishList' }, errors: [401, 403, 404] },
  { method: 'post', path: '/wishlist', base: 'v1', summary: 'Add (query or form: profile_id and vod_id or group_id)', query: ['profile_id', 'vod_id', 'group_id', 'lang'], body: 'form', input: 'WishForm', ok: { 200: 'WishItem', 201: 'WishItem' }, errors: [400, 401, 403, 404, 409] },
  { method: 'delete', path: '/wishlist/{id}', base: 'v1', summary: 'Remove a VoD id (type=group: a group id)', query: ['filter[profile_id]', 'type', 'group'], ok: { 204: null }, errors: [401, 403, 404] },
  { method: 'get', path: '/reminders', base: 'v1', summary: 'Reminders with filters and paging', query: ['filter[profile_id]', 'filter[channel_id]', 'filter[epg_id]', 'page_offset', 'page_limit', 'filter_profile', 'lang', ...PAGING], ok: { 200: 'ReminderList' }, errors: [400, 401, 403, 404] },
  { method: 'post', path: '/reminders', base: 'v1', summary: 'Create a reminder (form or query: profile_id, epg_id)', query: ['profile_id', 'epg_id', 'lang'], body: 'form', input: 'ReminderForm', ok: { 200: 'Reminder', 201: 'Reminder' }, errors: [400, 401, 403, 404, 409] },
  { method: 'delete', path: '/reminders/{id}', base: 'v1', summary: 'Delete a reminder', ok: { 204: null }, errors: [401, 403, 404] },
  { method: 'get', path: '/npvr/recordings', base: 'v1', summary: 'Recordings (NPVR) of the customer: recorded (newest first) or scheduled (soonest first), by series; with the quota and the series rules', query: ['filter[state]', 'filter[series_id]', 'lang', ...PAGING], params: { 'filter[state]': { type: 'string', enum: ['recorded', 'scheduled'] }, 'filter[series_id]': integer(1, Number.MAX_SAFE_INTEGER) }, ok: { 200: 'RecordingList' }, errors: [400, 401] },
  { method: 'get', path: '/npvr/recordings/{id}', base: 'v1', summary: 'One recording, with its signed manifest address once it has begun', query: ['lang'], ok: { 200: 'Recording' }, errors: [400, 401, 404] },
  { method: 'post', path: '/npvr/recordings', base: 'v1', summary: 'Record a programme on air or to come (form: epg_id; series=1 also records every airing of its title on that channel); 403 no_npvr_rights for a channel without recording rights, 409 already_aired, 409 npvr_quota_exceeded', query: ['lang'], body: 'form', input: 'RecordingForm', ok: { 200: 'Recording', 201: 'Recording' }, errors: [400, 401, 403, 404, 409] },
  { method: 'delete', path: '/npvr/recordings/{id}', base: 'v1', summary: 'Cancel a scheduled recording or delete a recorded one (its profile or the main profile)', ok: { 204: null }, errors: [400, 401, 403, 404] },
  { method: 'delete', path: '/npvr/series/{id}', base: 'v1', summary: 'Cancel a series recording: the rule and its scheduled airings (what was recorded stays)', ok: { 204: null }, errors: [400, 401, 403, 404] },

  { method: 'get', path: '/client/smartivus/product-groups', base: 'both', summary: 'Product groups (svod: filter[vodprovid], tvod: filter[tvodid])', query: ['customer_id', 'lang', 'filter[chid]', 'filter[vodprovid]', 'filter[tvodid]'], ok: { 200: 'ProductGroups' }, errors: [400] },
  { method: 'get', path: '/client/smartivus/product-items', base: 'both', summary: 'Products of a group (or one product)', query: ['id', 'lang'], required: ['id'], ok: { 200: 'ProductItems' }, errors: [400, 404] },
  { method: 'get', path: '/client/smartivus/customer-product/subscribe', base: 'v1', summary: 'Subscribe (a plan or package: the master profile only, else 403 account_holder_only; a single title: a profile with can_buy. The household PIN (the master\'s, else 0000; header X-Eteris-Pin, never the address: a pin in the query is refused, 400 in_address) is checked after every other check; needs a payment card; a plan that replaces a contract early also charges its early-termination fee, as an order does: `charged`)', query: ['id', 'customer_id', 'purchase_option', 'lang', 'card_id', 'pin'], headers: ['X-Eteris-Pin'], required: ['id'], ok: { 200: 'SubscribeResult' }, errors: [400, 401, 402, 403, 404, 409, 429] },
  { method: 'get', path: '/client/smartivus/customer-product/unsubscribe', base: 'v1', summary: 'Unsubscribe (the master profile only, else 403 account_holder_only; the household PIN, header X-Eteris-Pin, never the address (400 in_address), is checked after every other check, so a wrong and a right PIN get the same refusal). Ending a contract early charges its early-termination fee (`charged`) to the card named or the default, as an order does', query: ['id', 'customer_id', 'lang', 'card_id', 'pin'], headers: ['X-Eteris-Pin'], required: ['id'], ok: { 200: 'SubscribeResult' }, errors: [400, 401, 402, 403, 404, 429] },
  { method: 'get', path: '/client/smartivus/customer-product/quote', base: 'v1', summary: "What an order would change (add, remove: comma-separated plan and package ids; a plan added replaces the current one): the household's monthly total before and after, what is new, the early-termination fee of a contract left before its end ((the monthly plan's price - the contract's) x the months left), what is due now, and whether a new contract period starts. Read-only: any session of the household", query: ['add', 'remove', 'lang'], params: { add: idList, remove: idList }, ok: { 200: 'OrderQuote' }, errors: [400, 401, 403, 404] },
  { method: 'post', path: '/client/smartivus/customer-product/order', base: 'v1', summary: 'Place an order (form: add, remove, pin, order_key, card_id, lang): the master profile only (else 403 account_holder_only), the household PIN checked after every other check, applied all or nothing; an order with nothing new charges nothing (nothing_new), a repeated order_key answers the first answer (replayed). The PIN travels in the body, never in an address (400 in_address)', query: ['pin'], body: 'form', input: 'OrderForm', ok: { 200: 'OrderResult' }, errors: [400, 401, 402, 403, 404, 409, 429] },
  { method: 'get', path: '/client/smartivus/customer-products', base: 'v1', summary: "The customer's subscriptions with their dates (started, a contract's end)", query: ['lang'], ok: { 200: 'CustomerProducts' }, errors: [400, 401] },
  { method: 'post', path: '/purchases', base: 'v1', summary: 'Rent or buy a tvod item (form: vod_id, option, pin, card_id: the household\'s card to charge, else the default): a profile with can_buy, confirmed with the household PIN (the master\'s, else 0000), never the profile\'s own login PIN', body: 'form', input: 'PurchaseForm', ok: { 201: 'PurchaseResult' }, errors: [400, 401, 402, 403, 404, 409, 429] },
  { method: 'get', path: '/purchases', base: 'v1', summary: 'Active purchases', ok: { 200: 'PurchaseList' }, errors: [401] },
  { method: 'get', path: '/payment-cards', base: 'v1', summary: 'Payment cards (every profile sees the household\'s), the default marked; whether a payment can succeed here and where else to pay', query: ['lang'], ok: { 200: 'CardList' }, errors: [400, 401] },
  { method: 'post', path: '/payment-cards/{id}/default', base: 'v1', summary: 'Make a card the household\'s default (charged unless a payment names another card); the master profile only (else 403 account_holder_only), 404 for a card not the household\'s', query: ['lang'], ok: { 200: 'CardList' }, errors: [400, 401, 403, 404] },
  { method: 'post', path: '/payment-cards', base: 'v1', summary: 'Add a card (test numbers: 4111 1111 1111 1111 accepted, 4000 0000 0000 0002 declined, 4000 0000 0000 0341 added but its payments fail; the first card becomes the default; a card already attached is 409 card_exists); the master profile only (else 403 account_holder_only) of a customer in the card group (else 403 card_not_accepted: can_add is false, payments go to customer service)', body: 'form', input: 'CardForm', invalid: 'handler', ok: { 201: 'Card' }, errors: [400, 401, 402, 403, 409] },
  { method: 'delete', path: '/payment-cards/{id}', base: 'v1', summary: 'Remove a card; the master profile only (else 403 account_holder_only)', ok: { 204: null }, errors: [401, 403, 404] },

  { method: 'post', path: '/register', base: 'pub', summary: 'Register (form: name, surname, city, email, phone, password, password_confirm, terms)', body: 'form', input: 'RegisterForm', ok: { 201: 'Account' }, errors: [400, 409, 429] },
  { method: 'post', path: '/signup/contact', base: 'pub', summary: 'Sign-up step 1: contact; mails a 6-digit code', body: 'form', input: 'SignupContactForm', ok: { 202: 'SignupStarted' }, errors: [400, 409, 429] },
  { method: 'post', path: '/signup/confirm', base: 'pub', summary: 'Sign-up step 2: the e-mailed code', body: 'form', input: 'SignupConfirmForm', ok: { 200: 'SignupConfirmed' }, errors: [400, 404, 429] },
  { method: 'post', path: '/signup/account', base: 'pub', summary: 'Sign-up step 3: account data and consents', body: 'form', input: 'SignupAccountForm', ok: { 201: 'Account' }, errors: [400, 404, 409] },
  { method: 'post', path: '/password-recovery', base: 'pub', summary: 'Mail a recovery code (always 202)', body: 'form', input: 'RecoveryForm', ok: { 202: 'Accepted' }, errors: [400] },
  { method: 'post', path: '/password-recovery/reset', base: 'pub', summary: 'Set a new password with the code', body: 'form', input: 'RecoveryResetForm', ok: { 204: null }, errors: [400] },
  { method: 'post', path: '/devices/pair', base: 'pub', summary: 'Start device pairing: code + QR handle', body: 'form', input: 'PairForm', ok: { 201: 'PairStart' }, errors: [429] },
  { method: 'get', path: '/devices/pair/{handle}', base: 'pub', summary: 'Pairing status; wait=1 long-polls; polls closer than 5 s get 429', query: ['wait', 'timeout'], ok: { 200: 'PairStatus' }, errors: [404, 429] },
  { method: 'get', path: '/devices/activate/{handle}', base: 'pub', summary: 'Whether the device of a QR handle may be connected (pending), or its code expired or was used; 404 for a handle that is no device\'s. Looks only: never claims, never counts as a poll', ok: { 200: 'PairHandle' }, errors: [404] },
  { method: 'post', path: '/devices/activate', base: 'v1', summary: 'Activate a device by handle or code (form or query)', query: ['handle', 'code'], body: 'form', input: 'ActivateForm', ok: { 200: 'Activated' }, errors: [400, 401, 404, 409, 410] },
  { method: 'post', path: '/devices/invite', base: 'v1', summary: 'A code for a new device to enter (the other way round); the inviter may long-poll its handle', body: 'form', input: 'PairForm', ok: { 201: 'PairStart' }, errors: [401, 429] },
  { method: 'post', path: '/devices/redeem', base: 'pub', summary: 'A new device enters a signed-in browser\'s code: a login session (cookie) and a token', body: 'form', input: 'RedeemForm', ok: { 200: 'Redeemed' }, errors: [400, 404, 429] },
  { method: 'get', path: '/devices', base: 'v1', summary: 'My devices: the paired devices, when last seen', ok: { 200: 'DeviceList' }, errors: [401] },
  { method: 'put', path: '/devices/{id}', base: 'v1', params: { id: PATH_PARAM }, summary: 'Rename a paired device: the household\'s master profile, or the device itself', body: 'form', input: 'DeviceRenameForm', ok: { 200: 'Device' }, errors: [400, 401, 403, 404] },
  { method: 'delete', path: '/devices/{id}', base: 'v1', params: { id: PATH_PARAM }, summary: 'Revoke a paired device (its token and session end)', ok: { 204: null }, errors: [401, 404] },

  { method: 'post', path: '/stats', base: 'raw', summary: 'Stats HELLO (msgpack map: type, tstamp, now, customerId, profileId, deviceType, platformName, firmwareVersion, appVersion)', body: 'msgpack', input: 'StatsHello', ok: { 204: null }, errors: [400, 401, 403, 413, 429], security: 'bearer' },
  { method: 'get', path: '/events/customer/{customer_id}', base: 'raw', summary: 'Server-sent events: reminder messages {msg_type, messageId, payload}; bearer header or ?token=. Each event has an `id:` cursor; a reconnect sending it back as Last-Event-ID first gets the reminders sent since then whose programme has not started. At most 5 open streams per session and 20 per customer (429 too_many_streams)', query: ['token', 'access_token'], ok: { 200: 'text/event-stream' }, errors: [401, 403, 429], security: 'bearer' },
  { method: 'get', path: '/__test/stats', base: 'raw', summary: 'Test control: stats received', ok: { 200: 'Stats' }, security: 'none' },
  { method: 'get', path: '/__test/mails', base: 'raw', summary: 'Test control: mails sent', query: ['to'], ok: { 200: 'Mails' }, security: 'none' },
  { method: 'post', path: '/__test/events/tick', base: 'raw', summary: 'Test control: run the reminder scheduler once as if at `now`', query: ['now'], ok: { 200: 'Delivered' }, errors: [400], security: 'none' },
  { method: 'get', path: '/__test/events/streams', base: 'raw', summary: 'Test control: how many event streams of a customer are open', query: ['customer_id'], required: ['customer_id'], ok: { 200: 'StreamCount' }, errors: [400], security: 'none' },
  { method: 'post', path: '/__test/sessions/clock', base: 'raw', summary: 'Test control: run the sessions\' clock `seconds` ahead (0: back), then end the sessions that expired', query: ['seconds'], params: { seconds: integer(-400 * 86400, 400 * 86400) }, ok: { 200: 'SessionClock' }, errors: [400], security: 'none' },
  { method: 'post', path: '/__test/npvr/clock', base: 'raw', summary: 'Test control: move the NPVR clock by `seconds` (0 resets it), to see recordings expire', query: ['seconds'], params: { seconds: integer(-400 * 86400, 400 * 86400) }, body: 'form', input: 'TestNpvrClock', ok: { 200: 'NpvrClock' }, errors: [400], security: 'none' },
  { method: 'get', path: '/media/recording/{id}/manifest.mpd', base: 'raw', summary: 'A recording\'s DASH manifest (the signed address from GET npvr/recordings/{id}); 403 bad_signature, 403 not_recorded before it begins, 404 once deleted or expired', query: ['exp', 'sig'], params: { id: PATH_PARAM, exp: { type: 'string', maxLength: 12, pattern: '^[0-9]{1,12}$' }, sig: { type: 'string', maxLength: 64, pattern: '^[A-Za-z0-9_-]*$' } }, ok: { 200: 'application/dash+xml' }, errors: [400, 403, 404], security: 'none' },
  ...MEDIA_OPS,
  { method: 'post', path: '/__test/media/gap', base: 'raw', summary: 'Test control: a hole of `seconds` in a live channel\'s media from epoch second `at` (0 closes it)', query: ['channel_id', 'at', 'seconds'], body: 'form', input: 'TestGap', ok: { 200: 'MediaGap' }, errors: [400], security: 'none' },
  { method: 'post', path: '/__test/media/fault', base: 'raw', summary: 'Test control: a live channel\'s manifest (`part`: or its segments, or its licence) answers `status` (0 ends it)', query: ['channel_id', 'status', 'part'], params: { part: { type: 'string', enum: ['manifest', 'segments', 'licence'] } }, body: 'form', input: 'TestFault', ok: { 200: 'MediaFault' }, errors: [400], security: 'none' },
  { method: 'post', path: '/__test/events/fire', base: 'raw', summary: 'Test control: send a reminder message now (customer_id, epg_id)', query: ['customer_id', 'epg_id'], body: 'form', input: 'TestFire', ok: { 200: 'FireResult' }, errors: [404], security: 'none' },
];
