// Injected into every browser test bundle (scripts/build-browser-tests.mjs). web-test-runner sends a
// failed assertion's `actual` and `expected` to the runner as they are; a DOM node there (an element
// inside a React-rendered shadow tree) never arrives, and the whole file then hangs until the runner
// declares the browser gone. Nodes become their markup, so a failure reads as a failure.
declare const afterEach: (fn: (this: { currentTest?: { err?: Record<string, unknown> } }) => void) => void;

const describeNode = (v: unknown): unknown => {
  if (typeof Node !== 'undefined' && v instanceof Node) {
    const html = v instanceof Element ? v.outerHTML : (v.textContent ?? v.nodeName);
    return html.length > 300 ? `${html.slice(0, 300)}…` : html;
  }
  if (Array.isArray(v) && v.some((x) => typeof Node !== 'undefined' && x instanceof Node)) return v.map(describeNode);
  return v;
};

if (typeof afterEach === 'function' && !(globalThis as Record<string, unknown>).__eteris_safe_errors__) {
  (globalThis as Record<string, unknown>).__eteris_safe_errors__ = true;
  afterEach(function () {
    const err = this.currentTest?.err;
    if (!err) return;
    err.actual = describeNode(err.actual);
    err.expected = describeNode(err.expected);
  });
}
