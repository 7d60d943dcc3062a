// Every limit on guessing, in one place (README "Security" lists them). A key is locked after
// `tries` failures within `windowS`; the lock starts at `lockS` and doubles with each further lockout
// within `memoryS`, up to `maxLockS`. Per account (the e-mail, the signed-in user) and per client
// address (a higher cap: one address may serve a whole household or office).
import type { LimitRule } from './throttle';

const MIN = 60;
const HOUR = 3600;

/** Password login (/client/login), per account e-mail. */
export const LOGIN_PER_ACCOUNT: LimitRule = { tries: 5, windowS: 15 * MIN, lockS: 15 * MIN, maxLockS: 4 * HOUR, memoryS: 24 * HOUR };
/** Password login, per client address (wrong e-mails count too). */
export const LOGIN_PER_ADDRESS: LimitRule = { tries: 30, windowS: 15 * MIN, lockS: 15 * MIN, maxLockS: 4 * HOUR, memoryS: 24 * HOUR };

/** Codes typed by a person: device codes (per user), e-mail sign-up and recovery codes (per e-mail). */
export const CODE_PER_ACCOUNT: LimitRule = { tries: 5, windowS: 15 * MIN, lockS: 15 * MIN, maxLockS: 4 * HOUR, memoryS: 24 * HOUR };
/** The same codes, per client address. */
export const CODE_PER_ADDRESS: LimitRule = { tries: 30, windowS: 15 * MIN, lockS: 15 * MIN, maxLockS: 4 * HOUR, memoryS: 24 * HOUR };

/** Mails asked for (sign-up codes, password recovery), per recipient: every request counts. */
export const MAIL_PER_ACCOUNT: LimitRule = { tries: 5, windowS: HOUR, lockS: HOUR, maxLockS: 24 * HOUR, memoryS: 24 * HOUR };
/** Mails asked for, per client address. */
export const MAIL_PER_ADDRESS: LimitRule = { tries: 30, windowS: HOUR, lockS: HOUR, maxLockS: 24 * HOUR, memoryS: 24 * HOUR };

/** PINs (profile, purchase, adult), per profile: for the PIN service (5 wrong tries, growing lock). */
export const PIN_PER_PROFILE: LimitRule = { tries: 5, windowS: 15 * MIN, lockS: 5 * MIN, maxLockS: 4 * HOUR, memoryS: 24 * HOUR };
