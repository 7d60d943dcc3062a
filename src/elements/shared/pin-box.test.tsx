import { expect, fixture, html } from '@open-wc/testing';
import { useState } from 'react';
import { defineElement } from '../define';
import { PinBox, pinBoxStyles } from './PinBox';
import { until } from '../../../tests/helpers/env';
import { msg } from '../../../tests/helpers/messages';
import { paste, press, root, typeKeys } from '../../../tests/helpers/element-dom';

const completed: string[] = [];

function Harness({ compare, unmasked }: { compare?: string; unmasked?: boolean }) {
  const [pin, setPin] = useState('');
  return (
    <>
      <PinBox label="PIN" value={pin} onChange={setPin} onComplete={(p) => completed.push(p)} compare={compare} masked={!unmasked} autoFocus />
      <output>{pin}</output>
    </>
  );
}
defineElement({ tag: 'tv-test-pinbox', component: Harness, props: { compare: 'string', unmasked: 'boolean' }, styles: pinBoxStyles });

async function mount(el: Promise<Element>) {
  const host = await el;
  const r = root(host);
  await until(() => expect(r.querySelectorAll('input').length).to.equal(4));
  const boxes = [...r.querySelectorAll('input')];
  // autoFocus: the first box takes the focus once mounted.
  await until(() => expect(r.activeElement).to.equal(boxes[0]));
  const value = () => r.querySelector('output')!.textContent;
  return { host, r, boxes, value };
}

