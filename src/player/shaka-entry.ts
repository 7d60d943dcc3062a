// Entry of dist/eteris-shaka.js: shaka-player alone, for the partners' IIFE build to import at run
// time (see shaka-loader.ts). The ESM build uses its own 'shaka' chunk instead.
import shaka from 'shaka-player';

export default shaka;
