import { useEffect, useRef, type RefObject } from 'react';
import { menuIconUrl, type MenuItem } from '../../core/stores/pages';

/**
 * The server's menu icons as CSS masks painted in the bar's text colour (an SVG drawn with
 * currentColor inside <img> stays black). The per-icon URLs go into a constructed stylesheet
 * adopted by the element's shadow root, so no style attribute is needed (strict CSP).
 */
function menuIconCss(items: Pick<MenuItem, 'id' | 'icon'>[]): string {
  return items
    .filter((m) => m.icon && Number.isInteger(m.id))
    .map((m) => {
      const url = menuIconUrl(m.id).replace(/["\\\n\r]/g, (c) => encodeURIComponent(c));
      return `.menu-icon[data-icon="${m.id}"] { -webkit-mask-image: url("${url}"); mask-image: url("${url}"); }`;
    })
    .join('\n');
}

/** Keeps the icon rules of `items` in a sheet adopted by the shadow root that holds `host`. */
export function useMenuIconSheet(host: RefObject<Element | null>, items: MenuItem[]): void {
  const adopted = useRef<{ root: ShadowRoot; sheet: CSSStyleSheet } | null>(null);
  const css = menuIconCss(items);
  useEffect(() => {
    const root = host.current?.getRootNode();
    if (!adopted.current && root instanceof ShadowRoot) {
      adopted.current = { root, sheet: new CSSStyleSheet() };
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, adopted.current.sheet];
    }
    adopted.current?.sheet.replaceSync(css);
  }, [host, css]);
  useEffect(
    () => () => {
      const a = adopted.current;
      if (a) a.root.adoptedStyleSheets = a.root.adoptedStyleSheets.filter((s) => s !== a.sheet);
      adopted.current = null;
    },
    [],
  );
}
