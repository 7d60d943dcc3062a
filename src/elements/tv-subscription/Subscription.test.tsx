// <tv-subscription> against the reference backend, as anna (plan Maksimalus 24 months + Adult):
// the ordering steps keep every choice going back and forth (they are in the address), the running
// total follows the choices, and the plan comparison puts monthly and 24-month plans side by side.
import { expect, fixture, html } from '@open-wc/testing';
import { configure } from '../../core/config';
import { getProfiles } from '../../core/api/profiles';
import { selectProfile } from '../../core/stores/profiles';
import { backendConfig, shadowText, until } from '../../../tests/helpers/env';
import { find, root, signIn } from '../../../tests/helpers/element-dom';
import { msg } from '../../../tests/helpers/messages';
import './tv-subscription';

const start = location.pathname + location.search;
/** The element as the site's /subscription screen at `path`. */
async function screenAt(path: string): Promise<HTMLElement> {
  document.documentElement.dataset.route = 'subscription';
  history.replaceState(null, '', path);
  const el = await fixture<HTMLElement>(html`<tv-subscription heading-level="1"></tv-subscription>`);
  await until(() => expect(root(el).querySelector('.order, .compare, .product-list')).to.exist);
  return el;
}
const click = (el: Element) => (el as HTMLElement).click();
const radio = (el: HTMLElement, name: string) => find<HTMLLabelElement>(root(el), 'label.choice', new RegExp(name)).querySelector('input')!;
const total = (price: string) => msg('products.total_monthly', { price });

