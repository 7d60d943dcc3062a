// Injected into every browser test bundle (scripts/build-browser-tests.mjs). web-test-runner sends a
// failed assertion's `actual` and `expected` to the runner as they are; a DOM node there (an element
// inside a React-rendered shadow tree) never arrives, and the whole file then hangs until the runner
// declares the browser gone. Nodes become their markup, so a failure reads as a failure.
type Hook = (fn: (this: { currentTest?: { err?: Record<string, unknown> } }) => void) => void;
const g = globalThis as unknown as { afterEach?: Hook; __eteris_safe_errors__?: boolean };

const describeNode = (v: unknown): unknown => {
  if (typeof Node !== 'undefined' && v instanceof Node) {
    const html = v instanceof Element ? v.outerHTML : (v.textContent ?? v.nodeName);
    return html.length > 300 ? `${html.slice(0, 300)}…` : html;
  }
  if (Array.isArray(v) && v.some((x) => typeof Node !== 'undefined' && x instanceof Node)) return v.map(describeNode);
  return v;
};

if (typeof g.afterEach === 'function' && !g.__eteris_safe_errors__) {
  g.__eteris_safe_errors__ = true;
  g.afterEach(function () {
    const err = this.currentTest?.err;
    if (!err) return;
    err.actual = describeNode(err.actual);
    err.expected = describeNode(err.expected);
  });
}

export {};
