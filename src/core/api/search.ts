// Search across live channels, catch-up, recordings and VoD; `suggestions` asks for the short list.
import type { Lang } from '../names';
import { api } from './client';
import { SearchResultSchema } from './schemas';

export const fetchSearch = (q: string, offset: number, limit: number, suggestions: boolean, signal: AbortSignal, lang: Lang) =>
  api('search-v2', {
    query: { 'filter[query]': q, lang, 'page[offset]': offset, 'page[limit]': limit, ...(suggestions ? { suggestions: 1 } : {}) },
    signal,
    source: suggestions ? 'search.suggestions' : 'search',
    schema: SearchResultSchema,
  });
