import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { config } from '../../core/config';
import { $locale, type MessageKey } from '../../core/i18n';
import { loginHref } from '../../core/stores/auth';
import { clearDraft, readDraft, writeDraft } from '../../core/stores/drafts';
import { $registerLegal, loadLegalTexts } from '../../core/stores/register';
import { $signup, clearSignupError, confirmCode, finishSignup, leaveContact, RESEND_AFTER } from '../../core/stores/signup';
import { Markdown } from '../shared/markdown';
import { useSessionStart, useT } from '../shared/hooks';
import { BackLink, Steps } from '../join/BackLink';
import { Check, Field } from '../join/Field';
import { useFocusOnChange } from '../join/focus';
import { email, normalisePhone, password, passwordAgain, phone, required, serverFieldKey, strength, type Rule } from '../join/rules';
import { useNow } from '../join/useNow';

export interface SignUpProps {
  /** `conditions`: the sign-up conditions (/sign-up/conditions) instead of the form. */
  view?: string;
}

type Step = 'contact' | 'code' | 'account' | 'payments' | 'thanks';
const STEPS: Step[] = ['contact', 'code', 'account', 'payments', 'thanks'];
const STEP_NAMES: Record<Step, MessageKey> = { contact: 'signup.step_contact', code: 'signup.step_code', account: 'signup.step_account', payments: 'signup.step_payments', thanks: 'signup.step_thanks' };
const STRENGTH = { weak: 'register.strength_weak', fair: 'register.strength_fair', strong: 'register.strength_strong' } as const;
const CODE_RULE: Rule = (v) => (/^\d{6}$/.test(v.trim()) ? null : 'recovery.errors.code_shape');
const RULES: Record<string, Rule> = { name: required, email, phone, code: CODE_RULE, surname: required, city: required, password, password2: passwordAgain };
const STEP_FIELDS: Partial<Record<Step, string[]>> = { contact: ['name', 'email', 'phone'], code: ['code'], account: ['surname', 'city', 'password', 'password2'] };
const EMPTY = { name: '', email: '', phone: '', code: '', surname: '', city: '', password: '', password2: '', recurring: '', terms: '', marketing: '' };
type Values = typeof EMPTY;

export function SignUp({ view }: SignUpProps) {
  useSessionStart();
  return view === 'conditions' ? <Conditions /> : <SignUpForm />;
}

/** /sign-up/conditions: what a sign-up agrees to (the terms, the contract and recurring payments). */
function Conditions() {
  const t = useT();
  const lang = useStore($locale);
  const legal = useStore($registerLegal);
  useEffect(() => {
    void loadLegalTexts(lang);
  }, [lang]);
  return (
    <div className="join wide">
      <BackLink />
      <h1>{t('route.conditions')}</h1>
      <ul>
        <li><p>{t('signup.cond_contract')}</p></li>
        <li><p>{t('signup.cond_recurring')}</p></li>
        <li><p>{t('signup.cond_contact')}</p></li>
      </ul>
      <h2>{t('footer.terms')}</h2>
      <div className="doc" tabIndex={0} aria-busy={legal.loading}>{legal.loading || !legal.loaded ? <p>{t('common.loading')}</p> : <Markdown source={legal.data.terms} baseLevel={3} />}</div>
      {legal.error && <p className="notice" role="alert">{t(legal.error.messageKey)} <button type="button" className="btn" onClick={() => void loadLegalTexts(lang)}>{t('register.retry')}</button></p>}
      <div className="actions">
        <a className="btn btn-primary" href={new URL('sign-up', config().siteBase).toString()}>{t('signup.to_form')}</a>
      </div>
    </div>
  );
}

