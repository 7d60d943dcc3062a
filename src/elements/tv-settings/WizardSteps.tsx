import { AGE_RATINGS, ageRatingOf } from '../../core/stores/age-limit';
import { PROFILE_NAME_MAX } from '../../core/api/profile-form';
import { $avatars, avatarUrl } from '../../core/stores/profiles';
import { PinBox } from '../shared/PinBox';
import { useT } from '../shared/hooks';
import { AvatarSlider } from './AvatarSlider';
import type { Draft, Errors } from './wizard-model';

interface StepProps {
  draft: Draft;
  set: (patch: Partial<Draft>) => void;
  errors: Errors;
}

function ErrorText({ id, error }: { id: string; error: Errors[keyof Errors] }) {
  const t = useT();
  return (
    <p id={id} className="error field-error" role={error ? 'alert' : undefined}>
      {error ? t(`profiles.${error}`) : ''}
    </p>
  );
}

export function NameStep({ draft, set, errors }: StepProps) {
  const t = useT();
  return (
    <>
      <label className="field">
        <span>{t('profiles.name')}</span>
        <input
          type="text"
          name="name"
          maxLength={PROFILE_NAME_MAX}
          autoComplete="off"
          value={draft.name}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby="err-name"
          onChange={(e) => set({ name: e.currentTarget.value })}
        />
      </label>
      <ErrorText id="err-name" error={errors.name} />
      <AvatarSlider value={draft.avatarId} onChange={(avatarId) => set({ avatarId })} />
    </>
  );
}

export function AgeStep({ draft, set, errors }: StepProps) {
  const t = useT();
  return (
    <fieldset className="ages" aria-describedby="err-age" aria-invalid={errors.age ? true : undefined}>
      <legend>{t('profiles.age_rating')}</legend>
      {AGE_RATINGS.map((r) => (
        <label key={r.key} className="age">
          <input type="radio" name="age" value={r.age} checked={draft.age === r.age} onChange={() => set({ age: r.age })} />
          <span className="age-name">{t(`profiles.age_${r.key}`)}</span>
          <span className="muted">{r.boundary === null ? t('profiles.age_unrestricted') : t('profiles.age_under', { age: r.boundary })}</span>
        </label>
      ))}
      <ErrorText id="err-age" error={errors.age} />
    </fieldset>
  );
}

export function PinStep({ draft, set, errors }: StepProps) {
  const t = useT();
  return (
    <>
      <div className="field">
        <span id="pin1-l">{t('profiles.pin')}</span>
        <PinBox label={t('profiles.pin')} value={draft.pin} onChange={(pin) => set({ pin })} describedBy="err-pin pin-hint" invalid={Boolean(errors.pin) && errors.pin !== 'err_pin_match'} />
      </div>
      <div className="field">
        <span id="pin2-l">{t('profiles.pin_repeat')}</span>
        <PinBox
          label={t('profiles.pin_repeat')}
          value={draft.pin2}
          compare={draft.pin}
          onChange={(pin2) => set({ pin2 })}
          describedBy="err-pin"
          invalid={errors.pin === 'err_pin_match'}
        />
      </div>
      <ErrorText id="err-pin" error={errors.pin} />
      <p id="pin-hint" className="muted">{t('profiles.pin_hint')}</p>
      <label className="switch">
        <input type="checkbox" role="switch" checked={draft.needsPin} onChange={(e) => set({ needsPin: e.currentTarget.checked })} />
        <span>{t('profiles.needs_pin')}</span>
      </label>
    </>
  );
}

export function ConfirmStep({ draft, master }: { draft: Draft; master: boolean }) {
  const t = useT();
  const avatar = $avatars.get().data.items.find((a) => a.id === draft.avatarId);
  const key = draft.age === null ? null : ageRatingOf(draft.age);
  return (
    <div className="summary">
      {avatar && <img src={avatarUrl(avatar)} alt="" width={80} height={80} />}
      <dl>
        <dt>{t('profiles.name')}</dt>
        <dd>{draft.name.trim()}</dd>
        {master && (
          <>
            <dt>{t('profiles.age')}</dt>
            <dd>{key ? t(`profiles.age_${key}`) : ''}</dd>
          </>
        )}
        <dt>{t('profiles.pin_set')}</dt>
        <dd>{draft.pin ? t('profiles.pin_yes') : t('profiles.pin_no')}</dd>
        <dt>{t('profiles.needs_pin')}</dt>
        <dd>{draft.needsPin ? t('profiles.yes') : t('profiles.no')}</dd>
      </dl>
    </div>
  );
}
