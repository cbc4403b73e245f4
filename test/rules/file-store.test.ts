// The rules file (src/rules/file-store.ts, issue #32): written whole with mode 600 whatever the umask, read
// back as written, every plan's part kept when one plan's rules change, and a write naming a revision the
// file no longer has refused, leaving the file as the other writer left it.
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCK_TIMEOUTS } from '../../src/journal/lock.ts';
import { createLogger } from '../../src/log.ts';
import type { Rule } from '../../src/logic/rules/rule.ts';
import { FileRulesStore, rulesPath } from '../../src/rules/file-store.ts';
import { RulesChanged, RulesUnreadable, RulesUnwritable } from '../../src/rules/store.ts';

const rule = (name: string): Rule => ({ name, enabled: true, conditions: { payee: { contains: name } }, actions: { flag: 'red' } });
const store = (file: string) => new FileRulesStore(file, createLogger('ERROR'), DEFAULT_LOCK_TIMEOUTS);
const fresh = () => join(mkdtempSync(join(tmpdir(), 'avenir-rules-')), 'deeper', 'rules.yaml');

describe('the rules file store', () => {
  it('is beside the journal unless AVENIR_MCP_RULES names it', () => {
    expect(rulesPath(undefined, '/state/avenir-mcp/journal.jsonl')).toBe('/state/avenir-mcp/rules.yaml');
    expect(rulesPath('/mine/rules.yaml', '/state/avenir-mcp/journal.jsonl')).toBe('/mine/rules.yaml');
  });

  it('writes the file whole, mode 600 in a folder of mode 700, keeping the other plans', async () => {
    const file = fresh();
    const s = store(file);
    const empty = await s.read('plan-a');
    expect(empty).toEqual({ rules: [], revision: 'none' });
    const old = process.umask(0);
    try {
      await s.replace('plan-a', [rule('A')], empty.revision);
    } finally {
      process.umask(old);
    }
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(join(file, '..')).mode & 0o777).toBe(0o700);
    await s.replace('plan-b', [rule('B')], (await s.read('plan-b')).revision);
    expect((await s.read('plan-a')).rules).toEqual([rule('A')]);
    expect((await s.read('plan-b')).rules).toEqual([rule('B')]);
    await s.replace('plan-a', [], (await s.read('plan-a')).revision);
    expect(readFileSync(file, 'utf8')).not.toContain('plan-a');
  });

  it('refuses a write at a revision the file no longer has, and leaves the file alone', async () => {
    const file = fresh();
    const s = store(file);
    const read = await s.read('plan-a');
    await s.replace('plan-a', [rule('A')], read.revision);
    const stale = (await s.read('plan-a')).revision;
    writeFileSync(file, `${readFileSync(file, 'utf8')}# by hand\n`);
    const edited = readFileSync(file, 'utf8');
    await expect(s.replace('plan-a', [rule('B')], stale)).rejects.toBeInstanceOf(RulesChanged);
    await expect(s.replace('plan-a', [rule('B')], read.revision)).rejects.toBeInstanceOf(RulesChanged);
    expect(readFileSync(file, 'utf8')).toBe(edited);
  });

  it('reads a broken file as RulesUnreadable with its line, and cannot write where a folder is a file', async () => {
    const file = fresh();
    const s = store(file);
    await s.replace('p', [rule('A')], 'none');
    writeFileSync(file, 'version: 2\n');
    await expect(s.read('p')).rejects.toMatchObject(
      new RulesUnreadable(
        file,
        1,
        'the file is version 2, and this avenir-mcp reads version 1',
        'update avenir-mcp, or move the file aside and save the rules again',
      ),
    );
    const blocked = join(file, 'rules.yaml');
    await expect(store(blocked).replace('p', [rule('A')], 'none')).rejects.toBeInstanceOf(RulesUnwritable);
  });
});
