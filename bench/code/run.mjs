// The player's size against issue 46's ceiling (bench/code/size.mjs says what is counted).
// Usage: npm run bench:code [-- --list]: --list names the module-level state.
import { CEILING, playerSize } from './size.mjs';

const s = playerSize();
console.log('| measure | the player | issue 46 ceiling |');
console.log('|---|---|---|');
console.log(`| lines of code (src/player + src/elements/tv-player, tests aside) | ${s.lines.toLocaleString('en')} | ${CEILING.lines.toLocaleString('en')} |`);
console.log(`| files | ${s.files} | |`);
console.log(`| largest file | ${s.largest.lines} (${s.largest.file}) | ${CEILING.file} |`);
console.log(`| module-level mutable state | ${s.state.length} | under ${CEILING.state} |`);
if (process.argv.includes('--list')) for (const line of s.state) console.log(`  ${line}`);
