// The operator's own pages: the list (for the navigation) and one page's body.
import { api } from './client';
import { PageBodySchema, PageListSchema } from './schemas';
import type { PageList } from './types';

export const fetchPageList = (): Promise<PageList> => api('pages', { source: 'pages', schema: PageListSchema });

export const fetchPage = (id: number, lang: string) => api(`pages/${id}`, { query: { lang }, source: 'page', schema: PageBodySchema });
