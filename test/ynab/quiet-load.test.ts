// Node 22's notice about node:sqlite is dropped while the replica loads (issue #29 item 9); every other
// warning passes, and process.emitWarning is itself again afterwards, even when the load fails.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isSqliteNotice, withoutSqliteNotice } from '../../src/ynab/replica/quiet-load.ts';

afterEach(() => vi.restoreAllMocks());

describe('withoutSqliteNotice', () => {
  it('tells node:sqlite’s notice, in each form process.emitWarning takes, from any other', () => {
    const text = 'SQLite is an experimental feature and might change at any time';
    expect(isSqliteNotice(text, 'ExperimentalWarning')).toBe(true);
    expect(isSqliteNotice(text, { type: 'ExperimentalWarning' })).toBe(true);
    expect(isSqliteNotice(Object.assign(new Error(text), { name: 'ExperimentalWarning' }), undefined)).toBe(true);
    expect(isSqliteNotice(text, 'DeprecationWarning')).toBe(false);
    expect(isSqliteNotice('The Fetch API is an experimental feature', 'ExperimentalWarning')).toBe(false);
  });

  it('drops that notice while loading, passes the others, and puts emitWarning back', async () => {
    const original = process.emitWarning;
    const seen: unknown[] = [];
    const spy = vi
      .spyOn(process, 'emitWarning')
      .mockImplementation(((warning: string | Error) => void seen.push(warning)) as typeof process.emitWarning);
    const value = await withoutSqliteNotice(async () => {
      process.emitWarning('SQLite is an experimental feature and might change at any time', 'ExperimentalWarning');
      process.emitWarning('something else', 'ExperimentalWarning');
      return 42;
    });
    expect(value).toBe(42);
    expect(seen).toEqual(['something else']);
    expect(process.emitWarning).toBe(spy);
    await expect(withoutSqliteNotice(() => Promise.reject(new Error('no sqlite')))).rejects.toThrow('no sqlite');
    expect(process.emitWarning).toBe(spy);
    spy.mockRestore();
    expect(process.emitWarning).toBe(original);
  });
});
