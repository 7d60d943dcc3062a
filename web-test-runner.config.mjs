// Element and core tests in Debian's Chromium (playwright launcher, system browser).
import { playwrightLauncher } from '@web/test-runner-playwright';
import { summaryReporter } from '@web/test-runner';
import { writeFileSync, mkdirSync } from 'node:fs';

const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--autoplay-policy=no-user-gesture-required',
];

/** Writes the pass/fail counts where scripts/test.mjs reads them. */
function countsReporter() {
  return {
    onTestRunFinished({ sessions }) {
      let passed = 0;
      let failed = 0;
      const walk = (suite) => {
        for (const t of suite.tests) (t.passed ? passed++ : failed++);
        for (const s of suite.suites) walk(s);
      };
      for (const s of sessions) {
        if (s.testResults) walk(s.testResults);
        if (!s.passed && (!s.testResults || s.errors?.length)) failed += s.errors?.length ? 1 : 0;
      }
      mkdirSync('build', { recursive: true });
      writeFileSync('build/browser-test-counts.json', JSON.stringify({ passed, failed }));
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
      launchOptions: { executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true },
    }),
  ],
  testFramework: { config: { timeout: 20_000 } },
  plugins: [],
  reporters: [summaryReporter({ flatten: false }), countsReporter()],
};
