import { defineElement } from '../define';
import { TAGS } from '../../core/names';
import { joinStyles } from '../join/styles';
import { SignUp } from './SignUp';

/**
 * @summary Sign-up (/sign-up): leave contact, the e-mailed code (resend with a countdown), account
 * data, payments consents, thank-you; with view="conditions" the sign-up conditions.
 * @attr view - `conditions` for /sign-up/conditions
 * @cssproperty --tv-color-accent - buttons and the current step
 */
export const TvSignUp = defineElement({ tag: TAGS.signUp, component: SignUp, props: { view: 'string' }, styles: joinStyles });
