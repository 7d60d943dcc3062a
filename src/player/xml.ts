// A small XML reader for MPD manifests: elements, attributes and text, nothing else. No DOMParser,
// so reading a manifest touches no DOM sink (pages that enforce Trusted Types with their own
// policies see no violation) and works where there is no DOM (workers).

/** An element as the manifest readers use it (the names of the DOM's Element, a subset). */
export interface XmlElement {
  /** The name without its namespace prefix. */
  localName: string;
  children: XmlElement[];
  /** The text directly inside the element (CDATA included), entities decoded. */
  textContent: string;
  getAttribute(name: string): string | null;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(s: string): string {
  if (!s.includes('&')) return s;
  return s.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (m, e: string) => {
    if (e[0] === '#') {
      const n = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return Number.isFinite(n) && n >= 0 && n <= 0x10ffff ? String.fromCodePoint(n) : m;
    }
    return ENTITIES[e] ?? m;
  });
}

function element(localName: string, attrs: Map<string, string>): XmlElement {
  return { localName, children: [], textContent: '', getAttribute: (name) => attrs.get(name) ?? null };
}

const NAME = /^[A-Za-z_][\w.:-]*/;
const ATTR = /\s*([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/y;
const local = (name: string) => name.slice(name.indexOf(':') + 1);

/** The document element of `xml`; throws SyntaxError on what is not well-formed enough to read. */
export function parseXmlDocument(xml: string): XmlElement {
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  let i = 0;
  const fail = (why: string): never => {
    throw new SyntaxError(`XML: ${why} at ${i}`);
  };
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    const text = xml.slice(i, lt < 0 ? xml.length : lt);
    if (stack.length) stack[stack.length - 1]!.textContent += decode(text);
    else if (text.trim()) fail('text outside the root');
    if (lt < 0) break;
    i = lt;
    if (xml.startsWith('<!--', i)) {
      const end = xml.indexOf('-->', i + 4);
      if (end < 0) fail('unclosed comment');
      i = end + 3;
    } else if (xml.startsWith('<![CDATA[', i)) {
      const end = xml.indexOf(']]>', i + 9);
      if (end < 0 || !stack.length) fail('bad CDATA');
      stack[stack.length - 1]!.textContent += xml.slice(i + 9, end);
      i = end + 3;
    } else if (xml.startsWith('<?', i)) {
      const end = xml.indexOf('?>', i + 2);
      if (end < 0) fail('unclosed processing instruction');
      i = end + 2;
    } else if (xml.startsWith('<!', i)) {
      const end = xml.indexOf('>', i + 2); // a DOCTYPE without an internal subset (MPDs have none)
      if (end < 0) fail('unclosed declaration');
      i = end + 1;
    } else if (xml.startsWith('</', i)) {
      const name = NAME.exec(xml.slice(i + 2))?.[0] ?? fail('bad end tag');
      const open = stack.pop();
      if (!open || open.localName !== local(name)) fail(`unexpected </${name}>`);
      const end = xml.indexOf('>', i);
      if (end < 0) fail('unclosed end tag');
      i = end + 1;
    } else {
      const name = NAME.exec(xml.slice(i + 1))?.[0] ?? fail('bad start tag');
      i += 1 + name.length;
      const attrs = new Map<string, string>();
      for (;;) {
        ATTR.lastIndex = i;
        const m = ATTR.exec(xml);
        if (!m) break;
        attrs.set(m[1]!, decode(m[2] ?? m[3] ?? ''));
        i = ATTR.lastIndex;
      }
      while (/\s/.test(xml[i] ?? '')) i++;
      const selfClosing = xml.startsWith('/>', i);
      if (!selfClosing && xml[i] !== '>') fail(`bad attributes of <${name}>`);
      i += selfClosing ? 2 : 1;
      const el = element(local(name), attrs);
      if (stack.length) stack[stack.length - 1]!.children.push(el);
      else if (root) fail('a second root');
      else root = el;
      if (!selfClosing) stack.push(el);
    }
  }
  if (!root || stack.length) fail('unclosed document');
  return root!;
}
