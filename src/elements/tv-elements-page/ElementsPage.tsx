import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import { config } from '../../core/config';
import { $locale, type MessageKey } from '../../core/i18n';
import { $editorRows, cmsSnippet, localize, partnerSnippet, readManifest, type ManifestElement } from '../../core/stores/editors';
import { TAGS } from '../../core/names';
import { useSessionStart, useT } from '../shared/hooks';
import { Control, isNumberText, type Values } from './Controls';
import { Preview } from './Preview';
import { Reference } from './Reference';
import { Snippet } from './Snippet';

export interface ElementsPageProps {
  headingLevel?: number;
}

/** The chosen element and its attributes, as the address keeps them (`?tag=tv-vod-row&row-id=3`). */
function fromAddress(elements: ManifestElement[]): { tag: string; values: Values } {
  const q = new URLSearchParams(location.search);
  const el = elements.find((e) => e.tag === q.get('tag')) ?? elements.find((e) => e.tag === TAGS.vodRow) ?? elements[0];
  const values: Values = {};
  for (const a of el?.attributes ?? []) {
    const v = q.get(a.name);
    if (v === null) continue;
    values[a.name] = a.type === 'boolean' ? v !== 'false' : v;
  }
  return { tag: el?.tag ?? '', values };
}

function toAddress(tag: string, values: Values): void {
  const q = new URLSearchParams({ tag });
  for (const [k, v] of Object.entries(values)) {
    if (v === true) q.set(k, '');
    else if (typeof v === 'string' && v.trim() !== '') q.set(k, v.trim());
  }
  history.replaceState(history.state, '', `${location.pathname}?${q.toString()}${location.hash}`);
}

/** The attributes to write: set and valid ones only (a number being typed that is not one yet is left out). */
function attributesOf(el: ManifestElement, values: Values): [string, string | true][] {
  const out: [string, string | true][] = [];
  for (const a of el.attributes) {
    const v = values[a.name];
    if (v === true) out.push([a.name, true]);
    else if (typeof v === 'string' && v.trim() !== '' && (a.type !== 'number' || isNumberText(v))) out.push([a.name, v.trim()]);
  }
  return out;
}

/**
 * The view of <tv-elements-page> (/elements), the elements page: every element from the
 * manifest with its reference, a control per attribute, a live preview and snippets to copy.
 */
