import { useEffect, useRef, useState } from 'react';
import type { MessageKey } from '../../core/i18n';
import { useT } from '../shared/hooks';

/** How long "Copied" stays beside the button. */
const CONFIRM_MS = 4000;

/** A snippet to paste, with a Copy button and a visible confirmation (or how to copy by hand). */
export function Snippet({ id, title, hint, code, level }: { id: string; title: MessageKey; hint: MessageKey; code: string; level: number }) {
  const t = useT();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const pre = useRef<HTMLPreElement>(null);
  useEffect(() => setState('idle'), [code]);
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), CONFIRM_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setState('copied');
    } catch (err) {
      console.warn('[eteris] copy failed:', (err as Error).message);
      // select the text so that Ctrl+C copies it
      const sel = pre.current?.ownerDocument.getSelection();
      if (pre.current && sel) sel.selectAllChildren(pre.current);
      setState('failed');
    }
  };
  const H = `h${Math.min(6, level)}` as 'h3';
  return (
    <section className="snippet" aria-labelledby={`${id}-title`}>
      <div className="snippet-head">
        <H id={`${id}-title`}>{t(title)}</H>
        <button type="button" className="btn btn-primary" aria-describedby={`${id}-title`} onClick={() => void copy()}>
          {t('elements_page.copy')}
        </button>
        <span className={`copy-state ${state}`} role="status">
          {state === 'copied' ? `✓ ${t('elements_page.copied')}` : state === 'failed' ? t('elements_page.copy_failed') : ''}
        </span>
      </div>
      <p className="hint">{t(hint)}</p>
      <pre ref={pre} tabIndex={0} aria-labelledby={`${id}-title`} data-snippet={id}>
        <code>{code}</code>
      </pre>
    </section>
  );
}
