import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { createApp, h } from 'vue';
import { defineElement, LIB_VERSION, parseAttribute } from './define';
import { until } from '../../tests/helpers/env';
import type { EventCallbacks } from '../core/element-events';

interface DemoProps {
  label?: string;
  count?: number;
  autoplay?: boolean;
  config?: { a?: number };
  data?: { rows: number[] };
}

function Demo({ label, count, autoplay, config, data, onTvPlayerError }: DemoProps & EventCallbacks<'playerError'>) {
  return (
    <button type="button" onClick={() => onTvPlayerError?.({ code: count ?? 0, message: 'ping' })}>
      {`${label ?? '-'}|${count ?? '-'}|${autoplay ? 'on' : 'off'}|${config?.a ?? '-'}|${data?.rows.length ?? '-'}`}
    </button>
  );
}

defineElement({
  tag: 'tv-test-demo',
  component: Demo,
  props: { label: 'string', count: 'number', autoplay: 'boolean', config: 'json', data: 'property' },
  events: ['playerError'],
  styles: 'button { color: rgb(1, 2, 3); }',
});

const text = (el: Element) => el.shadowRoot!.querySelector('button')!.textContent;

describe('defineElement', () => {
  it('renders into an open shadow root with constructed stylesheets', async () => {
    const el = await fixture(html`<tv-test-demo label="x"></tv-test-demo>`);
    expect(el.shadowRoot).to.exist;
    expect(el.shadowRoot!.adoptedStyleSheets.length).to.equal(2);
    await until(() => expect(getComputedStyle(el.shadowRoot!.querySelector('button')!).color).to.equal('rgb(1, 2, 3)'));
  });

  it('treats a bare boolean attribute as true and its removal as false', async () => {
    const el = await fixture(html`<tv-test-demo autoplay></tv-test-demo>`);
    await until(() => expect(text(el)).to.equal('-|-|on|-|-'));
    el.removeAttribute('autoplay');
    await until(() => expect(text(el)).to.equal('-|-|off|-|-'));
    el.setAttribute('autoplay', 'false');
    await until(() => expect(text(el)).to.equal('-|-|off|-|-'));
    (el as HTMLElement & { autoplay: boolean }).autoplay = true;
    expect(el.hasAttribute('autoplay')).to.equal(true);
    await until(() => expect(text(el)).to.equal('-|-|on|-|-'));
  });

  it('parses numbers and json safely, logging invalid json instead of throwing', async () => {
    const errors: unknown[][] = [];
    const orig = console.error;
    console.error = (...a: unknown[]) => errors.push(a);
    try {
      const el = await fixture(html`<tv-test-demo count="7" config='{"a": 3}'></tv-test-demo>`);
      await until(() => expect(text(el)).to.equal('-|7|off|3|-'));
      el.setAttribute('config', '{not json');
      el.setAttribute('count', 'abc');
      await until(() => expect(text(el)).to.equal('-|-|off|-|-'));
      expect(errors.some((e) => String(e[0]).includes('invalid JSON'))).to.equal(true);
    } finally {
      console.error = orig;
    }
  });

  it('takes rich data as a property without touching attributes', async () => {
    const el = await fixture(html`<tv-test-demo></tv-test-demo>`);
    (el as HTMLElement & { data: DemoProps['data'] }).data = { rows: [1, 2, 3] };
    await until(() => expect(text(el)).to.equal('-|-|off|-|3'));
    expect(el.hasAttribute('data')).to.equal(false);
  });

  it('fires bubbling, composed events named tv + noun + verb', async () => {
    const wrapper = await fixture(html`<div><tv-test-demo count="5"></tv-test-demo></div>`);
    const el = wrapper.querySelector('tv-test-demo')!;
    await until(() => expect(text(el)).to.contain('|5|'));
    setTimeout(() => el.shadowRoot!.querySelector('button')!.click());
    const ev = (await oneEvent(wrapper, 'tvplayererror')) as CustomEvent<{ code: number }>;
    expect(ev.detail.code).to.equal(5);
    expect(ev.bubbles && ev.composed).to.equal(true);
  });

  it('is idempotent for the same version and warns once for another version', () => {
    const warnings: unknown[][] = [];
    const orig = console.warn;
    console.warn = (...a: unknown[]) => warnings.push(a);
    try {
      const first = customElements.get('tv-test-demo');
      expect(defineElement({ tag: 'tv-test-demo', component: Demo })).to.equal(first);
      expect(warnings.length).to.equal(0);
      const reg = (globalThis as unknown as { __eterisRegistry__: { versions: Record<string, string> } }).__eterisRegistry__;
      reg.versions['tv-test-demo'] = '0.0.1-other';
      defineElement({ tag: 'tv-test-demo', component: Demo });
      defineElement({ tag: 'tv-test-demo', component: Demo });
      expect(warnings.length).to.equal(1);
      expect(String(warnings[0]![0])).to.contain(LIB_VERSION);
    } finally {
      console.warn = orig;
    }
  });

  it('takes over properties a page set before the definition loaded (data, label, count)', async () => {
    const el = document.createElement('tv-test-late') as HTMLElement & { data?: DemoProps['data']; label?: string; count?: number };
    el.data = { rows: [1, 2] };
    el.label = 'early';
    el.count = 4;
    document.body.append(el);
    try {
      defineElement({ tag: 'tv-test-late', component: Demo, props: { label: 'string', count: 'number', autoplay: 'boolean', config: 'json', data: 'property' } });
      await until(() => expect(el.shadowRoot?.querySelector('button')?.textContent).to.equal('early|4|off|-|2'));
      expect(Object.prototype.hasOwnProperty.call(el, 'data')).to.equal(false, 'the class setter is no longer hidden');
      expect(el.getAttribute('label')).to.equal('early');
      el.data = { rows: [1] };
      await until(() => expect(el.shadowRoot!.querySelector('button')!.textContent).to.equal('early|4|off|-|1'));
    } finally {
      el.remove();
    }
  });

  it('takes over what React 19 set as attributes before the definition (rich data as "[object Object]") from its props on the node', async () => {
    // what React 19 does to an element not yet defined: `data` and `autoPlay` are not properties of
    // it yet, so they become attributes; React keeps its props on the node (`__reactProps$<id>`)
    const el = document.createElement('tv-test-react') as HTMLElement & { data?: DemoProps['data']; autoplay?: boolean };
    const props = { data: { rows: [1, 2, 3] }, label: 'r19' };
    (el as unknown as Record<string, unknown>)['__reactProps$k3x9'] = props;
    el.setAttribute('data', String(props.data));
    el.setAttribute('label', 'r19');
    document.body.append(el);
    const warnings: string[] = [];
    const orig = console.warn;
    console.warn = (...a: unknown[]) => warnings.push(a.map(String).join(' '));
    try {
      defineElement({ tag: 'tv-test-react', component: Demo, props: { label: 'string', count: 'number', autoplay: 'boolean', config: 'json', data: 'property' } });
      await until(() => expect(el.shadowRoot?.querySelector('button')?.textContent).to.equal('r19|-|off|-|3'));
      expect(el.data?.rows.length).to.equal(3);
      expect(el.hasAttribute('data')).to.equal(false, 'the "[object Object]" attribute is gone');
      expect(warnings.join('\n')).to.equal('');
    } finally {
      console.warn = orig;
      el.remove();
    }
  });

  it('takes over what Vue 3 set as attributes before the definition (`:data` without .prop, `:autoPlay`)', async () => {
    // Vue sets a key the element does not have yet as an attribute: rich data becomes "[object Object]"
    const root = document.createElement('div');
    document.body.append(root);
    const app = createApp({ render: () => h('section', [h('tv-test-vue', { data: { rows: [1, 2, 3, 4] }, label: 'vue', autoPlay: true })]) });
    app.mount(root);
    const el = root.querySelector('tv-test-vue') as HTMLElement & { data?: DemoProps['data'] };
    expect(el.getAttribute('data')).to.equal('[object Object]');
    try {
      const VueDemo = ({ autoPlay, ...rest }: DemoProps & { autoPlay?: boolean }) => <Demo {...rest} autoplay={autoPlay} />;
      defineElement({ tag: 'tv-test-vue', component: VueDemo, props: { label: 'string', autoPlay: 'boolean', data: 'property' } });
      await until(() => expect(el.shadowRoot?.querySelector('button')?.textContent).to.equal('vue|-|on|-|4'));
      expect(el.data?.rows.length).to.equal(4);
      expect(el.hasAttribute('data')).to.equal(false, 'the "[object Object]" attribute is gone');
      expect(el.hasAttribute('auto-play')).to.equal(true);
    } finally {
      app.unmount();
      root.remove();
    }
  });

  it('names a misspelt or unknown attribute and a number that is not one in the console', async () => {
    const warnings: string[] = [];
    const orig = console.warn;
    console.warn = (...a: unknown[]) => warnings.push(a.map(String).join(' '));
    try {
      const el = await fixture(html`<tv-test-demo autoPlay class="x" data-x="1" aria-label="y" colour="red" count="abc"></tv-test-demo>`);
      await until(() => expect(text(el)).to.equal('-|-|on|-|-'));
      expect(warnings.some((w) => w.includes('"colour"') && w.includes('tv-test-demo'))).to.equal(true, warnings.join('\n'));
      expect(warnings.some((w) => w.includes('count="abc"'))).to.equal(true, warnings.join('\n'));
      expect(warnings.some((w) => /"(class|data-x|aria-label|autoplay)"/.test(w))).to.equal(false, warnings.join('\n'));
    } finally {
      console.warn = orig;
    }
  });

  it('parseAttribute covers every kind', () => {
    expect(parseAttribute('boolean', '', 'x', 'a')).to.equal(true);
    expect(parseAttribute('boolean', null, 'x', 'a')).to.equal(false);
    expect(parseAttribute('number', '1.5', 'x', 'a')).to.equal(1.5);
    expect(parseAttribute('string', null, 'x', 'a')).to.equal(undefined);
  });
});
