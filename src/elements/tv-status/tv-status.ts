import { defineElement } from '../define';
import { TAGS } from '../../core/names';
import { joinStyles } from '../join/styles';
import { Status } from './Status';

/**
 * @summary The status page (/status): whether the service answers, and the account's state (signed
 * in or not, e-mail verified or not), with a way to log in, register or go home.
 * @cssproperty --tv-color-accent - buttons
 * @attr heading-level - accepted for symmetry; its screen keeps level 1 headings (default 1)
 */
export const TvStatus = defineElement({ tag: TAGS.status, component: Status, props: { headingLevel: 'number' }, styles: joinStyles });
