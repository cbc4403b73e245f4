// The quality gate (docs/quality.md): the unit tests of the pure logic and of the confirmation path alone,
// with coverage of exactly those two folders held at 100 % of lines and branches. Stryker runs the same
// tests against each mutant (stryker.config.mjs), so a line these tests do not reach cannot hide a mutant.
import { defineConfig } from 'vitest/config';
import { HANG_GUARD_MS } from './test/helpers/hang-guard.ts';

export default defineConfig({
  test: {
    include: ['test/logic/**/*.test.ts', 'test/confirm/**/*.test.ts'],
    // One module cache per worker, as vitest.config.ts: 35 s where it took 83 s, the same coverage.
    isolate: false,
    // A hang guard, not a guess of the machine's speed (test/helpers/hang-guard.ts).
    testTimeout: HANG_GUARD_MS,
    // Under CI, as vitest.config.ts: .ci/run adds this run's counts to the main run's (npm test runs these
    // tests here only) and prints its time.
    reporters: process.env.CI ? ['default', ['json', { outputFile: '.tmp/vitest-quality-report.json' }]] : ['default'],
    coverage: {
      provider: 'v8',
      include: ['src/logic/**/*.ts', 'src/confirm/**/*.ts'],
      reporter: ['text-summary', ['json-summary', { file: 'coverage-summary.json' }]],
      reportsDirectory: '.tmp/coverage',
      thresholds: { lines: 100, branches: 100 },
    },
  },
});
