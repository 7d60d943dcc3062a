// The status page (/status): whether the service answers, and this browser's account state (from the
// page's one user check, stores/auth.ts). /client/verify-email comes back here with ?email_verified=1.
import { fetchStore } from '../api/fetch-store';
import { pingService } from '../api/user';

/** When the service last answered (ms since the epoch), 0 before it did. */
const service = fetchStore<{ checked: number }>('status', { checked: 0 });
export const $service = service.$store;

export function checkService(): Promise<{ checked: number }> {
  return service.run(async () => {
    await pingService();
    return { checked: Date.now() };
  });
}
