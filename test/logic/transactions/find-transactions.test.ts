// Examples for src/logic/transactions/find-transactions.ts: the demo's searches (demo-plan.md §8) and each filter.
import { describe, expect, it } from 'vitest';
import { findTransactions, unknownIds } from '../../../src/logic/transactions/find-transactions.ts';
import { accountsById, budgetTransactions, categoriesById, TODAY } from '../fixtures/demo.ts';

type Searched = Parameters<typeof findTransactions>[0][number];

const since = '2026-06-01';
const find = (filters: Partial<Parameters<typeof findTransactions>[3]>, txs: readonly Searched[] = budgetTransactions) =>
  findTransactions(txs, accountsById, categoriesById, { since, until: TODAY, limit: 50, ...filters });
const ids = (r: ReturnType<typeof find>): string[] => r.transactions.map((t) => t.transaction_id);

describe('findTransactions', () => {
  it('finds Chez Lucie under both labels (payee "chez lucie")', () => {
    const r = find({ payee: 'chez lucie' });
    expect(r.total).toBe(4);
    expect(r.truncated).toBe(false);
    expect(ids(r)).toEqual(['tx-054', 'tx-037', 'tx-022', 'tx-008']);
  });

  it('finds RAIL CO by its exact amount (−45 → −45000 milliunits)', () => {
    const r = find({ amount: -45000 });
    expect(ids(r)).toEqual(['tx-049', 'tx-033', 'tx-018', 'tx-004']);
    expect(find({ amount: 45000 }).total).toBe(0);
  });

  it('shows a row in currency units with names and flags', () => {
    expect(find({ payee: 'sushi go', limit: 1 })).toEqual({
      transactions: [
        {
          transaction_id: 'tx-056',
          date: '2026-09-24',
          amount: -54.5,
          payee: 'Sushi Go',
          memo: null,
          account: 'Checking',
          category: 'Restaurants',
          split: false,
          lines: [],
          cleared: 'uncleared',
          approved: true,
          flag: null,
        },
      ],
      total: 4,
      truncated: true,
    });
  });

  it('sorts newest first, then by id descending', () => {
    const r = find({ since: '2026-09-19', until: '2026-09-20' });
    expect(ids(r)).toEqual(['tx-052', 'tx-051', 'tx-050']);
  });

  it('includes both ends of the period', () => {
    expect(ids(find({ since: '2026-06-29', until: '2026-06-29' }))).toEqual(['tx-014', 'tx-013']);
  });

  it('keeps any of the accounts and any of the categories', () => {
    expect(ids(find({ accountIds: ['acc-savings'] }))).toEqual(['tx-043', 'tx-028', 'tx-013']);
    expect(find({ categoryIds: ['cat-restaurants', 'cat-tennis'], since: '2026-09-01' }).total).toBe(3);
    expect(find({ categoryIds: ['cat-restaurants'], accountIds: ['acc-savings'] }).total).toBe(0);
  });

  it('matches a split by its live lines and shows them', () => {
    const split: Searched = {
      id: 'tx-split',
      date: '2026-09-05',
      amount: -66120,
      memo: 'weekly shop',
      cleared: 'cleared',
      approved: true,
      flag_color: 'red',
      account_id: 'acc-checking',
      account_name: 'Checking',
      payee_name: 'CB MARKET FRESH FACT 050926 525130******1',
      category_id: 'split-placeholder',
      category_name: 'Split',
      deleted: false,
      subtransactions: [
        { amount: -51130, category_id: 'cat-groceries', memo: null, deleted: false },
        { amount: -14990, category_id: 'cat-tennis', memo: 'balls\n', deleted: false },
        { amount: -1000, category_id: 'cat-rent', memo: null, deleted: true },
      ],
    };
    expect(find({ categoryIds: ['cat-tennis'] }, [split]).total).toBe(1);
    expect(find({ categoryIds: ['cat-rent'] }, [split]).total).toBe(0);
    expect(find({ categoryIds: ['split-placeholder'] }, [split]).total).toBe(0);
    expect(find({}, [split]).transactions[0]).toMatchObject({
      category: null,
      split: true,
      flag: 'red',
      memo: 'weekly shop',
      lines: [
        { amount: -51.13, category: 'Groceries', memo: null },
        { amount: -14.99, category: 'Tennis', memo: 'balls' },
      ],
    });
  });

  it('never shows deleted transactions', () => {
    const deleted = budgetTransactions.map((t) => ({ ...t, deleted: t.id === 'tx-054' }));
    expect(ids(find({ payee: 'chez lucie' }, deleted))).toEqual(['tx-037', 'tx-022', 'tx-008']);
  });

  it('falls back to a raw case-insensitive substring when the term normalises to ""', () => {
    // "CB 525130" normalises to "", so the raw label is searched.
    expect(find({ payee: 'cb 525130' }).total).toBe(0);
    expect(find({ payee: 'fact 190926' }).total).toBe(0); // normalises to "FACT": in no merchant
    expect(find({ payee: '525130******1' }).total).toBe(18); // every card label
    expect(find({ payee: '12345' }).total).toBe(0);
    // An IBAN normalises to "" (§3 drops it), so "iban: fr76 3000" is looked for in the raw labels, ignoring case.
    const rent = { ...(budgetTransactions[0] as Searched), payee_name: 'VIR SEPA LOYER - iban: FR76 3000 6000' };
    expect(find({ payee: 'iban: fr76 3000' }, [rent]).total).toBe(1);
    expect(find({ payee: 'IBAN: FR76 3000' }, [rent]).total).toBe(1);
  });

  it('never matches a payee term on a transaction without a payee', () => {
    const noPayee = { ...(budgetTransactions[0] as Searched), payee_name: null };
    expect(find({}, [noPayee]).total).toBe(1);
    for (const payee of ['a', 'e', ' ', '12345']) expect(find({ payee }, [noPayee]).total).toBe(0);
  });

  it('says truncated only when more transactions match than the limit', () => {
    const four = find({ payee: 'chez lucie' }).total;
    expect(find({ payee: 'chez lucie', limit: four })).toMatchObject({ total: four, truncated: false });
    expect(find({ payee: 'chez lucie', limit: four - 1 })).toMatchObject({ total: four, truncated: true });
    expect(find({ payee: 'chez lucie', limit: 0 })).toMatchObject({ transactions: [], total: four, truncated: true });
  });

  it('reads a transaction without subtransactions, flag or category id as unsplit, unflagged, uncategorised', () => {
    const { subtransactions: _s, flag_color: _f, ...bare } = budgetTransactions[0] as Searched;
    // YNAB's copy of a name counts only with an id: a transfer has no category, whatever the name says.
    const t: Searched = { ...bare, category_id: null, category_name: 'Uncategorized' };
    expect(find({}, [t]).transactions[0]).toMatchObject({ split: false, lines: [], flag: null, category: null });
  });

  it('cleans text and maps YNAB’s empty flag to null', () => {
    const t: Searched = {
      ...(budgetTransactions[0] as Searched),
      payee_name: 'Evil\u202Epayee\nline',
      memo: 'a\u2028b',
      flag_color: '',
      account_id: 'acc-unknown',
      account_name: 'From YNAB',
      category_id: 'cat-unknown',
      category_name: null,
    };
    expect(find({}, [t]).transactions[0]).toMatchObject({
      payee: 'Evilpayee line',
      memo: 'a b',
      flag: null,
      account: 'From YNAB',
      category: null,
    });
  });
});

describe('unknownIds', () => {
  it('lists every unknown id once, in the given order', () => {
    expect(unknownIds(['x', 'acc-checking', 'y', 'x'], accountsById)).toEqual(['x', 'y']);
    expect(unknownIds(['cat-rent'], new Set(['cat-rent']))).toEqual([]);
  });
});
