// Which of shaka-player's builds the library bundles: the DASH-only build for ES2021 (the streams
// are DASH; HLS, MSS and the transmuxers are never used, and our own code targets ES2022). It is
// 141 KB brotli against 216 KB for the package's default `shaka-player.compiled.js`
// (`npm run bench:wire` prints the shaka chunk as served). Used by rollup.config.mjs and the
// browser tests' bundler (scripts/build-browser-tests.mjs), so tests run the shaka users get.
export const SHAKA_BUILD = 'shaka-player/dist/shaka-player.dash-es2021.js';
