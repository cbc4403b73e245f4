import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { HANG_GUARD_MS } from './test/helpers/hang-guard.ts';
import { SlowFirstSequencer } from './test/helpers/slow-first.ts';

export default defineConfig({
  test: {
    // Every test file. npm test leaves out test/logic/ and test/confirm/ here (--exclude in its script): its
    // coverage run (vitest.quality.config.ts) runs them, and .ci/run counts the tests of both runs.
    include: ['test/**/*.test.ts'],
    // Once per run, before any worker starts (test/global-setup.ts): a whole run without a browser stops; the
    // run's own temporary folder; then the views and the test host's page for the browser tests, and the
    // server the tests start as a process, compiled (test/helpers/compiled-server.ts), side by side.
    globalSetup: ['test/global-setup.ts'],
    // Tests, hooks and expect.poll wait for what they expect; the bound ends a hang only (hang-guard.ts).
    testTimeout: HANG_GUARD_MS,
    hookTimeout: HANG_GUARD_MS,
    expect: { poll: { timeout: HANG_GUARD_MS } },
    // One module cache per worker, not per file: each file re-imported the server's modules (import time 163 s
    // of a 662 s run; 22 s without), and the whole run takes two thirds of the time. A file that mocks a module
    // loads what uses it again under the mock (test/journal/full-disk.test.ts); state lives in what each test
    // builds (a fake, a session, a journal), never in a module.
    isolate: false,
    // Vitest's default on N cores is N − 1 workers: one on the 2-core CI machine, so every file waited for the
    // last. Most files wait on child processes, sockets and PostgreSQL rather than the CPU: two workers
    // at least.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // The longest files first even on a fresh clone, which has no timings of an earlier run (slow-first.ts).
    sequence: { sequencer: SlowFirstSequencer },
    // Under CI a JSON report lets .ci/run print the plain "N passed, N failed" closing line.
    reporters: process.env.CI ? ['default', ['json', { outputFile: '.tmp/vitest-report.json' }]] : ['default'],
  },
});
