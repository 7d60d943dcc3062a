// The documented CSS custom properties of what an element shows when its requests fail (the error
// texts) change what it shows (tests/helpers/documented-properties.ts). The connection is lost: every
// address points at a port nothing listens on, so each request fails as it would offline.
import { configure } from '../../core/config';
import '../../index';
import '../tv-elements-page/tv-elements-page';
import { backendConfig } from '../../../tests/helpers/env';
import { describeScene } from '../../../tests/helpers/documented-properties';

await describeScene('offline', async () => {
  const cfg = await backendConfig();
  const backend = new URL(cfg.apiBase).origin;
  configure(JSON.parse(JSON.stringify(cfg).replaceAll(backend, 'http://127.0.0.1:9')) as typeof cfg);
});
