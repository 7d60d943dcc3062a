import { Fragment, type ReactNode } from 'react';

/**
 * A small, safe markdown renderer for the legal documents: headings, paragraphs, lists, bold,
 * italic and links. It builds React elements (never HTML strings), so document text cannot inject
 * markup; links are kept only for http(s), mailto and tel.
 */
const SAFE_HREF = /^(https?:|mailto:|tel:)/i;

function inline(text: string, keyBase: string): ReactNode[] {
  const out: ReactNode[] = [];
  const re = /(\*\*([^*]+)\*\*|\*([^*]+)\*|_([^_]+)_|\[([^\]]+)\]\(([^)\s]+)\))/g;
  let last = 0;
  let m: RegExpExecArray | null;
  let i = 0;
  while ((m = re.exec(text))) {
    if (m.index > last) out.push(text.slice(last, m.index));
    const k = `${keyBase}-${i++}`;
    if (m[2] !== undefined) out.push(<strong key={k}>{m[2]}</strong>);
    else if (m[3] !== undefined || m[4] !== undefined) out.push(<em key={k}>{m[3] ?? m[4]}</em>);
    else if (m[5] !== undefined && m[6] !== undefined) {
      out.push(
        SAFE_HREF.test(m[6]) ? (
          <a key={k} href={m[6]} target={/^https?:/i.test(m[6]) ? '_blank' : undefined} rel="noopener noreferrer">
            {m[5]}
          </a>
        ) : (
          <Fragment key={k}>{m[5]}</Fragment>
        ),
      );
    }
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

/** `baseLevel` is the heading level a single `#` becomes (3 inside a modal titled with h2). */
export function Markdown({ source, baseLevel = 3 }: { source: string; baseLevel?: number }) {
  const blocks: ReactNode[] = [];
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  let para: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const flush = () => {
    if (para.length) blocks.push(<p key={`p${blocks.length}`}>{inline(para.join(' '), `p${blocks.length}`)}</p>);
    para = [];
    if (list) {
      const items = list.items.map((it, i) => <li key={i}>{inline(it, `l${blocks.length}-${i}`)}</li>);
      blocks.push(list.ordered ? <ol key={`l${blocks.length}`}>{items}</ol> : <ul key={`l${blocks.length}`}>{items}</ul>);
    }
    list = null;
  };
  for (const raw of lines) {
    const line = raw.trimEnd();
    const h = /^(#{1,4})\s+(.*)$/.exec(line);
    const ul = /^\s*[-*+]\s+(.*)$/.exec(line);
    const ol = /^\s*\d+[.)]\s+(.*)$/.exec(line);
    if (!line.trim()) flush();
    else if (h) {
      flush();
      const level = Math.min(h[1]!.length + baseLevel - 1, 6);
      const Tag = `h${level}` as 'h3';
      blocks.push(<Tag key={`h${blocks.length}`}>{inline(h[2]!, `h${blocks.length}`)}</Tag>);
    } else if (ul || ol) {
      if (para.length) {
        const p = para;
        para = [];
        blocks.push(<p key={`p${blocks.length}`}>{inline(p.join(' '), `p${blocks.length}`)}</p>);
      }
      const ordered = Boolean(ol);
      if (list && list.ordered !== ordered) flush();
      list ??= { ordered, items: [] };
      list.items.push((ul ?? ol)![1]!);
    } else {
      if (list) flush();
      para.push(line.trim());
    }
  }
  flush();
  return <div className="markdown">{blocks}</div>;
}
