import { defineElement } from '../define';
import { TAGS } from '../../core/names';
import { Subscription } from './Subscription';
import { styles } from './styles';

/**
 * @summary Products (/subscription/{category?}/{product_id?}): plans and extra packages from
 * the operator (what each contains: channels with logos, VoD providers; the price in euros per
 * month; subscribed or not), one product's page, the comparison of monthly and 24-month contract
 * plans, and ordering in steps Products -> Extras -> Confirmation with a running total. Subscribe,
 * change and remove are confirmed and PIN-checked by the server, then the payment goes waiting ->
 * success or failure. On the site every state is in the address (?step, ?plan, ?extras, and the
 * filters ?chid= and ?vodprovid= for the packages that contain a channel or a VoD provider).
 * @attr heading-level - level of its heading (default 2)
 * @attr category - plans, extras, compare or order (off the site; default: plans)
 * @attr product-id - one product's page (off the site)
 * @csspart heading - the heading
 * @csspart products - the whole screen
 * @csspart compare - the plan comparison
 * @csspart order - the ordering steps
 * @csspart notice - the log-in, error and not-found notices
 */
export const TvSubscription = defineElement({ tag: TAGS.subscription, component: Subscription, props: { headingLevel: 'number', category: 'string', productId: 'number' }, styles });
