import { expect, fixture, html } from '@open-wc/testing';
import { configure } from '../../core/config';
import { backendConfig, until } from '../../../tests/helpers/env';
import { msg } from '../../../tests/helpers/messages';
import './tv-subscription';

describe('<tv-subscription>', () => {
  before(async () => configure(await backendConfig()));

  it('shows its heading at the level asked for, and passes an accessibility audit', async () => {
    const el = await fixture<HTMLElement>(html`<tv-subscription heading-level="3"></tv-subscription>`);
    await until(() => expect(el.shadowRoot!.querySelector('h3')?.textContent).to.equal(msg('products.title')));
    await expect(el).to.be.accessible();
  });
});
