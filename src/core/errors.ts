/**
 * One error type for the whole client: a category, a numeric code (shown to the user next to the
 * message) and the i18n key of the message. Modelled on shaka's lib/util/error.js.
 */
export const ErrorCategory = {
  NETWORK: 1,
  AUTH: 2,
  DATA: 3,
  PLAYER: 4,
  DRM: 5,
  GEO: 6,
} as const;
export type ErrorCategory = (typeof ErrorCategory)[keyof typeof ErrorCategory];

export type Severity = 'recoverable' | 'critical';

export class AppError extends Error {
  readonly category: ErrorCategory;
  readonly code: number;
  readonly i18nKey: string;
  readonly severity: Severity;
  readonly status: number | undefined;
  readonly source: string | undefined;

  constructor(opts: {
    category: ErrorCategory;
    code: number;
    i18nKey: string;
    message?: string;
    severity?: Severity;
    status?: number;
    source?: string;
  }) {
    super(opts.message ?? opts.i18nKey);
    this.name = 'AppError';
    this.category = opts.category;
    this.code = opts.code;
    this.i18nKey = opts.i18nKey;
    this.severity = opts.severity ?? 'recoverable';
    this.status = opts.status;
    this.source = opts.source;
  }
}

/** Numeric codes: category * 1000 + detail. */
export const ErrorCode = {
  NETWORK_FAILED: 1001,
  HTTP_STATUS: 1002,
  AUTH_REQUIRED: 2001,
  USER_ERROR_FIELD: 2002,
  BAD_RESPONSE: 3001,
  OPERATION_FAILED: 3002,
  PLAYBACK_FAILED: 4001,
  CHANNEL_UNAVAILABLE: 4002,
  NETWORK_CHANGED: 4003,
  DRM_FAILED: 5001,
  DRM_UNSUPPORTED: 5002,
  GEO_BLOCKED: 6001,
} as const;
