// Small pieces the catalogue screens share: ids from the address, lengths, genre names, the
// back behaviour (Escape and a Back button) and the lock / error notice.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $locale } from '../../core/i18n';
import type { AppError } from '../../core/errors';
import { parseId } from '../../core/ids';
import { catalogueHref } from '../../core/links';
import { $genres, loadGenres } from '../../core/stores/genres';
import { changeProfile } from '../../core/stores/profiles';
import { useT } from './hooks';
import { ErrorDetails } from './ErrorDetails';

/** A positive integer query parameter of the page's address (null when missing or malformed). */
export function idFromAddress(name = 'id'): number | null {
  if (typeof location === 'undefined') return null;
  return parseId(new URLSearchParams(location.search).get(name));
}

/** "1 h 39 min" in the viewer's language. */
export function useLength(): (seconds: number) => string {
  const t = useT();
  return (s) => {
    const min = Math.round(s / 60);
    const h = Math.floor(min / 60);
    return h ? t('vod_details.length_h', { h, m: min % 60 }) : t('vod_details.length_m', { m: min });
  };
}

/** Genre names by id, in the viewer's language (fetched once per language). */
export function useGenreNames(): (ids: number[]) => string[] {
  const lang = useStore($locale);
  const genres = useStore($genres);
  useEffect(() => void loadGenres(lang), [lang]);
  return (ids) => ids.flatMap((id) => genres.data.find((g) => g.id === id)?.name ?? []);
}

/** Back: where the viewer came from on this site, else the catalogue. */
export function goBack(): void {
  const ref = document.referrer ? new URL(document.referrer) : null;
  if (ref && ref.origin === location.origin && history.length > 1) history.back();
  else location.assign(catalogueHref());
}

/** Escape goes back (a screen of the site only: on a CMS page the element leaves Escape alone). */
export function useEscapeBack(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented || document.querySelector('dialog[open]')) return;
      // a dialog inside an element (the purchase dialog) closes on its own Escape
      if (e.composedPath().some((n) => n instanceof HTMLDialogElement && n.open)) return;
      goBack();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled]);
}

/** Whether this element is the page's screen (the site names its route on <html data-route>). */
export const isScreen = (route: string): boolean => typeof document !== 'undefined' && document.documentElement.dataset.route === route;

/** The notice for a failed load: blocked for the profile's age, not found, or an error with Retry. */
export function LoadError({ error, onRetry }: { error: AppError; onRetry: () => void }) {
  const t = useT();
  if (error.apiCode === 'age_locked') {
    return (
      <div className="notice" role="alert" part="notice">
        <p><strong>{t('vod_details.age_blocked')}</strong></p>
        <p>{t('vod_details.age_blocked_hint')}</p>
        <div className="notice-actions">
          <button type="button" className="btn btn-primary" onClick={() => void changeProfile()}>{t('purchase.change_profile')}</button>
          <a className="btn" href={catalogueHref()}>{t('vod_details.to_catalogue')}</a>
        </div>
      </div>
    );
  }
  if (error.status === 404) {
    return (
      <div className="notice" role="alert" part="notice">
        <p>{t('vod_details.not_found')}</p>
        <a className="btn" href={catalogueHref()}>{t('vod_details.to_catalogue')}</a>
      </div>
    );
  }
  return (
    <div className="notice" role="alert" part="notice">
      <p>{t(error.messageKey)}</p>
      <ErrorDetails code={error.code} />
      <button type="button" className="btn" onClick={onRetry}>{t('common.retry')}</button>
    </div>
  );
}

export const noticeStyles = `
.notice { display: grid; justify-items: start; gap: .5rem; padding: 1rem 1.25rem; border-radius: var(--_radius); background: var(--_surface); max-width: 44rem; }
.notice p { margin: 0; color: var(--_text); }
.code { color: var(--_muted); font-size: .85em; }
.notice-actions { display: flex; flex-wrap: wrap; gap: .6rem; }
`;
