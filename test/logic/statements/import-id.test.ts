// keyLines (src/logic/statements/import-id.ts): YNAB's file-import id per line, occurrences in statement order.
import { describe, expect, it } from 'vitest';
import { IMPORT_ID_MAX_LENGTH, compareLines, importId, keyLines } from '../../../src/logic/statements/import-id.ts';
import { line } from './builders.ts';

describe('keyLines', () => {
  it("gives YNAB's own format: YNAB:[milliunit_amount]:[iso_date]:[occurrence]", () => {
    const [a] = keyLines([line({ line: 2, date: '2015-12-30', amount: -294230 })]);
    expect(a!.import_id).toBe('YNAB:-294230:2015-12-30:1');
  });

  it('counts lines of the same amount and date from 1 in line order, whatever the order of the array', () => {
    const lines = [
      line({ line: 9, date: '2026-09-02', amount: -1000, payee: 'B' }),
      line({ line: 3, date: '2026-09-02', amount: -1000, payee: 'A' }),
      line({ line: 5, date: '2026-09-02', amount: -2000 }),
      line({ line: 7, date: '2026-09-03', amount: -1000 }),
    ];
    const ids = keyLines(lines).map((l) => [l.line, l.import_id]);
    expect(ids).toEqual([
      [9, 'YNAB:-1000:2026-09-02:2'],
      [3, 'YNAB:-1000:2026-09-02:1'],
      [5, 'YNAB:-2000:2026-09-02:1'],
      [7, 'YNAB:-1000:2026-09-03:1'],
    ]);
    expect(keyLines([...lines].reverse()).map((l) => [l.line, l.import_id])).toEqual([...ids].reverse());
  });

  it('keeps every field of the line', () => {
    const l = line({ line: 1, date: '2026-09-02', amount: 5, payee: 'P', memo: 'M', bank_id: 'F1' });
    expect(keyLines([l])[0]).toEqual({ ...l, import_id: 'YNAB:5:2026-09-02:1' });
  });

  it("stays within YNAB's 36 characters up to a billion units and 999,999 occurrences, and refuses beyond", () => {
    expect(importId(-999_999_999_999, '2026-09-02', 999_999)).toHaveLength(IMPORT_ID_MAX_LENGTH);
    expect(() => importId(-9_999_999_999_999, '2026-09-02', 999_999)).toThrow(RangeError);
  });
});

describe('compareLines', () => {
  const base = line({ line: 3, date: '2026-09-02', amount: -1000, payee: 'B', memo: 'M', bank_id: 'F2' });

  it('orders by file line, then date, amount, payee, memo and bank id, each only on a tie of the ones before', () => {
    const later = [
      { ...base, line: 4, date: '2026-09-01', amount: -9000, payee: 'A', memo: 'A', bank_id: 'F1' },
      { ...base, date: '2026-09-03', amount: -9000, payee: 'A', memo: 'A', bank_id: 'F1' },
      { ...base, amount: -999, payee: 'A', memo: 'A', bank_id: 'F1' },
      { ...base, payee: 'C', memo: 'A', bank_id: 'F1' },
      { ...base, memo: 'N', bank_id: 'F1' },
      { ...base, bank_id: 'F3' },
    ];
    for (const l of later) {
      expect(Math.sign(compareLines(base, l)), JSON.stringify(l)).toBe(-1);
      expect(Math.sign(compareLines(l, base)), JSON.stringify(l)).toBe(1);
    }
  });

  it('reads a missing bank id as an empty one, before any other, and finds a line equal to itself', () => {
    expect(compareLines(base, { ...base })).toBe(0);
    expect(compareLines({ ...base, bank_id: null }, { ...base, bank_id: '' })).toBe(0);
    expect(Math.sign(compareLines({ ...base, bank_id: null }, base))).toBe(-1);
    expect(Math.sign(compareLines(base, { ...base, bank_id: null }))).toBe(1);
  });

  it('numbers two entries read from one file line by their content, whatever the order of the array', () => {
    const a = line({ line: 3, date: '2026-09-02', amount: -1000, payee: 'A', bank_id: 'X' });
    const b = line({ line: 3, date: '2026-09-02', amount: -1000, payee: 'A', bank_id: null });
    expect(keyLines([a, b]).map((l) => l.import_id)).toEqual(['YNAB:-1000:2026-09-02:2', 'YNAB:-1000:2026-09-02:1']);
    expect(keyLines([b, a]).map((l) => l.import_id)).toEqual(['YNAB:-1000:2026-09-02:1', 'YNAB:-1000:2026-09-02:2']);
  });
});
