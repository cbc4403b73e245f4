// Pins check:generated's comparison: a changed, missing or stale generated file is reported readably.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { diffTrees } from '../../codegen/diff-trees.ts';

describe('diffTrees', () => {
  it('reports a changed file as a unified diff, a missing one, and a stale one', async () => {
    const committed = mkdtempSync(join(tmpdir(), 'avenir-committed-'));
    const fresh = mkdtempSync(join(tmpdir(), 'avenir-fresh-'));
    mkdirSync(join(committed, 'tools'));
    mkdirSync(join(fresh, 'tools'));
    writeFileSync(join(committed, 'tools', 'a.ts'), 'one\ntwo\n');
    writeFileSync(join(committed, 'tools', 'stale.ts'), 'old\n');
    writeFileSync(join(fresh, 'tools', 'a.ts'), 'one\nthree\n');
    writeFileSync(join(fresh, 'tools', 'b.ts'), 'new\n');
    const generated = new Map([
      ['tools/a.ts', 'one\nthree\n'],
      ['tools/b.ts', 'new\n'],
    ]);
    const out = await diffTrees(committed, fresh, generated, ['tools'], 'generated');
    expect(out).toHaveLength(3);
    expect(out[0]).toContain('--- generated/tools/a.ts (committed)');
    expect(out[0]).toContain('-two');
    expect(out[0]).toContain('+three');
    expect(out[1]).toBe('generated/tools/b.ts: missing (it would be generated)');
    expect(out[2]).toBe('generated/tools/stale.ts: no longer generated (delete it)');
  });

  it('reports nothing when the trees match', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'avenir-same-'));
    writeFileSync(join(dir, 'x.ts'), 'same\n');
    expect(await diffTrees(dir, dir, new Map([['x.ts', 'same\n']]), [], 'generated')).toEqual([]);
  });
});
