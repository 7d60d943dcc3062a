/**
 * Compile-time contract between the client and the reference backend's OpenAPI document: every
 * response type the client declares must accept what the server's schema promises
 * (schema.gen.ts is generated from server/openapi by scripts/openapi-types.mjs, and `npm test`
 * fails when it is stale). A renamed, removed or retyped field breaks the type check.
 *
 * The same holds for the answer schemas the client checks at run time (./schemas.ts): each one
 * lets through every answer the document promises (it asks for no field the document does not
 * guarantee, with no other type), and its output is what the client's type needs. A schema that
 * drifts from either side fails `tsc`.
 */
import type { GenericSchema, InferOutput } from 'valibot';
import type * as S from '#openapi-types';
import type * as V from './schemas';
import type * as C from './vod-schemas';
import type { UserResponse, Userinfo, PageEntry, PageList } from './types';
import type { Profile, Avatar } from './profiles';
import type { ChannelJson, GenreJson, EpgItemJson, EpgGridJson } from './epg';
import type { PageBody } from '../stores/pages';
import type { Reminder } from '../stores/reminders';
import type { PlayerEpg } from '../stores/player';
import type { BookmarkItem } from './bookmarks';
import type { PurchaseJson, PurchaseOfferGroups, PurchaseProduct, PurchaseSubscribed } from './purchase';
import type { Device } from '../stores/devices';
import type { CardsJson, CustomerProductJson, OrderQuoteJson, OrderResultJson, ProductGroupJson, ProductJson } from './products';
import type { SearchAnswer, SearchHit } from '../stores/search';
import type { Recording, RecordingList } from '../stores/recordings';
import type { GroupJson, RowChannelJson, RowResumeJson, VodJson } from './vod';

type Accepts<Client, Server> = [Server] extends [Client] ? true : false;
/** Fields the client's type declares that the schema would drop (optional ones included). */
type Dropped<Client, Out> = Exclude<keyof Client, keyof Out>;
/**
 * The schema keeps every field the client's type declares and its output satisfies that type, and
 * the server's promise passes the schema.
 */
type Agrees<Schema extends GenericSchema, Client, Server> = [Dropped<Client, InferOutput<Schema>>] extends [never]
  ? [InferOutput<Schema>] extends [Client]
    ? Accepts<InferOutput<Schema>, Server>
    : false
  : false;

const _CONTRACT: [
  Accepts<UserResponse, S.ClientUser>,
  Accepts<Userinfo, S.Userinfo>,
  Accepts<PageList, S.PageList>,
  Accepts<PageBody, S.PageBody>,
  Accepts<Profile, S.Profile>,
  Accepts<Avatar, S.AvatarList['items'][number]>,
  Accepts<GenreJson, S.GenreList['items'][number]>,
  Accepts<ChannelJson, S.Channel>,
  Accepts<EpgItemJson, S.Programme>,
  Accepts<EpgGridJson, S.EpgGrid>,
  Accepts<Reminder, S.ReminderList['items'][number]>,
] = [true, true, true, true, true, true, true, true, true, true, true];

