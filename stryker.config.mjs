// Mutation testing of the pure logic and the confirmation path (`npm run mutate`, docs/quality.md): each
// mutant is run against the unit tests of vitest.quality.config.ts. Incremental: a run reuses the results of
// the last one for code and tests that did not change (.tmp/mutation/incremental.json).
// An equivalent mutant is disabled in the source with `// Stryker disable next-line <mutator>: why`, and
// docs/quality.md lists each one with that reason.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.quality.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: ['src/logic/**/*.ts', 'src/confirm/**/*.ts'],
  coverageAnalysis: 'perTest',
  incremental: true,
  incrementalFile: '.tmp/mutation/incremental.json',
  concurrency: 2,
  timeoutMS: 10_000,
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: '.tmp/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportMutants: true, reportScoreTable: true },
  thresholds: { high: 100, low: 99, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
