// ledgerOf: the few fields of a YNAB transaction the statement tools read, absent texts as null; accountLedger: one account's.
import { describe, expect, it } from 'vitest';
import { accountLedger, ledgerOf } from '../../../src/logic/statements/ledger.ts';

describe('ledgerOf', () => {
  it('copies the fields read, a split by its total, absent texts as null', () => {
    const base = {
      id: 't',
      account_id: 'a',
      date: '2026-09-01',
      amount: -1000,
      cleared: 'cleared' as const,
      subtransactions: [],
      deleted: false,
    };
    expect(ledgerOf(base)).toEqual({
      ...base,
      subtransactions: undefined,
      payee_name: null,
      memo: null,
      import_id: null,
      transfer_account_id: null,
      is_split: false,
      category_id: null,
      category_name: null,
    });
    const split = ledgerOf({
      ...base,
      payee_name: 'P',
      memo: 'M',
      import_id: 'I',
      transfer_account_id: 'X',
      subtransactions: [{}],
      category_id: 'c',
      category_name: 'C',
    });
    expect(split).toMatchObject({
      payee_name: 'P',
      memo: 'M',
      import_id: 'I',
      transfer_account_id: 'X',
      is_split: true,
      category_id: 'c',
      category_name: 'C',
    });
    expect(split).not.toHaveProperty('subtransactions');
  });
});

describe('accountLedger', () => {
  const tx = (id: string, account_id: string, deleted = false) => ({
    id,
    account_id,
    date: '2026-09-01',
    amount: -1000,
    cleared: 'cleared' as const,
    subtransactions: [],
    deleted,
  });
  const list = [tx('a1', 'a'), tx('b1', 'b'), tx('a2', 'a', true), tx('a3', 'a')];

  it("keeps one account's live transactions, in the list's order", () => {
    expect(accountLedger(list, 'a').map((t) => t.id)).toEqual(['a1', 'a3']);
    expect(accountLedger(list, 'none')).toEqual([]);
  });

  it('answers a frozen list from its memo, per account, and a list that may change afresh', () => {
    const frozen = Object.freeze([...list]);
    expect(accountLedger(frozen, 'a')).toBe(accountLedger(frozen, 'a'));
    expect(accountLedger(frozen, 'b').map((t) => t.id)).toEqual(['b1']);
    const open = [...list];
    const before = accountLedger(open, 'a');
    open.push(tx('a4', 'a'));
    expect(accountLedger(open, 'a')).not.toBe(before);
    expect(accountLedger(open, 'a').map((t) => t.id)).toEqual(['a1', 'a3', 'a4']);
  });
});
