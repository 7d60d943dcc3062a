import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $locale } from '../../core/i18n';
import { $channels, loadChannels } from '../../core/stores/channels';
import { $genres, loadGenres } from '../../core/stores/genres';
import { $session } from '../../core/stores/session';
import { $editorRows, enumValues, loadEditorRows, valueSource, type ManifestAttr, type ValueSource } from '../../core/stores/editors';
import { useT } from '../shared/hooks';

/** What a control holds: the text typed or chosen, or a checkbox's state. */
export type Values = Record<string, string | boolean>;

/** A number attribute's text is usable when empty (left out) or a number. */
export const isNumberText = (s: string): boolean => s.trim() === '' || Number.isFinite(Number(s.trim()));

/** A manifest default that is a value (not a sentence such as "the id in the address"). */
function defaultValue(a: ManifestAttr): string {
  const d = a.default.trim();
  if (a.type === 'number') return Number.isFinite(Number(d)) && d !== '' ? d : '';
  return /\s/.test(d) ? '' : d.replace(/^(['"])(.*)\1$/, '$2');
}

interface Option {
  value: string;
  label: string;
}

/** The real values of `source` from the operator's API (loaded once per language). */
function useOptions(source: ValueSource | null): { options: Option[]; loading: boolean; failed: boolean; retry(): void } {
  const lang = useStore($locale);
  const session = useStore($session);
  const genres = useStore($genres);
  const channels = useStore($channels);
  const rows = useStore($editorRows);
  useEffect(() => {
    if (source === 'genres') loadGenres(lang);
    if (source === 'channels') loadChannels(lang, session.token);
    if (source === 'rows') loadEditorRows(lang);
  }, [source, lang, session.token]);
  if (source === 'genres') {
    return { options: genres.data.map((g) => ({ value: String(g.id), label: `${g.name} (${g.id})` })), loading: genres.loading, failed: !!genres.error, retry: () => void loadGenres(lang) };
  }
  if (source === 'channels') {
    return { options: channels.data.map((c) => ({ value: String(c.id), label: `${c.number}. ${c.name} (${c.id})` })), loading: channels.loading, failed: !!channels.error, retry: () => void loadChannels(lang, session.token) };
  }
  if (source === 'rows') {
    return { options: rows.data.map((r) => ({ value: String(r.id), label: `${r.title} (${r.id})` })), loading: rows.loading, failed: !!rows.error, retry: () => loadEditorRows(lang, true) };
  }
  return { options: [], loading: false, failed: false, retry: () => undefined };
}

interface ControlProps {
  tag: string;
  attr: ManifestAttr;
  value: string | boolean | undefined;
  onChange(value: string | boolean): void;
}

/** One attribute's control: a checkbox, a choice of real values or of an enum, or a text / number field. */
export function Control({ tag, attr, value, onChange }: ControlProps) {
  const t = useT();
  const id = `attr-${tag}-${attr.name}`;
  const hintId = `${id}-hint`;
  const errId = `${id}-error`;
  const source = valueSource(attr.name);
  const { options, loading, failed, retry } = useOptions(source);
  const enums = enumValues(attr.type);
  const def = defaultValue(attr);
  const hint = (
    <span className="hint" id={hintId}>
      <code>{attr.type || 'string'}</code>
      {def && <> · {t('elements_page.default_is', { value: def })}</>}
      {attr.description && <> · {attr.description}</>}
    </span>
  );
  if (attr.type === 'boolean') {
    return (
      <div className="control check">
        <input id={id} type="checkbox" checked={value === true} aria-describedby={hintId} onChange={(e) => onChange(e.currentTarget.checked)} />
        <label htmlFor={id}><code>{attr.name}</code></label>
        {hint}
      </div>
    );
  }
  const text = typeof value === 'string' ? value : '';
  if (source || enums) {
    const list: Option[] = enums ? enums.map((e) => ({ value: e, label: e })) : options;
    // a value typed in the address that the list does not (yet) have stays chosen
    const known = text === '' || list.some((o) => o.value === text);
    return (
      <div className="control">
        <label htmlFor={id}><code>{attr.name}</code></label>
        <div className="field-row">
          <select id={id} value={text} aria-describedby={hintId} aria-busy={loading || undefined} onChange={(e) => onChange(e.currentTarget.value)}>
            <option value="">{def ? t('elements_page.use_default', { value: def }) : t('elements_page.not_set')}</option>
            {!known && <option value={text}>{text}</option>}
            {list.map((o) => (
              <option key={o.value} value={o.value}>{o.label}</option>
            ))}
          </select>
          {loading && <span className="hint" role="status">{t('elements_page.loading_values')}</span>}
          {failed && (
            <span className="inline-error" role="alert">
              {t('elements_page.values_failed')}{' '}
              <button type="button" className="btn btn-small" onClick={retry}>{t('common.retry')}</button>
            </span>
          )}
        </div>
        {hint}
      </div>
    );
  }
  const bad = attr.type === 'number' && !isNumberText(text);
  return (
    <div className="control">
      <label htmlFor={id}><code>{attr.name}</code></label>
      <input
        id={id}
        type="text"
        inputMode={attr.type === 'number' ? 'numeric' : undefined}
        value={text}
        placeholder={def}
        aria-invalid={bad || undefined}
        aria-describedby={bad ? `${errId} ${hintId}` : hintId}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
      {bad && <span className="inline-error" id={errId} role="alert">{t('elements_page.not_a_number')}</span>}
      {hint}
    </div>
  );
}
