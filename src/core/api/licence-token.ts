// The licence token (POST customer/licence-token): what a licence request carries in place of the
// bearer token. The caller keeps it per session and profile (src/player/licence-token.ts).
import { api } from './client';
import { LicenceTokenSchema } from './account-schemas';

export const postLicenceToken = () => api('customer/licence-token', { method: 'POST', schema: LicenceTokenSchema, source: 'licence-token' });
