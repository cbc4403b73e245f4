// One temporary folder per vitest run, removed when the run ends: every folder a test or a nested run makes
// with mkdtemp lands in it (os.tmpdir() reads TMPDIR, which the workers inherit; a server started over stdio
// gets the client's short default environment, so its own temporary files stay in /tmp). Tests used to leave
// theirs behind: 45,000 folders in /tmp after a few weeks of runs.
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
    // Vitest runs the teardown before its last workers have exited: a file still going away is retried, and
    // what stays is left in a folder of its own rather than failing a run whose tests all passed.
    try {
      rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
    } catch (error) {
      process.stderr.write(`could not remove the run's temporary folder ${dir}: ${String(error)}\n`);
    }
  };
}
