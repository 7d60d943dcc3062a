import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { Profile } from '../../core/api/profiles';
import { $profileEdit, resetProfileEdit, saveProfile } from '../../core/stores/profile-edit';
import { $session } from '../../core/stores/session';
import { Modal } from '../shared/Modal';
import { useT } from '../shared/hooks';
import type { MessageKey } from '../../core/i18n';
import type { ViewProps } from './views';
import { AgeStep, ConfirmStep, NameStep, PinStep } from './WizardSteps';
import { initialDraft, toInput, validateStep, wizardSteps, type Draft, type Errors, type Step } from './wizard-model';

interface ProfileWizardProps extends ViewProps {
  /** null: add mode; a profile: edit mode. */
  profile: Profile | null;
  /** Where Cancel (and Back on the first step) return to. */
  from: 'profiles' | 'list';
}

const STEP_TITLES: Record<Step, MessageKey> = {
  name: 'profiles.step_name',
  age: 'profiles.step_age',
  pin: 'profiles.step_pin',
  confirm: 'profiles.step_confirm',
};

/**
 * The profile form as a four-step wizard (docs/product.md#screens-and-routes/#states/#validation): name and avatar, age (master only), PIN,
 * confirmation. A failed save shows "The operation failed, please try again." and keeps the draft.
 */
export function ProfileWizard({ profile, from, go, close }: ProfileWizardProps) {
  const t = useT();
  const formId = useId();
  const { profile: acting } = useStore($session);
  const edit = useStore($profileEdit);
  const master = !acting || acting.master_flag;
  const steps = wizardSteps(master);
  const [index, setIndex] = useState(0);
  const [draft, setDraft] = useState<Draft>(() => initialDraft(profile));
  const [errors, setErrors] = useState<Errors>({});
  const body = useRef<HTMLDivElement>(null);
  const step = steps[index] ?? 'confirm';
  const last = index === steps.length - 1;
  const backTarget = () => go({ name: from === 'profiles' && master ? 'profiles' : 'list' });

  const [invalidTick, setInvalidTick] = useState(0);
  const q = (sel: string) => body.current?.querySelector<HTMLElement>(sel) ?? null;

  useEffect(() => {
    resetProfileEdit();
  }, []);
  useEffect(() => {
    // Each step starts with the focus on its first field (the chosen option in a radio group).
    (step === 'age' ? (q('input:checked') ?? q('input')) : q('input'))?.focus();
  }, [step]);
  useEffect(() => {
    // A rejected step moves the focus to the first field with an error.
    if (invalidTick) q('input[aria-invalid="true"], fieldset[aria-invalid="true"] input')?.focus();
  }, [invalidTick]);

  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors((e) => {
      const next = { ...e };
      if ('name' in patch) delete next.name;
      if ('age' in patch) delete next.age;
      if ('pin' in patch || 'pin2' in patch || 'needsPin' in patch) delete next.pin;
      return next;
    });
  };

  const submit = async () => {
    const errs = validateStep(step, draft);
    setErrors(errs);
    if (Object.keys(errs).length) {
      setInvalidTick((n) => n + 1);
      return;
    }
    if (!last) {
      setIndex((i) => Math.min(steps.length - 1, i + 1));
      return;
    }
    const ok = await saveProfile(profile, toInput(draft, profile?.age ?? 0));
    if (ok) backTarget();
  };

  return (
    <Modal
      open
      title={profile ? t('profiles.edit_title') : t('profiles.add_title')}
      onClose={close}
      onBack={() => (index > 0 ? setIndex((i) => Math.max(0, i - 1)) : backTarget())}
      footer={
        <>
          <button type="button" className="btn" onClick={backTarget}>{t('profiles.cancel')}</button>
          <button type="submit" form={formId} className="btn btn-primary" disabled={edit.busy}>
            {last ? (edit.busy ? t('profiles.saving') : t('profiles.confirm')) : t('profiles.next')}
          </button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <p className="step-label">
          <span className="muted">{t('profiles.step', { n: index + 1, count: steps.length })}</span>{' '}
          <strong>{t(STEP_TITLES[step])}</strong>
        </p>
        <div ref={body} className={`step step-${step}`}>
          {step === 'name' && <NameStep draft={draft} set={set} errors={errors} />}
          {step === 'age' && <AgeStep draft={draft} set={set} errors={errors} />}
          {step === 'pin' && <PinStep draft={draft} set={set} errors={errors} />}
          {step === 'confirm' && <ConfirmStep draft={draft} master={master} />}
        </div>
        {step === 'confirm' && (
          <p role="alert" className="error">{edit.error ? t('errors.operation_failed') : ''}</p>
        )}
      </form>
    </Modal>
  );
}
