import { getDefaults, Lexer, type Token, type Tokens } from 'marked';
import { Fragment, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';

/**
 * The markdown renderer, loaded on demand by ./markdown.tsx (its own chunk, with marked): marked's
 * LEXER turns the text into a token tree (GFM), and this file turns the tokens into React elements.
 * No HTML string is ever made or parsed (no marked parser, innerHTML or DOMParser), so it works
 * under `require-trusted-types-for 'script'` and document text cannot inject markup: raw HTML is
 * shown as literal text, and links keep only http(s), mailto, tel and relative destinations.
 */

/** Link schemes a document may use; anything else (javascript:, data:, vbscript:...) is text. */
const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);
/** Relative destinations resolve against this; a real scheme keeps its own. */
const PROBE_BASE = 'https://relative.invalid/';

/**
 * The URL parser is the browser's own, so what it calls the scheme is what a click would use
 * (tabs, newlines and leading spaces in "java\nscript:" are stripped the same way).
 */
function schemeOf(href: string): string | null {
  try {
    return new URL(href, PROBE_BASE).protocol;
  } catch {
    return null;
  }
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** marked leaves character references in text and link destinations for its HTML output; decode the common ones. */
function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]+);/gi, (ref, body: string) => {
    if (body[0] !== '#') return NAMED[body.toLowerCase()] ?? ref;
    const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
  });
}

function inline(tokens: Token[] | undefined, key: string): ReactNode[] {
  return (tokens ?? []).map((tok, i) => inlineToken(tok, `${key}.${i}`));
}

function inlineToken(tok: Token, key: string): ReactNode {
  switch (tok.type) {
    case 'strong':
      return <strong key={key}>{inline((tok as Tokens.Strong).tokens, key)}</strong>;
    case 'em':
      return <em key={key}>{inline((tok as Tokens.Em).tokens, key)}</em>;
    case 'del':
      return <del key={key}>{inline((tok as Tokens.Del).tokens, key)}</del>;
    case 'codespan':
      return <code key={key}>{(tok as Tokens.Codespan).text}</code>;
    case 'br':
      return <br key={key} />;
    case 'link': {
      const link = tok as Tokens.Link;
      const href = decode(link.href);
      const scheme = schemeOf(href);
      if (!scheme || !LINK_SCHEMES.has(scheme)) return <Fragment key={key}>{inline(link.tokens, key)}</Fragment>;
      const external = /^https?:/i.test(href.trim());
      return (
        <a key={key} href={href} title={link.title ?? undefined} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {inline(link.tokens, key)}
        </a>
      );
    }
    case 'image': {
      const img = tok as Tokens.Image;
      const src = decode(img.href);
      // Only https (or relative) images with a text alternative; otherwise just that text.
      if (!img.text.trim() || schemeOf(src) !== 'https:') return decode(img.text);
      return <img key={key} src={src} alt={decode(img.text)} title={img.title ?? undefined} loading="lazy" />;
    }
    case 'checkbox':
      return (tok as Tokens.Checkbox).checked ? '☑ ' : '☐ ';
    case 'html':
      // Raw HTML is text: React escapes it, nothing is interpreted.
      return (tok as Tokens.Tag).text;
    case 'text':
      return tok.tokens?.length ? <Fragment key={key}>{inline(tok.tokens, key)}</Fragment> : decode((tok as Tokens.Text).text);
    case 'escape':
      return (tok as Tokens.Escape).text;
    default:
      return tok.raw;
  }
}

function blocks(tokens: Token[], key: string, baseLevel: number): ReactNode[] {
  return tokens.map((tok, i) => block(tok, `${key}.${i}`, baseLevel));
}

