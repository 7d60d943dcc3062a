import { expect, fixture, html } from '@open-wc/testing';
import { configure } from '../../core/config';
import { backendConfig, until } from '../../../tests/helpers/env';
import { msg } from '../../../tests/helpers/messages';
import './tv-plan-actions';

describe('<tv-plan-actions>', () => {
  before(async () => configure(await backendConfig()));

  it('shows its heading at the level asked for, and passes an accessibility audit', async () => {
    const el = await fixture<HTMLElement>(html`<tv-plan-actions heading-level="3"></tv-plan-actions>`);
    await until(() => expect(el.shadowRoot!.querySelector('h3')?.textContent).to.equal(msg('cards.title')));
    await expect(el).to.be.accessible();
  });
});
