// Pins the run's temporary folder (test/helpers/run-tmpdir.ts): TMPDIR points into it while the run lasts, the test
// PostgreSQL's account can reach inside, and the end removes it with what the run left and puts TMPDIR back.
import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useRunTmpdir } from '../helpers/run-tmpdir.ts';

describe('useRunTmpdir', () => {
  it('points TMPDIR at a new folder under the current one, and removes it with its contents at the end', () => {
    const env: NodeJS.ProcessEnv = { TMPDIR: process.env.TMPDIR };
    const end = useRunTmpdir(env);
    const dir = env.TMPDIR!;
    expect(dir).not.toBe(process.env.TMPDIR);
    expect(dir).toMatch(/avenir-test-run-/);
    expect(statSync(dir).mode & 0o777).toBe(0o755);
    mkdirSync(join(dir, 'left-behind'));
    writeFileSync(join(dir, 'left-behind', 'journal.jsonl'), '{}\n');
    end();
    expect(existsSync(dir)).toBe(false);
    expect(env.TMPDIR).toBe(process.env.TMPDIR);
  });

  it('leaves TMPDIR unset at the end when it was unset', () => {
    const env: NodeJS.ProcessEnv = {};
    const end = useRunTmpdir(env);
    expect(env.TMPDIR).toBeDefined();
    end();
    expect('TMPDIR' in env).toBe(false);
  });
});
