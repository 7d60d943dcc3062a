// The operator's hosted payment page: where "Add payment card" sends a signed-in customer.
//   GET  /client/payment?redirect&lang   card form (login first when there is no session)
//   POST /client/payment                 form: number, exp_month, exp_year, cvc, holder, redirect, lang
//                                        -> 303 to redirect with ?card=added, or the form again with the
//                                           field errors / "Failed to add card" (declined) / a card
//                                           already attached (409), or where to pay instead for a
//                                           customer who may not attach one here (403), typed values kept
// Test cards: 4111 1111 1111 1111 is accepted, 4000 0000 0000 0002 is declined.
import type { Host } from '../http/host';
import type { Req } from '../http/request';
import { inputOf, type Input } from '../openapi/input';
import { HttpError } from '../http/errors';
import { C, type ProfileRec, type TokenRec, type User } from '../domain/model';
import { langOf, type Lang } from '../catalogue/rng';
import { esc } from '../catalogue/svg';
import { addCard, parseCard } from '../domain/cards';
import { CUSTOMER_SERVICE } from '../catalogue/operator';
import { logo, pageHead, sendPage } from '../domain/page-look';
import { safeRedirect, withQuery } from './redirect';
import { sessionFromCookie, SSO_COOKIE } from '../domain/sessions';

const TEXTS: Record<Lang, Record<string, string>> = {
  lt: {
    title: 'Mokėjimo kortelė', heading: 'Pridėti mokėjimo kortelę', number: 'Kortelės numeris', month: 'Galioja iki (mėnuo)',
    year: 'Galioja iki (metai)', cvc: 'CVC kodas', holder: 'Kortelės savininkas', submit: 'Pridėti kortelę', cancel: 'Atšaukti',
    declined: 'Nepavyko pridėti kortelės', invalid: 'Patikrinkite pažymėtus laukus.', test: 'Bandomosios kortelės: 4111 1111 1111 1111 (priimama), 4000 0000 0000 0002 (atmetama).',
    duplicate: 'Ši kortelė jau pridėta. Ją rasite tarp savo kortelių.', not_accepted: 'Šiai paskyrai kortelės čia pridėti negalima. Mokėjimus priima klientų aptarnavimas:', quota: 'Pridėta per daug kortelių. Pirmiausia pašalinkite nenaudojamą.',
    holder_only: 'Mokėjimo korteles prideda tik paskyros savininkas (pagrindinis profilis).',
    number_error: 'Neteisingas kortelės numeris', month_error: 'Mėnuo nuo 1 iki 12', year_error: 'Kortelės galiojimas baigėsi', cvc_error: '3 arba 4 skaitmenys', holder_error: 'Įveskite vardą ir pavardę',
  },
  en: {
    title: 'Payment card', heading: 'Add a payment card', number: 'Card number', month: 'Expiry month', year: 'Expiry year',
    cvc: 'CVC code', holder: 'Cardholder name', submit: 'Add card', cancel: 'Cancel', declined: 'Failed to add card',
    invalid: 'Please check the marked fields.', test: 'Test cards: 4111 1111 1111 1111 (accepted), 4000 0000 0000 0002 (declined).',
    duplicate: 'This card is already attached. You will find it among your cards.', not_accepted: 'Cards cannot be added to this account here. Payments are taken by customer service:', quota: 'Too many cards are attached. Remove one you do not use first.',
    holder_only: 'Only the account holder (the main profile) adds payment cards.',
    number_error: 'Invalid card number', month_error: 'A month from 1 to 12', year_error: 'The card has expired', cvc_error: '3 or 4 digits', holder_error: 'Enter the name on the card',
  },
  ru: {
    title: 'Платёжная карта', heading: 'Добавить платёжную карту', number: 'Номер карты', month: 'Срок действия (месяц)',
    year: 'Срок действия (год)', cvc: 'Код CVC', holder: 'Владелец карты', submit: 'Добавить карту', cancel: 'Отмена',
    declined: 'Не удалось добавить карту', invalid: 'Проверьте отмеченные поля.', test: 'Тестовые карты: 4111 1111 1111 1111 (принимается), 4000 0000 0000 0002 (отклоняется).',
    duplicate: 'Эта карта уже добавлена. Она есть среди ваших карт.', not_accepted: 'Для этой учётной записи карту здесь добавить нельзя. Платежи принимает служба поддержки клиентов:', quota: 'Добавлено слишком много карт. Сначала удалите ненужную.',
    holder_only: 'Платёжные карты добавляет только владелец учётной записи (основной профиль).',
    number_error: 'Неверный номер карты', month_error: 'Месяц от 1 до 12', year_error: 'Срок действия карты истёк', cvc_error: '3 или 4 цифры', holder_error: 'Введите имя на карте',
  },
};

const FIELDS = [
  { name: 'number', key: 'number', auto: 'cc-number', mode: 'numeric' },
  { name: 'exp_month', key: 'month', auto: 'cc-exp-month', mode: 'numeric' },
  { name: 'exp_year', key: 'year', auto: 'cc-exp-year', mode: 'numeric' },
  { name: 'cvc', key: 'cvc', auto: 'cc-csc', mode: 'numeric' },
  { name: 'holder', key: 'holder', auto: 'cc-name', mode: 'text' },
] as const;

