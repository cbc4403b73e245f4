// Examples for src/logic/transactions/payee-usage.ts: the demo's list_payees answers (demo-plan.md §6, §8).
import { describe, expect, it } from 'vitest';
import { listPayees, type PayeeUsage, payeeUsage } from '../../../src/logic/transactions/payee-usage.ts';
import { budgetTransactions, payees, payeeTable } from '../fixtures/demo.ts';
import { MOST_USED_PAYEES } from '../../fixtures/demo-answers.ts';

// §6's usage column, as payeeUsage would compute it from all 224 transactions.
const usage = new Map<string, PayeeUsage>(
  payeeTable.flatMap(([id, , transactions, last]) => (last === null ? [] : [[id, { transactions, last_date: last }]])),
);

describe('payeeUsage', () => {
  it('counts non-deleted transactions per payee and keeps the latest date', () => {
    const byName = new Map(payeeTable.map(([id, name]) => [name, id]));
    const txs = budgetTransactions.map((t) => ({ ...t, payee_id: byName.get(t.payee_name ?? '') ?? null }));
    const got = payeeUsage([...txs, { payee_id: 'pay-026', date: '2027-01-01', deleted: true }]);
    expect(got.get('pay-026')).toEqual({ transactions: 4, last_date: '2026-09-18' }); // RAIL CO
    expect(got.get('pay-012')).toEqual({ transactions: 2, last_date: '2026-09-19' }); // Market Fresh imported twice
    expect(got.get('pay-023')).toEqual({ transactions: 4, last_date: '2026-09-01' }); // LANDLORD SARL
    expect(got.has('pay-021')).toBe(false); // HOMESAFE: schedule only
  });

  it('ignores transactions without a payee, whatever their order', () => {
    const got = payeeUsage([
      { payee_id: 'p', date: '2026-02-01', deleted: false },
      { payee_id: null, date: '2026-03-01', deleted: false },
      { date: '2026-03-01', deleted: false },
      { payee_id: 'p', date: '2026-01-01', deleted: false },
    ]);
    expect([...got]).toEqual([['p', { transactions: 2, last_date: '2026-02-01' }]]);
  });
});

describe('listPayees', () => {
  it('lists the demo’s 36 payees, most used first', () => {
    const list = listPayees(payees, usage, { limit: 50 });
    expect(list.total).toBe(36);
    expect(list.shown).toBe(36);
    expect(list.payees.slice(0, 4).map((p) => [p.name, p.transactions])).toEqual(MOST_USED_PAYEES);
    expect(list.payees.some((p) => p.payee_id.startsWith('pay-tr-'))).toBe(false);
    expect(list.payees.at(-1)).toEqual({
      payee_id: 'pay-021',
      name: 'HOMESAFE INSURANCE',
      merchant: 'HOMESAFE INSURANCE',
      transactions: 0,
      last_date: null,
    });
  });

  it('sorts equal counts by name ignoring case', () => {
    const fours = listPayees(payees, usage, { limit: 200 }).payees.filter((p) => p.transactions === 4);
    expect(fours.map((p) => p.name)).toEqual([
      'FIBERNET - PRELEV',
      'LANDLORD SARL',
      'RAIL CO',
      'Starting Balance',
      'STREAMFLIX',
      'TELCO MOBILE - PRELEV',
      'TENNIS CLUB - PRELEV',
    ]);
  });

  it('sorts equal counts and names by payee id', () => {
    const twins = ['p-3', 'p-1', 'p-2'].map((id) => ({ id, name: 'Rail Co', deleted: false }));
    expect(listPayees(twins, new Map(), { limit: 5 }).payees.map((p) => p.payee_id)).toEqual(['p-1', 'p-2', 'p-3']);
  });

  it('finds the ten Market Fresh labels with "market", each with its merchant', () => {
    const list = listPayees(payees, usage, { search: 'market', limit: 3 });
    expect(list.total).toBe(10);
    expect(list.shown).toBe(3);
    expect(list.payees[0]).toEqual({
      payee_id: 'pay-012',
      name: 'CB MARKET FRESH FACT 190926 525130******1',
      merchant: 'MARKET FRESH',
      transactions: 2,
      last_date: '2026-09-19',
    });
  });

  it('searches the name as given and as shown, and the merchant', () => {
    expect(listPayees(payees, usage, { search: 'fresh fact 19', limit: 50 }).total).toBe(4);
    const odd = [
      { id: 'merchant', name: 'MARKET 12345 FRESH', deleted: false },
      { id: 'shown', name: 'Market\u00A0\u00A0Fresh', deleted: false },
      { id: 'raw', name: 'Market\u200BFresh', deleted: false },
      { id: 'none', name: 'Market Frais', deleted: false },
      // Its shown name drops the zero-width space, its merchant the "CB " prefix.
      { id: 'prefixed', name: 'CB Chez\u200BLucie', deleted: false },
    ];
    expect(listPayees(odd, new Map(), { search: 'market fresh', limit: 5 }).payees.map((p) => p.payee_id)).toEqual(['merchant', 'shown']);
    expect(listPayees(odd, new Map(), { search: 'et\u200Bfr', limit: 5 }).payees.map((p) => [p.payee_id, p.name])).toEqual([
      ['raw', 'MarketFresh'],
    ]);
    expect(listPayees(odd, new Map(), { search: 'cb chezlucie', limit: 5 }).payees.map((p) => p.payee_id)).toEqual(['prefixed']);
    expect(listPayees(odd, new Map(), { search: 'cb chez\u200Blucie', limit: 5 }).payees.map((p) => p.payee_id)).toEqual(['prefixed']);
  });

  it('leaves out deleted payees and cleans names', () => {
    const list = listPayees(
      [
        { id: 'a', name: 'Gone', deleted: true },
        { id: 'b', name: 'Line\nbreak\u200B', deleted: false },
      ],
      new Map(),
      { limit: 5 },
    );
    expect(list.payees).toEqual([{ payee_id: 'b', name: 'Line break', merchant: 'LINE BREAK', transactions: 0, last_date: null }]);
  });
});
