import { expect, fixture, html } from '@open-wc/testing';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { configure } from '../../core/config';
import { initI18n, t } from '../../core/i18n';
import { closeLegal } from '../../core/stores/legal';
import { Markdown } from './markdown';
import '../tv-footer/tv-footer';
import { backendConfig, until } from '../../../tests/helpers/env';
import { find, openDialog, root } from '../../../tests/helpers/element-dom';

/** Renders like the elements do, and waits for the lazily loaded renderer to replace its placeholder. */
async function render(source: string, baseLevel?: number): Promise<HTMLElement> {
  const host = await fixture<HTMLDivElement>('<div></div>');
  flushSync(() => createRoot(host).render(<Markdown source={source} baseLevel={baseLevel} />));
  await until(() => expect(host.querySelector('.markdown:not([aria-busy])')).to.exist);
  return host.querySelector<HTMLElement>('.markdown')!;
}

const hrefs = (el: Element) => [...el.querySelectorAll('a')].map((a) => a.getAttribute('href'));
/**
 * The markup of the first match, or null. Assertions compare this rather than the node: a failing
 * assertion holding a DOM node (with React's fiber graph on it) stalls the runner's error report.
 */
const markup = (el: Element, selector: string) => el.querySelector(selector)?.outerHTML ?? null;

describe('markdown rendering (legal documents, About, extra pages)', () => {
  it('renders headings, paragraphs, lists, emphasis and safe links', async () => {
    const el = await render('# Terms\n\nSome **bold** and *it* text.\n\n- one\n- two\n\n1. first\n\n[site](https://example.lt) [mail](mailto:a@b.lt)');
    expect(el.querySelector('h3')!.textContent).to.equal('Terms');
    expect(el.querySelector('strong')!.textContent).to.equal('bold');
    expect(el.querySelector('em')!.textContent).to.equal('it');
    expect(el.querySelectorAll('ul > li').length).to.equal(2);
    expect(el.querySelectorAll('ol > li').length).to.equal(1);
    expect(hrefs(el)).to.deep.equal(['https://example.lt', 'mailto:a@b.lt']);
    await expect(el).to.be.accessible();
  });

  it('keeps underscores inside words as text: _app_lang is a cookie name, not emphasis', async () => {
    const el = await render('We use essential cookies: language (_app_lang), audio priority (_audio_priority) and snake_case_words.');
    expect(markup(el, 'em, strong')).to.equal(null);
    expect(el.textContent).to.contain('(_app_lang)');
    expect(el.textContent).to.contain('(_audio_priority)');
    expect(el.textContent).to.contain('snake_case_words');
  });

  it('renders nested and numbered lists, quotes, code, rules and tables as their elements', async () => {
    const el = await render(
      '1. first\n2. second\n   - inner a\n   - inner b\n\nBetween.\n\n5. five\n6. six\n\n> quoted\n\n`a_b` and\n\n```\ncode *not em*\n```\n\n---\n\n| k | v |\n|---|--:|\n| a | 1 |\n\nline one  \nline two',
    );
    const [ol, ol5] = el.querySelectorAll(':scope > ol');
    expect(ol!.querySelectorAll(':scope > li').length).to.equal(2);
    expect(ol!.querySelectorAll(':scope > li > ul > li').length).to.equal(2);
    expect(ol5!.getAttribute('start')).to.equal('5');
    expect(el.querySelector('blockquote')!.textContent).to.contain('quoted');
    expect(el.querySelector('p > code')!.textContent).to.equal('a_b');
    expect(el.querySelector('pre > code')!.textContent).to.equal('code *not em*');
    expect(markup(el, 'pre em')).to.equal(null);
    expect(el.querySelector('hr')).to.exist;
    expect([...el.querySelectorAll('table th')].map((c) => c.textContent)).to.deep.equal(['k', 'v']);
    expect(el.querySelectorAll('table tbody td').length).to.equal(2);
    expect(el.querySelector('p > br')).to.exist;
    await expect(el).to.be.accessible();
  });

  it('turns a single # into the given heading level', async () => {
    const el = await render('# Page\n\n## Part', 1);
    expect(el.querySelector('h1')!.textContent).to.equal('Page');
    expect(el.querySelector('h2')!.textContent).to.equal('Part');
  });

  it('shows raw HTML as its literal text and creates no element from it', async () => {
    const w = window as { __pwned?: number };
    const el = await render(
      'Before <img src=x onerror="window.__pwned=1"> <script>window.__pwned=2</script> after.\n\n<div onclick="window.__pwned=3">\n<iframe src="https://example.lt"></iframe>\n</div>\n\n<style>p{display:none}</style>',
    );
    expect(markup(el, 'img, script, iframe, div, style')).to.equal(null);
    expect(el.textContent).to.contain('<img src=x onerror="window.__pwned=1">');
    expect(el.textContent).to.contain('<script>window.__pwned=2</script>');
    expect(el.textContent).to.contain('<iframe src="https://example.lt"></iframe>');
    // an image of the same address fails after any the text could have made: its handler would have run
    const probe = new Image();
    const failed = new Promise((r) => (probe.onerror = r));
    probe.src = 'x';
    await failed;
    expect(w.__pwned).to.equal(undefined);
  });

  it('keeps links only for http(s), mailto, tel and relative destinations', async () => {
    const el = await render(
      [
        '[js-a](javascript:alert(1)) [js-b](JavaScript:alert(1)) [js-c](&#106;avascript:alert(1)) [js-d](java&#9;script:alert(1))',
        '[data-e](data:text/html,<script>alert(1)</script>) [vb-f](vbscript:msgbox) [file-g](file:///etc/passwd) <javascript:alert(1)>',
        '[web](https://example.lt/x) [mail](mailto:info@example.lt) [phone](tel:+37070000000) [page](/page/7) [anchor](#top) info@example.lt',
      ].join('\n\n'),
    );
    expect(hrefs(el)).to.deep.equal(['https://example.lt/x', 'mailto:info@example.lt', 'tel:+37070000000', '/page/7', '#top', 'mailto:info@example.lt']);
    // The unsafe ones are still there as text.
    for (const label of ['js-a', 'js-b', 'js-c', 'js-d', 'data-e', 'vb-f', 'file-g', 'javascript:alert(1)']) expect(el.textContent).to.contain(label);
    expect(el.querySelector('a[href="https://example.lt/x"]')!.getAttribute('rel')).to.equal('noopener noreferrer');
    expect(el.querySelector('a[href="/page/7"]')!.hasAttribute('target')).to.equal(false);
  });

  it('shows an image only from https (or relative) with a text alternative', async () => {
    const el = await render('![logo](https://example.lt/logo.png) ![](https://example.lt/empty.png) ![plain](http://example.lt/x.png) ![data](data:image/png;base64,AAAA)');
    const imgs = [...el.querySelectorAll('img')];
    expect(imgs.map((i) => [i.getAttribute('src'), i.alt])).to.deep.equal([['https://example.lt/logo.png', 'logo']]);
    expect(el.textContent).to.contain('plain');
    expect(el.textContent).to.contain('data');
  });

  it('renders nothing for an empty document', async () => {
    const host = await fixture<HTMLDivElement>('<div></div>');
    flushSync(() => createRoot(host).render(<Markdown source="" />));
    expect(host.childElementCount).to.equal(0);
  });
});

