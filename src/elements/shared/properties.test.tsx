// Every CSS custom property the manifest documents for an element changes what it shows, on the
// page of a signed-in household (tests/helpers/documented-properties.ts).
import { configure } from '../../core/config';
import '../../index';
import '../tv-elements-page/tv-elements-page';
import { backendConfig, watchAs } from '../../../tests/helpers/env';
import { describeScene } from '../../../tests/helpers/documented-properties';

await describeScene('household', async () => {
  configure(await backendConfig());
  await watchAs('anna@example.lt');
});
