import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { config } from '../../core/config';
import type { MessageKey } from '../../core/i18n';
import { loginHref } from '../../core/stores/auth';
import { $recovery, recoveryStep, requestRecovery, resetPassword } from '../../core/stores/recovery';
import { useSessionStart, useT } from '../shared/hooks';
import { BackLink, Steps } from '../join/BackLink';
import { Field } from '../join/Field';
import { useFocusOnChange } from '../join/focus';
import { email as emailRule, password as passwordRule, passwordAgain, serverFieldKey, strength } from '../join/rules';

export interface PasswordRecoveryProps {
  headingLevel?: number;
}

type Errors = Partial<Record<'email' | 'code' | 'password' | 'password2', MessageKey>>;
const CODE_RE = /^\d{6}$/;
const STRENGTH = { weak: 'register.strength_weak', fair: 'register.strength_fair', strong: 'register.strength_strong' } as const;

/** Password recovery: the e-mail, then the mailed code (or the mail's link) and a new password, then done. */
export function PasswordRecovery(_props: PasswordRecoveryProps) {
  const t = useT();
  useSessionStart();
  const state = useStore($recovery);
  const [v, setV] = useState({ email: '', code: '', password: '', password2: '' });
  const [errors, setErrors] = useState<Errors>({});
  const heading = useRef<HTMLHeadingElement>(null);
  const inputs = useRef<Partial<Record<keyof Errors, HTMLInputElement | null>>>({});

  // the mail's link: /password-recovery?email=…&code=…
  useEffect(() => {
    const q = new URLSearchParams(location.search);
    const email = q.get('email') ?? '';
    const code = q.get('code') ?? '';
    if (email && code) {
      setV((o) => ({ ...o, email, code }));
      recoveryStep('reset', email);
    }
  }, []);
  useEffect(() => {
    if (state.email) setV((o) => ({ ...o, email: o.email || state.email }));
  }, [state.email]);
  useFocusOnChange(heading, state.step);
  // the server's refusals land on their fields
  useEffect(() => {
    const e = state.error;
    if (!e || e.status !== 400) return;
    const out: Errors = {};
    for (const [k, word] of Object.entries(e.fields ?? {})) {
      if (k === 'code') out.code = 'recovery.errors.code';
      else if (k === 'email' || k === 'password') out[k] = serverFieldKey(k, word);
      else if (k === 'password_confirm') out.password2 = 'register.errors.password_mismatch';
    }
    setErrors(out);
    const first = (['email', 'code', 'password', 'password2'] as const).find((k) => out[k]);
    if (first) inputs.current[first]?.focus();
  }, [state.error]);

  const rules: Record<keyof Errors, (x: string) => MessageKey | null> = {
    email: (x) => emailRule(x, {}),
    code: (x) => (CODE_RE.test(x.trim()) ? null : 'recovery.errors.code_shape'),
    password: (x) => passwordRule(x, {}),
    password2: (x) => passwordAgain(x, { password: v.password }),
  };
  const set = (k: keyof Errors) => (x: string) => {
    setV((o) => ({ ...o, [k]: x }));
    if (errors[k]) setErrors((e) => ({ ...e, [k]: rules[k](x) ?? undefined }));
  };
  const leave = (k: keyof Errors) => () => {
    if (v[k] === '' && !errors[k]) return;
    setErrors((e) => ({ ...e, [k]: rules[k](v[k]) ?? undefined }));
  };
  const validate = (keys: (keyof Errors)[]) => {
    const found: Errors = {};
    for (const k of keys) {
      const m = rules[k](v[k]);
      if (m) found[k] = m;
    }
    setErrors(found);
    const first = keys.find((k) => found[k]);
    if (first) inputs.current[first]?.focus();
    return !first;
  };
  const field = (k: keyof Errors, label: MessageKey, type: string, auto: string, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field ref={(el) => { inputs.current[k] = el; }} name={k} type={type} autoComplete={auto} label={t(label)} value={v[k]} error={errors[k]} onValue={set(k)} onBlur={leave(k)} required {...extra} />
  );
  const e = state.error;
  const general = e && !(e.status === 400 && e.fields) ? (e.status === 429 ? 'recovery.errors.too_many' : e.status === 400 ? 'recovery.errors.code' : e.messageKey) : null;
  const steps = (['step_request', 'step_reset', 'step_done'] as const).map((id) => ({ id, name: t(`recovery.${id}`) }));
  const current = state.step === 'request' ? 0 : state.step === 'reset' ? 1 : 2;
  const s = strength(v.password);

  return (
    <div className="join">
      <BackLink />
      <Steps label={t('recovery.steps')} steps={steps} current={current} />
      {state.step === 'request' && (
        <>
          <h1 ref={heading} tabIndex={-1}>{t('recovery.title')}</h1>
          <p>{t('recovery.lead')}</p>
          <form noValidate onSubmit={(ev) => { ev.preventDefault(); if (validate(['email'])) void requestRecovery(v.email); }}>
            {field('email', 'register.email', 'email', 'email')}
            {general && <p className="notice" role="alert">{t(general, { minutes: Math.max(1, Math.ceil((e?.retryAfter ?? 60) / 60)) })}</p>}
            <div className="actions">
              <button type="submit" className="btn btn-primary" disabled={state.busy}>{t('recovery.send')}</button>
              <button type="button" className="btn btn-ghost" onClick={() => { if (validate(['email'])) recoveryStep('reset', v.email); }}>{t('recovery.have_code')}</button>
            </div>
          </form>
        </>
      )}
      {state.step === 'reset' && (
        <>
          <h1 ref={heading} tabIndex={-1}>{t('recovery.reset_title')}</h1>
          <p className="notice" role="status">{t('recovery.sent', { email: v.email })}</p>
          <form noValidate onSubmit={(ev) => { ev.preventDefault(); if (validate(['email', 'code', 'password', 'password2'])) void resetPassword(v.email, v.code, v.password, v.password2); }}>
            {field('email', 'register.email', 'email', 'email')}
            {field('code', 'recovery.code', 'text', 'one-time-code', { inputMode: 'numeric', maxLength: 6, hint: t('recovery.code_hint') })}
            {field('password', 'recovery.new_password', 'password', 'new-password', {
              hint: (
                <span className="strength">
                  <span className="meter" aria-hidden="true"><span className={s} /></span>
                  <span>{v.password ? t(STRENGTH[s]) : t('register.password_hint')}</span>
                </span>
              ),
            })}
            {field('password2', 'register.password2', 'password', 'new-password')}
            {general && <p className="notice" role="alert">{t(general, { minutes: Math.max(1, Math.ceil((e?.retryAfter ?? 60) / 60)) })}</p>}
            <div className="actions">
              <button type="submit" className="btn btn-primary" disabled={state.busy}>{t('recovery.save')}</button>
              <button type="button" className="btn" onClick={() => recoveryStep('request', v.email)}>{t('recovery.resend')}</button>
            </div>
          </form>
        </>
      )}
      {state.step === 'done' && (
        <>
          <h1 ref={heading} tabIndex={-1}>{t('recovery.done_title')}</h1>
          <p className="notice ok" role="status">{t('recovery.done_body')}</p>
          <div className="actions">
            <a className="btn btn-primary" href={loginHref(config().siteBase)}>{t('register.log_in')}</a>
            <a className="btn btn-ghost" href={config().siteBase}>{t('route.home_link')}</a>
          </div>
        </>
      )}
    </div>
  );
}