function SignUpForm() {
  const t = useT();
  const state = useStore($signup);
  const draft = useRef(readDraft('signup'));
  const [v, setV] = useState<Values>({ ...EMPTY, ...draft.current?.values });
  const [signupId, setSignupId] = useState(draft.current?.signupId ?? '');
  const restoredStep = (draft.current?.step ?? 'contact') as Step;
  const [step, setStep] = useState<Step>(STEPS.includes(restoredStep) ? (restoredStep === 'payments' ? 'account' : restoredStep) : 'contact');
  const [errors, setErrors] = useState<Record<string, MessageKey | undefined>>({});
  const inputs = useRef<Record<string, HTMLInputElement | null>>({});
  const heading = useRef<HTMLHeadingElement>(null);
  const now = useNow(step === 'code');
  const resendIn = Math.max(0, Math.ceil((state.sentAt + RESEND_AFTER * 1000 - now) / 1000));

  useEffect(() => {
    if (step === 'thanks') clearDraft('signup');
    else writeDraft('signup', { step, values: { ...v }, signupId });
  }, [v, step, signupId]);
  useFocusOnChange(heading, step);
  // the server's refusals: field messages go back to the step that has the field
  useEffect(() => {
    const e = state.error;
    if (!e) return;
    if (e.apiCode === 'signup_not_found') {
      setStep('contact');
      return;
    }
    if (!e.fields) return;
    const out: Record<string, MessageKey> = {};
    for (const [k, word] of Object.entries(e.fields)) out[k === 'password_confirm' ? 'password2' : k === 'recurring_consent' ? 'recurring' : k] = k === 'code' ? 'signup.errors.code' : serverFieldKey(k, word);
    setErrors(out);
    const back = (['contact', 'code', 'account'] as Step[]).find((s) => STEP_FIELDS[s]!.some((f) => out[f]));
    if (back) setStep(back);
  }, [state.error]);

  const set = (k: keyof Values) => (x: string) => {
    setV((o) => ({ ...o, [k]: x }));
    if (errors[k]) setErrors((e) => ({ ...e, [k]: RULES[k]?.(x, { ...v, [k]: x }) ?? undefined }));
    if (state.error) clearSignupError();
  };
  const leave = (k: keyof Values) => () => {
    let x = v[k];
    if (k === 'phone') {
      const n = normalisePhone(x);
      if (n) setV((o) => ({ ...o, phone: (x = n) }));
    }
    if (x === '' && k !== 'password2' && !errors[k]) return;
    setErrors((e) => ({ ...e, [k]: RULES[k]?.(x, v) ?? undefined }));
  };
  const valid = (keys: string[], extra: Record<string, MessageKey | undefined> = {}) => {
    const found: Record<string, MessageKey | undefined> = { ...extra };
    for (const k of keys) found[k] = RULES[k]?.(v[k as keyof Values], v) ?? found[k] ?? undefined;
    setErrors(found);
    const first = [...keys, ...Object.keys(extra)].find((k) => found[k]);
    if (first) inputs.current[first]?.focus();
    return !first;
  };
  const field = (k: keyof Values, label: MessageKey, type: string, auto: string, extra: Record<string, unknown> = {}) => (
    <Field ref={(el) => { inputs.current[k] = el; }} name={k} type={type} autoComplete={auto} label={t(label)} value={v[k]} error={errors[k]} onValue={set(k)} onBlur={leave(k)} required {...extra} />
  );
  const sendCode = async () => {
    const phoneN = normalisePhone(v.phone) ?? v.phone;
    setV((o) => ({ ...o, phone: phoneN, code: '' }));
    const id = await leaveContact({ name: v.name.trim(), email: v.email.trim(), phone: phoneN });
    if (id) {
      setSignupId(id);
      setStep('code');
    }
  };
  const e = state.error;
  const general: MessageKey | null = !e || e.fields
    ? null
    : e.apiCode === 'user_exists' ? 'signup.errors.user_exists'
    : e.status === 429 ? 'recovery.errors.too_many'
    : e.status === 400 ? 'signup.errors.code'
    : e.apiCode === 'signup_not_found' ? 'signup.errors.expired'
    : e.messageKey;
  const generalP = general && <p className="notice" role="alert">{t(general, { minutes: Math.max(1, Math.ceil((e?.retryAfter ?? 60) / 60)) })}</p>;
  const s = strength(v.password);
  const idx = STEPS.indexOf(step);

  return (
    <div className="join">
      <BackLink />
      <Steps label={t('signup.steps')} steps={STEPS.map((id) => ({ id, name: t(STEP_NAMES[id]) }))} current={idx} />
      {step === 'contact' && (
        <>
          <h1 ref={heading} tabIndex={-1}>{t('signup.title')}</h1>
          <p>{t('signup.lead')}</p>
          <form noValidate onSubmit={(ev) => { ev.preventDefault(); if (valid(STEP_FIELDS.contact!)) void sendCode(); }}>
            {field('name', 'register.name', 'text', 'given-name')}
            {field('email', 'register.email', 'email', 'email')}
            {field('phone', 'register.phone', 'tel', 'tel', { hint: t('register.phone_hint') })}
            {generalP}
            <div className="actions">
              <button type="submit" className="btn btn-primary" disabled={state.busy}>{t('signup.send_code')}</button>
              <a className="btn btn-ghost" href={new URL('sign-up/conditions', config().siteBase).toString()}>{t('route.conditions')}</a>
            </div>
          </form>
        </>
      )}
      {step === 'code' && (
        <>
          <h1 ref={heading} tabIndex={-1}>{t('signup.code_title')}</h1>
          <p className="notice" role="status">{t('signup.code_sent', { email: v.email })}</p>
          <form noValidate onSubmit={(ev) => { ev.preventDefault(); if (valid(['code'])) void confirmCode(signupId, v.code.trim()).then((ok) => ok && setStep('account')); }}>
            {field('code', 'recovery.code', 'text', 'one-time-code', { inputMode: 'numeric', maxLength: 6, hint: t('recovery.code_hint') })}
            {generalP}
            <div className="actions">
              <button type="submit" className="btn btn-primary" disabled={state.busy}>{t('register.continue')}</button>
              <button type="button" className="btn" disabled={resendIn > 0 || state.busy} onClick={() => void sendCode()}>
                {resendIn > 0 ? t('signup.resend_in', { seconds: resendIn }) : t('signup.resend')}
              </button>
              <a className="btn btn-ghost" href={new URL('/client/mailbox', location.href).toString()} target="_blank" rel="noopener">{t('register.mailbox')}</a>
              <button type="button" className="btn btn-ghost" onClick={() => setStep('contact')}>{t('register.back')}</button>
            </div>
          </form>
        </>
      )}
      {step === 'account' && (
        <>
          <h1 ref={heading} tabIndex={-1}>{t('signup.account_title')}</h1>
          {draft.current?.step && ['account', 'payments'].includes(draft.current.step) && !v.password && <p className="notice" role="status">{t('register.restored')}</p>}
          <form noValidate onSubmit={(ev) => { ev.preventDefault(); if (valid(STEP_FIELDS.account!)) setStep('payments'); }}>
            {field('name', 'register.name', 'text', 'given-name')}
            <div className="grid2">
              {field('surname', 'register.surname', 'text', 'family-name')}
              {field('city', 'register.city', 'text', 'address-level2')}
            </div>
            {field('password', 'register.password', 'password', 'new-password', {
              hint: (
                <span className="strength">
                  <span className="meter" aria-hidden="true"><span className={s} /></span>
                  <span>{v.password ? t(STRENGTH[s]) : t('register.password_hint')}</span>
                </span>
              ),
            })}
            {field('password2', 'register.password2', 'password', 'new-password')}
            <div className="actions">
              <button type="submit" className="btn btn-primary">{t('register.continue')}</button>
            </div>
          </form>
        </>
      )}
      {step === 'payments' && (
        <>
          <h1 ref={heading} tabIndex={-1}>{t('signup.payments_title')}</h1>
          <p>{t('signup.payments_lead')}</p>
          <form
            noValidate
            onSubmit={(ev) => {
              ev.preventDefault();
              const extra = { recurring: v.recurring ? undefined : ('register.errors.not_ticked' as const), terms: v.terms ? undefined : ('register.errors.not_ticked' as const) };
              if (valid([], extra)) void finishSignup(signupId, { ...v, recurring: Boolean(v.recurring), terms: Boolean(v.terms), marketing: Boolean(v.marketing) }).then((ok) => ok && setStep('thanks'));
            }}
          >
            {(['recurring', 'terms', 'marketing'] as const).map((k) => (
              <Check key={k} ref={(el) => { inputs.current[k] = el; }} name={k} checked={Boolean(v[k])} error={errors[k]} label={t(`signup.consent_${k}`)}
                onChecked={(c) => { set(k)(c ? 'true' : ''); setErrors((x) => ({ ...x, [k]: undefined })); }} />
            ))}
            <p><a href={new URL('sign-up/conditions', config().siteBase).toString()} target="_blank" rel="noopener">{t('route.conditions')}</a></p>
            {generalP}
            <div className="actions">
              <button type="button" className="btn" onClick={() => setStep('account')}>{t('register.back')}</button>
              <button type="submit" className="btn btn-primary" disabled={state.busy}>{t('signup.finish')}</button>
            </div>
          </form>
        </>
      )}
      {step === 'thanks' && (
        <>
          <h1 ref={heading} tabIndex={-1}>{t('signup.thanks_title')}</h1>
          <p className="notice ok" role="status">{t('signup.thanks_body')}</p>
          <div className="actions">
            <a className="btn btn-primary" href={loginHref(config().siteBase)}>{t('register.log_in')}</a>
            <a className="btn btn-ghost" href={config().siteBase}>{t('route.home_link')}</a>
          </div>
        </>
      )}
    </div>
  );
}
