/**
 * One error type for the whole client: a category, a numeric code (for logs and support: at most a
 * secondary "details" line, never in an invitation) and the i18n key of the message, from one table. Modelled on shaka's lib/util/error.js.
 */
import type { MessageKey } from './i18n';
export const ErrorCategory = {
  NETWORK: 1,
  AUTH: 2,
  DATA: 3,
  PLAYER: 4,
  DRM: 5,
  GEO: 6,
} as const;
export type ErrorCategory = (typeof ErrorCategory)[keyof typeof ErrorCategory];

type Severity = 'recoverable' | 'critical';

/** Numeric codes: category * 1000 + detail. */
export const ErrorCode = {
  NETWORK_FAILED: 1001,
  HTTP_STATUS: 1002,
  AUTH_REQUIRED: 2001,
  USER_ERROR_FIELD: 2002,
  /** A visitor pressed play: nothing plays without an account (Log in / Subscribe). */
  WATCH_NEEDS_ACCOUNT: 2003,
  /** A signed-in viewer has chosen no profile yet ("Who is watching?"): VoD, recordings and bookmarks are a profile's. */
  WATCH_NEEDS_PROFILE: 2004,
  BAD_RESPONSE: 3001,
  OPERATION_FAILED: 3002,
  /** A 2xx answer whose shape does not match its schema (src/core/api/schemas.ts). */
  UNEXPECTED_ANSWER: 3003,
  /** Paying with no card attached (API 402 no_payment_card). */
  NO_PAYMENT_CARD: 3101,
  /** The card refused the charge (API 402 payment_failed). */
  PAYMENT_FAILED: 3102,
  /** Recordings (NPVR): the channel has no recording rights, the quota is used up, the programme has ended. */
  NPVR_NO_RIGHTS: 3111,
  NPVR_QUOTA: 3112,
  NPVR_AIRED: 3113,
  PLAYBACK_FAILED: 4001,
  CHANNEL_UNAVAILABLE: 4002,
  NETWORK_CHANGED: 4003,
  AGE_LOCKED: 4004,
  ADULT_LOCKED: 4005,
  VOD_NOT_PURCHASED: 4006,
  VOD_NOT_SUBSCRIBED: 4007,
  DRM_FAILED: 5001,
  DRM_UNSUPPORTED: 5002,
  GEO_BLOCKED: 6001,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The message each code shows: a code without a message fails `tsc`. */
const ERROR_MESSAGES = {
  [ErrorCode.NETWORK_FAILED]: 'errors.network',
  [ErrorCode.HTTP_STATUS]: 'errors.operation_failed',
  [ErrorCode.AUTH_REQUIRED]: 'errors.auth',
  [ErrorCode.USER_ERROR_FIELD]: 'errors.auth',
  [ErrorCode.WATCH_NEEDS_ACCOUNT]: 'player.visitor_invite',
  [ErrorCode.WATCH_NEEDS_PROFILE]: 'player.choose_profile',
  [ErrorCode.BAD_RESPONSE]: 'errors.operation_failed',
  [ErrorCode.OPERATION_FAILED]: 'errors.operation_failed',
  [ErrorCode.UNEXPECTED_ANSWER]: 'errors.unexpected_answer',
  [ErrorCode.NO_PAYMENT_CARD]: 'cards.no_card',
  [ErrorCode.PAYMENT_FAILED]: 'cards.payment_failed',
  [ErrorCode.NPVR_NO_RIGHTS]: 'recordings.error_no_rights',
  [ErrorCode.NPVR_QUOTA]: 'recordings.error_quota',
  [ErrorCode.NPVR_AIRED]: 'recordings.error_aired',
  [ErrorCode.PLAYBACK_FAILED]: 'errors.playback_failure',
  [ErrorCode.CHANNEL_UNAVAILABLE]: 'errors.channel_unavailable',
  [ErrorCode.NETWORK_CHANGED]: 'errors.network_changed',
  [ErrorCode.AGE_LOCKED]: 'errors.age_locked',
  [ErrorCode.ADULT_LOCKED]: 'errors.adult_locked',
  [ErrorCode.VOD_NOT_PURCHASED]: 'errors.vod_not_purchased',
  [ErrorCode.VOD_NOT_SUBSCRIBED]: 'errors.vod_not_subscribed',
  [ErrorCode.DRM_FAILED]: 'errors.drm_failure',
  [ErrorCode.DRM_UNSUPPORTED]: 'errors.drm_unsupported',
  [ErrorCode.GEO_BLOCKED]: 'geo.body',
} as const satisfies Record<ErrorCode, MessageKey>;

/**
 * Codes that are invitations (log in, choose a profile, subscribe, rent, switch profile), not faults:
 * a viewer is shown what to do, never a code.
 */
const INVITATIONS: ReadonlySet<number> = new Set([
  ErrorCode.AUTH_REQUIRED,
  ErrorCode.WATCH_NEEDS_ACCOUNT,
  ErrorCode.WATCH_NEEDS_PROFILE,
  ErrorCode.NO_PAYMENT_CARD,
  ErrorCode.AGE_LOCKED,
  ErrorCode.ADULT_LOCKED,
  ErrorCode.VOD_NOT_PURCHASED,
  ErrorCode.VOD_NOT_SUBSCRIBED,
  ErrorCode.GEO_BLOCKED,
]);
export const isInvitation = (code: number): boolean => INVITATIONS.has(code);

/** The category is the code's thousands: 4002 is a PLAYER error. */
const categoryOf = (code: ErrorCode): ErrorCategory => Math.floor(code / 1000) as ErrorCategory;

export class AppError extends Error {
  readonly category: ErrorCategory;
  readonly code: ErrorCode;
  /** The message shown to the user (docs/product.md#errors), from ERROR_MESSAGES. */
  readonly messageKey: MessageKey;
  readonly severity: Severity;
  readonly status: number | undefined;
  readonly source: string | undefined;
  /** The API's machine code (`pin_invalid`, `pin_locked`, `profile_required` ...), when it sent one. */
  readonly apiCode: string | undefined;
  /** A PIN refusal's tries left and a lock's seconds (from the API's JSON error). */
  readonly triesLeft: number | undefined;
  readonly retryAfter: number | undefined;
  /** A validation refusal's fields and the server's word for each (`{ phone: 'Phone must follow…' }`). */
  readonly fields: Record<string, string> | undefined;

  constructor(opts: {
    code: ErrorCode;
    /** Technical detail for the console (never shown). */
    message?: string;
    severity?: Severity;
    status?: number;
    source?: string;
    apiCode?: string;
    triesLeft?: number;
    retryAfter?: number;
    fields?: Record<string, string>;
  }) {
    super(opts.message ?? ERROR_MESSAGES[opts.code]);
    this.name = 'AppError';
    this.code = opts.code;
    this.category = categoryOf(opts.code);
    this.messageKey = ERROR_MESSAGES[opts.code];
    this.severity = opts.severity ?? 'recoverable';
    this.status = opts.status;
    this.source = opts.source;
    this.apiCode = opts.apiCode;
    this.triesLeft = opts.triesLeft;
    this.retryAfter = opts.retryAfter;
    this.fields = opts.fields;
  }
}
