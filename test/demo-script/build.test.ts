// The demo builds dist/ when it is missing, older than a source, or half built (npm ci no longer builds):
// the staleness rule, on a folder of its own, and the build itself, with an `npm` that fails or succeeds.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILT_MARKER, buildReason, ensureBuilt } from '../../scripts/demo/build.ts';

const roots: string[] = [];
afterEach(() => {
  for (const r of roots.splice(0)) rmSync(r, { recursive: true, force: true });
});

const SOURCES = [
  'src/server.ts',
  'src/start/main.ts',
  'generated/version.ts',
  'views/forecast/main.ts',
  'package.json',
  'tsconfig.build.json',
];

function project(): string {
  const root = mkdtempSync(join(tmpdir(), 'avenir-demo-build-'));
  roots.push(root);
  for (const f of [...SOURCES, 'dist/src/server.js', BUILT_MARKER]) {
    mkdirSync(join(root, f, '..'), { recursive: true });
    writeFileSync(join(root, f), '');
  }
  for (const f of SOURCES) at(root, f, 1_000);
  at(root, BUILT_MARKER, 2_000);
  return root;
}

const at = (root: string, file: string, seconds: number) => utimesSync(join(root, file), seconds, seconds);

describe('the demo build', () => {
  it('is needed when the last build did not finish (no marker), even with a compiled entry', () => {
    const root = project();
    rmSync(join(root, BUILT_MARKER));
    expect(buildReason(root)).toBe('the server is not built yet');
  });

  it('is not needed when the last whole build is newer than every source', () => {
    const root = project();
    expect(buildReason(root)).toBeUndefined();
    const said: string[] = [];
    ensureBuilt(root, (m) => said.push(m));
    expect(said).toEqual([]);
  });

  it.each(['src/start/main.ts', 'generated/version.ts', 'views/forecast/main.ts', 'package.json', 'tsconfig.build.json'])(
    'is needed when %s is newer than the build',
    (file) => {
      const root = project();
      at(root, file, 3_000);
      expect(buildReason(root)).toBe('a source changed since the last build');
    },
  );

  describe('runs `npm run build`', () => {
    const path = process.env.PATH;
    afterEach(() => void (process.env.PATH = path));
    /** An `npm` first on PATH that exits with `code`. */
    function fakeNpm(code: number): void {
      const bin = mkdtempSync(join(tmpdir(), 'avenir-fake-npm-'));
      roots.push(bin);
      writeFileSync(join(bin, 'npm'), `#!/bin/sh\nexit ${code}\n`);
      chmodSync(join(bin, 'npm'), 0o755);
      process.env.PATH = `${bin}${delimiter}${path}`;
    }

    it.skipIf(process.platform === 'win32')('and marks the build done only when it succeeds', () => {
      const root = project();
      rmSync(join(root, BUILT_MARKER));
      fakeNpm(2);
      expect(() => ensureBuilt(root, () => undefined)).toThrow();
      expect(existsSync(join(root, BUILT_MARKER))).toBe(false);
      fakeNpm(0);
      const said: string[] = [];
      ensureBuilt(root, (m) => said.push(m));
      expect(said).toEqual(['Building the server first (the server is not built yet; once; from a few seconds to a minute)…']);
      expect(buildReason(root)).toBeUndefined();
    });
  });
});
