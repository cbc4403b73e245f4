// The order the suite's files start in. Vitest starts the files it timed on an earlier run longest first,
// but a fresh clone (CI) has no such record, and it then starts the largest files first: a short file that
// runs long, test/codegen/add-tool.test.ts (8 KB, a minute and more), started two thirds of the way in and
// ended the run alone. The files below start first, in this order, so the two workers finish together.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The longest files of the suite (`.ci/run` prints the 10 slowest), longest first. */
export const SLOW_FIRST = [
  'test/codegen/add-tool.test.ts',
  'test/views/spec-host/spec-host.test.ts',
  'test/views/statement.test.ts',
  'test/views/review-queue.test.ts',
  'test/protocol/inspector.test.ts',
  'test/robustness/answer-size.test.ts',
  'test/robustness/faults.test.ts',
  'test/e2e/replica.test.ts',
  'test/views/inline.test.ts',
  'test/e2e/stdio.test.ts',
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
