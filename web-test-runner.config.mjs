// Element and core tests in Debian's Chromium (playwright launcher, system browser).
import { playwrightLauncher } from '@web/test-runner-playwright';
import { summaryReporter } from '@web/test-runner';
import { writeFileSync, mkdirSync } from 'node:fs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';


/** Writes the pass/fail counts and each file's wall time where scripts/test.mjs reads them. */
function countsReporter() {
  const began = new Map();
  const seconds = {};
  const short = (f) => f.replace(/^.*build\/browser-tests\//, '');
  return {
    start({ sessions, startTime }) {
      // (the first files may have begun before the reporters start: they count from the run's start)
      sessions.on('session-status-updated', (s) => {
        if (s.status === 'INITIALIZING') began.set(s.testFile, Date.now());
        else if (s.status === 'FINISHED') seconds[short(s.testFile)] = (Date.now() - (began.get(s.testFile) ?? startTime)) / 1000;
      });
    },
    onTestRunFinished({ sessions }) {
      let passed = 0;
      let failed = 0;
      const names = [];
      const walk = (suite, file, path) => {
        for (const t of suite.tests) {
          if (t.passed) passed++;
          else {
            failed++;
            names.push(`${file}: ${[...path, t.name].join(' > ')}: ${String(t.error?.message ?? '').split('\n')[0].slice(0, 300)}`);
          }
        }
        for (const s of suite.suites) walk(s, file, [...path, s.name]);
      };
      for (const s of sessions) {
        const file = short(s.testFile);
        if (s.testResults) walk(s.testResults, file, []);
        if (!s.passed && (!s.testResults || s.errors?.length) && s.errors?.length) {
          failed += 1;
          names.push(`${file}: ${String(s.errors[0]?.message ?? 'the file did not finish').split('\n')[0].slice(0, 300)}`);
        }
      }
      mkdirSync('build', { recursive: true });
      writeFileSync('build/browser-test-counts.json', JSON.stringify({ passed, failed, names, seconds }));
    },
  };
}

export default {
  files: ['build/browser-tests/**/*.test.js'],
  nodeResolve: false,
  concurrency: 1,
  testsFinishTimeout: 300_000,
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true },
      // a zone other than Vilnius on every machine, so a time shown on the browser's clock fails a test
      createBrowserContext: ({ browser }) => browser.newContext({ timezoneId: 'UTC' }),
    }),
  ],
  testFramework: { config: { timeout: 20_000 } },
  plugins: [],
  reporters: [summaryReporter({ flatten: false }), countsReporter()],
};
