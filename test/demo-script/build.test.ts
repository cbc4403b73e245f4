// The demo builds dist/ when it is missing or older than a source (npm ci no longer builds): the staleness
// rule, on a folder of its own.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildReason, ensureBuilt } from '../../scripts/demo/build.ts';

const roots: string[] = [];
afterEach(() => roots.splice(0).forEach((r) => rmSync(r, { recursive: true, force: true })));

function project(): string {
  const root = mkdtempSync(join(tmpdir(), 'avenir-demo-build-'));
  roots.push(root);
  for (const f of ['src/server.ts', 'src/app/main.ts', 'generated/version.ts', 'views/forecast/main.ts', 'dist/src/server.js']) {
    mkdirSync(join(root, f, '..'), { recursive: true });
    writeFileSync(join(root, f), '');
  }
  return root;
}

const at = (root: string, file: string, seconds: number) => utimesSync(join(root, file), seconds, seconds);

describe('the demo build', () => {
  it('is needed when dist/src/server.js is missing', () => {
    const root = project();
    rmSync(join(root, 'dist'), { recursive: true });
    expect(buildReason(root)).toBe('the server is not built yet');
  });

  it('is not needed when the entry is newer than every source', () => {
    const root = project();
    for (const f of ['src/server.ts', 'src/app/main.ts', 'generated/version.ts', 'views/forecast/main.ts']) at(root, f, 1_000);
    at(root, 'dist/src/server.js', 2_000);
    expect(buildReason(root)).toBeUndefined();
    const said: string[] = [];
    ensureBuilt(root, (m) => said.push(m));
    expect(said).toEqual([]);
  });

  it.each(['src/app/main.ts', 'generated/version.ts', 'views/forecast/main.ts'])('is needed when %s is newer than the build, in a nested folder too', (file) => {
    const root = project();
    for (const f of ['src/server.ts', 'src/app/main.ts', 'generated/version.ts', 'views/forecast/main.ts']) at(root, f, 1_000);
    at(root, 'dist/src/server.js', 2_000);
    at(root, file, 3_000);
    expect(buildReason(root)).toBe('a source changed since the last build');
  });
});
