// The seek bar of <tv-player> by keys and pointer: a minute back is a minute back from where the
// picture is; in the first moment of a live start, before the stream's window is known, a key or a
// click goes nowhere (it used to send the picture to the start of the two-hour window).
import { expect, fixture } from '@open-wc/testing';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { initI18n } from '../../core/i18n';
import { SeekBar } from './SeekBar';

const NOW = 1_800_000_000;
const programme = { start: NOW - 1800, stop: NOW + 1800, now: NOW, sheet: () => null, bufferEnd: 0 };

async function render(props: { position: number; seekStart: number; seekEnd: number }) {
  await initI18n();
  const host = await fixture<HTMLDivElement>('<div style="width: 600px"></div>');
  const seeks: number[] = [];
  const root = createRoot(host);
  flushSync(() => root.render(<SeekBar {...programme} {...props} onSeek={(t) => seeks.push(t)} />));
  const slider = host.querySelector<HTMLElement>('[role=slider]')!;
  const press = (key: string) => slider.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  const click = (fraction: number) => {
    const r = slider.getBoundingClientRect();
    slider.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: r.left + r.width * fraction, clientY: r.top + 1 }));
  };
  return { seeks, press, click, unmount: () => root.unmount() };
}

describe('<tv-player> seek bar', () => {
  it('steps from where the picture is, within the live window', async () => {
    const bar = await render({ position: NOW - 5, seekStart: NOW - 7200, seekEnd: NOW });
    bar.press('PageDown');
    bar.press('ArrowLeft');
    bar.press('PageUp');
    bar.press('Home');
    bar.click(0.25);
    expect(bar.seeks).to.deep.equal([NOW - 65, NOW - 15, NOW, NOW - 7200, NOW - 900]);
    bar.unmount();
  });

  it('goes nowhere while the live window is not known yet', async () => {
    const bar = await render({ position: 0, seekStart: 0, seekEnd: 0 });
    for (const key of ['PageDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End']) bar.press(key);
    bar.click(0.25);
    expect(bar.seeks).to.deep.equal([]);
    bar.unmount();
  });
});
