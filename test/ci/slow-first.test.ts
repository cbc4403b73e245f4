// Pins the suite's start order (test/helpers/slow-first.ts): the listed files first, in their order, the
// rest as vitest sorted them; and every listed file exists, so a renamed one cannot drop out unnoticed.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SLOW_FIRST, slowFirst } from '../helpers/slow-first.ts';
import { ROOT } from '../helpers/paths.ts';

describe('slowFirst', () => {
  it('starts the listed files first, in their order, and leaves the others as they were', () => {
    const sorted = ['test/a.test.ts', SLOW_FIRST[2]!, 'test/b.test.ts', SLOW_FIRST[0]!, 'test/c.test.ts'];
    expect(slowFirst(sorted, (f) => f)).toEqual([SLOW_FIRST[0], SLOW_FIRST[2], 'test/a.test.ts', 'test/b.test.ts', 'test/c.test.ts']);
  });

  it('names files that exist', () => {
    expect(SLOW_FIRST.filter((f) => !existsSync(join(ROOT, f)))).toEqual([]);
  });
});
