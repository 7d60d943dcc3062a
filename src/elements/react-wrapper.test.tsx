// eteris/react in a React 18 application (the React of node_modules): the wrapper's `onTvVodSelect`
// prop receives the element's DOM event with its detail, attributes arrive as kebab-case attributes,
// JavaScript-only properties are set on the element, and the plain element in React 18 JSX
// (`ontvvodselect`) would not hear the event at all.
import { expect, fixture, html } from '@open-wc/testing';
import { createElement, useRef, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { defineElement } from './define';
import { until } from '../../tests/helpers/env';
import type { EventCallbacks } from '../core/element-events';
import { useEterisEvent, wrap } from '../react/index';

function Probe({ rowId, data, onTvVodSelect }: { rowId?: number; data?: { n: number } } & EventCallbacks<'vodSelect'>) {
  return (
    <button type="button" onClick={() => onTvVodSelect?.({ kind: 'vod', id: rowId ?? 0, href: '/vod-about?id=7' })}>
      {`row ${rowId ?? '-'} data ${data?.n ?? '-'}`}
    </button>
  );
}
defineElement({ tag: 'tv-test-react', component: Probe, props: { rowId: 'number', data: 'property' }, events: ['vodSelect'] });

// The test element stands in for tv-vod-row (same props and event).
const Wrapped = wrap<'tv-vod-row', 'vodSelect'>('tv-test-react' as 'tv-vod-row', ['rowId', 'headingLevel'], ['data' as 'rowId']);

async function mount(node: ReactElement): Promise<HTMLElement> {
  const host = await fixture<HTMLDivElement>(html`<div></div>`);
  flushSync(() => createRoot(host).render(node));
  return host;
}
const button = (host: HTMLElement) => host.querySelector('tv-test-react')?.shadowRoot?.querySelector('button') ?? null;

describe('eteris/react', () => {
  it('passes the DOM event with its detail to onTvVodSelect, attributes as attributes, properties as properties', async () => {
    const seen: string[] = [];
    const host = await mount(createElement(Wrapped, { rowId: 3, ...({ data: { n: 5 } } as object), onTvVodSelect: (e) => seen.push(`${e.type} ${e.detail.href}`) }));
    await until(() => expect(button(host)?.textContent ?? '').to.equal('row 3 data 5'));
    expect(host.querySelector('tv-test-react')!.getAttribute('row-id')).to.equal('3');
    button(host)!.click();
    await until(() => expect(seen).to.deep.equal(['tvvodselect /vod-about?id=7']));
  });

  it('useEterisEvent listens on any element through a ref', async () => {
    const seen: number[] = [];
    function App() {
      const ref = useRef<HTMLElement>(null);
      useEterisEvent(ref, 'tvvodselect', (e) => seen.push(e.detail.id));
      return createElement('tv-test-react', { ref, 'row-id': '9' });
    }
    const host = await mount(createElement(App));
    await until(() => expect(button(host)?.textContent ?? '').to.equal('row 9 data -'));
    button(host)!.click();
    await until(() => expect(seen).to.deep.equal([9]));
  });

  it('React 18 alone does not listen to ontvvodselect (why the wrapper exists)', async () => {
    const seen: string[] = [];
    const host = await mount(createElement('tv-test-react', { 'row-id': '4', ontvvodselect: () => seen.push('heard') }));
    await until(() => expect(button(host)?.textContent ?? '').to.equal('row 4 data -'));
    let bubbled = false;
    host.addEventListener('tvvodselect', () => {
      bubbled = true;
    });
    button(host)!.click();
    await until(() => expect(bubbled).to.equal(true));
    expect(seen.length).to.equal(0);
  });
});