describe('<tv-footer>: a legal document in the modal', () => {
  before(async () => {
    configure(await backendConfig());
    await initI18n();
  });
  afterEach(() => closeLegal());

  async function openDoc(label: 'footer.terms' | 'footer.cookies', title: 'legal.title_terms' | 'legal.title_cookies') {
    const el = await fixture(html`<tv-footer></tv-footer>`);
    const r = root(el);
    await until(() => find(r, 'button', t(label)));
    find(r, 'button', t(label)).click();
    await until(() => expect(openDialog(r, t(title)).querySelector('.markdown:not([aria-busy]) h3')).to.exist);
    return openDialog(r, t(title)).querySelector<HTMLElement>('.markdown')!;
  }

  it('shows the lists of a document with visible bullets, one item under another', async () => {
    const doc = await openDoc('footer.terms', 'legal.title_terms');
    const items = [...doc.querySelectorAll('ul > li')];
    expect(items.length).to.be.greaterThan(1);
    const ul = items[0]!.parentElement!;
    // The footer lays out its own link lists as a bar without bullets; the document's lists keep theirs.
    expect(getComputedStyle(ul).display).to.equal('block');
    for (const li of items) {
      expect(getComputedStyle(li).display).to.equal('list-item');
      expect(getComputedStyle(li).listStyleType).to.not.equal('none');
    }
    expect(items[1]!.getBoundingClientRect().top).to.be.greaterThan(items[0]!.getBoundingClientRect().bottom - 1);
    // Paragraphs and lists are spaced apart.
    expect(parseFloat(getComputedStyle(doc.querySelector('p')!).marginBottom)).to.be.greaterThan(0);
    expect(parseFloat(getComputedStyle(ul).marginBottom)).to.be.greaterThan(0);
    await expect(doc).to.be.accessible();
  });

  it('shows cookie names such as _app_lang as written', async () => {
    const doc = await openDoc('footer.cookies', 'legal.title_cookies');
    expect(doc.textContent).to.contain('_app_lang');
    expect(markup(doc, 'em')).to.equal(null);
  });
});
