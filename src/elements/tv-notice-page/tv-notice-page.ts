import { defineElement } from '../define';
import { TAGS } from '../../core/names';
import { pageStyles } from '../shared/page-styles';
import { NoticePage } from './NoticePage';

/**
 * @summary A route's notice screen: page not found, logging out, or a screen still to come, with a
 * way back to the home page.
 * @attr route - route name of src/core/routes.ts (not-found, logout, vod, search, ...)
 */
export const TvNoticePage = defineElement({ tag: TAGS.noticePage, component: NoticePage, props: { route: 'string' }, styles: pageStyles });
