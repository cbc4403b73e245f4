// ledgerOf: the few fields of a YNAB transaction the statement tools read, absent texts as null.
import { describe, expect, it } from 'vitest';
import { ledgerOf } from '../../../src/logic/statements/ledger.ts';

describe('ledgerOf', () => {
  it('copies the fields read, a split by its total, absent texts as null', () => {
    const base = { id: 't', account_id: 'a', date: '2026-09-01', amount: -1000, cleared: 'cleared', subtransactions: [], deleted: false };
    expect(ledgerOf(base)).toEqual({
      ...base, subtransactions: undefined, payee_name: null, memo: null, import_id: null, transfer_account_id: null, is_split: false, category_id: null, category_name: null,
    });
    const split = ledgerOf({ ...base, payee_name: 'P', memo: 'M', import_id: 'I', transfer_account_id: 'X', subtransactions: [{}], category_id: 'c', category_name: 'C' });
    expect(split).toMatchObject({ payee_name: 'P', memo: 'M', import_id: 'I', transfer_account_id: 'X', is_split: true, category_id: 'c', category_name: 'C' });
    expect(split).not.toHaveProperty('subtransactions');
  });
});
