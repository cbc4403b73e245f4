// One `npm pack` (scripts/pack.ts: the server this run compiled as dist/, the views built, then npm pack)
// shared by the package tests. Both test files may run at once in separate workers: the first to take the
// lock (an atomic mkdir holding its pid) packs, the other waits for its result, or takes over a lock whose
// owner died. The result is kept under .tmp/package-test/<key>, the key hashing every input of the tarball,
// so an unchanged tree is not packed again; a change of any input packs afresh.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Packed, ROOT, packPackage } from '../../scripts/pack.ts';
import { SERVER_ENTRY } from '../helpers/stdio-client.ts';

export const BASE = join(ROOT, '.tmp', 'package-test');
const INPUTS = [
  'src',
  'generated',
  'views',
  'docs',
  'package.json',
  'README.md',
  'LICENSE',
  'tsconfig.json',
  'tsconfig.build.json',
  'scripts/pack.ts',
  // The compiled server packed as dist/ is this file's tsc emit.
  'test/helpers/compiled-server.ts',
];

/** A hash of every file the tarball is made from (names and contents). */
function inputKey(): string {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    const path = join(ROOT, input);
    const files = statSync(path).isDirectory()
      ? readdirSync(path, { recursive: true, encoding: 'utf8' })
          .filter((f) => statSync(join(path, f)).isFile())
          .map((f) => join(input, f))
      : [input];
    for (const file of files.sort())
      hash
        .update(`${file}\0`)
        .update(readFileSync(join(ROOT, file)))
        .update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** Whether the process that took `lock` has ended without removing it (a crash): its pid no longer runs. */
export function ownerGone(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(join(lock, 'pid'), 'utf8'));
  } catch {
    return false; // Taken an instant ago, its pid not yet written (or already removed).
  }
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/** The packed tarball of the current tree: packed here, or by another worker, or on an earlier run. */
export async function sharedPack(): Promise<Packed> {
  const key = inputKey();
  const done = join(BASE, key);
  const record = join(done, 'packed.json');
  const lock = join(BASE, `${key}.lock`);
  mkdirSync(BASE, { recursive: true });
  // Waits as long as the worker that packs takes on a busy machine: only the hook's hang guard bounds it.
  for (;;) {
    if (existsSync(record)) return JSON.parse(readFileSync(record, 'utf8')) as Packed;
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
    } catch {
      // Another worker packs: wait for its record, or take over the lock of an owner that is gone.
      if (ownerGone(lock)) rmSync(lock, { recursive: true, force: true });
      await sleep(250);
      continue;
    }
    try {
      // Older keys are older trees: nothing reads them any more.
      for (const old of readdirSync(BASE))
        if (!old.startsWith(key) && !old.endsWith('.lock')) rmSync(join(BASE, old), { recursive: true, force: true });
      const work = join(BASE, `${key}.work-${process.pid}`);
      // The run's compiled server: <out>/src/server.js, emitted as dist/ is.
      const packed = packPackage(work, dirname(dirname(SERVER_ENTRY)));
      const final: Packed = { ...packed, tgz: join(done, basename(packed.tgz)) };
      rmSync(join(work, 'package'), { recursive: true, force: true });
      writeFileSync(join(work, 'packed.json'), JSON.stringify(final));
      rmSync(done, { recursive: true, force: true });
      renameSync(work, done);
      return final;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}