describe('PIN box', () => {
  beforeEach(() => {
    completed.length = 0;
  });

  it('has four masked boxes in a labelled group, the first focused', async () => {
    const { r, boxes } = await mount(fixture(html`<tv-test-pinbox></tv-test-pinbox>`));
    expect(r.querySelector('fieldset')!.getAttribute('aria-label')).to.equal('PIN');
    expect(boxes.map((b) => b.type)).to.deep.equal(['password', 'password', 'password', 'password']);
    expect(boxes.map((b) => b.getAttribute('aria-label'))).to.deep.equal([1, 2, 3, 4].map((n) => msg('pin.digit', { n, count: 4 })));
    await expect(r.querySelector('fieldset')).to.be.accessible();
  });

  it('moves along while typing and auto-checks when the 4th digit is entered', async () => {
    const { r, boxes, value } = await mount(fixture(html`<tv-test-pinbox></tv-test-pinbox>`));
    await typeKeys(r, '12');
    await until(() => expect(value()).to.equal('12'));
    expect(r.activeElement).to.equal(boxes[2]);
    expect(completed).to.deep.equal([]);
    await typeKeys(r, '34');
    await until(() => expect(value()).to.equal('1234'));
    expect(completed).to.deep.equal(['1234']);
    // Masked: the boxes hold the digits, but as password fields nothing is shown as text.
    expect(boxes.map((b) => b.value).join('')).to.equal('1234');
    expect(boxes.every((b) => b.type === 'password')).to.equal(true);
  });

  it('accepts digits only and cuts the entry to 4', async () => {
    const { r, boxes, value } = await mount(fixture(html`<tv-test-pinbox unmasked></tv-test-pinbox>`));
    expect(boxes[0]!.type).to.equal('text');
    boxes[0]!.focus();
    expect(press(boxes[0]!, 'a')).to.equal(false, 'a letter is refused');
    await typeKeys(r, '9876');
    await until(() => expect(value()).to.equal('9876'));
    // Typing over the last box replaces its digit instead of growing past 4.
    await typeKeys(r, '5');
    await until(() => expect(value()).to.equal('9875'));
    expect(value()!.length).to.equal(4);
  });

  it('accepts a paste only when it is exactly 4 long', async () => {
    const { r, boxes, value } = await mount(fixture(html`<tv-test-pinbox></tv-test-pinbox>`));
    paste(boxes[0]!, '123');
    paste(boxes[0]!, '12345');
    // a key typed after the pastes lands in the first box only if both were refused
    await typeKeys(r, '7');
    await until(() => expect(value()).to.equal('7'));
    expect(completed).to.deep.equal([]);
    paste(boxes[0]!, '4321');
    await until(() => expect(value()).to.equal('4321'));
    expect(completed).to.deep.equal(['4321']);
    // A 5-character paste over a complete PIN leaves it as it was: Backspace after it takes the 1.
    paste(boxes[1]!, '55555');
    press(boxes[3]!, 'Backspace');
    await until(() => expect(value()).to.equal('432'));
    expect(completed).to.deep.equal(['4321']);
  });

  it('steps back with Backspace and moves with the arrow keys', async () => {
    const { r, boxes, value } = await mount(fixture(html`<tv-test-pinbox></tv-test-pinbox>`));
    await typeKeys(r, '123');
    await until(() => expect(value()).to.equal('123'));
    expect(r.activeElement).to.equal(boxes[3]);
    press(boxes[3]!, 'Backspace'); // empty box: deletes the previous digit and steps back
    await until(() => expect(value()).to.equal('12'));
    expect(r.activeElement).to.equal(boxes[2]);
    press(boxes[2]!, 'ArrowLeft');
    expect(r.activeElement).to.equal(boxes[1]);
    press(boxes[1]!, 'ArrowRight');
    expect(r.activeElement).to.equal(boxes[2]);
    press(boxes[2]!, 'Home');
    expect(r.activeElement).to.equal(boxes[0]);
    // Focus cannot skip ahead to an empty box past the first empty one.
    boxes[3]!.focus();
    await until(() => expect(r.activeElement).to.equal(boxes[2]));
  });

  it('moves on when a digit is typed over the same digit (retyping a PIN from the first box)', async () => {
    const { r, boxes, value } = await mount(fixture(html`<tv-test-pinbox></tv-test-pinbox>`));
    await typeKeys(r, '4320');
    await until(() => expect(value()).to.equal('4320'));
    boxes[0]!.focus();
    await typeKeys(r, '4321');
    await until(() => expect(value()).to.equal('4321'));
    expect(completed).to.deep.equal(['4320', '4321']);
  });

  it('marks a complete entry that differs from the comparison PIN as an error', async () => {
    const { r, host, boxes, value } = await mount(fixture(html`<tv-test-pinbox compare="1111"></tv-test-pinbox>`));
    boxes[0]!.focus();
    await typeKeys(r, '1112');
    await until(() => expect(value()).to.equal('1112'));
    expect(r.querySelector('fieldset')!.hasAttribute('data-invalid')).to.equal(true);
    expect(r.querySelector('input')!.getAttribute('aria-invalid')).to.equal('true');
    host.setAttribute('compare', '1112');
    await until(() => expect(r.querySelector('fieldset')!.hasAttribute('data-invalid')).to.equal(false));
  });

  describe('in the 10-foot layout', () => {
    beforeEach(() => {
      document.documentElement.dataset['eterisLayout'] = 'tv';
    });
    afterEach(() => {
      delete document.documentElement.dataset['eterisLayout'];
    });

    it('offers an on-screen keypad that enters the PIN by OK alone, its first key focused', async () => {
      const host = await fixture(html`<tv-test-pinbox unmasked></tv-test-pinbox>`);
      const r = root(host);
      const padSel = `[role="group"][aria-label="${msg('pin.keypad')}"]`;
      await until(() => expect(r.querySelector(padSel)).to.not.equal(null));
      const pad = r.querySelector<HTMLElement>(padSel)!;
      const keys = [...pad.querySelectorAll('button')];
      expect(keys.map((k) => k.getAttribute('aria-label') ?? k.textContent)).to.have.members(['1', '2', '3', '4', '5', '6', '7', '8', '9', '0', msg('pin.erase')]);
      await until(() => expect(r.activeElement?.textContent).to.equal('1'));
      // the boxes only show the entry: a remote never lands in a field that opens the TV's keyboard
      expect([...r.querySelectorAll('input')].every((b) => b.readOnly)).to.equal(true);
      const key = (name: string) => keys.find((k) => (k.getAttribute('aria-label') ?? k.textContent) === name)!;
      const value = () => r.querySelector('output')!.textContent;
      for (const k of ['1', '2', '9']) key(k).click(); // OK on a focused button clicks it
      await until(() => expect(value()).to.equal('129'));
      key(msg('pin.erase')).click();
      await until(() => expect(value()).to.equal('12'));
      // the remote's number keys type while the pad has the focus
      press(key('5'), '3');
      await until(() => expect(value()).to.equal('123'));
      expect(completed).to.deep.equal([]);
      key('4').click();
      await until(() => expect(value()).to.equal('1234'));
      expect(completed).to.deep.equal(['1234']);
      expect([...r.querySelectorAll('input')].map((b) => b.value).join('')).to.equal('1234');
      await expect(pad).to.be.accessible();
    });

    it("Down from 7 and 9 reaches the bottom row's nearest key (0 sits under 8)", async () => {
      const host = await fixture(html`<tv-test-pinbox unmasked></tv-test-pinbox>`);
      const r = root(host);
      await until(() => expect(r.activeElement?.textContent).to.equal('1'));
      const key = (name: string) => [...r.querySelectorAll<HTMLElement>('.keypad button')].find((k) => (k.getAttribute('aria-label') ?? k.textContent) === name)!;
      const named = () => r.activeElement?.getAttribute('aria-label') ?? r.activeElement?.textContent;
      const downs: [string, string][] = [['7', '0'], ['8', '0'], ['9', msg('pin.erase')], ['4', '7']];
      for (const [from, to] of downs) {
        key(from).focus();
        press(key(from), 'ArrowDown');
        await until(() => expect(named(), `Down from ${from}`).to.equal(to));
      }
    });
  });
});
