// The legal documents (terms, privacy, cookies, contacts) as markdown, per language.
import * as v from 'valibot';
import { api } from './client';
import type { Lang } from '../names';
import type { LegalDoc } from './types';

const MarkdownSchema = v.string();

export const fetchLegalText = (doc: LegalDoc, lang: Lang, source = 'legal'): Promise<string> =>
  api(`legal/${doc}/lang/${lang}`, { as: 'text', headers: { Accept: 'text/markdown' }, source, schema: MarkdownSchema });
