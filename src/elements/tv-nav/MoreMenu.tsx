import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useT } from '../shared/hooks';
import { menuKey, useMenu } from './menu-keys';

export interface MoreLink {
  key: string;
  href: string;
  current: boolean;
  /** The link's content (text, icon). */
  content: ReactNode;
  label?: string;
  slug?: string;
}

/**
 * "More": the navigation's items that do not fit on the bar's line, as a disclosure of links
 * operable with a remote's arrows and OK: OK (Enter, Space) or ArrowDown opens it on the first link,
 * the arrows (and Home/End) move between the links, OK follows one, Escape closes it back onto the
 * button, Tab or a click elsewhere closes it.
 */
export function MoreMenu({ links }: { links: MoreLink[] }) {
  const t = useT();
  const id = useId();
  const { open, setOpen, button, wrap, hide, onBlur } = useMenu<HTMLLIElement>();
  const list = useRef<HTMLUListElement>(null);
  const anchors = () => [...(list.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];

  const show = (at: number) => {
    // (shown at once, then focused: the list must be in the page when its link takes the focus)
    flushSync(() => setOpen(true));
    anchors()[at]?.focus();
  };
  const onButtonKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      show(e.key === 'ArrowUp' ? links.length - 1 : 0);
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      hide(true);
    }
  };
  const onListKey = (e: KeyboardEvent<HTMLUListElement>) => menuKey(e, anchors(), hide);
  const current = links.some((l) => l.current);

  return (
    <li className="more" ref={wrap} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className="more-button"
        aria-expanded={open}
        aria-controls={`${id}-more`}
        data-current={current ? '' : undefined}
        onClick={() => (open ? hide(false) : show(0))}
        onKeyDown={onButtonKey}
      >
        {t('nav.more')}
        <svg className="icon chevron" viewBox="0 0 24 24" aria-hidden="true"><path d="M6 9l6 6 6-6" /></svg>
      </button>
      <ul ref={list} id={`${id}-more`} className="more-list" aria-label={t('nav.more_label')} hidden={!open} onKeyDown={onListKey}>
        {links.map((l) => (
          <li key={l.key}>
            <a href={l.href} aria-current={l.current ? 'page' : undefined} data-slug={l.slug} aria-label={l.label} tabIndex={open ? 0 : -1}
              onClick={() => setOpen(false)}>
              {l.content}
            </a>
          </li>
        ))}
      </ul>
    </li>
  );
}
