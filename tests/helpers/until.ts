// The one place a test polls: it waits for a state (an assertion that stops throwing), never for a
// time. Browser and node tests share it; the lint rule against fixed waits exempts only this file.

/** Polls until `check` stops throwing (assertions on what a user eventually sees). */
export async function until(check: () => void, timeoutMs = 8000): Promise<void> {
  await untilAsync(async () => check(), timeoutMs);
}

/** Like `until`, for checks that must await something (an async read) before they can tell. */
export async function untilAsync(check: () => Promise<void>, timeoutMs = 8000): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (err) {
      if (Date.now() > end) throw err;
      await new Promise((r) => setTimeout(r, 25));
    }
  }
}
