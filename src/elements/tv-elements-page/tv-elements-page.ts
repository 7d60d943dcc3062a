import { defineElement } from '../define';
import { TAGS } from '../../core/names';
import { ElementsPage } from './ElementsPage';
import { styles } from './styles';

/**
 * @summary The editors' catalogue (/elements): every element from the manifest the page carries
 * (`<script type="application/json" id="eteris-elements-catalogue">`, written at build time from
 * custom-elements.json) with its description, attributes, properties, events, parts and custom
 * properties; a control per attribute (real genres, channels and rows from the operator's API), a
 * live preview and snippets to copy for a CMS page and for a partner's script tag.
 * @attr heading-level - level of its heading (default 1)
 * @csspart preview - the box the chosen element is previewed in
 * @csspart notice - the notice of a list of values or a preview that could not be loaded, with Retry
 */
export const TvElementsPage = defineElement({ tag: TAGS.elementsPage, component: ElementsPage, props: { headingLevel: 'number' }, styles });
