import { defineElement } from '../define';
import { TAGS } from '../../core/names';
import { Nav } from './Nav';
import { navStyles } from './styles';

/**
 * @summary The operator's top navigation: logo, Home, TV, Products (registered users), the
 * server's extra pages, search, and Subscribe / Log in / a language menu operable by arrows and OK for
 * visitors, or the active profile's avatar and the settings button for registered users.
 * @attr current - path to mark as the current page (defaults to location.pathname)
 * @csspart bar - the navigation bar
 * @csspart logo - the operator's logo, a link to the home page
 * @csspart menu - the list of menu items
 * @cssproperty --tv-color-bg - bar background
 * @cssproperty --tv-color-accent - accent colour (logo, Subscribe, current item)
 */
export const TvNav = defineElement({ tag: TAGS.nav, component: Nav, props: { current: 'string' }, styles: navStyles });
