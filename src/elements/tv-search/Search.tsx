import { searchHref } from '../../core/links';
import { useSessionStart } from '../shared/hooks';
import { SearchField } from './SearchField';

export interface SearchProps {
  /** Takes the focus when it appears. */
  autofocus?: boolean;
}

/**
 * The view of <tv-search>: the search field with suggestions, alone on any page (a CMS page, a
 * partner's page); a search opens the client's results screen (/search/{query} of the site).
 */
export function Search({ autofocus }: SearchProps) {
  useSessionStart();
  return <SearchField value="" autoFocus={autofocus} onSearch={(q) => location.assign(searchHref(q))} />;
}
