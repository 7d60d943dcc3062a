import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { switchLanguage } from '../../core/i18n';
import { LANGS, type Lang } from '../../core/names';
import { useT } from '../shared/hooks';
import { menuKey, useMenu } from './menu-keys';

interface LanguageMenuProps {
  current: Lang;
}

/**
 * The visitor's language choice as a menu button, operable with a remote's arrows and OK: OK
 * (Enter, Space, or ArrowDown/ArrowUp) opens the menu on the current language, the arrows (and
 * Home/End) only move the focus, OK or a click commits (saves and reloads), Escape closes it back
 * onto the button, Tab or a click elsewhere closes it.
 */
export function LanguageMenu({ current }: LanguageMenuProps) {
  const t = useT();
  const id = useId();
  const { open, setOpen, button, wrap, hide, onBlur } = useMenu<HTMLDivElement>();
  const [busy, setBusy] = useState(false);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const focusAt = useRef(0);

  useEffect(() => {
    if (open) items.current[focusAt.current]?.focus();
  }, [open]);

  const show = (at: number) => {
    focusAt.current = at;
    setOpen(true);
  };
  const choose = (l: Lang) => {
    if (l === current) return hide(true);
    setBusy(true);
    void switchLanguage(l);
  };

  const onButtonKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      show(LANGS.indexOf(current));
    }
  };
  const onMenuKey = (e: KeyboardEvent<HTMLUListElement>) => menuKey(e, items.current.slice(0, LANGS.length), hide);

  return (
    <div className="lang-menu" ref={wrap} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className="btn btn-ghost lang-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        aria-label={`${t('languages.label')}: ${t(`languages.${current}`)}`}
        disabled={busy}
        onClick={() => (open ? hide(false) : show(LANGS.indexOf(current)))}
        onKeyDown={onButtonKey}
      >
        <span className="lang-name" lang={current}>{t(`languages.${current}`)}</span>
        <span className="lang-code">{current.toUpperCase()}</span>
        <svg className="icon chevron" viewBox="0 0 24 24" aria-hidden="true"><path d="M6 9l6 6 6-6" /></svg>
      </button>
      <ul id={`${id}-menu`} role="menu" aria-label={t('languages.label')} hidden={!open} onKeyDown={onMenuKey}>
        {LANGS.map((l, i) => (
          <li key={l} role="none">
            <button
              ref={(el) => {
                items.current[i] = el;
              }}
              type="button"
              role="menuitemradio"
              aria-checked={l === current}
              lang={l}
              tabIndex={-1}
              onClick={() => choose(l)}
            >
              {t(`languages.${l}`)}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
