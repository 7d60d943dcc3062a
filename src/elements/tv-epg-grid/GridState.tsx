// What the guide's box shows instead of programmes: placeholder rows of the real rows' size while
// the line-up loads (the page does not jump when it arrives), an error with Retry, or an empty
// line-up (an unknown genre offers every channel instead).
import type { AppError } from '../../core/errors';
import type { t as translate } from '../../core/i18n';

/** Enough placeholder rows for the tallest guide (720 px); the box clips the rest. */
const PLACEHOLDER_ROWS = 14;

export type GridStateKind =
  | { kind: 'loading' }
  | { kind: 'error'; error: AppError }
  | { kind: 'genre-empty' }
  | { kind: 'empty' };

export function GridState({ state, t, onRetry, onAllGenres }: {
  state: GridStateKind; t: typeof translate; onRetry: () => void; onAllGenres: () => void;
}) {
  if (state.kind === 'loading') {
    return (
      <div className="state placeholder" role="status" aria-label={t('epg.loading')}>
        {Array.from({ length: PLACEHOLDER_ROWS }, (_, i) => (
          <div className="ph-row" key={i} aria-hidden="true"><span className="ph-ch" /><span className="ph-p" /><span className="ph-p" /></div>
        ))}
      </div>
    );
  }
  if (state.kind === 'error') {
    return (
      <div className="state notice" role="alert" part="state">
        <p className="err">{t('epg.error')} {t(state.error.messageKey)}</p>
        <button type="button" className="btn btn-primary" onClick={onRetry}>{t('epg.retry')}</button>
      </div>
    );
  }
  if (state.kind === 'genre-empty') {
    return (
      <div className="state notice" part="state">
        <p>{t('epg.genre_empty')}</p>
        <button type="button" className="btn btn-primary" onClick={onAllGenres}>{t('epg.show_all_genres')}</button>
      </div>
    );
  }
  return <div className="state notice" part="state"><p>{t('epg.empty')}</p></div>;
}
