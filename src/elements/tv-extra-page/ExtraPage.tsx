import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $locale } from '../../core/i18n';
import { $pageBody, loadPage } from '../../core/stores/pages';
import { currentRoute } from '../../core/stores/route';
import { ErrorDetails } from '../shared/ErrorDetails';
import { Markdown, preloadMarkdown } from '../shared/markdown';
import { useScreenName, useSessionStart, useT } from '../shared/hooks';

/** The id of /page/{pageId}. */
function pageIdFromPath(path: string): number | null {
  const m = /^\/page\/(\d+)\/?$/.exec(path);
  return m ? Number(m[1]) : null;
}

export interface ExtraPageProps {
  pageId?: number;
}

/** An extra server-defined page: its title and markdown body in the current language. */
export function ExtraPage({ pageId }: ExtraPageProps) {
  const t = useT();
  useSessionStart();
  const lang = useStore($locale);
  const page = useStore($pageBody);
  const id = pageId ?? pageIdFromPath(location.pathname);
  useEffect(() => {
    if (id === null) return;
    void preloadMarkdown();
    void loadPage(id, lang);
  }, [id, lang]);
  // a page without a title in this language is named by its body's own heading
  const name = page.data ? (page.data.title ?? /^#\s+(.+)$/m.exec(page.data.body)?.[1]) : null;
  useScreenName(name, currentRoute() === 'page');
  if (id !== null && page.error && !page.loading)
    return (
      <section role="alert">
        <p>{t(page.error.messageKey)}</p>
        <ErrorDetails code={page.error.code} />
        <button type="button" className="btn" onClick={() => void loadPage(id, lang)}>{t('common.retry')}</button>
      </section>
    );
  if (id === null || (page.loaded && !page.data)) {
    return (
      <section>
        <h1>{t('route.not_found')}</h1>
      </section>
    );
  }
  if (!page.loaded || page.loading) return <p role="status">{t('common.loading')}</p>;
  const body = page.data?.body ?? '';
  return (
    <article>
      {!/^#\s/.test(body) && <h1>{page.data?.title ?? t('nav.missing_translation')}</h1>}
      <Markdown source={body} baseLevel={1} />
    </article>
  );
}