describe('<tv-subscription>', () => {
  before(async () => {
    configure(await backendConfig());
    await signIn('anna@example.lt');
  });
  afterEach(() => {
    history.replaceState(null, '', start);
    delete document.documentElement.dataset.route;
  });

  it('orders in steps Products -> Extras -> Confirmation, and Back keeps every choice', async () => {
    const el = await screenAt('/subscription/order');
    const r = root(el);
    await until(() => expect(r.querySelector('h2.step-title')?.textContent).to.equal(msg('products.step_products')));
    // the current plan is chosen to begin with; the subscribed Adult extra counts in the total
    await until(() => expect(radio(el, 'Maksimalus, 24 mėn. sutartis').checked).to.equal(true));
    await until(() => expect(shadowText(el)).to.contain(total('24.98')));
    click(radio(el, 'Optimalus, 24 mėn. sutartis'));
    await until(() => expect(new URLSearchParams(location.search).get('plan')).to.equal('105'));
    await until(() => expect(shadowText(el)).to.contain(total('18.98')));
    click(find(r, 'button', msg('products.next')));
    await until(() => expect(r.querySelector('h2.step-title')?.textContent).to.equal(msg('products.step_extras')));
    expect(new URLSearchParams(location.search).get('step')).to.equal('2');
    const adult = radio(el, 'Suaugusiems');
    expect(adult.checked && adult.disabled).to.equal(true);
    click(radio(el, 'Sportas\\+'));
    await until(() => expect(radio(el, 'Sportas\\+').checked).to.equal(true));
    await until(() => expect(shadowText(el)).to.contain(total('23.97')));
    click(find(r, 'button', msg('products.next')));
    await until(() => expect(r.querySelector('h2.step-title')?.textContent).to.equal(msg('products.step_confirm')));
    const lines = r.querySelector('.summary')!.textContent!;
    expect(lines).to.contain('Optimalus, 24 mėn. sutartis');
    expect(lines).to.contain('Sportas+');
    await until(() => expect(shadowText(el)).to.contain(total('23.97')));
    expect(find<HTMLButtonElement>(r, 'button', msg('products.confirm_order')).disabled).to.equal(false);
    // back: the extras as chosen, then the plan as chosen
    click(find(r, 'button', msg('common.back')));
    await until(() => expect(r.querySelector('h2.step-title')?.textContent).to.equal(msg('products.step_extras')));
    expect(radio(el, 'Sportas\\+').checked).to.equal(true);
    expect(radio(el, 'Kino Premium').checked).to.equal(false);
    click(find(r, 'button', msg('common.back')));
    await until(() => expect(r.querySelector('h2.step-title')?.textContent).to.equal(msg('products.step_products')));
    expect(radio(el, 'Optimalus, 24 mėn. sutartis').checked).to.equal(true);
    // and forth again: still there
    click(find(r, 'button', msg('products.next')));
    await until(() => expect(radio(el, 'Sportas\\+').checked).to.equal(true));
    expect(r.querySelector('[aria-current="step"]')?.textContent).to.contain(msg('products.step_extras'));
    await expect(el).to.be.accessible();
  });

  it('has nothing to confirm when nothing new is chosen', async () => {
    const el = await screenAt('/subscription/order?step=3&plan=106');
    const r = root(el);
    await until(() => expect(shadowText(el)).to.contain(msg('products.nothing_new')));
    expect([...r.querySelectorAll('button')].filter((b) => b.textContent === msg('products.confirm_order'))).to.have.length(0);
    expect(shadowText(el)).to.contain(total('24.98'));
  });

  it('compares the monthly and the 24-month contract plans side by side, the current plan marked', async () => {
    const el = await screenAt('/subscription/compare');
    const r = root(el);
    await until(() => expect(r.querySelectorAll('.compare-col')).to.have.length(2));
    const [monthly, contract] = [...r.querySelectorAll('.compare-col')];
    expect(monthly!.querySelector('h2')!.textContent).to.equal(msg('products.monthly_plans'));
    expect(contract!.querySelector('h2')!.textContent).to.equal(msg('products.contract_plans'));
    expect(monthly!.querySelectorAll('li.plan')).to.have.length(3);
    expect(contract!.querySelectorAll('li.plan')).to.have.length(3);
    expect(contract!.textContent).to.contain(msg('products.contract_months', { count: 24 }));
    expect(monthly!.textContent).to.contain(msg('products.per_month', { price: '9.99' }));
    const current = r.querySelector('li[aria-current="true"]')!;
    expect(current.querySelector('h3')!.textContent).to.equal('Maksimalus, 24 mėn. sutartis');
    expect(current.textContent).to.contain(msg('products.current_plan'));
    expect(current.querySelector('button')).to.equal(null);
    expect(r.querySelectorAll('li.plan button')).to.have.length(5);
    // choosing a plan asks for a confirmation first (docs/product.md#states), Cancel leaves everything as it was
    click(find(r, 'li.plan button', new RegExp('Bazinis, mėnesinis')));
    await until(() => expect(r.querySelector(`dialog[open][aria-label="${msg('products.confirm_change')}"]`)).to.exist);
    click(find(r.querySelector('dialog[open]')!, 'button', msg('common.cancel')));
    await until(() => expect(r.querySelector('dialog[open]')).to.equal(null));
    await expect(el).to.be.accessible();
  });

  it('lists the extra packages with their channels and film libraries, and keeps the category in the address', async () => {
    const el = await screenAt('/subscription/extras');
    const r = root(el);
    await until(() => expect(r.querySelectorAll('li.product')).to.have.length(4));
    const cinema = find(r, 'li.product', /Kino Premium/);
    expect(cinema.textContent).to.contain(msg('products.per_month', { price: '6.99' }));
    expect(cinema.textContent).to.contain(msg('products.channels_count', { count: 3 }));
    expect(cinema.textContent).to.contain('Kino Premium');
    expect(cinema.querySelectorAll('.logos li')).to.have.length(3);
    expect(find(r, 'li.product', /Suaugusiems/).textContent).to.contain(msg('products.subscribed'));
    click(find(r, '.tab', msg('products.tab_compare')));
    await until(() => expect(location.pathname).to.equal('/subscription/compare'));
    await until(() => expect(r.querySelectorAll('.compare-col')).to.have.length(2));
  });

  it('offers Jonas no Subscribe, Change, Remove or order: "Ask the account holder" instead', async () => {
    await selectProfile((await getProfiles()).items.find((p) => p.name === 'Jonas')!, '1234');
    try {
      for (const path of ['/subscription/plans', '/subscription/extras', '/subscription/compare']) {
        const el = await screenAt(path);
        const r = root(el);
        await until(() => expect(r.querySelector('.ask-holder')).to.exist);
        // what the household has is still marked
        expect(shadowText(el)).to.contain(msg(path.endsWith('extras') ? 'products.subscribed' : 'products.current_plan'));
        const buttons = [...r.querySelectorAll('.product-list button, .compare button')].map((b) => b.textContent);
        expect(buttons, path).to.deep.equal([]);
        expect(r.querySelector('.ask-holder')!.textContent).to.equal(msg('products.ask_holder'));
      }
      const order = await screenAt('/subscription/compare');
      click(find(root(order), '.tab', msg('products.tab_order')));
      await until(() => expect(shadowText(order)).to.contain(msg('products.holder_only')));
      expect(root(order).querySelector('.order')).to.equal(null);
      await expect(order).to.be.accessible();
    } finally {
      await signIn('anna@example.lt');
    }
  });
});
