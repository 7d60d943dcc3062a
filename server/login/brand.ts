// The stylesheet and favicon of the backend's own HTML pages (their look: server/domain/page-look.ts).
//   GET /client/style.css     the pages' stylesheet
//   GET /client/favicon.svg   the site's favicon (the same drawing as site/public/favicon.svg)
import type { Host } from '../http/host';
import type { Res } from '../http/response';
import { RESOURCE_CSP } from '../http/browser-policy';
import { FAVICON_SVG, PAGE_CSS } from '../domain/page-look';

export function registerBrand(host: Host): void {
  const asset = (res: Res, body: string, type: string) => {
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.setHeader('Content-Security-Policy', RESOURCE_CSP);
    res.send(200, body, type);
  };
  host.route('GET', '/client/style.css', (_req, res) => asset(res, PAGE_CSS, 'text/css; charset=utf-8'));
  host.route('GET', '/client/favicon.svg', (_req, res) => asset(res, FAVICON_SVG, 'image/svg+xml'));
}
