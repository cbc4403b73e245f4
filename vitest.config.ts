import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The views and the test host's page, built once for the browser tests (test/views).
    globalSetup: ['test/views/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Under CI a JSON report lets .ci/run print the plain "N passed, N failed" closing line.
    reporters: process.env.CI ? ['default', ['json', { outputFile: '.tmp/vitest-report.json' }]] : ['default'],
  },
});
