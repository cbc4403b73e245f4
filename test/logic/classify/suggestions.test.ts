// Examples for src/logic/classify/suggestions.ts (algorithms.md §6): the demo's history, ties, threshold, rounding.
import { describe, expect, it } from 'vitest';
import type { ClassifyTransaction } from '../../../src/logic/classify/classify-inputs.ts';
import {
  buildHistory,
  decimalFraction,
  directionOf,
  meetsThreshold,
  roundConfidence,
  scoreTransaction,
  suggestCategory,
} from '../../../src/logic/classify/suggestions.ts';
import { categoryLookup } from '../../../src/logic/classify/category-lookup.ts';
import { classifyAccounts, classifyGroups, classifyTransactions } from '../fixtures/demo-classify.ts';

const accountsById = new Map(classifyAccounts.map((a) => [a.id, a]));
const lookup = categoryLookup(classifyGroups);
const history = buildHistory(classifyTransactions, accountsById, lookup.uncategorizedIds);
const tx = (payee_name: string, amount = -1000): Pick<ClassifyTransaction, 'amount' | 'payee_name'> => ({ payee_name, amount });

describe('buildHistory on the demo plan', () => {
  it('counts Market Fresh visits under one merchant key, money out', () => {
    expect(history.out.get('MARKET FRESH')).toEqual(new Map([['cat-groceries', { count: 8, latest: '2026-08-27' }]]));
    expect(history.in.get('MARKET FRESH')).toBeUndefined();
  });

  it('leaves out on-budget transfers and keeps the tracking transfer (categorised Ready to Assign)', () => {
    expect(history.out.get('TRANSFER : SAVINGS')).toBeUndefined();
    expect(history.in.get('TRANSFER : CHECKING')).toBeUndefined();
    expect(history.in.get('TRANSFER : JOINT SAVINGS')).toEqual(new Map([['cat-inflow', { count: 1, latest: '2026-06-01' }]]));
  });

  it('skips uncategorised, deleted, split, off-budget and payee-less transactions', () => {
    const h = buildHistory(
      [
        {
          date: '2026-01-01',
          amount: -1,
          account_id: 'acc-checking',
          payee_name: 'SHOP',
          category_id: 'cat-uncategorized',
          deleted: false,
        },
        { date: '2026-01-01', amount: -1, account_id: 'acc-checking', payee_name: 'SHOP', category_id: 'cat-rent', deleted: true },
        {
          date: '2026-01-01',
          amount: -1,
          account_id: 'acc-checking',
          payee_name: 'SHOP',
          category_id: 'cat-rent',
          deleted: false,
          subtransactions: [{ deleted: false }],
        },
        { date: '2026-01-01', amount: -1, account_id: 'acc-joint-savings', payee_name: 'SHOP', category_id: 'cat-rent', deleted: false },
        { date: '2026-01-01', amount: -1, account_id: 'acc-checking', payee_name: 'CB 1234****5', category_id: 'cat-rent', deleted: false },
        { date: '2026-01-01', amount: -1, account_id: 'acc-checking', payee_name: null, category_id: 'cat-rent', deleted: false },
        { date: '2026-01-01', amount: -1, account_id: 'acc-checking', category_id: 'cat-rent', deleted: false },
      ],
      accountsById,
      lookup.uncategorizedIds,
    );
    expect(h.out.size + h.in.size).toBe(0);
  });
});

describe('directionOf', () => {
  it('reads a negative amount as money out, zero and above as money in', () => {
    expect([-1, 0, 1].map(directionOf)).toEqual(['out', 'in', 'in']);
  });
});

describe('suggestCategory on the demo plan', () => {
  it('suggests Groceries, Transport and Subscriptions at 1.0, nothing for a new bakery', () => {
    const s = (label: string) => suggestCategory(tx(label), history, lookup.assignableIds, 0.9);
    expect(s('CB MARKET FRESH FACT 190926 525130******1')).toEqual({ category_id: 'cat-groceries', confidence: 1 });
    expect(s('RAIL CO')).toEqual({ category_id: 'cat-transport', confidence: 1 });
    expect(s('STREAMFLIX')).toEqual({ category_id: 'cat-subscriptions', confidence: 1 });
    expect(s('CB BOULANGERIE DU PORT FACT 160926 525130******1')).toBeNull();
  });

  it('uses only the history of the same direction (a refund from RAIL CO gets nothing)', () => {
    expect(suggestCategory(tx('RAIL CO', 45000), history, lookup.assignableIds, 0.9)).toBeNull();
  });
});

