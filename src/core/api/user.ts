// Who is signed in: the login service's session (`{client base}/user`) and the API's userinfo.
import type { InferOutput } from 'valibot';
import { config } from '../config';
import { AppError, ErrorCode } from '../errors';
import { api, checkAnswer, request } from './client';
import { publicApi } from './public';
import { ClientUserSchema, UserinfoSchema, VisitorUserinfoSchema } from './account-schemas';

export type LoginUser = InferOutput<typeof ClientUserSchema>;

/**
 * `GET {client base}/user` with credentials: the login service's session and its token. An answer
 * with an error field, or without a token, is a failure (USER_ERROR_FIELD); one of another shape
 * is UNEXPECTED_ANSWER.
 */
export async function fetchLoginUser(): Promise<LoginUser> {
  const url = new URL('user', config().clientBase).toString();
  const body = await request<unknown>(url, { source: 'user' }, { credentials: 'include' });
  const error = body && typeof body === 'object' ? (body as { error?: unknown }).error : undefined;
  if (error !== undefined) throw new AppError({ code: ErrorCode.USER_ERROR_FIELD, message: JSON.stringify(error), source: 'user' });
  const answer = checkAnswer(ClientUserSchema, body, 'user');
  if (!answer.token) throw new AppError({ code: ErrorCode.USER_ERROR_FIELD, message: 'no token', source: 'user' });
  return answer;
}

/** A sign-in kept by this tab (or handed over by another), checked as the login service's answer. */
export const readLoginUser = (kept: unknown): LoginUser => checkAnswer(ClientUserSchema, kept, 'user');

/** A partner page's one-time sign-in code exchanged for the login service's session. */
export const postUserCode = (code: string): Promise<LoginUser> =>
  request(new URL('user/code', config().clientBase).toString(), { method: 'POST', form: { code }, source: 'user', schema: ClientUserSchema });

export const fetchUserinfo = () => api('userinfo', { source: 'userinfo', schema: UserinfoSchema });

/** A visitor's demo userinfo (the API base without a token is the public one). */
export const fetchVisitorUserinfo = () => api('userinfo', { source: 'userinfo', schema: VisitorUserinfoSchema });

/** The public API's userinfo: whether the service answers at all. */
export const pingService = () => publicApi('userinfo', { schema: VisitorUserinfoSchema, source: 'status' });
