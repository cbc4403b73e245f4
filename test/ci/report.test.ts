// .ci/run prints each vitest run's wall time and its 10 slowest files (issue #30): the script it calls,
// on a report of the shape vitest's JSON reporter writes.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/paths.ts';

describe('.ci/report.mjs', () => {
  it('prints the wall time and the slowest files first, ten at most', () => {
    const dir = mkdtempSync(join(tmpdir(), 'avenir-ci-report-'));
    const testResults = Array.from({ length: 12 }, (_, i) => ({
      name: join('/repo', 'test', `f${i}.test.ts`),
      startTime: 1_000 + i,
      endTime: 1_000 + i + (i + 1) * 1_000,
    }));
    writeFileSync(join(dir, 'report.json'), JSON.stringify({ startTime: 500, testResults }));
    const run = spawnSync(process.execPath, [join(ROOT, '.ci', 'report.mjs'), join(dir, 'report.json'), '/repo'], { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe('vitest: 12 files in 12.5 s of wall time; the 10 slowest:');
    expect(lines.slice(1)).toEqual(Array.from({ length: 10 }, (_, i) => `  ${`${12 - i}.0 s`.padStart(8)}  test/f${11 - i}.test.ts`));
  });

  it('names the run when it is not the main one (npm test’s coverage run)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'avenir-ci-report-'));
    writeFileSync(
      join(dir, 'report.json'),
      JSON.stringify({ startTime: 0, testResults: [{ name: '/repo/test/logic/a.test.ts', startTime: 0, endTime: 2_000 }] }),
    );
    const run = spawnSync(process.execPath, [join(ROOT, '.ci', 'report.mjs'), join(dir, 'report.json'), '/repo', 'the coverage run'], {
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout.trimEnd().split('\n')).toEqual([
      'vitest (the coverage run): 1 files in 2.0 s of wall time; the 10 slowest:',
      '     2.0 s  test/logic/a.test.ts',
    ]);
  });
});
