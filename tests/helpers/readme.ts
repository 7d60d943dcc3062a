/** The rows of the README's "Figures" table as arrays of cells (header row left out). */
export function figureRows(readme: string): string[][] {
  const section = readme.split(/^## Figures$/m)[1]?.split(/^## /m)[0] ?? '';
  return section.split('\n')
    .filter((l) => l.startsWith('|') && !/^\|\s*-/.test(l))
    .slice(1)
    .map((l) => l.slice(1, -1).split('|').map((c) => c.trim()));
}
