import { configure, config } from './config';
import { $locale } from './i18n';
import { $registered, $userinfo } from './stores/auth';
import { $session } from './stores/session';
import { startRoute } from './stores/route';
import { LIB_VERSION } from './names';

/**
 * The page-wide handle of the one core copy: partners configure the client through it, and tests
 * count core instances with it (two element bundles must share one core).
 */
export interface EterisGlobal {
  version: string;
  instances: number;
  configure: typeof configure;
  config: typeof config;
  stores: { $session: typeof $session; $userinfo: typeof $userinfo; $registered: typeof $registered; $locale: typeof $locale };
}

const g = globalThis as { Eteris?: EterisGlobal };
if (g.Eteris) {
  g.Eteris.instances++;
  console.warn('[eteris] a second copy of the Eteris core was loaded; elements from it will not share state.');
} else {
  g.Eteris = { version: LIB_VERSION, instances: 1, configure, config, stores: { $session, $userinfo, $registered, $locale } };
  // The site's pages name their route: keep its tab title translated and apply its rules.
  if (typeof document !== 'undefined') startRoute();
}
