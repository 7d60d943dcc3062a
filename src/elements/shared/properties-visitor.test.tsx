// The documented CSS custom properties an element shows only to a visitor (a Log in button) change
// what it shows (tests/helpers/documented-properties.ts).
import { configure } from '../../core/config';
import '../../index';
import '../tv-elements-page/tv-elements-page';
import { backendConfig } from '../../../tests/helpers/env';
import { describeScene } from '../../../tests/helpers/documented-properties';

await describeScene('visitor', async () => configure(await backendConfig()));
