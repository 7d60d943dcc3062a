// userinfo (private and public/demo).
import type { Host } from '../http/host';
import { apiPrivate, PUBLIC_BASE } from './define';

export function registerAccount(host: Host): void {
  apiPrivate(host, 'GET', '/userinfo', (_req, res, ctx) => {
    res.json(200, {
      customer_id: ctx.customerId,
      is_demo: false,
      groups: ctx.groups.map((id) => ({ id })),
      drm_token: ctx.drmToken,
      email_verified: ctx.emailVerified,
    });
  });
  host.route('GET', `${PUBLIC_BASE}/userinfo`, (_req, res) => {
    res.json(200, { customer_id: 0, is_demo: true, groups: [], drm_token: '', email_verified: true });
  });
}
