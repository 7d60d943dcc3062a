// <tv-player>'s Player mounted, unmounted and mounted again (React's StrictMode does that to every
// component): the second mount listens to the page as the first did.
import { expect, fixture } from '@open-wc/testing';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { configure } from '../../core/config';
import { initI18n } from '../../core/i18n';
import { backendConfig, until } from '../../../tests/helpers/env';
import { Player } from './Player';

describe('<tv-player> mounted again', () => {
  it('opens its keyboard help from a key pressed on the page after StrictMode mounted it twice', async () => {
    configure(await backendConfig());
    await initI18n();
    const host = await fixture<HTMLDivElement>('<div style="width: 640px; height: 360px"></div>');
    const root = createRoot(host);
    flushSync(() =>
      root.render(
        <StrictMode>
          <Player />
        </StrictMode>,
      ),
    );
    (document.activeElement as HTMLElement | null)?.blur();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: '?', bubbles: true, cancelable: true }));
    await until(() => expect(host.querySelector('[role=dialog].help'), 'the help overlay').to.not.equal(null));
    root.unmount();
  });
});
