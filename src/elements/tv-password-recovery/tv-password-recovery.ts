import { defineElement } from '../define';
import { TAGS } from '../../core/names';
import { joinStyles } from '../join/styles';
import { PasswordRecovery } from './PasswordRecovery';

/**
 * @summary Password recovery (/password-recovery): the e-mail, then the mailed code or the mail's
 * link and a new password with the registration's rules, then a way to log in.
 * @cssproperty --tv-color-accent - buttons and the current step
 * @attr heading-level - accepted for symmetry; its screen keeps level 1 headings (default 1)
 */
export const TvPasswordRecovery = defineElement({ tag: TAGS.passwordRecovery, component: PasswordRecovery, props: { headingLevel: 'number' }, styles: joinStyles });
