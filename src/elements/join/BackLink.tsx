import { config } from '../../core/config';
import { useT } from '../shared/hooks';

/** The way back to the site, on every step of the getting-in screens. */
export function BackLink() {
  const t = useT();
  return (
    <a className="back" href={config().siteBase}>
      <span aria-hidden="true">←</span> {t('register.back_to_site')}
    </a>
  );
}

interface Step {
  /** Stable for the step (its text may be empty while the screen's texts are loading). */
  id: string;
  name: string;
}

/** Where the steps of a flow stand, named for the flow (the current one is announced as such). */
export function Steps({ label, steps, current }: { label: string; steps: Step[]; current: number }) {
  return (
    <ol className="steps" aria-label={label}>
      {steps.map((s, i) => (
        <li key={s.id} aria-current={i === current ? 'step' : undefined}>
          {s.name}
        </li>
      ))}
    </ol>
  );
}
