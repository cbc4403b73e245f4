// The server the tests start as a process: compiled once per vitest run (the global set-up below) with
// tsc's emit alone (the typecheck is npm test's own step), as dist/ is, into a folder of the run's own under
// .tmp/server-build, so a nested vitest run (test/views/chromium.test.ts) never replaces files a running
// server still loads. A process started from JavaScript answers its first request in about half the time
// one started through tsx does, and the suite starts dozens.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './paths.ts';
import type { TestProject } from 'vitest/node';

/** Compiles src/ and generated/ into `out`; returns the entry. Its package root is still the repository (packageRoot in src/config.ts walks up). */
export function compileServer(out: string): string {
  // tsc makes the folder; a previous run's files must not stay beside the new ones.
  rmSync(out, { recursive: true, force: true });
  const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  const r = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json', '--noCheck', '--outDir', out], { cwd: ROOT, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`compiling the server for the tests failed:\n${r.stdout}${r.stderr}`);
  return join(out, 'src', 'server.js');
}

export default function setup(project: TestProject): () => void {
  const out = join(ROOT, '.tmp', 'server-build', `run-${process.pid}`);
  project.provide('compiledServer', compileServer(out));
  return () => rmSync(out, { recursive: true, force: true });
}
