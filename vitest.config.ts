import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Once per run, before any worker starts: the server the tests start as a process, compiled
    // (test/helpers/compiled-server.ts); the views and the test host's page for the browser tests (test/views).
    globalSetup: ['test/helpers/compiled-server.ts', 'test/views/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // expect.poll waits for what the page will show; its 1 s default is a guess of the machine's speed.
    expect: { poll: { timeout: 20_000 } },
    // Vitest's default on N cores is N − 1 workers: one on the 2-core CI machine, so every file waited for the
    // last. Most files wait on child processes, sockets and PostgreSQL rather than the CPU: two workers
    // at least.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Under CI a JSON report lets .ci/run print the plain "N passed, N failed" closing line.
    reporters: process.env.CI ? ['default', ['json', { outputFile: '.tmp/vitest-report.json' }]] : ['default'],
  },
});
