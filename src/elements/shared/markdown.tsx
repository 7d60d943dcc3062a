import { lazy, Suspense, type ComponentType } from 'react';
import { useT } from './hooks';

/**
 * Formatted text (the legal documents, About's privacy text, the extra pages) from markdown. The
 * renderer (./markdown-view.tsx, with the marked lexer) is its own chunk, loaded on first use, so
 * a page that never shows a document never downloads it.
 */
interface MarkdownProps {
  source: string;
  /** The heading level a single `#` becomes (3 inside a modal titled with h2). */
  baseLevel?: number;
}

let loading: Promise<{ default: ComponentType<MarkdownProps> }> | null = null;

/** Starts loading the renderer (call it when a document is requested, so both load together). */
export function preloadMarkdown(): Promise<{ default: ComponentType<MarkdownProps> }> {
  loading ??= import('./markdown-view').catch((err: unknown) => {
    // Without the renderer, the document is still readable as plain text.
    console.error('[eteris] The markdown renderer did not load', err);
    loading = null;
    return { default: PlainText };
  });
  return loading;
}

const View = lazy(preloadMarkdown);

function PlainText({ source }: MarkdownProps) {
  return (
    <div className="markdown">
      {source.split(/\n\s*\n/).map((para, i) => (
        <p key={i}>{para.trim()}</p>
      ))}
    </div>
  );
}

/**
 * Holds about the room the document will take while the renderer loads (a line per source line,
 * long lines wrapped at about 80 characters, a gap per blank line), so the modal does not jump.
 */
function Placeholder({ source }: MarkdownProps) {
  const t = useT();
  const em = source.split('\n').reduce((h, line) => h + (line.trim() ? 1.55 * Math.ceil(line.length / 80) : 0.85), 0);
  return (
    // The height is set through the CSSOM (allowed under a strict CSP, unlike a style attribute in markup).
    <div className="markdown" aria-busy="true" style={{ minHeight: `${em.toFixed(2)}em` }}>
      <p role="status">{t('common.loading')}</p>
    </div>
  );
}

export function Markdown({ source, baseLevel = 3 }: MarkdownProps) {
  if (!source) return null;
  return (
    <Suspense fallback={<Placeholder source={source} />}>
      <View source={source} baseLevel={baseLevel} />
    </Suspense>
  );
}
