// Examples for src/logic/classify/transfer-pairing.ts (algorithms.md §7).
import { describe, expect, it } from 'vitest';
import { pairTransfers } from '../../../src/logic/classify/transfer-pairing.ts';

type Pairable = Parameters<typeof pairTransfers>[0][number];

const t = (id: string, date: string, amount: number, account_id: string): Pairable => ({ id, date, amount, account_id });

describe('pairTransfers', () => {
  it('pairs an outflow with the opposite inflow on another account within 3 days', () => {
    const pairs = pairTransfers([t('in', '2026-09-04', 20000, 'sav'), t('out', '2026-09-01', -20000, 'chk')]);
    expect([...pairs]).toEqual([
      ['out', 'in'],
      ['in', 'out'],
    ]);
  });

  it('refuses the same account, a gap of 4 days, or another amount', () => {
    expect(pairTransfers([t('o', '2026-09-01', -5, 'a'), t('i', '2026-09-01', 5, 'a')]).size).toBe(0);
    expect(pairTransfers([t('o', '2026-09-01', -5, 'a'), t('i', '2026-09-05', 5, 'b')]).size).toBe(0);
    expect(pairTransfers([t('o', '2026-09-01', -5, 'a'), t('i', '2026-09-01', 6, 'b')]).size).toBe(0);
  });

  it('never pairs two transactions of no amount, nor two inflows', () => {
    expect(pairTransfers([t('z1', '2026-09-01', 0, 'a'), t('z2', '2026-09-01', 0, 'b')]).size).toBe(0);
    expect(pairTransfers([t('z1', '2026-09-01', -0, 'a'), t('z2', '2026-09-01', 0, 'b')]).size).toBe(0);
    expect(pairTransfers([t('i1', '2026-09-01', 5, 'a'), t('i2', '2026-09-01', 5, 'b')]).size).toBe(0);
  });

  it('takes the first candidate in list order, and each only once', () => {
    const list = [
      t('o1', '2026-09-10', -5, 'a'),
      t('i1', '2026-09-09', 5, 'b'),
      t('i2', '2026-09-10', 5, 'c'),
      t('o2', '2026-09-08', -5, 'd'),
    ];
    expect(Object.fromEntries(pairTransfers(list))).toEqual({ o1: 'i1', i1: 'o1', o2: 'i2', i2: 'o2' });
  });

  it('pairs nothing in the demo’s pending list (all outflows on Checking)', () => {
    const pending = [
      t('tx-051', '2026-09-19', -71860, 'acc-checking'),
      t('tx-050', '2026-09-19', -71860, 'acc-checking'),
      t('tx-049', '2026-09-18', -45000, 'acc-checking'),
    ];
    expect(pairTransfers(pending).size).toBe(0);
  });
});
