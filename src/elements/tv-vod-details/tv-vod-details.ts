import { defineElement } from '../define';
import { TAGS } from '../../core/names';
import { VodDetails } from './VodDetails';
import { styles } from './styles';

/**
 * @summary A VoD item's details (`vod/{id}`): poster and backdrop, title, year, length, age rating,
 * genres, description, audio and subtitle languages, and what the viewer can do: Play, or Resume
 * from the profile's bookmark (links to /vod-play), Rent / Buy with prices in euros, or Subscribe for
 * an item outside the plan: the not-purchased dialog with the offers (product groups), confirmed
 * with the PIN on the server, then Play at once (no card, payment failed and a profile that may not
 * buy are explained, with Add payment card / Change profile); "Rented until …" once bought; Add to /
 * Remove from the wishlist, Trailer, the series' episodes; Subscribe / Log in for a visitor; a notice
 * with Change profile when the profile's age limit blocks it. Works alone on any page.
 * On the site's /vod-about?id= it reads the id from the address, and Escape or Back returns.
 * @attr vod-id - the VoD item's id (default: the page address's `id`)
 * @attr heading-level - level of the title's heading (default 2)
 * @csspart details - the whole card
 * @csspart backdrop - the backdrop picture behind it
 * @csspart poster - the poster
 * @csspart title - the title
 * @csspart actions - Play / Resume / Rent / Buy / wishlist / trailer
 * @csspart purchase - "Rented until …" / "Bought" of an item bought
 * @csspart notice - a blocked, not found or error notice
 * @csspart wish - the wishlist button
 */
export const TvVodDetails = defineElement({ tag: TAGS.vodDetails, component: VodDetails, props: { vodId: 'number', headingLevel: 'number' }, styles });
