// npm run changelog: writes CHANGELOG.md from the Conventional Commits subjects in git's history
// (features, fixes and speed-ups, newest first, grouped by scope). Commits of other kinds (docs,
// test, build, refactor) and subjects not in that form stay in `git log` only.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

const KINDS = [['feat', 'Features'], ['fix', 'Fixes'], ['perf', 'Speed']];
const log = spawnSync('git', ['log', '--format=%s'], { encoding: 'utf8' }).stdout.split('\n');
const { version } = JSON.parse(spawnSync('git', ['show', 'HEAD:package.json'], { encoding: 'utf8' }).stdout);

const lines = ['# Changelog', '', 'Generated from the commit subjects by `npm run changelog`.', '', `## ${version} (unreleased)`];
for (const [kind, title] of KINDS) {
  const entries = log
    .map((s) => new RegExp(`^${kind}(?:\\(([^)]+)\\))?!?: (.+)$`).exec(s))
    .filter(Boolean)
    .map(([, scope, text]) => `- ${scope ? `**${scope}**: ` : ''}${text}`);
  if (entries.length) lines.push('', `### ${title}`, '', ...entries);
}
writeFileSync('CHANGELOG.md', `${lines.join('\n')}\n`);
console.log(`CHANGELOG.md: ${lines.filter((l) => l.startsWith('- ')).length} entries`);
