import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $i18nReady, $locale, $texts, initI18n, t } from '../../core/i18n';
import { startSession } from '../../core/stores/auth';
import { $screenName } from '../../core/stores/route';

/** Re-renders on language change and returns the translate function. */
export function useT(): typeof t {
  useStore($locale);
  useStore($texts);
  return t;
}

/** True once the saved language is known (start reading it on first use). */
export function useI18nReady(): boolean {
  const ready = useStore($i18nReady);
  useEffect(() => {
    void initI18n();
  }, []);
  return ready;
}

/** Starts the page's one user check (idempotent) and the i18n read. */
export function useSessionStart(): void {
  useEffect(() => {
    void initI18n().then(() => startSession());
  }, []);
}

/** On the route's own screen, names the browser tab after what it shows (a film, a series, a page). */
export function useScreenName(name: string | null | undefined, screen: boolean): void {
  useEffect(() => {
    if (screen) $screenName.set(name || null);
  }, [name, screen]);
}
