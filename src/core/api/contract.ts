/**
 * Compile-time contract between the client and the reference backend's OpenAPI document: every
 * response type the client declares must accept what the server's schema promises
 * (schema.gen.ts is generated from server/openapi by scripts/openapi-types.mjs, and `npm test`
 * fails when it is stale). A renamed, removed or retyped field breaks the type check.
 */
import type * as S from './schema.gen';
import type { UserResponse, Userinfo, PageList } from './types';
import type { Profile, Avatar } from './profiles';
import type { ChannelJson, GenreJson, EpgItemJson, EpgGridJson } from './epg';
import type { PageBody } from '../stores/pages';
import type { Reminder } from '../stores/reminders';

type Accepts<Client, Server> = [Server] extends [Client] ? true : false;

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
