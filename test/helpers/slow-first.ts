// The order the suite's files start in. Vitest starts the files it timed on an earlier run longest first,
// but a fresh clone (CI) has no such record, and it then starts the largest files first: test/codegen/
// add-tool.test.ts (8 KB, over a minute) began 134 s into a 336 s CI run, and the Inspector's at 275 s. The
// files below start first, in this order, so the two workers end with short files and finish together.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files of 4 s and more (`.ci/run` prints the 10 slowest; the JSON report has them all), longest first,
 * counting the set-up a file's hooks do (the bundle's and the tarball's pack and install).
 */
export const SLOW_FIRST = [
  'test/codegen/add-tool.test.ts',
  'test/views/statement.test.ts',
  'test/views/spec-host/spec-host.test.ts',
  'test/views/review-queue.test.ts',
  'test/robustness/answer-size.test.ts',
  'test/package/bundle.test.ts',
  'test/protocol/inspector.test.ts',
  'test/robustness/faults.test.ts',
  'test/views/inline.test.ts',
  'test/e2e/replica.test.ts',
  'test/e2e/stdio.test.ts',
  'test/protocol/conformance.test.ts',
  'test/package/tarball.test.ts',
  'test/statements-corpus/corpus.test.ts',
  'test/views/write-host.test.ts',
  'test/bench/heavy-plan.test.ts',
  'test/e2e/confirm.test.ts',
  'test/views/chart-colours.test.ts',
  'test/views/month.test.ts',
  'test/views/contrast.test.ts',
  'test/views/lifecycle.test.ts',
  'test/robustness/fuzz-writes.test.ts',
  'test/robustness/maybe-applied.test.ts',
  'test/views/net-worth.test.ts',
  'test/robustness/fuzz-reads.test.ts',
  'test/e2e/misconfigured.test.ts',
  'test/e2e/client-handshakes.test.ts',
  'test/views/forecast.test.ts',
  'test/robustness/secrets.test.ts',
  'test/views/spending.test.ts',
  'test/views/narrow.test.ts',
  'test/bench/large-statements.test.ts',
  'test/e2e/warm-cache.test.ts',
];

/** The files in start order: SLOW_FIRST's first, in its order, then the rest as given; `path` is relative to the root, `/` separated. */
export function slowFirst<T>(files: readonly T[], path: (file: T) => string): T[] {
  const rank = (file: T) => {
    const i = SLOW_FIRST.indexOf(path(file));
    return i === -1 ? SLOW_FIRST.length : i;
  };
  return [...files].sort((a, b) => rank(a) - rank(b));
}

export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    return slowFirst(await super.sort(files), (spec) => spec.moduleId.slice(root.length + 1).replaceAll('\\', '/'));
  }
}
