// One temporary folder per vitest run, removed when the run ends: every folder a test, a server it starts or
// a nested run makes with mkdtemp lands in it (os.tmpdir() reads TMPDIR, and the workers and their children
// inherit it). Tests used to leave theirs behind: 45,000 folders in /tmp after a few weeks of runs.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Points TMPDIR at a new folder of this run; the function returned removes it and puts TMPDIR back. */
export function useRunTmpdir(env: NodeJS.ProcessEnv = process.env): () => void {
  const before = env.TMPDIR;
  const dir = mkdtempSync(join(tmpdir(), 'avenir-test-run-'));
  // The test PostgreSQL runs as another account when the suite runs as root: it must reach its folder inside.
  chmodSync(dir, 0o755);
  env.TMPDIR = dir;
  return () => {
    if (before === undefined) delete env.TMPDIR;
    else env.TMPDIR = before;
    rmSync(dir, { recursive: true, force: true });
  };
}
