import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Profile } from '../../core/api/profiles';
import { checkProfilePin, chooseProfile, needsPin } from '../../core/stores/gate';
import { $profiles, avatarUrl, loadProfiles } from '../../core/stores/profiles';
import { Modal } from '../shared/Modal';
import { PinDialog } from '../shared/PinDialog';
import { deepActiveElement, useReturnFocus } from '../shared/focus';
import { useT } from '../shared/hooks';

interface ProfilePickerProps {
  open: boolean;
  onChosen?: (p: Profile) => void;
}

/** Arrow keys (a remote's only keys besides OK) move between the profiles, wrapping; Home/End. */
const STEPS: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowDown: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  ArrowUp: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * "Who is watching?" (docs/product.md#screens-and-routes): no close button, avatar and name of each profile, PIN when needed.
 * Opens with the focus on the first profile; arrows move it, OK (Enter) chooses. Cancel in the PIN
 * dialog comes back to the profile that asked for it. Once a profile is chosen the focus returns
 * to where it was, or to the page's main content.
 */
export function ProfilePicker({ open, onChosen }: ProfilePickerProps) {
  const t = useT();
  const { data, loading, error } = useStore($profiles);
  const [pinFor, setPinFor] = useState<Profile | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const backTo = useRef<number | null>(null);
  const choosing = open && !pinFor;
  useReturnFocus(open);

  const buttons = () => [...(list.current?.querySelectorAll<HTMLButtonElement>('button.profile') ?? [])];
  useEffect(() => {
    // After the dialog has opened (its effect runs first): the first profile, or the one whose PIN
    // was cancelled, unless the focus is on a profile already.
    if (!choosing) return;
    const all = buttons();
    if (all.some((b) => b === deepActiveElement())) return;
    const back = backTo.current;
    backTo.current = null;
    (all.find((b) => b.dataset.profile === String(back)) ?? all[0])?.focus();
  }, [choosing, data.items.length]);

  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const step = STEPS[e.key];
    const all = buttons();
    const i = all.findIndex((b) => b === e.target);
    if (!step || i < 0 || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    all[step(i, all.length)]?.focus();
  };

  const choose = async (p: Profile) => {
    await chooseProfile(p);
    onChosen?.(p);
  };

  return (
    <>
      <Modal open={choosing} title={t('session.choose_title')} closable={false}>
        {loading && <p role="status">{t('session.loading_profiles')}</p>}
        {error && !loading && (
          <div role="alert" className="load-error">
            <p>{t('session.load_failed')}</p>
            <p>{t(error.messageKey)}</p>
            <button type="button" className="btn" onClick={() => void loadProfiles()}>{t('profiles.retry')}</button>
          </div>
        )}
        <ul className="profiles" aria-label={t('session.choose_title')} ref={list} onKeyDown={onKeyDown}>
          {data.items.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                className="profile"
                data-profile={p.id}
                aria-label={t('session.choose_profile', { name: p.name }) + (needsPin(p) ? ` (${t('session.pin_locked')})` : '')}
                onClick={() => (needsPin(p) ? setPinFor(p) : void choose(p))}
              >
                <img src={avatarUrl(p.avatar)} alt="" width={96} height={96} />
                <span className="name">{p.name}</span>
                {needsPin(p) && (
                  <svg className="icon lock" viewBox="0 0 24 24" aria-hidden="true"><rect x="5" y="11" width="14" height="10" rx="2" /><path d="M8 11V7a4 4 0 0 1 8 0v4" /></svg>
                )}
              </button>
            </li>
          ))}
        </ul>
      </Modal>
      <PinDialog
        open={open && Boolean(pinFor)}
        title={t('pin.required_title')}
        onCancel={() => {
          backTo.current = pinFor?.id ?? null;
          setPinFor(null);
        }}
        check={async (pin) => {
          if (!pinFor || !(await checkProfilePin(pinFor, pin))) return false;
          // The PIN dialog stays until the gate closes, so the chooser does not flash back meanwhile.
          await choose(pinFor);
          setPinFor(null);
          return true;
        }}
      >
        {pinFor && <p>{t('pin.required_body', { name: pinFor.name })}</p>}
      </PinDialog>
    </>
  );
}
