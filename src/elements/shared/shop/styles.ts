import { cardChoiceStyles } from './CardChoice';

/** Where to pay instead (PayElsewhere): also part of the purchase dialog's look. */
export const payElsewhereStyles = `
.pay-elsewhere { display: grid; gap: .4rem; max-inline-size: 40rem; }
.pay-elsewhere p { margin: 0; line-height: 1.5; }
.pay-elsewhere ul { list-style: none; margin: 0; padding: 0; display: grid; gap: .25rem; }
.pay-elsewhere a { color: inherit; }
`;

/** The products screens' shared look (plans, packages, comparison, order steps, cards, upsell). */
export const shopStyles = `${payElsewhereStyles}${cardChoiceStyles}
.price { font-weight: 600; white-space: nowrap; }
.shop-badge { justify-self: start; display: inline-block; padding: .15em .6em; border-radius: 999px; background: var(--_accent); color: var(--_accent-text); font-size: .8rem; }
.shop-badge.ok { background: #1f6f43; color: #fff; }
.muted { color: var(--_muted); }
.shop-error { color: var(--_error); }
.shop-success { color: #8ee6a8; }
.code { color: var(--_muted); font-size: .85em; }
.contents { display: grid; gap: .4rem; }
.contents-head, .providers { margin: 0; color: var(--_muted); font-size: .9rem; }
.logos { display: flex; flex-wrap: wrap; gap: .35rem; list-style: none; margin: 0; padding: 0; }
.logos li { display: grid; place-items: center; width: 48px; height: 36px; border-radius: 4px; background: var(--_surface-2); overflow: hidden; font-size: .7rem; }
.logos img { width: 48px; height: 36px; object-fit: contain; }
.logos .more { width: auto; padding: 0 .5rem; color: var(--_muted); }
.logo-text { padding: 0 .2rem; text-align: center; }
.compare { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr)); gap: 1.25rem; }
.compare-col h2, .compare-col h3, .compare-col h4 { margin: 0 0 .25rem; }
.compare-col > p { margin: 0; min-height: 1.5em; }
.plan-list, .product-list { list-style: none; margin: .75rem 0 0; padding: 0; display: grid; gap: .75rem; }
.product-list { grid-template-columns: repeat(auto-fill, minmax(min(100%, 20rem), 1fr)); }
.plan, .product { display: grid; gap: .5rem; align-content: start; padding: 1rem; border-radius: var(--_radius); background: var(--_surface); border: 2px solid transparent; }
.plan.current, .product.subscribed { border-color: var(--_accent); }
.plan-name, .product-name { margin: 0; font-size: 1.1rem; }
.plan-price, .product-price { margin: 0; font-size: 1.25rem; font-weight: 700; color: var(--_text); }
.plan p, .product p { margin: 0; }
.plan .btn, .product .btn { justify-self: start; }
.actions, .shop-actions { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; }
.order-lines { list-style: none; margin: 0 0 .75rem; padding: 0; display: grid; gap: .4rem; }
.order-lines li { display: flex; justify-content: space-between; gap: 1rem; }
.order-total { font-weight: 700; color: var(--_text); }
.upsell { display: grid; gap: .6rem; justify-items: start; }
.upsell p { margin: 0; }
.upsell-actions { display: flex; gap: .5rem; flex-wrap: wrap; }
.upsell-list { list-style: none; margin: 0; padding: 0; display: grid; gap: .5rem; width: 100%; }
.upsell-item { display: flex; flex-wrap: wrap; align-items: center; gap: .5rem 1rem; padding: .5rem .75rem; border-radius: var(--_radius); background: var(--_surface-2); min-height: 3.2rem; }
.upsell-name { flex: 1; min-width: 8rem; }
.skeleton { background: linear-gradient(90deg, var(--_surface-2), var(--_surface), var(--_surface-2)); }
.card-list { list-style: none; margin: 0; padding: 0; display: grid; gap: .5rem; }
.card { display: flex; flex-wrap: wrap; align-items: center; gap: .5rem 1rem; padding: .75rem 1rem; border-radius: var(--_radius); background: var(--_surface); }
.card .card-name { flex: 1; min-width: 10rem; font-weight: 600; }
.payment-failure { display: grid; gap: .5rem; justify-items: start; }
.payment-failure p { margin: 0; }
.ask-holder { margin: 0; color: var(--_muted); }
.ask-holder strong { color: var(--_text); }
`;