const _SCHEMAS_AGREE: [
  Agrees<typeof V.ClientUserSchema, Omit<UserResponse, 'error'>, S.ClientUser>,
  Agrees<(typeof V.ClientUserSchema)['entries']['user'], NonNullable<UserResponse['user']>, S.ClientUser['user']>,
  Agrees<typeof V.UserinfoSchema, Userinfo, S.Userinfo>,
  Agrees<typeof V.VisitorUserinfoSchema, Partial<Userinfo>, S.Userinfo>,
  Agrees<typeof V.AvatarSchema, Avatar, S.AvatarList['items'][number]>,
  Agrees<typeof V.AvatarListSchema, { items: Avatar[] }, S.AvatarList>,
  Agrees<typeof V.ProfileSchema, Profile, S.Profile>,
  Agrees<typeof V.ProfileListSchema, { items: Profile[] }, S.ProfileList>,
  Agrees<typeof V.SelectedProfileSchema, { profile: Profile | null }, S.SelectedProfile>,
  Agrees<typeof V.LicenceTokenSchema, { licence_token: string; expires_in: number }, S.LicenceToken>,
  Agrees<typeof V.GenreListSchema, { items: GenreJson[] }, S.GenreList>,
  Agrees<typeof V.ChannelListSchema, { items: ChannelJson[] }, S.ChannelList>,
  Agrees<typeof V.ProgrammeSchema, EpgItemJson, S.Programme>,
  Agrees<typeof V.EpgGridSchema, EpgGridJson, S.EpgGrid>,
  Agrees<typeof V.ProgrammeSchema, PlayerEpg, S.Programme>,
  Agrees<typeof V.BookmarkListSchema, { items: BookmarkItem[] }, S.BookmarkList>,
  Agrees<typeof V.SmartRowPagesSchema, S.SmartRowPages, S.SmartRowPages>,
  Agrees<typeof V.PageEntrySchema, PageEntry, S.PageList['items'][number]>,
  Agrees<typeof V.PageListSchema, PageList, S.PageList>,
  Agrees<typeof V.PageBodySchema, PageBody, S.PageBody>,
  Agrees<typeof V.ReminderSchema, Reminder, S.Reminder>,
  Agrees<typeof V.ReminderListSchema, { items: Reminder[] }, S.ReminderList>,
  Agrees<typeof V.PurchaseOfferGroupsSchema, PurchaseOfferGroups, S.ProductGroups>,
  Agrees<typeof V.PurchaseProductItemsSchema, { items: PurchaseProduct[] }, S.ProductItems>,
  Agrees<typeof V.PurchaseSubscribeSchema, PurchaseSubscribed, S.SubscribeResult>,
  Agrees<typeof V.PurchaseListSchema, { items: PurchaseJson[] }, S.PurchaseList>,
  Agrees<typeof V.AccountSchema, { user_id: number; customer_id: number; email_verified: boolean }, S.Account>,
  Agrees<typeof V.SignupStartedSchema, { signup_id: string; expires_in: number }, S.SignupStarted>,
  Agrees<typeof V.SignupConfirmedSchema, { signup_id: string; confirmed: true }, S.SignupConfirmed>,
  Agrees<typeof V.AcceptedSchema, { status: string }, S.Accepted>,
  Agrees<typeof V.PairStartSchema, { handle: string; code: string; qr_url: string; verification_url: string; expires_in: number; interval: number }, S.PairStart>,
  Agrees<typeof V.PairStatusSchema, { status: 'pending' | 'activated' | 'claimed' | 'expired'; interval: number }, S.PairStatus>,
  Agrees<typeof V.PairHandleSchema, { status: 'pending' | 'expired' | 'used'; device_name: string }, S.PairHandle>,
  Agrees<typeof V.ActivatedSchema, { status: 'activated'; device_name: string }, S.Activated>,
  Agrees<typeof V.RedeemedSchema, { status: 'claimed'; token: string; customer_id: number }, S.Redeemed>,
  Agrees<typeof V.DeviceListSchema, { items: Device[] }, S.DeviceList>,
  Agrees<typeof V.ProductSchema, ProductJson, S.Product>,
  Agrees<typeof V.ProductGroupsSchema, { items: ProductGroupJson[] }, S.ProductGroups>,
  Agrees<typeof V.SubscribeResultSchema, { status: string; product_id: number }, S.SubscribeResult>,
  Agrees<typeof V.CustomerProductsSchema, { items: CustomerProductJson[] }, S.CustomerProducts>,
  Agrees<typeof V.CardListSchema, CardsJson, S.CardList>,
  Agrees<typeof V.OrderQuoteSchema, OrderQuoteJson, S.OrderQuote>,
  Agrees<typeof V.OrderResultSchema, OrderResultJson, S.OrderResult>,
  Agrees<typeof V.SearchHitSchema, SearchHit, S.SearchResult['items'][number]>,
  Agrees<typeof V.SearchResultSchema, SearchAnswer, S.SearchResult>,
  Agrees<typeof V.RecordingSchema, Recording, S.Recording>,
  Agrees<typeof V.RecordingListSchema, RecordingList, S.RecordingList>,
  Agrees<typeof V.WishItemSchema, { id: number; vod_id: number | null; group_id: number | null }, S.WishItem>,
  Agrees<typeof V.WishListSchema, { items: { vod_id: number | null; group_id: number | null; vod: S.Vod | null; group: S.Group | null }[] }, S.WishList>,
  Agrees<typeof C.VodSchema, VodJson, S.Vod>,
  Agrees<typeof C.VodPageSchema, S.VodPage, S.VodPage>,
  Agrees<typeof C.GroupSchema, GroupJson, S.Group>,
  Agrees<typeof C.RowChannelSchema, RowChannelJson, S.SmartRowChannel>,
  Agrees<typeof C.RowResumeSchema, RowResumeJson, S.SmartRowResume>,
  Agrees<typeof C.SmartRowSchema, S.SmartRow, S.SmartRow>,
  Agrees<typeof C.SmartRowPageSchema, S.SmartRowPage, S.SmartRowPage>,
] = [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true];
