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

/** Where the steps stand (the current one is announced as such). */
export function Steps({ steps, current }: { steps: string[]; current: number }) {
  const t = useT();
  return (
    <ol className="steps" aria-label={t('register.steps')}>
      {steps.map((s, i) => (
        <li key={s} aria-current={i === current ? 'step' : undefined}>
          {s}
        </li>
      ))}
    </ol>
  );
}
