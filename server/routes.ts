// Every feature module registers its routes here, in one place.
import type { Host } from './http/host';
import { registerLogin } from './login/routes';
import { registerAccount } from './api/account';
import { registerProfiles } from './api/profiles';
import { registerCatalogue } from './api/catalogue';
import { registerPages } from './api/pages';
import { registerStats } from './api/stats';
import { registerMedia } from './media/index';

export function registerRoutes(host: Host): void {
  registerLogin(host);
  registerAccount(host);
  registerProfiles(host);
  registerCatalogue(host);
  registerPages(host);
  registerStats(host);
  registerMedia(host);
}
