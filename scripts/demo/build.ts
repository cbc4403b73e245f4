// `npm ci` no longer builds (package.json has `prepack`, not `prepare`, so installing runs no script): the
// demo builds dist/ itself the first time, and again when a source is newer than the compiled entry, so
// it never shows a stale server.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the build reads: a file here newer than the last whole build means dist/ is stale. */
const SOURCES = ['src', 'generated', 'views', 'package.json', 'tsconfig.json', 'tsconfig.build.json'];
/**
 * Written after a whole build only: a build that failed half way (tsc writes its files even on a type
 * error, then the views are never built) leaves none, so the next demo builds again.
 */
export const BUILT_MARKER = join('dist', '.built');

function newestIn(dir: string): number {
  const stat = statSync(dir, { throwIfNoEntry: false });
  if (stat === undefined) return 0;
  if (stat.isFile()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** Why dist/ needs building under `root`, or undefined when it is up to date. */
export function buildReason(root: string): string | undefined {
  const marker = join(root, BUILT_MARKER);
  if (!existsSync(marker)) return 'the server is not built yet';
  const built = statSync(marker).mtimeMs;
  return SOURCES.some((dir) => newestIn(join(root, dir)) > built) ? 'a source changed since the last build' : undefined;
}

/** Builds dist/ under `root` when it is missing, stale or half built; says so on `say` first. */
export function ensureBuilt(root: string, say: (message: string) => void): void {
  const reason = buildReason(root);
  if (reason === undefined) return;
  say(`Building the server first (${reason}; once; from a few seconds to a minute)…`);
  // npm's own script, so the demo builds exactly what `npm run build` does; its output goes to stderr.
  execFileSync(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', '-s', 'build'], {
    cwd: root,
    stdio: ['ignore', 2, 2],
    shell: process.platform === 'win32',
  });
  writeFileSync(join(root, BUILT_MARKER), '');
}
