import { useEffect, useRef, useState } from 'react';
import { ensureDefined, type ManifestElement } from '../../core/stores/editors';
import type { MessageKey } from '../../core/i18n';
import { TAGS } from '../../core/names';
import { useT } from '../shared/hooks';
import { themeRule } from '../shared/themes';
import { Snippet } from './Snippet';

/** The elements a visitor's preview on a wide screen shows nothing of, and when they do show. */
const SHOWN_WHEN: Partial<Record<string, MessageKey>> = {
  [TAGS.mobileLanding]: 'elements_page.shown_when.mobile_landing',
  [TAGS.planActions]: 'elements_page.shown_when.plan_actions',
  [TAGS.reminders]: 'elements_page.shown_when.reminders',
  [TAGS.sessionGate]: 'elements_page.shown_when.session_gate',
  [TAGS.settings]: 'elements_page.shown_when.settings',
};

interface Logged {
  n: number;
  name: string;
  detail: string;
}

function describe(detail: unknown): string {
  try {
    const s = JSON.stringify(detail, (_k, v: unknown) => (v instanceof Node ? `<${v.nodeName.toLowerCase()}>` : v));
    return s && s.length > 240 ? `${s.slice(0, 240)}…` : (s ?? '');
  } catch {
    return String(detail);
  }
}

/**
 * The chosen element, live against the operator's backend, with the attributes set (made again
 * when they change). Links inside do not leave the page; the events it fires are listed instead.
 */
export function Preview({ el, attrs, level }: { el: ManifestElement; attrs: [string, string | true][]; level: number }) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [log, setLog] = useState<Logged[]>([]);
  const [theme, setTheme] = useState<'dark' | 'light'>('dark');
  const key = JSON.stringify(attrs);

  useEffect(() => {
    const host = box.current;
    if (!host) return;
    let live = true;
    setFailed(false);
    setLog([]);
    host.replaceChildren();
    void ensureDefined(el.tag).then(
      () => {
        if (!live) return;
        const node = document.createElement(el.tag);
        for (const [n, v] of JSON.parse(key) as [string, string | true][]) node.setAttribute(n, v === true ? '' : v);
        host.replaceChildren(node);
      },
      (err: unknown) => {
        console.error('[eteris] preview:', err);
        if (live) setFailed(true);
      },
    );
    let n = 0;
    const onEvent = (e: Event) => {
      const detail = describe((e as CustomEvent).detail);
      setLog((l) => [{ n: ++n, name: e.type, detail }, ...l].slice(0, 5));
    };
    const names = el.events.map((e) => e.name);
    for (const name of names) host.addEventListener(name, onEvent);
    // a link in the preview would take the editor away from the page: its event is what matters here
    const onClick = (e: MouseEvent) => {
      if (e.composedPath().some((x) => x instanceof HTMLAnchorElement && !!x.href)) e.preventDefault();
    };
    host.addEventListener('click', onClick);
    return () => {
      live = false;
      for (const name of names) host.removeEventListener(name, onEvent);
      host.removeEventListener('click', onClick);
      host.replaceChildren();
    };
  }, [el.tag, key, attempt, el.events]);

  const H = `h${Math.min(6, level)}` as 'h2';
  const H2 = `h${Math.min(6, level + 1)}` as 'h3';
  const shownWhen = SHOWN_WHEN[el.tag];
  return (
    <section className="preview-section" aria-labelledby="preview-title">
      <H id="preview-title">{t('elements_page.preview')}</H>
      <p className="hint">{t('elements_page.preview_note')}</p>
      {failed && (
        <div className="notice" role="alert" part="notice">
          <p>{t('elements_page.preview_failed')}</p>
          <button type="button" className="btn" onClick={() => setAttempt((a) => a + 1)}>{t('common.retry')}</button>
        </div>
      )}
      {shownWhen && <p className="shown-when" data-testid="shown-when">{t(shownWhen)}</p>}
      <fieldset className="theme-choice">
        <legend>{t('elements_page.theme')}</legend>
        {(['dark', 'light'] as const).map((th) => (
          <label key={th}>
            <input type="radio" name="preview-theme" value={th} checked={theme === th} onChange={() => setTheme(th)} />
            {t(`elements_page.theme_${th}`)}
          </label>
        ))}
      </fieldset>
      {theme === 'light' && (
        <div className="theme-snippet">
          <Snippet id="snippet-theme" level={level + 1} title="elements_page.snippet_theme" hint="elements_page.snippet_theme_hint" code={themeRule(el.tag)} />
        </div>
      )}
      <div className={theme === 'light' ? 'preview light' : 'preview'} part="preview" ref={box} data-testid="preview" />
      {el.events.length > 0 && (
        <div className="events-log">
          <H2 className="small-heading">{t('elements_page.events_log')}</H2>
          <ol aria-live="polite">
            {log.length === 0 ? (
              <li className="none">{t('elements_page.events_log_empty')}</li>
            ) : (
              log.map((l) => (
                <li key={l.n}>
                  <code>{l.name}</code> <code className="detail">{l.detail}</code>
                </li>
              ))
            )}
          </ol>
        </div>
      )}
    </section>
  );
}