describe('scoring', () => {
  const seen = (rows: Array<[category: string, date: string]>) =>
    buildHistory(
      rows.map(([category_id, date], i) => ({
        id: `h${i}`,
        date,
        amount: -1000,
        account_id: 'acc-checking',
        payee_name: 'SHOP',
        category_id,
        deleted: false,
      })),
      accountsById,
      lookup.uncategorizedIds,
    );

  it('keeps the latest date a category was seen, whatever the order of the history', () => {
    const h = seen([
      ['cat-rent', '2026-01-05'],
      ['cat-rent', '2026-01-02'],
      ['cat-rent', '2026-01-09'],
      ['cat-rent', '2026-01-03'],
    ]);
    expect(h.out.get('SHOP')).toEqual(new Map([['cat-rent', { count: 4, latest: '2026-01-09' }]]));
  });

  it('ranks by count first, whatever the dates and ids', () => {
    const score = (rows: Array<[string, string]>) => scoreTransaction(tx('SHOP'), seen(rows), lookup.assignableIds);
    expect(
      score([
        ['cat-power', '2026-01-05'],
        ['cat-rent', '2026-01-01'],
        ['cat-rent', '2026-01-01'],
      ]),
    ).toEqual({ category_id: 'cat-rent', count: 2, total: 3 });
    expect(
      score([
        ['cat-rent', '2026-01-01'],
        ['cat-rent', '2026-01-01'],
        ['cat-power', '2026-01-05'],
      ]),
    ).toEqual({ category_id: 'cat-rent', count: 2, total: 3 });
  });

  it('breaks a count tie by the latest date, then by the smaller id, in either order of the history', () => {
    const score = (rows: Array<[string, string]>) => scoreTransaction(tx('SHOP'), seen(rows), lookup.assignableIds);
    for (const rows of [
      [
        ['cat-rent', '2026-01-02'],
        ['cat-power', '2026-01-05'],
      ],
      [
        ['cat-power', '2026-01-05'],
        ['cat-rent', '2026-01-02'],
      ],
    ] as Array<Array<[string, string]>>) {
      expect(score(rows)).toEqual({ category_id: 'cat-power', count: 1, total: 2 });
    }
    for (const rows of [
      [
        ['cat-rent', '2026-01-05'],
        ['cat-power', '2026-01-02'],
      ],
      [
        ['cat-power', '2026-01-02'],
        ['cat-rent', '2026-01-05'],
      ],
    ] as Array<Array<[string, string]>>) {
      expect(score(rows)).toEqual({ category_id: 'cat-rent', count: 1, total: 2 });
    }
    for (const rows of [
      [
        ['cat-rent', '2026-01-05'],
        ['cat-power', '2026-01-05'],
      ],
      [
        ['cat-power', '2026-01-05'],
        ['cat-rent', '2026-01-05'],
      ],
    ] as Array<Array<[string, string]>>) {
      expect(score(rows)).toEqual({ category_id: 'cat-power', count: 1, total: 2 });
    }
  });

  it('compares the share with the threshold exactly: 9 of 10 meets 0.9, 8 of 9 does not', () => {
    const nine = seen([...Array.from({ length: 9 }, (): [string, string] => ['cat-rent', '2026-01-01']), ['cat-power', '2026-01-02']]);
    expect(suggestCategory(tx('SHOP'), nine, lookup.assignableIds, 0.9)).toEqual({ category_id: 'cat-rent', confidence: 0.9 });
    const eight = seen([...Array.from({ length: 8 }, (): [string, string] => ['cat-rent', '2026-01-01']), ['cat-power', '2026-01-02']]);
    expect(suggestCategory(tx('SHOP'), eight, lookup.assignableIds, 0.9)).toBeNull();
    expect(suggestCategory(tx('SHOP'), eight, lookup.assignableIds, 0.88)).toEqual({ category_id: 'cat-rent', confidence: 0.89 });
  });

  it('leaves out categories that are not assignable, and suggests nothing when none is left', () => {
    const h = seen([
      ['cat-rent', '2026-01-01'],
      ['cat-gone', '2026-01-02'],
      ['cat-gone', '2026-01-03'],
    ]);
    expect(scoreTransaction(tx('SHOP'), h, lookup.assignableIds)).toEqual({ category_id: 'cat-rent', count: 1, total: 1 });
    expect(scoreTransaction(tx('SHOP'), h, new Set())).toBeNull();
    expect(scoreTransaction(tx('NEVER SEEN'), h, lookup.assignableIds)).toBeNull();
    expect(scoreTransaction({ amount: -1000, payee_name: null }, h, lookup.assignableIds)).toBeNull();
  });
});

describe('roundConfidence', () => {
  it('rounds half away from zero on the exact rational', () => {
    expect(roundConfidence(1, 8)).toBe(0.13); // 0.125
    expect(roundConfidence(1, 3)).toBe(0.33);
    expect(roundConfidence(2, 3)).toBe(0.67);
    expect(roundConfidence(5, 5)).toBe(1);
    expect(roundConfidence(0, 0)).toBe(0);
    expect(roundConfidence(7, 400)).toBe(0.02); // 0.0175
  });

  it('refuses what is not a pair of counts', () => {
    for (const [count, total] of [
      [-1, 2],
      [1, -2],
      [0.5, 1],
      [1, 1.5],
      [2 ** 53, 2 ** 53],
      [1, Number.NaN],
    ] as const) {
      expect(() => roundConfidence(count, total)).toThrow(new RangeError(`not a count: ${count}/${total}`));
    }
  });
});

describe('threshold as a decimal', () => {
  it('reads the threshold as the decimal it prints', () => {
    expect(decimalFraction(0.9)).toEqual({ num: 9n, den: 10n });
    expect(decimalFraction(1e-7)).toEqual({ num: 1n, den: 10000000n });
    expect(decimalFraction(1.5e21)).toEqual({ num: 1500000000000000000000n, den: 1n });
    expect(decimalFraction(-0.25)).toEqual({ num: -25n, den: 100n });
    expect(decimalFraction(12.5)).toEqual({ num: 125n, den: 10n });
    expect(decimalFraction(-1.25e-7)).toEqual({ num: -125n, den: 1000000000n });
    expect(decimalFraction(1e21)).toEqual({ num: 1000000000000000000000n, den: 1n });
    expect(decimalFraction(0)).toEqual({ num: 0n, den: 1n });
    expect(decimalFraction(1)).toEqual({ num: 1n, den: 1n });
    expect(meetsThreshold(7, 10, 0.7)).toBe(true);
    expect(meetsThreshold(0, 0, 0)).toBe(false);
  });

  it('refuses a threshold that is not a finite number', () => {
    for (const x of [Number.NaN, Infinity, -Infinity])
      expect(() => decimalFraction(x)).toThrow(new RangeError(`not a finite number: ${x}`));
  });
});
