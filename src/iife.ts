/**
 * The partners' one-file script. Its handle is `window.Eteris`, the one the core makes
 * (src/core/global.ts), with every element class beside it. When another copy (an ESM build) came
 * first, the page's handle is that copy's: the page's elements and `configure` belong to it, so it
 * stays as it is.
 */
import * as lib from './index';
import { config } from './core/config';

const g = globalThis as { Eteris?: { config?: unknown } };
if (g.Eteris?.config === config) Object.assign(g.Eteris, lib);
