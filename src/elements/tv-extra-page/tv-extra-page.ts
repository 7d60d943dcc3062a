import { defineElement } from '../define';
import { TAGS } from '../../core/names';
import { pageStyles } from '../shared/page-styles';
import { ExtraPage } from './ExtraPage';

/**
 * @summary An extra server-defined page (/page/{pageId}): its title and markdown body in
 * the viewer's language.
 * @attr page-id - the page to show (default: the id in the address /page/{pageId})
 */
export const TvExtraPage = defineElement({ tag: TAGS.extraPage, component: ExtraPage, props: { pageId: 'number' }, styles: pageStyles });
