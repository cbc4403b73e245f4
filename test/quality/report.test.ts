// Pins the quality gate's page (scripts/quality/report.ts): mutants counted by status, file and folder, the
// score as Stryker computes it, coverage summed per folder, and the page listing every surviving, uncovered
// and disabled mutant with its reason.
import { describe, expect, it } from 'vitest';
import {
  countMutants,
  coverageFigures,
  mutationFigures,
  renderQuality,
  score,
  summaryLine,
  type CoverageEntry,
  type MutantIn,
  type QualityInputs,
} from '../../scripts/quality/report.ts';

const mutant = (status: string, line = 1, extra: Partial<MutantIn> = {}): MutantIn => ({
  mutatorName: 'EqualityOperator',
  replacement: 'a <= b',
  status,
  location: { start: { line, column: 5 } },
  ...extra,
});
const entry = (lines: [number, number], branches: [number, number]): CoverageEntry => ({
  lines: { covered: lines[0], total: lines[1] },
  branches: { covered: branches[0], total: branches[1] },
  statements: { covered: lines[0], total: lines[1] },
  functions: { covered: 1, total: 1 },
});

describe('counting mutants', () => {
  it('counts each status, errors together, and refuses one it does not know', () => {
    const statuses = ['Killed', 'Killed', 'Timeout', 'Survived', 'NoCoverage', 'Ignored', 'CompileError', 'RuntimeError'];
    expect(countMutants(statuses.map((s) => mutant(s)))).toEqual({
      mutants: 8,
      killed: 2,
      timeout: 1,
      survived: 1,
      noCoverage: 1,
      ignored: 1,
      errors: 2,
    });
    expect(() => countMutants([mutant('Pending')])).toThrow(/unknown mutant status "Pending"/);
  });

  it('scores detected mutants over those that ran or should have, leaving ignored ones and errors out', () => {
    expect(score({ mutants: 10, killed: 6, timeout: 1, survived: 2, noCoverage: 1, ignored: 3, errors: 2 })).toBe(70);
    expect(score({ mutants: 2, killed: 0, timeout: 0, survived: 0, noCoverage: 0, ignored: 1, errors: 1 })).toBeNull();
  });

  it('splits the files by folder and lists open and ignored mutants by place', () => {
    const m = mutationFigures({
      files: {
        'src/logic/b.ts': { mutants: [mutant('Killed'), mutant('Survived', 9), mutant('NoCoverage', 3)] },
        'src/logic/a.ts': { mutants: [mutant('Ignored', 4, { statusReason: 'never 0 here' }), mutant('Killed')] },
        'src/confirm/c.ts': { mutants: [mutant('Timeout')] },
      },
    });
    expect(m.byFile.map((f) => f.file)).toEqual(['src/confirm/c.ts', 'src/logic/a.ts', 'src/logic/b.ts']);
    expect(m.byFolder.map((f) => [f.folder, f.counts.mutants, score(f.counts)])).toEqual([
      ['src/logic', 5, 50],
      ['src/confirm', 1, 100],
    ]);
    expect(m.total).toMatchObject({ mutants: 6, killed: 2, timeout: 1, survived: 1, noCoverage: 1, ignored: 1 });
    expect(m.open.map((o) => [o.file, o.line, o.status])).toEqual([
      ['src/logic/b.ts', 3, 'NoCoverage'],
      ['src/logic/b.ts', 9, 'Survived'],
    ]);
    expect(m.ignored).toEqual([
      {
        file: 'src/logic/a.ts',
        line: 4,
        column: 5,
        mutator: 'EqualityOperator',
        replacement: 'a <= b',
        status: 'Ignored',
        reason: 'never 0 here',
      },
    ]);
  });
});

describe('coverage figures', () => {
  it('sums lines and branches per folder from absolute paths, and names the files below 100 %', () => {
    const figures = coverageFigures(
      {
        total: entry([0, 0], [0, 0]),
        '/repo/src/logic/a.ts': entry([10, 10], [4, 4]),
        '/repo/src/logic/b.ts': entry([9, 10], [3, 4]),
        '/repo/src/confirm/c.ts': entry([5, 5], [2, 2]),
        '/repo/src/tools/d.ts': entry([0, 50], [0, 10]),
        '/elsewhere/src/logic/e.ts': entry([0, 50], [0, 10]),
      },
      '/repo/',
    );
    expect(figures).toEqual([
      {
        folder: 'src/logic',
        files: 2,
        lines: { covered: 19, total: 20 },
        branches: { covered: 7, total: 8 },
        short: [{ file: 'src/logic/b.ts', lines: { covered: 9, total: 10 }, branches: { covered: 3, total: 4 } }],
      },
      { folder: 'src/confirm', files: 1, lines: { covered: 5, total: 5 }, branches: { covered: 2, total: 2 }, short: [] },
    ]);
    expect(coverageFigures({ '/repo/src/logic/a.ts': entry([1, 1], [1, 1]) }, '/repo')[0]!.files).toBe(1);
  });
});

