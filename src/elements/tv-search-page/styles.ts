import { wishStyles } from '../shared/WishButton';
import { fieldStyles } from '../tv-search/SearchField';

/** Styles of <tv-search-page> (a constructed stylesheet on its shadow root; themed with --tv-* properties). */
export const styles = `
${fieldStyles}
${wishStyles}
:host { display: block; color: var(--_text); background: var(--_bg); padding: 1.25rem clamp(.75rem, 3vw, 2rem) 2.5rem; --_w: var(--tv-poster-width, 150px); }
@media (max-width: 600px) { :host { --_w: var(--tv-poster-width, 116px); } }
.search { display: grid; gap: 1.25rem; }
.field { max-inline-size: 52rem; }
.intro p { color: var(--_muted); margin: 0; }
.recent { display: grid; gap: .6rem; justify-items: start; margin-block-start: 1rem; }
.recent h2, .recent h3 { margin: 0; font-size: 1rem; color: var(--_muted); }
.recent ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: .45rem; }
.chip { border: 1px solid var(--_surface-2); background: var(--_surface); border-radius: 999px; padding: .4em 1em; }
.results { display: grid; gap: 1.5rem; }
.summary { margin: 0; color: var(--_muted); min-block-size: 1.5em; }
.group { display: grid; gap: .75rem; }
.group h2, .group h3 { margin: 0; font-size: 1.2rem; }
.hits { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 22rem), 1fr)); gap: .6rem; }
.hit.row { display: flex; align-items: center; gap: .8rem; padding: .55rem; min-block-size: 4.4rem; border-radius: var(--_radius); background: var(--_surface); text-decoration: none; outline-offset: 2px; }
.hit.row:hover { background: var(--_surface-2); }
.thumb { flex: none; inline-size: 96px; block-size: 54px; border-radius: calc(var(--_radius) / 2); background: var(--_surface-2); display: grid; place-items: center; overflow: hidden; }
.thumb img { inline-size: 70%; block-size: auto; }
.text { display: grid; gap: .2rem; min-inline-size: 0; flex: 1 1 auto; }
.row .title { font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.row .sub { color: var(--_muted); font-size: .85rem; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.lock, .tag { flex: none; font-size: .72rem; font-weight: 700; padding: .2em .5em; border-radius: 4px; background: var(--_surface-2); color: var(--_muted); }
.lock { background: #5a1f1d; color: #ffd9d6; }
.placeholder .thumb, .placeholder .title, .placeholder .sub { background: var(--_surface-2); animation: tv-pulse 1.4s ease-in-out infinite; border-radius: 4px; }
.placeholder .title { block-size: 1.1em; inline-size: 70%; }
.placeholder .sub { block-size: .9em; inline-size: 45%; }
@keyframes tv-pulse { 50% { opacity: .55; } }
@media (prefers-reduced-motion: reduce) { .placeholder .thumb, .placeholder .title, .placeholder .sub { animation: none; } }
.posters { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(var(--_w), 1fr)); gap: 1.1rem .9rem; }
.poster-cell { position: relative; }
.hit.poster { display: grid; gap: .35rem; text-decoration: none; border-radius: var(--_radius); outline-offset: 3px; }
.art { position: relative; display: block; aspect-ratio: 2 / 3; border-radius: var(--_radius); overflow: hidden; background: var(--_surface-2); }
.art img { display: block; inline-size: 100%; block-size: 100%; object-fit: cover; }
.hit.poster:hover .art, .hit.poster:focus-visible .art { box-shadow: 0 0 0 3px var(--_focus); }
.hit.poster:focus-visible { outline: none; }
.poster .title { font-size: .9rem; line-height: 1.25; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; min-block-size: 2.5em; }
.badge, .age { position: absolute; inset-block-start: .4rem; font-size: .7rem; font-weight: 700; padding: .15em .45em; border-radius: 4px; background: rgb(0 0 0 / .7); color: #fff; }
.badge { inset-inline-start: .4rem; }
.age { inset-inline-end: .4rem; }
.tags { position: absolute; inset-block-start: .4rem; inset-inline: .4rem; display: flex; flex-wrap: wrap; gap: .25rem; }
.tags > .badge, .tags > .age { position: static; }
.tags > .age { margin-inline-start: auto; }
.poster-cell .tags { inset-inline-end: 2.85rem; }
.tags > * { max-inline-size: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.state { display: grid; justify-items: start; gap: .4rem; padding: 1.25rem; border-radius: var(--_radius); background: var(--_surface); }
.state p { margin: 0; color: var(--_muted); }
.state .big { font-size: 1.2rem; color: var(--_text); font-weight: 600; }
.more, .count { margin: 0; color: var(--_muted); font-size: .9rem; }
.code { font-size: .85em; }
.end { block-size: 1px; }
`;
