// The one search field of <tv-search> and <tv-search-page>: a combobox with suggestions as the
// viewer types (stores/search.ts debounces, aborts and lets the last answer win), recent searches
// when it is empty, and the keyboard only: arrows move through the list, Enter searches (the
// highlighted suggestion, or the text), Escape closes the list (then clears the text).
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { tvLayoutOn } from '../../core/layout';
import { $access } from '../../core/stores/access';
import { $recentSearches, $suggestions, clearRecentSearches, closeSuggestions, QUERY_MAX, suggest } from '../../core/stores/search';
import { useT } from '../shared/hooks';

interface SearchFieldProps {
  /** The text it starts with (the query in the address). */
  value: string;
  /** Takes the focus when it appears. */
  autoFocus?: boolean;
  /** A query was chosen (Enter, a suggestion or a recent search). */
  onSearch: (query: string) => void;
  /** Arrow down with the list closed (the page moves on to its results). */
  onLeaveDown?: () => void;
  inputRef?: RefObject<HTMLInputElement>;
  /** The profile's recent searches in the list while the field is empty (off where the page shows them). */
  recentInList?: boolean;
}

const clean = (s: string) => s.trim().replace(/\s+/g, ' ');

export function SearchField({ value: initial, autoFocus, onSearch, onLeaveDown, inputRef, recentInList = true }: SearchFieldProps) {
  const t = useT();
  const id = useId();
  const own = useRef<HTMLInputElement>(null);
  const input = inputRef ?? own;
  const [value, setValue] = useState(initial);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const sugg = useStore($suggestions);
  const recent = useStore($recentSearches);
  const access = useStore($access);

  // The address changed (back / forward): the field shows its query.
  useEffect(() => {
    setValue(initial);
    setOpen(false);
  }, [initial]);
  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus, input]);

  const q = clean(value);
  const showRecent = !!recentInList && q === '' && recent.length > 0 && access === 'profile';
  const forText = sugg.data.query === q && q !== '';
  const options = showRecent ? recent : forText ? sugg.data.items : [];
  const none = !showRecent && forText && sugg.loaded && !sugg.error && options.length === 0;
  const failed = !showRecent && q !== '' && !!sugg.error;
  const waiting = !showRecent && q !== '' && !forText && !sugg.error && sugg.loading;
  const expanded = open && (options.length > 0 || none || failed || waiting);
  const listId = `${id}-list`;
  const optId = (i: number) => `${id}-opt-${i}`;

  const choose = (text: string) => {
    const query = clean(text).slice(0, QUERY_MAX);
    setValue(query);
    setOpen(false);
    setActive(-1);
    closeSuggestions();
    if (query) onSearch(query);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      // A remote has no Tab: Down with nothing to choose, or past the last suggestion, leaves the
      // field for the control below it (the 10-foot layout's spatial navigation moves the focus).
      const tvLeaves = tvLayoutOn() && e.key === 'ArrowDown' && (options.length === 0 || (expanded && active === options.length - 1));
      if (tvLeaves) {
        setOpen(false);
        setActive(-1);
        if (onLeaveDown) {
          e.preventDefault();
          onLeaveDown();
        }
        return;
      }
      if (!expanded || options.length === 0) {
        if (e.key === 'ArrowDown' && !expanded && onLeaveDown) {
          e.preventDefault();
          onLeaveDown();
        } else if (e.key === 'ArrowDown') {
          e.preventDefault();
          setOpen(true);
        }
        return;
      }
      e.preventDefault();
      const n = options.length;
      // -1 is the field itself: the list wraps through it
      setActive((a) => (e.key === 'ArrowDown' ? (a + 1 >= n ? -1 : a + 1) : a - 1 < -1 ? n - 1 : a - 1));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      choose(expanded && active >= 0 && options[active] !== undefined ? options[active]! : value);
    } else if (e.key === 'Escape') {
      if (expanded) {
        e.preventDefault();
        e.stopPropagation();
        setOpen(false);
        setActive(-1);
        closeSuggestions();
      } else if (value) {
        e.preventDefault();
        e.stopPropagation();
        setValue('');
        suggest('');
      }
    } else if (e.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className="field" part="field">
      <form
        role="search"
        className="box"
        onSubmit={(e) => {
          e.preventDefault();
          choose(value);
        }}
      >
        <svg className="icon glass" viewBox="0 0 24 24" aria-hidden="true"><circle cx="11" cy="11" r="7" /><path d="m20 20-3.5-3.5" /></svg>
        <input
          ref={input}
          type="search"
          part="input"
          role="combobox"
          aria-label={t('search.label')}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optId(active) : undefined}
          placeholder={t('search.placeholder')}
          maxLength={QUERY_MAX}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          value={value}
          onChange={(e) => {
            setValue(e.currentTarget.value);
            setOpen(true);
            setActive(-1);
            suggest(e.currentTarget.value);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {value && (
          <button
            type="button"
            className="icon-btn clear"
            aria-label={t('search.clear')}
            onClick={() => {
              setValue('');
              suggest('');
              input.current?.focus();
            }}
          >
            <svg className="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M6 6l12 12M18 6 6 18" /></svg>
          </button>
        )}
        <button type="submit" className="btn btn-primary go">{t('search.submit')}</button>
      </form>
      <div className="popup" part="suggestions" hidden={!expanded}>
        {showRecent && <p className="popup-title" id={`${listId}-title`}>{t('search.recent')}</p>}
        <ul
          id={listId}
          role="listbox"
          aria-label={showRecent ? t('search.recent') : t('search.suggestions')}
          data-query={showRecent ? '' : forText ? q : undefined}
        >
          {options.map((text, i) => (
            <li
              key={`${i}:${text}`}
              id={optId(i)}
              role="option"
              aria-selected={i === active}
              // mousedown, not click: the field keeps its focus (blur would close the list first)
              onMouseDown={(e) => {
                e.preventDefault();
                choose(text);
              }}
            >
              {text}
            </li>
          ))}
        </ul>
        {none && <p className="popup-state" role="status">{t('search.no_suggestions')}</p>}
        {failed && sugg.error && <p className="popup-state" role="status">{t(sugg.error.messageKey)}</p>}
        {waiting && <p className="popup-state" role="status" aria-busy="true">{t('search.searching')}</p>}
        {showRecent && (
          <button
            type="button"
            className="link"
            tabIndex={-1}
            onMouseDown={(e) => {
              e.preventDefault();
              clearRecentSearches();
            }}
          >
            {t('search.clear_recent')}
          </button>
        )}
      </div>
    </div>
  );
}

