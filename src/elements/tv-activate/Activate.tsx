import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { config } from '../../core/config';
import type { MessageKey } from '../../core/i18n';
import { loginHref } from '../../core/stores/auth';
import { $confirm, $handle, $pairing, checkHandle, confirmDevice, redeemCode, resetConfirm, startPairing, stopPairing } from '../../core/stores/pairing';
import { $session } from '../../core/stores/session';
import { useSessionStart, useT } from '../shared/hooks';
import { BackLink } from '../join/BackLink';
import { Field } from '../join/Field';
import { formatLeft, Qr } from '../join/Qr';
import { useNow } from '../join/useNow';

export interface ActivateProps {
  headingLevel?: number;
}

const CODE_RE = /^[A-Z0-9]{6}$/;
const cleanCode = (s: string) => s.toUpperCase().replace(/[\s-]/g, '');

/** The handle of /activate/{handle} (null on /activate). */
function handleOfPath(): string | null {
  if (typeof location === 'undefined') return null;
  const m = /\/activate\/([^/?#]+)/.exec(location.pathname);
  return m ? decodeURIComponent(m[1]!) : null;
}

/** Why a code or a device was refused, in the user's words. */
function refusal(status: number | undefined): MessageKey {
  if (status === 404 || status === 400) return 'pairing.errors.not_found';
  if (status === 410) return 'pairing.errors.expired';
  if (status === 409) return 'pairing.errors.used';
  if (status === 429) return 'pairing.errors.too_many';
  return 'errors.operation_failed';
}

/**
 * Device authorisation: /activate/{handle} confirms a device (after a login that comes back here);
 * /activate shows this device's QR code and code to a visitor (and takes a signed-in browser's code),
 * and to a signed-in user a field for a TV's code and a code to show a new device.
 */
export function Activate(_props: ActivateProps) {
  const t = useT();
  useSessionStart();
  const session = useStore($session);
  const handle = handleOfPath();
  const known = session.status === 'user' || session.status === 'visitor';
  if (!known)
    return (
      <div className="join">
        <BackLink />
        <h1>{t('pairing.title')}</h1>
        <div className="loading" role="status" aria-label={t('common.loading')}><div className="spinner" aria-hidden="true" /></div>
      </div>
    );
  if (handle) return <ConfirmHandle handle={handle} signedIn={session.status === 'user'} />;
  return session.status === 'user' ? <SignedIn /> : <ThisDevice />;
}

function ConfirmHandle({ handle, signedIn }: { handle: string; signedIn: boolean }) {
  const t = useT();
  const c = useStore($confirm);
  const h = useStore($handle);
  const heading = useRef<HTMLHeadingElement>(null);
  // the handle is looked at first: Connect is offered only for a device that waits for it
  useEffect(() => void checkHandle(handle), [handle]);
  const state = h.handle === handle ? h.state : 'checking';
  useEffect(() => heading.current?.focus(), [c.done, state]);
  if (state === 'checking')
    return (
      <div className="join">
        <BackLink />
        <h1>{t('pairing.confirm_title')}</h1>
        <div className="loading" role="status" aria-label={t('common.loading')}><div className="spinner" aria-hidden="true" /></div>
      </div>
    );
  if (state === 'gone' || state === 'used')
    return (
      <div className="join">
        <BackLink />
        <h1 ref={heading} tabIndex={-1}>{state === 'gone' ? t('pairing.gone_title') : t('pairing.connected_title')}</h1>
        <p role="status">{state === 'gone' ? t('pairing.gone_lead') : t('pairing.errors.used')}</p>
        <div className="actions">
          {state === 'gone' && <a className="btn btn-primary" href={new URL('activate', config().siteBase).toString()}>{t('pairing.enter_code')}</a>}
          <a className={state === 'gone' ? 'btn btn-ghost' : 'btn btn-primary'} href={config().siteBase}>{t('route.home_link')}</a>
        </div>
      </div>
    );
  if (!signedIn)
    return (
      <div className="join">
        <BackLink />
        <h1 ref={heading} tabIndex={-1}>{t('pairing.confirm_title')}</h1>
        <p>{t('pairing.log_in_first')}</p>
        <div className="actions">
          <a className="btn btn-primary" href={loginHref(location.href)}>{t('register.log_in')}</a>
        </div>
      </div>
    );
  return (
    <div className="join">
      <BackLink />
      <h1 ref={heading} tabIndex={-1}>{c.done ? t('pairing.connected_title') : t('pairing.confirm_title')}</h1>
      {c.done ? (
        <p className="notice ok" role="status">{t('pairing.connected', { name: c.done })}</p>
      ) : (
        <>
          <p>{t('pairing.confirm_lead')}</p>
          {c.error && <p className="notice" role="alert">{t(refusal(c.error.status))}</p>}
          <div className="actions">
            <button type="button" className="btn btn-primary" disabled={c.busy} onClick={() => void confirmDevice({ handle })}>{t('pairing.confirm')}</button>
            <a className="btn btn-ghost" href={config().siteBase}>{t('pairing.cancel')}</a>
          </div>
        </>
      )}
      {c.done && <div className="actions"><a className="btn btn-primary" href={config().siteBase}>{t('route.home_link')}</a></div>}
    </div>
  );
}

/** The code field of both sides: a TV's code (signed in) or a signed-in browser's code (a new device). */
function CodeForm({ label, submit, initial = '' }: { label: MessageKey; submit(code: string): void; initial?: string }) {
  const t = useT();
  const c = useStore($confirm);
  const [code, setCode] = useState(initial);
  const [error, setError] = useState<MessageKey | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const shown = error ?? (c.error ? refusal(c.error.status) : null);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const clean = cleanCode(code);
        if (!CODE_RE.test(clean)) {
          setError('pairing.errors.shape');
          input.current?.focus();
          return;
        }
        setError(null);
        submit(clean);
      }}
    >
      <Field ref={input} name="code" label={t(label)} value={code} error={shown} hint={t('pairing.code_hint')} autoComplete="one-time-code" autoCapitalize="characters" maxLength={9}
        onValue={(v) => { setCode(v); setError(null); if (c.error) resetConfirm(); }}
        onBlur={() => { if (code && !CODE_RE.test(cleanCode(code))) setError('pairing.errors.shape'); }} />
      <div className="actions">
        <button type="submit" className="btn btn-primary" disabled={c.busy}>{t('pairing.confirm')}</button>
      </div>
    </form>
  );
}

