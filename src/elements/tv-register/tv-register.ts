import { defineElement } from '../define';
import { TAGS } from '../../core/names';
import { joinStyles } from '../join/styles';
import { Register } from './Register';
import { styles } from './styles';

/**
 * @summary Registration (/register?fresh=true): details with a message per field, terms and privacy,
 * loading, then success or failure; what was typed survives a failure, a step back and a reload
 * (without the passwords). Renders nothing on /register?action=change or ?action=add_card.
 * @cssproperty --tv-color-accent - buttons and the current step
 * @attr heading-level - accepted for symmetry; its screen keeps level 1 headings (default 1)
 */
export const TvRegister = defineElement({ tag: TAGS.register, component: Register, props: { headingLevel: 'number' }, styles: joinStyles + styles });
