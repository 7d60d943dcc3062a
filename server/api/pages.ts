// The page list (with version), page bodies, legal documents (markdown) and menu icons.
import type { Host } from '../http/host';
import { notFound } from '../http/errors';
import { PAGES, pageList } from '../catalogue/pages';
import { legalDoc } from '../catalogue/legal';
import { menuIconSvg } from '../catalogue/svg';
import { apiBoth, queryLang } from './define';

export function registerPages(host: Host): void {
  apiBoth(host, 'GET', '/pages', (_req, res) => {
    res.json(200, pageList());
  });

  apiBoth(host, 'GET', '/pages/{id}', (req, res, _ctx, { params: { id } }) => {
    const page = PAGES.find((p) => p.id === id);
    if (!page) throw notFound('No such page');
    const lang = queryLang(req);
    res.json(200, {
      id: page.id,
      slug: page.slug,
      titles: page.titles,
      title: page.titles[lang] ?? null,
      body: page.body?.[lang] ?? '',
    });
  });

  apiBoth(host, 'GET', '/legal/{kind}/lang/{lang}', (req, res) => {
    const doc = legalDoc(req.params['kind'] ?? '', req.params['lang'] ?? '');
    if (doc === null) throw notFound('No such legal document');
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.send(200, doc, 'text/markdown; charset=utf-8');
  });

  apiBoth(host, 'GET', '/static/menu-icons/{id}.svg', (_req, res, _ctx, { params }) => {
    const icon = menuIconSvg(params.id);
    if (!icon) throw notFound('No such icon');
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.send(200, icon, 'image/svg+xml');
  });
}
