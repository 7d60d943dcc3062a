import { expect, fixture, html } from '@open-wc/testing';
import { useState } from 'react';
import { defineElement } from '../define';
import { Steps } from './BackLink';
import { joinStyles } from './styles';
import { until } from '../../../tests/helpers/env';
import { type FakeApi } from '../../../tests/fakes/api';
import { useFakeApi } from '../../../tests/fakes/suite';
import { root } from '../../../tests/helpers/element-dom';
import { msg } from '../../../tests/helpers/messages';
import '../tv-password-recovery/tv-password-recovery';
import '../tv-register/tv-register';
import '../tv-sign-up/tv-sign-up';

/** A flow's steps whose names are empty at first, as the screen's texts are until they have loaded. */
function Harness() {
  const [names, setNames] = useState(['', '', '']);
  const [current, setCurrent] = useState(0);
  return (
    <>
      <Steps label="Test steps" steps={['a', 'b', 'c'].map((id, i) => ({ id, name: names[i]! }))} current={current} />
      <button type="button" onClick={() => { setNames(['One', 'Two', 'Three']); setCurrent(1); }}>next</button>
    </>
  );
}
defineElement({ tag: 'tv-test-steps', component: Harness, styles: joinStyles });

/** The step pills a user sees: their texts, and which one is current. */
function pills(r: ShadowRoot) {
  const items = [...r.querySelectorAll('ol.steps li')];
  return { names: items.map((li) => li.textContent), current: items.filter((li) => li.getAttribute('aria-current') === 'step').map((li) => li.textContent) };
}

let api: FakeApi;

// The flows' first steps read the session only: the fake API (tests/fakes/api.ts) answers it, and
// records that opening a flow sends nothing to register, sign up or recover.
describe('the steps of the getting-in flows', () => {
  api = useFakeApi();

  it('shows one pill per step and one current step when the names arrive after the first paint', async () => {
    const el = await fixture<HTMLElement>(html`<tv-test-steps></tv-test-steps>`);
    const r = root(el);
    await until(() => expect(pills(r).names).to.deep.equal(['', '', '']));
    r.querySelector('button')!.click();
    await until(() => expect(pills(r)).to.deep.equal({ names: ['One', 'Two', 'Three'], current: ['Two'] }));
  });

  for (const [tag, key] of [['tv-register', 'register.steps'], ['tv-sign-up', 'signup.steps'], ['tv-password-recovery', 'recovery.steps']] as const) {
    it(`names the steps of <${tag}> for its own flow`, async () => {
      const el = await fixture<HTMLElement>(`<${tag}></${tag}>`);
      await until(() => expect(root(el).querySelector('ol.steps')).to.exist);
      const list = root(el).querySelector('ol.steps')!;
      expect(list.getAttribute('aria-label')).to.equal(msg(key));
      expect(pills(root(el)).current).to.have.length(1);
      expect(api.calls.filter((c) => c.method !== 'GET').map((c) => c.path)).to.deep.equal([]);
    });
  }
});
