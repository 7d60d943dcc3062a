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
import type * as S from './schema.gen';
import type * as V from './schemas';
import type { UserResponse, Userinfo, PageEntry, PageList } from './types';
import type { Profile, Avatar } from './profiles';
import type { ChannelJson, GenreJson, EpgItemJson, EpgGridJson } from './epg';
import type { PageBody } from '../stores/pages';
import type { Reminder } from '../stores/reminders';
import type { Recording, RecordingList } from '../stores/recordings';
import type { PlayerEpg } from '../stores/player';

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

export const CONTRACT: [
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

export const SCHEMAS_AGREE: [
  Agrees<typeof V.ClientUserSchema, Omit<UserResponse, 'error'>, S.ClientUser>,
  Agrees<(typeof V.ClientUserSchema)['entries']['user'], NonNullable<UserResponse['user']>, S.ClientUser['user']>,
  Agrees<typeof V.UserinfoSchema, Userinfo, S.Userinfo>,
  Agrees<typeof V.VisitorUserinfoSchema, Partial<Userinfo>, S.Userinfo>,
  Agrees<typeof V.AvatarSchema, Avatar, S.AvatarList['items'][number]>,
  Agrees<typeof V.AvatarListSchema, { items: Avatar[] }, S.AvatarList>,
  Agrees<typeof V.ProfileSchema, Profile, S.Profile>,
  Agrees<typeof V.ProfileListSchema, { items: Profile[] }, S.ProfileList>,
  Agrees<typeof V.SelectedProfileSchema, { profile: Profile | null }, S.SelectedProfile>,
  Agrees<typeof V.GenreListSchema, { items: GenreJson[] }, S.GenreList>,
  Agrees<typeof V.ChannelListSchema, { items: ChannelJson[] }, S.ChannelList>,
  Agrees<typeof V.ProgrammeSchema, EpgItemJson, S.Programme>,
  Agrees<typeof V.EpgGridSchema, EpgGridJson, S.EpgGrid>,
  Agrees<typeof V.PlayerEpgSchema, PlayerEpg, S.Programme>,
  Agrees<typeof V.PlayerEpgGridSchema, { items: Record<string, Record<string, PlayerEpg[]>> }, S.EpgGrid>,
  Agrees<typeof V.PageEntrySchema, PageEntry, S.PageList['items'][number]>,
  Agrees<typeof V.PageListSchema, PageList, S.PageList>,
  Agrees<typeof V.PageBodySchema, PageBody, S.PageBody>,
  Agrees<typeof V.ReminderSchema, Reminder, S.Reminder>,
  Agrees<typeof V.ReminderListSchema, { items: Reminder[] }, S.ReminderList>,
  Agrees<typeof V.RecordingSchema, Recording, S.Recording>,
  Agrees<typeof V.RecordingListSchema, RecordingList, S.RecordingList>,
] = [true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true, true];
