/**
 * `eteris/configure`: the configuration alone, for a page that sets it before loading elements one
 * by one. It shares the elements' core chunk, so what it sets is what they read.
 */
export { configure } from './core/config';
