import { defineElement } from '../define';
import { TAGS } from '../../core/names';
import { modalStyles } from '../shared/Modal';
import { Footer } from './Footer';

const styles = `
:host { display: block; background: var(--_bg); border-top: 1px solid var(--_surface-2); color: var(--_muted); }
footer { display: flex; flex-wrap: wrap; align-items: center; gap: 1rem 2rem; padding: 1.5rem clamp(.75rem, 3vw, 2rem); }
ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: .5rem 1rem; }
.link { display: inline-block; font: inherit; background: none; border: 0; padding: .25rem 0; color: var(--_muted); text-decoration: underline; text-underline-offset: 3px; }
.link:hover { color: var(--_text); }
.copyright { margin: 0 0 0 auto; font-size: .9rem; }
.markdown { line-height: 1.55; color: var(--_text); }
.markdown h3, .markdown h4 { margin: 1.2em 0 .4em; }
${modalStyles}
`;

/**
 * @summary Site footer: social links, Contacts / Cookies policy / Privacy policy / Terms opening
 * the per-language document in a modal, the link to the editors' catalogue (/elements), and the copyright line.
 * @csspart footer - the footer's band
 * @csspart social - the social network links
 * @csspart links - the links to the documents and the editors' catalogue
 * @csspart copyright - the copyright line
 * @cssproperty --tv-color-muted - footer text colour
 */
export const TvFooter = defineElement({ tag: TAGS.footer, component: Footer, styles });
