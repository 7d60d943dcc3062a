import { useSessionStart, useT } from '../shared/hooks';

export interface SeriesProps {
  headingLevel?: number;
}

/** The view of <tv-series>: reads stores and calls store actions; it never fetches by itself. */
export function Series({ headingLevel }: SeriesProps) {
  const t = useT();
  useSessionStart();
  const H = `h${Math.min(6, Math.max(1, headingLevel ?? 2))}` as 'h2';
  return (
    <section aria-labelledby="heading">
      <H id="heading" part="heading">{t('series.title')}</H>
    </section>
  );
}
