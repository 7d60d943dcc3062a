import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { config } from '../../core/config';
import { $locale, type MessageKey } from '../../core/i18n';
import { loginHref } from '../../core/stores/auth';
import { clearDraft, readDraft, writeDraft } from '../../core/stores/drafts';
import { $registerLegal, $registration, loadLegalTexts, register, resetRegistration, type RegisterForm } from '../../core/stores/register';
import { Markdown } from '../shared/markdown';
import { useSessionStart, useT } from '../shared/hooks';
import { BackLink, Steps } from '../join/BackLink';
import { Check, Field } from '../join/Field';
import { useFocusOnChange } from '../join/focus';
import { check, email, normalisePhone, password, passwordAgain, phone, required, serverFieldKey, strength, type Rule } from '../join/rules';

export interface RegisterProps {
  headingLevel?: number;
}

const EMPTY: RegisterForm = { name: '', surname: '', city: '', email: '', phone: '', password: '', password2: '' };
const RULES: Record<keyof RegisterForm, Rule> = { name: required, surname: required, city: required, email, phone, password, password2: passwordAgain };
const FIELDS: { key: keyof RegisterForm; label: MessageKey; type: string; auto: string }[] = [
  { key: 'name', label: 'register.name', type: 'text', auto: 'given-name' },
  { key: 'surname', label: 'register.surname', type: 'text', auto: 'family-name' },
  { key: 'city', label: 'register.city', type: 'text', auto: 'address-level2' },
  { key: 'email', label: 'register.email', type: 'email', auto: 'email' },
  { key: 'phone', label: 'register.phone', type: 'tel', auto: 'tel' },
];
type Step = 'details' | 'terms';
const STRENGTH = { weak: 'register.strength_weak', fair: 'register.strength_fair', strong: 'register.strength_strong' } as const;

/** /register?action=change and ?action=add_card belong to <tv-plan-actions>: this element stays empty. */
function otherAction(): boolean {
  const action = typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('action');
  return action === 'change' || action === 'add_card';
}

/**
 * Registration (docs/product.md#screens-and-routes, #states, #validation, #errors): details, then terms and privacy, then loading, then success or
 * failure. What was typed (but the passwords) is kept for the tab (stores/drafts.ts).
 */
