// Every limit on guessing, in one place (README "Security"). A key is locked after `tries` failures
// within `windowS`; the lock starts at its first length and doubles with each further lockout within
// `memoryS`, up to a cap. Per account (the e-mail, the signed-in user) and per client address (a
// higher cap: one address may serve a whole household or office). PINs have their own ladder.
import { doubling, type LimitRule } from './limiter';

const MIN = 60;
const HOUR = 3600;

/** Password login (/client/login), per account e-mail and client address. */
export const LOGIN_PER_ACCOUNT: LimitRule = { tries: 5, windowS: 15 * MIN, locksS: doubling(15 * MIN, 4 * HOUR), memoryS: 24 * HOUR };
/**
 * Password login, per account from all addresses together: a higher cap, and never applied to an
 * address the account signed in from before (its usual one), so nobody elsewhere locks the owner out.
 */
export const LOGIN_PER_ACCOUNT_ANYWHERE: LimitRule = { tries: 50, windowS: 15 * MIN, locksS: doubling(15 * MIN, 4 * HOUR), memoryS: 24 * HOUR };
/** Password login, per account at an address it signed in from before: a short wait that grows. */
export const LOGIN_AT_USUAL_ADDRESS: LimitRule = { tries: 5, windowS: 15 * MIN, locksS: doubling(1 * MIN, 15 * MIN), memoryS: 24 * HOUR };
/** How long an address stays an account's usual one after its last sign-in there. */
export const USUAL_ADDRESS_S = 90 * 24 * HOUR;
/** Password login, per client address (wrong e-mails count too). */
export const LOGIN_PER_ADDRESS: LimitRule = { tries: 30, windowS: 15 * MIN, locksS: doubling(15 * MIN, 4 * HOUR), memoryS: 24 * HOUR };

/** Codes typed by a person: device codes (per user), e-mail sign-up and recovery codes (per e-mail). */
export const CODE_PER_ACCOUNT: LimitRule = { tries: 5, windowS: 15 * MIN, locksS: doubling(15 * MIN, 4 * HOUR), memoryS: 24 * HOUR };
/** The same codes, per client address. */
export const CODE_PER_ADDRESS: LimitRule = { tries: 30, windowS: 15 * MIN, locksS: doubling(15 * MIN, 4 * HOUR), memoryS: 24 * HOUR };

/** Mails asked for (sign-up codes, password recovery), per recipient: every request counts. */
export const MAIL_PER_ACCOUNT: LimitRule = { tries: 5, windowS: HOUR, locksS: doubling(HOUR, 24 * HOUR), memoryS: 24 * HOUR };
/** Mails asked for, per client address. */
export const MAIL_PER_ADDRESS: LimitRule = { tries: 30, windowS: HOUR, locksS: doubling(HOUR, 24 * HOUR), memoryS: 24 * HOUR };

/**
 * PINs (profile, purchase, adult), per secret (a profile's PIN, the account's purchase PIN): 5 wrong
 * tries, counted until a lock or the right PIN, then a lock of 1, then 5, then 30 minutes for every
 * further lockout in a row; the right PIN starts the ladder again.
 */
export const PIN_PER_SECRET: LimitRule = { tries: 5, windowS: Infinity, locksS: [1 * MIN, 5 * MIN, 30 * MIN], successForgetsLocks: true };