describe('the page', () => {
  const inputs = (files: Record<string, { mutants: MutantIn[] }>, short = false): QualityInputs => ({
    date: '2026-12-01',
    mutationWritten: '2026-12-01 10:00 UTC',
    coverageWritten: '2026-12-01 09:00 UTC',
    versions: [
      { name: 'Node', version: 'v24.0.0' },
      { name: '@stryker-mutator/core', version: '10.1.1' },
    ],
    mutation: mutationFigures({ files }),
    coverage: coverageFigures(
      { '/r/src/logic/a.ts': entry(short ? [9, 10] : [10, 10], [4, 4]), '/r/src/confirm/c.ts': entry([5, 5], [0, 0]) },
      '/r',
    ),
  });

  it('says it is generated, from what and when, with the versions and the tables', () => {
    const page = renderQuality(inputs({ 'src/logic/a.ts': { mutants: [mutant('Killed'), mutant('Killed'), mutant('Timeout')] } }));
    expect(page.split('\n')[0]).toBe('<!-- Generated by `npm run mutate` (scripts/quality-report.ts). Do not edit: run it again. -->');
    expect(page).toContain(
      "Generated by `npm run mutate` on 2026-12-01, from Stryker's report (.tmp/mutation/mutation.json, written 2026-12-01 10:00 UTC) and the coverage summary of `npm run test:coverage` (.tmp/coverage/coverage-summary.json, written 2026-12-01 09:00 UTC).",
    );
    expect(page).toContain('Versions: Node v24.0.0, @stryker-mutator/core 10.1.1.');
    expect(page).toContain('| `src/logic` | 1 | 100.00 % (10 of 10) | 100.00 % (4 of 4) |');
    expect(page).toContain('| `src/confirm` | 1 | 100.00 % (5 of 5) | – (0 of 0) |');
    expect(page).toContain('Every file is at 100 % of lines and branches.');
    expect(page).toContain('| **All** | 3 | 2 | 1 | 0 | 0 | 0 | 0 | 100.00 % |');
    expect(page).toContain('| `src/confirm` | 0 | 0 | 0 | 0 | 0 | 0 | 0 | – |');
    expect(page).toContain('1 file(s) in this report:\n\n| File | Mutants |');
    expect(page).toContain('| `src/logic/a.ts` | 3 | 2 | 1 | 0 | 0 | 0 | 0 | 100.00 % |');
    expect(page).toContain(
      '## Surviving and uncovered mutants\n\nNone: every mutant that ran was killed, and every mutant is covered by a test.',
    );
    expect(page).toContain('## Disabled mutants\n\nNone.');
    expect(page.endsWith('None.\n')).toBe(true); // one closing newline
  });

  it('lists each file below 100 %, each open mutant with its code, and each disabled one with its reason', () => {
    const page = renderQuality(
      inputs(
        {
          'src/logic/a.ts': {
            mutants: [
              mutant('Survived', 7, { mutatorName: 'LogicalOperator', replacement: 'a && b ||\n   c' }),
              mutant('NoCoverage', 2, { mutatorName: 'StringLiteral', replacement: '`x${y}`' }),
              mutant('Ignored', 12, { statusReason: 'd is never 0 here | so `<=` acts as `<`' }),
              mutant('Ignored', 13, { replacement: undefined, statusReason: undefined }),
              mutant('Survived', 20, { replacement: 'x'.repeat(150) }),
            ],
          },
        },
        true,
      ),
    );
    expect(page).toContain(
      '1 file(s) below 100 %:\n\n| File | Lines | Branches |\n| --- | --- | --- |\n| `src/logic/a.ts` | 90.00 % | 100.00 % |',
    );
    expect(page).toContain('3 mutant(s) to kill with a test, or to mark as equivalent:');
    expect(page).toContain('| `src/logic/a.ts:2:5` | NoCoverage | StringLiteral | `` `x${y}` `` |');
    expect(page).toContain('| `src/logic/a.ts:7:5` | Survived | LogicalOperator | `a && b \\|\\| c` |');
    expect(page).toContain(`| \`src/logic/a.ts:20:5\` | Survived | EqualityOperator | \`${'x'.repeat(99)}…\` |`);
    expect(page).toContain('2 mutant(s) disabled in the source, each with the reason written beside it:');
    expect(page).toContain('| Place | Mutator | Mutated code | Reason |');
    expect(page).toContain('| `src/logic/a.ts:12` | EqualityOperator | `a <= b` | d is never 0 here \\| so `<=` acts as `<` |');
    expect(page).toContain('| `src/logic/a.ts:13` | EqualityOperator | (empty) | (no reason given) |');
  });

  it('sums the run up in one line', () => {
    const m = mutationFigures({
      files: { 'src/logic/a.ts': { mutants: [mutant('Killed'), mutant('Survived'), mutant('Ignored'), mutant('CompileError')] } },
    });
    expect(summaryLine(m)).toBe('4 mutants: 1 killed, 0 timed out, 1 survived, 0 without coverage, 1 ignored, 1 errors; score 50.00 %');
  });
});