function block(tok: Token, key: string, baseLevel: number): ReactNode {
  switch (tok.type) {
    case 'space':
    case 'def':
      return null;
    case 'heading': {
      const h = tok as Tokens.Heading;
      const Tag = `h${Math.min(h.depth + baseLevel - 1, 6)}` as 'h1';
      return <Tag key={key}>{inline(h.tokens, key)}</Tag>;
    }
    case 'paragraph':
      return <p key={key}>{inline((tok as Tokens.Paragraph).tokens, key)}</p>;
    case 'text':
      // The text of a tight list item: inline content without a paragraph.
      return tok.tokens?.length ? <Fragment key={key}>{inline(tok.tokens, key)}</Fragment> : decode((tok as Tokens.Text).text);
    case 'list': {
      const list = tok as Tokens.List;
      const items = list.items.map((item, i) => <li key={i}>{blocks(item.tokens, `${key}.${i}`, baseLevel)}</li>);
      if (!list.ordered) return <ul key={key}>{items}</ul>;
      return <ol key={key} start={typeof list.start === 'number' && list.start !== 1 ? list.start : undefined}>{items}</ol>;
    }
    case 'blockquote':
      return <blockquote key={key}>{blocks((tok as Tokens.Blockquote).tokens, key, baseLevel)}</blockquote>;
    case 'code':
      return (
        <pre key={key}>
          <code>{(tok as Tokens.Code).text}</code>
        </pre>
      );
    case 'hr':
      return <hr key={key} />;
    case 'table': {
      const table = tok as Tokens.Table;
      // Alignment through the CSSOM (a style property, allowed under a strict CSP).
      const cell = (c: Tokens.TableCell, i: number, Tag: 'th' | 'td') => (
        <Tag key={i} style={c.align ? { textAlign: c.align } : undefined}>{inline(c.tokens, `${key}.${Tag}${i}`)}</Tag>
      );
      return (
        <table key={key}>
          <thead>
            <tr>{table.header.map((c, i) => cell(c, i, 'th'))}</tr>
          </thead>
          <tbody>
            {table.rows.map((row, r) => (
              <tr key={r}>{row.map((c, i) => cell(c, i, 'td'))}</tr>
            ))}
          </tbody>
        </table>
      );
    }
    case 'html':
      // A raw HTML block is shown as the text it is.
      return <p key={key}>{(tok as Tokens.HTML).text.trim()}</p>;
    default:
      return (tok as Tokens.Generic).tokens?.length ? <p key={key}>{inline((tok as Tokens.Generic).tokens, key)}</p> : tok.raw;
  }
}

/**
 * The look of rendered documents. The host elements style their own lists as bars of links
 * (`ul { list-style: none; display: flex }`), so these rules are one class more specific. Adopted
 * as a constructed stylesheet (allowed under a strict CSP) into whichever root shows a document,
 * so the rules travel with this lazily loaded chunk instead of every element's styles.
 */
const CSS = `
.markdown { line-height: 1.55; overflow-wrap: break-word; }
.markdown > :first-child { margin-top: 0; }
.markdown > :last-child { margin-bottom: 0; }
.markdown :is(h1, h2, h3, h4, h5, h6) { margin: 1.2em 0 .4em; line-height: 1.25; }
.markdown p { margin: 0 0 .85em; }
.markdown :is(ul, ol) { display: block; margin: 0 0 .85em; padding: 0; padding-inline-start: 1.6em; }
.markdown ul { list-style: disc outside; }
.markdown ol { list-style: decimal outside; }
.markdown :is(ul, ol) ul { list-style-type: circle; }
.markdown li { display: list-item; margin: .25em 0; }
.markdown li > :is(p, ul, ol) { margin: .25em 0; }
.markdown blockquote { margin: 0 0 .85em; padding: .1em 0 .1em 1em; border-inline-start: 3px solid var(--_surface-2, #8884); }
.markdown code { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: .9em; padding: .1em .3em; border-radius: 4px; background: var(--_surface-2, #8882); }
.markdown pre { margin: 0 0 .85em; padding: .75em 1em; overflow: auto; border-radius: var(--_radius, 6px); background: var(--_surface-2, #8882); }
.markdown pre code { padding: 0; background: none; }
.markdown hr { border: 0; border-top: 1px solid var(--_surface-2, #8886); margin: 1.25em 0; }
.markdown table { display: block; max-width: 100%; overflow-x: auto; border-collapse: collapse; margin: 0 0 .85em; }
.markdown :is(th, td) { border: 1px solid var(--_surface-2, #8886); padding: .35em .6em; text-align: start; }
.markdown img { max-width: 100%; height: auto; }
.markdown a { text-decoration: underline; text-underline-offset: 2px; }
`;
let sheet: CSSStyleSheet | null = null;

function adoptStyles(node: Node): void {
  const root = node.getRootNode();
  if (!(root instanceof ShadowRoot) && !(root instanceof Document)) return;
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
  }
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/** `baseLevel` is the heading level a single `#` becomes (3 inside a modal titled with h2). */
export default function MarkdownView({ source, baseLevel = 3 }: { source: string; baseLevel?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (ref.current) adoptStyles(ref.current);
  }, []);
  const content = useMemo(() => blocks(Lexer.lex(source, { ...getDefaults(), gfm: true, breaks: false }), 'b', baseLevel), [source, baseLevel]);
  return (
    <div className="markdown" ref={ref}>
      {content}
    </div>
  );
}