export function Register(_props: RegisterProps) {
  const t = useT();
  useSessionStart();
  const lang = useStore($locale);
  const state = useStore($registration);
  const legal = useStore($registerLegal);
  const draft = useRef(readDraft('register'));
  const [values, setValues] = useState<RegisterForm>({ ...EMPTY, ...draft.current?.values });
  const [step, setStep] = useState<Step>(draft.current?.step === 'terms' && values.password ? 'terms' : 'details');
  const [errors, setErrors] = useState<Partial<Record<keyof RegisterForm | 'terms', MessageKey>>>({});
  const [accepted, setAccepted] = useState(false);
  const [restored] = useState(Boolean(draft.current && Object.values(draft.current.values).some(Boolean)));
  const inputs = useRef<Partial<Record<string, HTMLInputElement | null>>>({});
  const heading = useRef<HTMLHeadingElement>(null);
  const hidden = otherAction();

  useEffect(() => {
    if (!hidden && $registration.get().status !== 'success') writeDraft('register', { step, values: { ...values } });
  }, [values, step, hidden]);
  useEffect(() => {
    if (step === 'terms' && !legal.loaded && !legal.loading) void loadLegalTexts(lang);
  }, [step, lang, legal.loaded, legal.loading]);
  // the new step's heading takes the focus, so it never falls to the page
  useFocusOnChange(heading, `${step}/${state.status}`);
  // registered: nothing typed is kept any longer
  useEffect(() => {
    if (state.status === 'success') clearDraft('register');
  }, [state.status]);
  // the server's field refusals go back to the details with their messages
  useEffect(() => {
    const fields = state.error?.fields;
    if (state.status !== 'failure' || !fields) return;
    const mapped: typeof errors = {};
    for (const [k, word] of Object.entries(fields)) mapped[(k === 'password_confirm' ? 'password2' : k) as keyof RegisterForm] = serverFieldKey(k, word);
    setErrors(mapped);
    setStep('details');
    resetRegistration();
  }, [state]);

  if (hidden) return null;

  const set = (k: keyof RegisterForm) => (v: string) => {
    setValues((old) => ({ ...old, [k]: v }));
    if (errors[k]) setErrors((e) => ({ ...e, [k]: RULES[k](v, { ...values, [k]: v }) ?? undefined }));
  };
  const leave = (k: keyof RegisterForm) => () => {
    let v = values[k];
    if (k === 'phone') {
      const n = normalisePhone(v);
      if (n) setValues((old) => ({ ...old, phone: (v = n) }));
    }
    if (v === '' && k !== 'password2' && !errors[k]) return; // leaving an untouched empty field says nothing yet
    setErrors((e) => ({ ...e, [k]: RULES[k](v, values) ?? undefined }));
  };
  const toTerms = (e: React.FormEvent) => {
    e.preventDefault();
    const found = check(RULES, { ...values });
    setErrors(found);
    const first = (Object.keys(RULES) as (keyof RegisterForm)[]).find((k) => found[k]);
    if (first) {
      inputs.current[first]?.focus();
      return;
    }
    setValues((old) => ({ ...old, phone: normalisePhone(old.phone) ?? old.phone }));
    setStep('terms');
  };
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!accepted) {
      setErrors((x) => ({ ...x, terms: 'register.errors.not_ticked' }));
      inputs.current['terms']?.focus();
      return;
    }
    void register({ ...values, phone: normalisePhone(values.phone) ?? values.phone });
  };
  const H = 'h1';
  const stepNames = (['step_details', 'step_terms', 'step_done'] as const).map((id) => ({ id, name: t(`register.${id}`) }));

  if (state.status === 'loading')
    return (
      <div className="join">
        <BackLink />
        <Steps label={t('register.steps')} steps={stepNames} current={2} />
        <div className="loading" role="status">
          <div className="spinner" aria-hidden="true" />
          <H ref={heading} tabIndex={-1}>{t('register.creating')}</H>
        </div>
      </div>
    );
  if (state.status === 'success')
    return (
      <div className="join">
        <BackLink />
        <Steps label={t('register.steps')} steps={stepNames} current={2} />
        <H ref={heading} tabIndex={-1}>{t('register.success_title')}</H>
        <p className="notice ok" role="status">{t('register.success_body', { email: state.email })}</p>
        <div className="actions">
          <a className="btn btn-primary" href={loginHref(config().siteBase)} onClick={() => clearDraft('register')}>{t('register.log_in')}</a>
          <a className="btn" href={new URL('/client/mailbox', location.href).toString()}>{t('register.mailbox')}</a>
          <a className="btn btn-ghost" href={config().siteBase} onClick={() => clearDraft('register')}>{t('route.home_link')}</a>
        </div>
      </div>
    );
  if (state.status === 'failure') {
    const e = state.error;
    const key: MessageKey =
      e?.apiCode === 'email_exists' ? 'register.errors.email_exists'
      : e?.status === 429 ? 'register.errors.could_not_create'
      : e && e.status !== undefined && e.status >= 500 ? 'register.errors.error_creating'
      : 'register.errors.creation_failed';
    return (
      <div className="join">
        <BackLink />
        <Steps label={t('register.steps')} steps={stepNames} current={2} />
        <H ref={heading} tabIndex={-1}>{t('register.failure_title')}</H>
        <p className="notice" role="alert">{t(key, { phone: config().supportPhone })}</p>
        <div className="actions">
          {key !== 'register.errors.email_exists' && <button type="button" className="btn btn-primary" onClick={() => void register(values)}>{t('register.try_again')}</button>}
          <button type="button" className="btn" onClick={() => { resetRegistration(); setStep('details'); }}>{t('register.edit_details')}</button>
          {key === 'register.errors.email_exists' && <a className="btn btn-primary" href={loginHref(config().siteBase)}>{t('register.log_in')}</a>}
          {key === 'register.errors.email_exists' && <a className="btn" href={new URL('password-recovery', config().siteBase).toString()}>{t('register.forgot')}</a>}
        </div>
      </div>
    );
  }

  if (step === 'terms')
    return (
      <div className="join wide">
        <BackLink />
        <Steps label={t('register.steps')} steps={stepNames} current={1} />
        <H ref={heading} tabIndex={-1}>{t('register.terms_title')}</H>
        <p>{t('register.terms_lead')}</p>
        <details open>
          <summary>{t('footer.terms')}</summary>
          <div className="doc" tabIndex={0} aria-busy={legal.loading}>{legal.loading ? <p>{t('common.loading')}</p> : <Markdown source={legal.data.terms} baseLevel={3} />}</div>
        </details>
        <details>
          <summary>{t('footer.privacy')}</summary>
          <div className="doc" tabIndex={0}>{legal.loading ? <p>{t('common.loading')}</p> : <Markdown source={legal.data.privacy} baseLevel={3} />}</div>
        </details>
        {legal.error && (
          <p className="notice" role="alert">
            {t(legal.error.messageKey)} <button type="button" className="btn" onClick={() => void loadLegalTexts(lang)}>{t('register.retry')}</button>
          </p>
        )}
        <form noValidate onSubmit={submit}>
          <Check ref={(el) => { inputs.current['terms'] = el; }} name="terms" checked={accepted} error={errors.terms} label={t('register.accept')} onChecked={(c) => { setAccepted(c); setErrors((x) => ({ ...x, terms: c ? undefined : x.terms })); }} />
          <div className="actions">
            <button type="button" className="btn" onClick={() => setStep('details')}>{t('register.back')}</button>
            <button type="submit" className="btn btn-primary">{t('register.create')}</button>
          </div>
        </form>
      </div>
    );

  const s = strength(values.password);
  return (
    <div className="join">
      <BackLink />
      <Steps label={t('register.steps')} steps={stepNames} current={0} />
      <H ref={heading} tabIndex={-1}>{t('register.title')}</H>
      <p>{t('register.lead')}</p>
      {restored && !values.password && <p className="notice" role="status">{t('register.restored')}</p>}
      <form noValidate onSubmit={toTerms} aria-label={t('register.step_details')}>
        <div className="grid2">
          {FIELDS.map((f) => (
            <Field
              key={f.key}
              ref={(el) => { inputs.current[f.key] = el; }}
              name={f.key}
              type={f.type}
              autoComplete={f.auto}
              label={t(f.label)}
              value={values[f.key]}
              error={errors[f.key]}
              hint={f.key === 'phone' ? t('register.phone_hint') : undefined}
              onValue={set(f.key)}
              onBlur={leave(f.key)}
              required
            />
          ))}
        </div>
        <Field
          ref={(el) => { inputs.current['password'] = el; }}
          name="password"
          type="password"
          autoComplete="new-password"
          label={t('register.password')}
          value={values.password}
          error={errors.password}
          hint={
            <span className="strength">
              <span className="meter" aria-hidden="true"><span className={s} /></span>
              <span>{values.password ? t(STRENGTH[s]) : t('register.password_hint')}</span>
            </span>
          }
          onValue={set('password')}
          onBlur={leave('password')}
          required
        />
        <Field
          ref={(el) => { inputs.current['password2'] = el; }}
          name="password2"
          type="password"
          autoComplete="new-password"
          label={t('register.password2')}
          value={values.password2}
          error={errors.password2}
          onValue={set('password2')}
          onBlur={leave('password2')}
          required
        />
        <div className="actions">
          <button type="submit" className="btn btn-primary">{t('register.continue')}</button>
          <a className="btn btn-ghost" href={loginHref(config().siteBase)}>{t('register.have_account')}</a>
        </div>
      </form>
    </div>
  );
}
