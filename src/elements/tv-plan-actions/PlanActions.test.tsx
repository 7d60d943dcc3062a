// <tv-plan-actions> against the reference backend: nothing without a plan action, group 15's card
// screen (the attached card, Add payment card to the hosted page, Remove asks first) and plan
// screen (the comparison with the current plan marked, Cancel plan with the contract's end date),
// a refusal for a customer outside group 15, and "Ask the account holder" for a profile other
// than the master (Jonas), who sees the household's plan and cards but no button to change them.
import { expect, fixture, html } from '@open-wc/testing';
import { configure } from '../../core/config';
import { getProfiles } from '../../core/api/profiles';
import { fetchCustomerProducts } from '../../core/api/products';
import { formatDate } from '../shared/shop/format';
import { forgetProfile, selectProfile } from '../../core/stores/profiles';
import { backendConfig, shadowText, testEnv, until } from '../../../tests/helpers/env';
import { find, root, signIn } from '../../../tests/helpers/element-dom';
import { msg } from '../../../tests/helpers/messages';
import './tv-plan-actions';

const click = (el: Element) => (el as HTMLElement).click();

describe('<tv-plan-actions>', () => {
  before(async () => configure(await backendConfig()));

  it('renders nothing for any other registration address', async () => {
    await signIn('anna@example.lt');
    const el = await fixture<HTMLElement>(html`<tv-plan-actions></tv-plan-actions>`);
    const other = await fixture<HTMLElement>(html`<tv-plan-actions action="fresh"></tv-plan-actions>`);
    expect(root(el).querySelector('section')).to.equal(null);
    expect(root(other).querySelector('section')).to.equal(null);
  });

  it('shows the attached card and leads to the hosted payment page; Remove asks first', async () => {
    await signIn('anna@example.lt');
    const el = await fixture<HTMLElement>(html`<tv-plan-actions action="add_card"></tv-plan-actions>`);
    const r = root(el);
    await until(() => expect(r.querySelector('.card-list .card-name')).to.exist);
    expect(r.querySelector('h1')!.textContent).to.equal(msg('cards.title'));
    const card = find(r, '.card', new RegExp(msg('cards.card_line', { brand: 'Visa', last4: '1111' })));
    expect(card.textContent).to.contain(msg('cards.expires', { month: '12', year: 2030 }));
    const { backend } = await testEnv();
    const add = find<HTMLAnchorElement>(r, 'a', msg('cards.add'));
    const to = new URL(add.href);
    expect(`${to.origin}${to.pathname}`).to.equal(`${backend}/client/payment`);
    expect(to.searchParams.get('redirect')).to.equal(location.href);
    click(card.querySelector('button')!);
    await until(() => expect(r.querySelector(`dialog[open][aria-label="${msg('cards.remove_title')}"]`)).to.exist);
    expect(r.querySelector('dialog[open]')!.textContent).to.contain(msg('cards.remove_body', { brand: 'Visa', last4: '1111' }));
    click(find(r.querySelector('dialog[open]')!, 'button', msg('common.cancel')));
    await until(() => expect(r.querySelector('dialog[open]')).to.equal(null));
    expect(r.querySelectorAll('.card-list .card')).to.have.length(1);
    await expect(el).to.be.accessible();
  });

  it('shows the plan comparison with the current plan marked, and Cancel plan with the contract end from the server', async () => {
    await signIn('anna@example.lt');
    const el = await fixture<HTMLElement>(html`<tv-plan-actions action="change"></tv-plan-actions>`);
    const r = root(el);
    await until(() => expect(r.querySelector('li[aria-current="true"]')).to.exist);
    expect(r.querySelector('h1')!.textContent).to.equal(msg('products.change_plan'));
    expect(r.querySelector('li[aria-current="true"] h3, li[aria-current="true"] h4')!.textContent).to.equal('Maksimalus, 24 mėn. sutartis');
    await until(() => expect(shadowText(el)).to.contain(msg('products.contract_until', { date: '' }).trim()));
    click(find(r, 'button', msg('products.cancel_plan')));
    await until(() => expect(r.querySelector(`dialog[open][aria-label="${msg('products.confirm_cancel')}"]`)).to.exist);
    const dialog = r.querySelector('dialog[open]') as HTMLElement;
    // the server's quote names the seeded contract's end as the server keeps it, whatever today is
    const plan = (await fetchCustomerProducts('lt')).find((p) => p.product_id === 106)!;
    await until(() => expect(dialog.querySelector('.quote-contract')?.textContent).to.contain('„Maksimalus, 24 mėn. sutartis“'));
    expect(dialog.querySelector('.quote-contract')!.textContent).to.contain(formatDate(plan.contract_end!));
    click(find(dialog, 'button', msg('common.cancel')));
    await until(() => expect(r.querySelector('dialog[open]')).to.equal(null));
    await expect(el).to.be.accessible();
  });

  it('shows Jonas the household plan and card with "Ask the account holder" instead of Change, Cancel plan, Add and Remove', async () => {
    await signIn('anna@example.lt');
    await selectProfile((await getProfiles()).items.find((p) => p.name === 'Jonas')!, '1234');
    // the register page has no profile gate: the page forgets the choice, the server keeps it
    forgetProfile();
    const plan = await fixture<HTMLElement>(html`<tv-plan-actions action="change"></tv-plan-actions>`);
    const r = root(plan);
    await until(() => expect(r.querySelector('li[aria-current="true"]')).to.exist);
    expect(r.querySelector('li[aria-current="true"] h3, li[aria-current="true"] h4')!.textContent).to.equal('Maksimalus, 24 mėn. sutartis');
    await until(() => expect(shadowText(plan)).to.contain(msg('products.holder_only')));
    expect(r.querySelectorAll('li.plan:not([aria-current]) .ask-holder').length).to.be.above(1);
    expect([...r.querySelectorAll('li.plan:not([aria-current]) .ask-holder')].every((p) => p.textContent === msg('products.ask_holder'))).to.equal(true);
    expect(r.querySelectorAll('button'), 'no Change, no Cancel plan').to.have.length(0);
    await expect(plan).to.be.accessible();

    const cards = await fixture<HTMLElement>(html`<tv-plan-actions action="add_card"></tv-plan-actions>`);
    const c = root(cards);
    await until(() => expect(c.querySelector('.card-list .card-name')).to.exist);
    expect(c.querySelector('.card-name')!.textContent).to.equal(msg('cards.card_line', { brand: 'Visa', last4: '1111' }));
    expect(shadowText(cards)).to.contain(msg('products.ask_holder'));
    expect(c.querySelectorAll('.card-list button'), 'no Remove').to.have.length(0);
    expect([...c.querySelectorAll('a')].some((a) => a.textContent === msg('cards.add')), 'no Add payment card').to.equal(false);
    await expect(cards).to.be.accessible();
  });

  it('refuses a customer outside group 15', async () => {
    await signIn('petras@example.lt');
    const el = await fixture<HTMLElement>(html`<tv-plan-actions action="change"></tv-plan-actions>`);
    await until(() => expect(shadowText(el)).to.contain(msg('products.not_member')));
    expect(root(el).querySelector('[role="alert"]')).to.exist;
    expect(root(el).querySelector('.compare')).to.equal(null);
  });
});