/** A visitor's device: its QR code and code, waiting to be confirmed; or a code from a signed-in browser. */
function ThisDevice() {
  const t = useT();
  const p = useStore($pairing);
  const c = useStore($confirm);
  const now = useNow(p.phase === 'waiting');
  const initial = typeof location === 'undefined' ? '' : new URLSearchParams(location.search).get('code') ?? '';
  useEffect(() => {
    startPairing('device', config().siteBase);
    return () => stopPairing();
  }, []);
  // confirmed: this device has its login session now; the home page opens signed in
  useEffect(() => {
    if (p.phase === 'done' || c.done) location.assign(config().siteBase);
  }, [p.phase, c.done]);
  return (
    <div className="join wide">
      <BackLink />
      <h1>{t('pairing.title')}</h1>
      <p>{t('pairing.lead')}</p>
      <PairPanel now={now} />
      <section className="panel" aria-labelledby="redeem-h">
        <h2 id="redeem-h">{t('pairing.redeem_title')}</h2>
        <p>{t('pairing.redeem_lead')}</p>
        <CodeForm label="pairing.code_label" initial={initial} submit={(code) => void redeemCode(code)} />
      </section>
    </div>
  );
}

/** The QR code, the address and the code, with the countdown (renewed when it runs out). */
function PairPanel({ now }: { now: number }) {
  const t = useT();
  const p = useStore($pairing);
  const code = p.code;
  if (p.phase === 'error')
    return (
      <section className="panel pair" aria-live="polite">
        <p className="notice" role="alert">{t(p.error ? (p.error.status === 429 ? 'pairing.errors.too_many' : p.error.messageKey) : 'errors.operation_failed')}</p>
        <button type="button" className="btn btn-primary" onClick={() => startPairing(p.mode ?? 'device', config().siteBase)}>{t('register.retry')}</button>
      </section>
    );
  if (p.phase === 'done') return <section className="panel pair"><p className="notice ok" role="status">{t('pairing.device_used')}</p></section>;
  if (!code || p.phase === 'starting')
    return (
      <section className="panel pair" aria-busy="true">
        <div className="qr-box placeholder" aria-hidden="true" />
        <div className="loading" role="status" aria-label={t('common.loading')}><div className="spinner" aria-hidden="true" /></div>
      </section>
    );
  const left = Math.max(0, Math.ceil((code.expiresAt - now) / 1000));
  return (
    <section className="panel pair" aria-labelledby="pair-h">
      <div className="qr-box">
        <Qr text={code.qrUrl} label={t('pairing.qr_label')} />
      </div>
      <div className="pair-text">
        <h2 id="pair-h">{t('pairing.scan')}</h2>
        <p>{t('pairing.or_visit')}</p>
        <p className="address">{code.verificationUrl}</p>
        <p>{t('pairing.and_enter')}</p>
        <p className="code" aria-label={t('pairing.code_aria', { code: code.code.split('').join(' ') })}>{code.code}</p>
        <p role="timer" aria-live="off">{t('pairing.expires', { time: formatLeft(left) })}</p>
        <p className="hint" role="status">{t('pairing.waiting')}</p>
      </div>
    </section>
  );
}

/** A signed-in browser: enter a TV's code, or show a code for a new device. */
function SignedIn() {
  const t = useT();
  const c = useStore($confirm);
  const p = useStore($pairing);
  const now = useNow(p.phase === 'waiting');
  const [inviting, setInviting] = useState(false);
  useEffect(() => () => stopPairing(), []);
  return (
    <div className="join wide">
      <BackLink />
      <h1>{t('pairing.title')}</h1>
      <section className="panel" aria-labelledby="tv-h">
        <h2 id="tv-h">{t('pairing.enter_title')}</h2>
        <p>{t('pairing.enter_lead')}</p>
        {c.done ? (
          <>
            <p className="notice ok" role="status">{t('pairing.connected', { name: c.done })}</p>
            <button type="button" className="btn" onClick={resetConfirm}>{t('pairing.another')}</button>
          </>
        ) : (
          <CodeForm label="pairing.code_label" submit={(code) => void confirmDevice({ code })} />
        )}
      </section>
      <section className="panel" aria-labelledby="invite-h">
        <h2 id="invite-h">{t('pairing.invite_title')}</h2>
        <p>{t('pairing.invite_lead')}</p>
        {inviting ? (
          <PairPanel now={now} />
        ) : (
          <button type="button" className="btn btn-primary" onClick={() => { setInviting(true); startPairing('invite', config().siteBase); }}>{t('pairing.invite')}</button>
        )}
      </section>
    </div>
  );
}
