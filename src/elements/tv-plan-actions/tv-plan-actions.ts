import { defineElement } from '../define';
import { TAGS } from '../../core/names';
import { PlanActions } from './PlanActions';
import { styles } from './styles';

/**
 * @summary Group 15's plan and card screens (/register?action=change|add_card): `change`
 * shows the customer's subscriptions with their dates, the plan comparison with the current plan
 * marked (Change, confirmed and PIN-checked) and Cancel plan with the contract's end date;
 * `add_card` the attached payment cards (brand, last four, expiry), Remove (confirmed) and Add
 * payment card through the operator's hosted payment page. Renders nothing for any other action;
 * a visitor is asked to log in and a customer outside group 15 gets a clear refusal.
 * @attr action - change or add_card (default: the address's ?action=)
 * @attr heading-level - level of its heading (default 1)
 * @csspart plan-actions - the whole screen
 * @csspart heading - the heading
 * @csspart compare - the plan comparison
 * @csspart cards - the payment cards
 */
export const TvPlanActions = defineElement({ tag: TAGS.planActions, component: PlanActions, props: { action: 'string', headingLevel: 'number' }, styles });
