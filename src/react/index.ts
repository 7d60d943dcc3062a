// eteris/react: a typed React component for every element (generated from the manifest into
// ./elements.ts by scripts/react-wrappers.mjs), the factory behind them, and a hook for events.
export { wrap, useEterisEvent, type EventProps, type WrapperProps } from './wrap';
export * from './elements';
