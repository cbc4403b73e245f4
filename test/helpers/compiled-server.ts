// The server the tests start as a process: compiled once per vitest run (test/global-setup.ts) with
// tsc's emit alone (the typecheck is npm test's own step), as dist/ is, into a folder of the run's own under
// .tmp/server-build, so a nested vitest run (test/views/chromium.test.ts) never replaces files a running
// server still loads. A process started from JavaScript answers its first request in about half the time
// one started through tsx does, and the suite starts dozens.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './paths.ts';
import type { TestProject } from 'vitest/node';

const run = promisify(execFile);

/** Compiles src/ and generated/ into `out`; resolves to the entry. Its package root is still the repository (packageRoot in src/config.ts walks up). */
async function compileServer(out: string): Promise<string> {
  // tsc makes the folder; a previous run's files must not stay beside the new ones.
  rmSync(out, { recursive: true, force: true });
  const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  try {
    // --noResolve: each file's emit needs no other (verbatimModuleSyntax), and not loading the packages'
    // types takes a quarter off the compile every run waits for before its first test. The same files as
    // npm run build (src/ and generated/ import nothing outside them).
    await run(process.execPath, [tsc, '-p', 'tsconfig.build.json', '--noCheck', '--noResolve', '--outDir', out], {
      cwd: ROOT,
      encoding: 'utf8',
    });
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    throw new Error(`compiling the server for the tests failed:\n${e.stdout ?? ''}${e.stderr ?? ''}`);
  }
  return join(out, 'src', 'server.js');
}

/** The global set-up's part: this run's compiled server, provided to the tests; the teardown removes it. */
export async function provideCompiledServer(project: TestProject): Promise<() => void> {
  const out = join(ROOT, '.tmp', 'server-build', `run-${process.pid}`);
  project.provide('compiledServer', await compileServer(out));
  return () => rmSync(out, { recursive: true, force: true });
}
