import { defineElement } from '../define';
import { TAGS } from '../../core/names';
import { joinStyles } from '../join/styles';
import { Activate } from './Activate';
import { styles } from './styles';

/**
 * @summary Device authorisation (/activate, /activate/{handle}): a QR code, the website address and a
 * code with an expiry countdown on the device to connect, confirmation by a signed-in user (after a
 * login that comes back), and the other way round: a signed-in browser's code that a new device enters.
 * @csspart qr - the QR code (SVG)
 * @cssproperty --tv-color-accent - buttons
 * @attr heading-level - accepted for symmetry; its screen keeps level 1 headings (default 1)
 */
export const TvActivate = defineElement({ tag: TAGS.activate, component: Activate, props: { headingLevel: 'number' }, styles: joinStyles + styles });
