// Every feature module registers its routes here, in one place.
import type { Host } from './http/host';
import { registerLogin } from './login/routes';
import { registerPayment } from './login/payment';
import { registerAccounts } from './account/routes';
import { registerAccount } from './api/account';
import { registerProfiles } from './api/profiles';
import { registerCatalogue } from './api/catalogue';
import { registerPages } from './api/pages';
import { registerStats } from './api/stats';
import { registerEpg } from './api/epg';
import { registerSprites } from './api/sprites';
import { registerVod } from './api/vod';
import { registerSmartRows } from './api/smartrows';
import { registerBookmarks } from './api/bookmarks';
import { registerSearch } from './api/search';
import { registerCards } from './api/cards';
import { registerProducts } from './api/products';
import { registerWishlist } from './api/wishlist';
import { registerReminders } from './api/reminders';
import { registerEvents } from './api/events';
import { registerPairing } from './api/pairing';
import { registerOpenApi } from './openapi/route';
import { wireMedia } from './media-wiring';

export function registerRoutes(host: Host): void {
  registerLogin(host);
  registerPayment(host);
  registerAccounts(host);
  registerAccount(host);
  registerProfiles(host);
  registerCatalogue(host);
  registerPages(host);
  registerStats(host);
  registerEpg(host);
  registerSprites(host);
  registerVod(host);
  registerSmartRows(host);
  registerBookmarks(host);
  registerSearch(host);
  registerCards(host);
  registerProducts(host);
  registerWishlist(host);
  registerReminders(host);
  registerEvents(host);
  registerPairing(host);
  registerOpenApi(host);
  wireMedia(host);
}