export function ElementsPage({ headingLevel }: ElementsPageProps) {
  const t = useT();
  useSessionStart();
  const manifest = useMemo(() => readManifest(), []);
  const elements = useMemo(() => (manifest?.elements ?? []).filter((e) => e.tag !== TAGS.elementsPage), [manifest]);
  const [state, setState] = useState(() => fromAddress(elements));
  const listRef = useRef<HTMLUListElement>(null);
  const level = Math.min(6, Math.max(1, headingLevel ?? 1));
  const H = `h${level}` as 'h1';
  const H2 = `h${Math.min(6, level + 1)}` as 'h2';
  const H3 = `h${Math.min(6, level + 2)}` as 'h3';

  const choose = useCallback((tag: string) => {
    setState({ tag, values: {} });
    toAddress(tag, {});
  }, []);
  const setValue = useCallback((name: string, value: string | boolean) => {
    setState((s) => {
      const values = { ...s.values, [name]: value };
      toAddress(s.tag, values);
      return { ...s, values };
    });
  }, []);

  const onListKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const buttons = [...(listRef.current?.querySelectorAll('button') ?? [])];
    const i = buttons.indexOf(e.target as HTMLButtonElement);
    if (i < 0) return;
    const next = e.key === 'ArrowDown' ? i + 1 : e.key === 'ArrowUp' ? i - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? buttons.length - 1 : null;
    if (next === null) return;
    e.preventDefault();
    buttons[Math.max(0, Math.min(buttons.length - 1, next))]?.focus();
  };

  const lang = useStore($locale);
  const chosen = elements.find((e) => e.tag === state.tag);
  // a row shows nothing without its id: the first row offered is chosen until the editor picks one,
  // so that the default snippet works as it is
  const rows = useStore($editorRows);
  const firstRow = rows.data[0]?.id;
  const needsRow = chosen?.attributes.some((a) => a.name === 'row-id') === true && state.values['row-id'] === undefined;
  useEffect(() => {
    if (needsRow && firstRow !== undefined) setValue('row-id', String(firstRow));
  }, [needsRow, firstRow, setValue]);
  // the descriptions in the page's language (the manifest's English where there is no translation)
  const el = useMemo(() => (manifest && chosen ? localize(manifest, chosen, lang) : undefined), [manifest, chosen, lang]);
  if (!manifest || !el) {
    return (
      <section className="page" aria-labelledby="title">
        <H id="title">{t('elements_page.title')}</H>
        <div className="notice" role="alert" part="notice">
          <p>{t('elements_page.no_manifest')}</p>
          <button type="button" className="btn" onClick={() => location.reload()}>{t('common.retry')}</button>
        </div>
      </section>
    );
  }
  const attrs = attributesOf(el, state.values);
  const operator = config().siteBase;
  return (
    <section className="page" aria-labelledby="title">
      <header className="intro">
        <H id="title">{t('elements_page.title')}</H>
        <p className="lead">{t('elements_page.lead')}</p>
      </header>
      <div className="layout">
        <nav className="picker" aria-label={t('elements_page.elements')}>
          <label className="narrow-only" htmlFor="element-select">{t('elements_page.element')}</label>
          <select id="element-select" className="narrow-only" value={el.tag} onChange={(e) => choose(e.currentTarget.value)}>
            {elements.map((e) => (
              <option key={e.tag} value={e.tag}>{`<${e.tag}>`}</option>
            ))}
          </select>
          <ul className="wide-only" ref={listRef} onKeyDown={onListKey}>
            {elements.map((e) => (
              <li key={e.tag}>
                <button type="button" className="pick" aria-current={e.tag === el.tag ? 'true' : undefined} onClick={() => choose(e.tag)}>
                  <code>{`<${e.tag}>`}</code>
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <article className="detail" aria-labelledby="element-title">
          <H2 id="element-title" className="tag-title"><code>{`<${el.tag}>`}</code></H2>
          {/* what an editor gets on the page, in plain words; then the technical summary */}
          <p className="plain">{t(`elements_page.plain.${el.tag}` as MessageKey)}</p>
          <p className="summary">{el.summary}</p>
          <section className="configure" aria-labelledby="configure-title">
            <H3 id="configure-title" className="section-title">{t('elements_page.configure')}</H3>
            {el.attributes.length === 0 ? (
              <p className="none">{t('elements_page.no_attributes')}</p>
            ) : (
              <form className="controls" onSubmit={(e) => e.preventDefault()}>
                {el.attributes.map((a) => (
                  <Control key={`${el.tag}-${a.name}`} tag={el.tag} attr={a} value={state.values[a.name]} onChange={(v) => setValue(a.name, v)} />
                ))}
              </form>
            )}
          </section>
          <section className="snippets" aria-labelledby="snippets-title">
            <H3 id="snippets-title" className="section-title">{t('elements_page.snippets')}</H3>
            <Snippet id="snippet-cms" level={level + 3} title="elements_page.snippet_cms" hint="elements_page.snippet_cms_hint" code={cmsSnippet(operator, el.tag, attrs)} />
            <Snippet id="snippet-partner" level={level + 3} title="elements_page.snippet_partner" hint="elements_page.snippet_partner_hint" code={partnerSnippet(operator, el.tag, attrs)} />
          </section>
          <Preview el={el} attrs={attrs} level={level + 2} />
          <Reference el={el} level={level + 2} />
        </article>
      </div>
    </section>
  );
}
