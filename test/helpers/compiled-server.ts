// The server the tests start as a process: compiled once per vitest run (the global set-up below) with
// tsc's emit alone (the typecheck is npm test's own step), as dist/ is, into .tmp/server-build. A process
// started from JavaScript answers its first request in about half the time one started through tsx does,
// and the suite starts dozens.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const OUT = join(ROOT, '.tmp', 'server-build');

/** The compiled entry (src/server.ts's twin); its package root is still the repository (src/app/package-root.ts walks up). */
export const COMPILED_ENTRY = join(OUT, 'src', 'server.js');

export function compileServer(): void {
  rmSync(OUT, { recursive: true, force: true });
  const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  const r = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json', '--noCheck', '--outDir', OUT], { cwd: ROOT, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`compiling the server for the tests failed:\n${r.stdout}${r.stderr}`);
}

export default function setup(): void {
  compileServer();
}
