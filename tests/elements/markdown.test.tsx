import { expect, fixture } from '@open-wc/testing';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { Markdown } from '../../src/elements/shared/markdown';

async function render(source: string): Promise<HTMLElement> {
  const host = await fixture<HTMLDivElement>('<div></div>');
  flushSync(() => createRoot(host).render(<Markdown source={source} />));
  return host;
}

describe('legal markdown rendering', () => {
  it('renders headings, paragraphs, lists, emphasis and safe links', async () => {
    const el = await render('# Terms\n\nSome **bold** and *it* text.\n\n- one\n- two\n\n1. first\n\n[site](https://example.lt) [mail](mailto:a@b.lt)');
    expect(el.querySelector('h3')!.textContent).to.equal('Terms');
    expect(el.querySelector('strong')!.textContent).to.equal('bold');
    expect(el.querySelector('em')!.textContent).to.equal('it');
    expect(el.querySelectorAll('ul li').length).to.equal(2);
    expect(el.querySelectorAll('ol li').length).to.equal(1);
    const links = [...el.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).to.deep.equal(['https://example.lt', 'mailto:a@b.lt']);
  });

  it('never turns document text into markup or script links', async () => {
    const el = await render('<img src=x onerror="window.__pwned=1"> <script>window.__pwned=2</script>\n\n[x](javascript:alert(1))');
    expect(el.querySelector('img, script')).to.equal(null);
    expect(el.querySelector('a')).to.equal(null);
    expect(el.textContent).to.contain('<img src=x');
    expect((window as { __pwned?: number }).__pwned).to.equal(undefined);
  });
});
