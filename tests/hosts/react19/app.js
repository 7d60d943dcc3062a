// The React 19 host page of tests/e2e/framework-hosts.test.ts, bundled there with esbuild against
// this workspace's react and react-dom (19; the product itself uses React 18). The elements are
// used React 19's own way: attributes and properties as JSX props (React sets a prop as a property
// when the element has it, otherwise as an attribute), listeners as `on<eventname>` props (React 19
// adds `ontvvodselect` as a listener of `tvvodselect`). The one-file script is loaded only after
// the first render, so everything React set first was set on elements not yet defined.
import { createElement as h, useState, version } from 'react';
import { createRoot } from 'react-dom/client';

/** A guide of one channel handed in as data (epoch ms), with the programme's title given. */
export function guide(title, id) {
  const hour = 3600_000;
  const now = Date.now();
  return {
    channels: [{ id: 901, number: 1, name: 'Host TV' }],
    programmes: [{ id, channelId: 901, start: now - hour, end: now + hour, title }],
    start: now - 3 * hour,
    end: now + 3 * hour,
    now,
  };
}

const show = (id, text) => {
  document.getElementById(id).textContent = text;
};

function App() {
  const [step, setStep] = useState(0);
  const data = step === 0 ? guide('Host show one', 9001) : guide('Host show two', 9002);
  return h(
    'div',
    null,
    h('output', { id: 'version' }, version),
    h('button', { id: 'next', type: 'button', onClick: () => setStep((s) => s + 1) }, 'next'),
    h('tv-vod-row', {
      'row-id': step === 0 ? '2' : '3',
      'heading-level': step === 0 ? 3 : step === 1 ? 4 : undefined,
      ontvvodselect: (e) => show('sel', `${e.detail.kind}:${e.detail.id}`),
    }),
    h('tv-epg-grid', {
      data,
      'no-details': step === 0,
      ontvprogrammeselect: (e) => show('prog', `${e.detail.channelId}:${e.detail.epgId}`),
    }),
  );
}

createRoot(document.getElementById('root')).render(h(App));
setTimeout(() => {
  const s = document.createElement('script');
  s.src = window.ETERIS_SCRIPT;
  document.body.append(s);
}, 0);
