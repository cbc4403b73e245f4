// Packs avenir-mcp the way `npm pack` does, from a clean build: package.json, LICENSE and what `files` names
// are copied into a folder of their own, src/ and generated/ are compiled into its dist/ (tsconfig.build.json), the views built into dist/views,
// and `npm pack` runs there. A dist/ left over in the repository (an old file of a renamed module) can
// therefore never reach the tarball, and the repository's own dist/ is never rewritten under a running test.
// Used by `npm run bundle` (scripts/bundle.ts) and by the package tests (test/package/).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * What is copied before packing: package.json, LICENSE (npm always ships it) and the top folder or file of
 * each `files` entry but dist/, which is built here; npm then keeps what `files` names (docs' pages only).
 */
function copied(): string[] {
  const { files } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { files: string[] };
  return [...new Set(['package.json', 'LICENSE', ...files.map((f) => f.split('/')[0]!).filter((f) => f !== 'dist')])];
}

export interface Packed {
  /** The tarball, avenir-mcp-<version>.tgz. */
  tgz: string;
  version: string;
  /** Every path in the tarball, as `npm pack --json` lists it (relative to the package root). */
  files: string[];
}

/**
 * The environment for a child npm: this process's, without what `npm run` / `npm test` export about the
 * repository (npm_package_*, npm_lifecycle_*, npm_config_local_prefix…), so the child works on its own
 * folder and never on the repository. The cache and the user's npm configuration stay.
 */
export function npmEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const keep = new Set([
    'npm_config_cache',
    'npm_config_userconfig',
    'npm_config_globalconfig',
    'npm_config_cafile',
    'npm_config_registry',
  ]);
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!key.toLowerCase().startsWith('npm_') || keep.has(key.toLowerCase())) env[key] = value;
  }
  return { ...env, ...extra };
}

/** Runs npm in `cwd` and returns its stdout; a failure throws with npm's own output. */
export function npm(args: readonly string[], cwd: string): string {
  try {
    return execFileSync('npm', [...args], {
      cwd,
      env: npmEnv(),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      shell: process.platform === 'win32',
    });
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`npm ${args.join(' ')} failed in ${cwd}:\n${e.stderr ?? ''}${e.stdout ?? ''}${e.message}`);
  }
}

/**
 * Builds and packs the package into `workDir` (emptied first); the tarball lands in `workDir`. `emitted`: a
 * folder tsc already emitted tsconfig.build.json into (the tests' compiled server, test/helpers/compiled-server.ts),
 * copied as dist/ instead of compiling again: the same emit, whose type check is npm test's own step.
 */
export function packPackage(workDir: string, emitted?: string): Packed {
  rmSync(workDir, { recursive: true, force: true });
  const pkg = join(workDir, 'package');
  mkdirSync(pkg, { recursive: true });
  for (const entry of copied()) cpSync(join(ROOT, entry), join(pkg, entry), { recursive: true });
  if (emitted !== undefined) cpSync(emitted, join(pkg, 'dist'), { recursive: true });
  else
    execFileSync(
      process.execPath,
      [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(ROOT, 'tsconfig.build.json'), '--outDir', join(pkg, 'dist')],
      { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] },
    );
  execFileSync(process.execPath, ['--import', 'tsx', join(ROOT, 'views', 'build.ts'), join(pkg, 'dist', 'views')], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // --ignore-scripts: the two builds above are the `prepack` step, done into this folder.
  const [report] = JSON.parse(npm(['pack', '--json', '--ignore-scripts', '--pack-destination', workDir], pkg)) as {
    filename: string;
    version: string;
    files: { path: string }[];
  }[];
  if (report === undefined) throw new Error('npm pack reported nothing');
  const version = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
  if (report.version !== version) throw new Error(`npm pack packed version ${report.version}, package.json says ${version}`);
  return { tgz: join(workDir, report.filename), version, files: report.files.map((f) => f.path).sort() };
}
