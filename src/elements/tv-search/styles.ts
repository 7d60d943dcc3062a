import { fieldStyles } from './SearchField';

/** Styles of <tv-search> (a constructed stylesheet on its shadow root; themed with --tv-* properties). */
export const styles = `
:host { display: block; color: var(--_text); }
${fieldStyles}
`;