/** Styles of the field and its list (shared by <tv-search> and <tv-search-page>). */
export const fieldStyles = `
.field { position: relative; inline-size: 100%; max-inline-size: 44rem; }
.box { display: flex; align-items: center; gap: .4rem; background: var(--_surface); border: 1px solid var(--_surface-2); border-radius: calc(var(--_radius) * 1.5); padding: .3rem .35rem .3rem .8rem; }
.box:focus-within { border-color: var(--_focus); box-shadow: 0 0 0 calc(var(--tv-focus-width, 1px) - 1px) var(--_focus); }
.glass { flex: none; color: var(--_muted); }
input[type="search"] { flex: 1 1 auto; min-inline-size: 0; font: inherit; font-size: 1.05rem; color: var(--_text); background: transparent; border: 0; padding: .45rem .2rem; outline: none; }
input[type="search"]::-webkit-search-cancel-button { display: none; }
input::placeholder { color: var(--_muted); }
.clear { flex: none; width: 2.1rem; height: 2.1rem; }
.go { flex: none; }
.popup { position: absolute; z-index: 5; inset-inline: 0; inset-block-start: calc(100% + .35rem); background: var(--_surface); border: 1px solid var(--_surface-2); border-radius: var(--_radius); box-shadow: 0 12px 32px rgb(0 0 0 / .45); padding: .35rem 0; }
.popup[hidden] { display: none; }
.popup ul { list-style: none; margin: 0; padding: 0; }
.popup li { padding: .55rem .9rem; cursor: pointer; }
.popup li:hover { background: var(--_surface-2); }
.popup li[aria-selected="true"] { background: var(--_surface-2); box-shadow: inset 3px 0 0 var(--_focus); }
.popup-title { margin: 0; padding: .35rem .9rem; font-size: .8rem; color: var(--_muted); text-transform: uppercase; letter-spacing: .04em; }
.popup-state { margin: 0; padding: .55rem .9rem; color: var(--_muted); }
.popup .link { display: block; margin: .2rem .9rem .35rem; padding: 0; border: 0; background: none; color: var(--_muted); text-decoration: underline; font-size: .85rem; }
@media (max-width: 600px) { .go { display: none; } }
`;