interface FormState {
  lang: Lang;
  redirect: string;
  values?: Record<string, string>;
  errors?: Record<string, string>;
  error?: string;
  /** The customer may not add a card here: the reason, no form, and the way back. */
  blocked?: boolean;
}

function paymentPage(o: FormState): string {
  const t = TEXTS[o.lang];
  const inputs = FIELDS.map((f) => {
    const err = o.errors?.[f.name] ? t[`${f.key}_error`] : undefined;
    const id = `f-${f.name}`;
    return `<label for="${id}">${esc(t[f.key]!)}</label>
<input id="${id}" name="${f.name}" autocomplete="${f.auto}" inputmode="${f.mode}" value="${esc(o.values?.[f.name] ?? '')}"${err ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''}>
${err ? `<p class="field-error" id="${id}-error">${esc(err)}</p>` : ''}`;
  }).join('\n');
  return `<!doctype html>
<html lang="${o.lang}">
<head>${pageHead(t.title!)}</head>
<body><main>
<div class="top">${logo()}</div>
<h1>${esc(t.heading!)}</h1>
${o.error ? `<p class="error" role="alert">${esc(o.error)}</p>` : ''}
${o.blocked ? '' : `<form method="post" action="/client/payment" novalidate>
<input type="hidden" name="redirect" value="${esc(o.redirect)}">
<input type="hidden" name="lang" value="${o.lang}">
${inputs}
<button type="submit">${esc(t.submit!)}</button>
</form>`}
<div class="links"><a href="${esc(o.redirect)}">${esc(t.cancel!)}</a></div>
${o.blocked ? '' : `<p class="hint">${esc(t.test!)}</p>`}
</main></body></html>`;
}

function signedInUser(host: Host, req: Req): User | null {
  const session = sessionFromCookie(host.store, req.cookies[SSO_COOKIE]);
  return session ? (host.store.get<User>(C.users, session.userId) ?? null) : null;
}

/** True when this browser's session acts as a profile other than the master (cards are the master's). */
function actsAsOtherProfile(host: Host, req: Req): boolean {
  const session = sessionFromCookie(host.store, req.cookies[SSO_COOKIE]);
  const profileId = session ? host.store.get<TokenRec>(C.tokens, session.tokenId)?.profileId : null;
  if (profileId === null || profileId === undefined) return false;
  return !host.store.get<ProfileRec>(C.profiles, profileId)?.master;
}

export function registerPayment(host: Host): void {
  const html = sendPage;

  host.route('GET', '/client/payment', (req, res) => {
    const { query } = inputOf<Input<'GET /client/payment'>>(req);
    const lang = langOf(query.lang);
    const redirect = safeRedirect(req, query.redirect);
    if (!signedInUser(host, req)) {
      const back = `/client/payment?lang=${lang}&redirect=${encodeURIComponent(redirect)}`;
      return res.redirect(`/client/login?lang=${lang}&redirect=${encodeURIComponent(back)}`, 303);
    }
    if (actsAsOtherProfile(host, req)) return html(res, 403, paymentPage({ lang, redirect, error: TEXTS[lang].holder_only, blocked: true }));
    html(res, 200, paymentPage({ lang, redirect }));
  });

  host.route('POST', '/client/payment', async (req, res) => {
    const { body: fields, invalid } = inputOf<Input<'POST /client/payment'> & { invalid: Record<string, string> }>(req);
    const lang = langOf(fields.lang);
    const redirect = safeRedirect(req, fields.redirect);
    const user = signedInUser(host, req);
    if (!user) throw new HttpError(401, 'not_logged_in', 'No login session');
    if (actsAsOtherProfile(host, req)) return html(res, 403, paymentPage({ lang, redirect, error: TEXTS[lang].holder_only, blocked: true }));
    // a field the schema reads as a number comes back as one: the form shows what was typed either way
    const sent: Record<string, unknown> = { ...fields };
    const values = Object.fromEntries(FIELDS.map((f) => [f.name, typeof sent[f.name] === 'string' || typeof sent[f.name] === 'number' ? String(sent[f.name]) : '']));
    const card = parseCard(fields);
    const errors = { ...('errors' in card ? card.errors : {}), ...invalid };
    if ('errors' in card || Object.keys(errors).length) return html(res, 400, paymentPage({ lang, redirect, values, errors, error: TEXTS[lang].invalid }));
    try {
      addCard(host, user, card);
    } catch (e) {
      if (e instanceof HttpError && e.status === 403) return html(res, 403, paymentPage({ lang, redirect, values, error: `${TEXTS[lang].not_accepted} ${CUSTOMER_SERVICE.phone}, ${CUSTOMER_SERVICE.email}` }));
      if (e instanceof HttpError && e.status === 402) return html(res, 402, paymentPage({ lang, redirect, values, error: TEXTS[lang].declined }));
      if (e instanceof HttpError && e.status === 409) return html(res, 409, paymentPage({ lang, redirect, values, error: TEXTS[lang][e.code === 'card_exists' ? 'duplicate' : 'quota'] }));
      throw e;
    }
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(withQuery(redirect, 'card', 'added'), 303);
  });
}
