// Examples for src/logic/transactions/split-plan.ts: the demo split of tx-046 (demo-plan.md §8), each split check of
// algorithms.md §22 in its order, the lines sent and shown, and the question's last line.
import { describe, expect, it } from 'vitest';
import type { ClassifyGroup, ClassifyTransaction } from '../../../src/logic/classify/classify-inputs.ts';
import { SPLIT_UNDO_WARNING, checkSplitAmounts, planSplit, type SplitLineArg } from '../../../src/logic/transactions/split-plan.ts';
import { RECEIPT, RECEIPT_QUESTION, receiptFields } from '../../fixtures/demo-answers.ts';
import { classifyAccounts, classifyGroups, classifyTransactions, trackingTransactions } from '../fixtures/demo-classify.ts';

const extraGroups: ClassifyGroup[] = [
  {
    id: 'grp-odd',
    name: 'Odd',
    hidden: false,
    deleted: false,
    internal: false,
    categories: [
      { id: 'cat-old', name: 'Old', hidden: true, deleted: false },
      { id: 'cat-gone', name: 'Gone', hidden: false, deleted: true },
    ],
  },
  {
    id: 'grp-cc',
    name: 'Credit Card Payments',
    hidden: false,
    deleted: false,
    internal: false,
    categories: [{ id: 'cat-visa', name: 'Visa', hidden: false, deleted: false }],
  },
];
const extraTransactions: ClassifyTransaction[] = [
  { id: 'tx-deleted', date: '2026-09-10', amount: -10000, account_id: 'acc-checking', payee_name: 'Gone', deleted: true },
  {
    id: 'tx-split',
    date: '2026-09-11',
    amount: -10000,
    account_id: 'acc-checking',
    payee_name: 'Split',
    deleted: false,
    subtransactions: [{ deleted: false }, { deleted: false }],
  },
  {
    id: 'tx-was-split',
    date: '2026-09-11',
    amount: -10000,
    account_id: 'acc-checking',
    payee_name: 'Was split',
    category_id: 'cat-uncategorized',
    deleted: false,
    subtransactions: [{ deleted: true }],
  },
  {
    id: 'tx-bare',
    date: '2026-09-12',
    amount: -10000,
    account_id: 'acc-checking',
    payee_name: null,
    category_id: null,
    category_name: null,
    deleted: false,
  },
  {
    id: 'tx-retired',
    date: '2026-09-12',
    amount: -10000,
    account_id: 'acc-checking',
    payee_name: 'Shop',
    category_id: 'cat-retired',
    category_name: 'Retired',
    deleted: false,
  },
  {
    id: 'tx-retired-unnamed',
    date: '2026-09-12',
    amount: -10000,
    account_id: 'acc-checking',
    payee_name: 'Shop',
    category_id: 'cat-retired',
    deleted: false,
  },
];
const data = (digits = 2) => ({
  transactions: [...classifyTransactions, ...trackingTransactions, ...extraTransactions],
  accounts: classifyAccounts,
  groups: [...classifyGroups, ...extraGroups],
  digits,
});

const demoLines: SplitLineArg[] = RECEIPT;

describe('planSplit', () => {
  it('splits the demo receipt (demo-plan.md §8)', () => {
    expect(planSplit('tx-046', demoLines, data())).toEqual({
      ok: true,
      fields: receiptFields(),
      subject: {
        transaction_id: 'tx-046',
        lines: [
          { amount: -51130, category_id: 'cat-groceries', memo: null },
          { amount: -14990, category_id: 'cat-tennis', memo: null },
        ],
      },
      seen: {
        date: '2026-09-05',
        payee: 'CB MARKET FRESH FACT 050926 525130******1',
        amount: -66120,
        lines: [
          { amount: -51130, category: 'Groceries', memo: null },
          { amount: -14990, category: 'Tennis', memo: null },
        ],
      },
      question: RECEIPT_QUESTION,
    });
  });

  it('trims memos, shows them, and sends a blank one as none', () => {
    const p = planSplit(
      'tx-054',
      [
        { amount: -60, category_id: 'cat-restaurants', memo: '  dinner  ' },
        { amount: -28, category_id: 'cat-groceries', memo: ' ' },
      ],
      data(),
    );
    if (!p.ok) throw new Error(p.error);
    expect(p.subject.lines.map((l) => l.memo)).toEqual(['dinner', null]);
    expect(p.fields.from_category).toBe('Restaurants');
    expect(p.question.split('\n')).toEqual([
      'Split 2026-09-22 Chez Lucie -88.00 into 2 lines?',
      '- Restaurants -60.00 — memo: dinner',
      '- Groceries -28.00',
      `- ${SPLIT_UNDO_WARNING}`,
    ]);
  });

  it('shows Uncategorized as no category before, and accepts a transaction whose lines are all deleted', () => {
    const p = planSplit(
      'tx-was-split',
      [
        { amount: -4, category_id: 'cat-rent' },
        { amount: -6, category_id: 'cat-power' },
      ],
      data(),
    );
    expect(p.ok && p.fields.from_category).toBe(null);
  });

  it('shows no category before for none, and YNAB’s name (or the id) for one the plan no longer lists', () => {
    const two: SplitLineArg[] = [
      { amount: -4, category_id: 'cat-rent' },
      { amount: -6, category_id: 'cat-power' },
    ];
    const categoryBefore = (id: string) => {
      const p = planSplit(id, two, data());
      return p.ok ? p.fields.from_category : p.error;
    };
    expect(categoryBefore('tx-bare')).toBeNull();
    expect(categoryBefore('tx-retired')).toBe('Retired');
    expect(categoryBefore('tx-retired-unnamed')).toBe('cat-retired');
  });

  it('leaves an empty payee out of the question rather than two spaces', () => {
    const p = planSplit(
      'tx-bare',
      [
        { amount: -4, category_id: 'cat-rent' },
        { amount: -6, category_id: 'cat-power' },
      ],
      data(),
    );
    if (!p.ok) throw new Error(p.error);
    expect(p.fields.payee).toBe('');
    expect(p.question.split('\n')[0]).toBe('Split 2026-09-12 -10.00 into 2 lines?');
  });

  it('lists at most 20 lines, then the count left out, and keeps the warning last', () => {
    const lines = Array.from({ length: 30 }, (_, i): SplitLineArg => ({ amount: i < 29 ? -2 : -8.12, category_id: 'cat-groceries' }));
    const p = planSplit('tx-046', lines, data());
    if (!p.ok) throw new Error(p.error);
    const shown = p.question.split('\n');
    expect(shown).toHaveLength(23);
    expect(shown[0]).toBe('Split 2026-09-05 CB MARKET FRESH FACT 050926 525130******1 -66.12 into 30 lines?');
    expect(shown[21]).toBe('- … and 10 more');
    expect(shown[22]).toBe(`- ${SPLIT_UNDO_WARNING}`);
  });

  it('refuses in the order of §22', () => {
    const cases: [string, SplitLineArg[], unknown][] = [
      ['tx-nope', [], { ok: false, error: 'unknown_transaction', tx_id: 'tx-nope' }],
      ['tx-deleted', [], { ok: false, error: 'deleted_transaction', tx_id: 'tx-deleted' }],
      ['tx-split', [], { ok: false, error: 'already_split', tx_id: 'tx-split' }],
      ['tx-014', [], { ok: false, error: 'transfer_split', tx_id: 'tx-014' }],
      // A transfer to a tracking account is refused too (decision, §22).
      ['tx-001', [], { ok: false, error: 'transfer_split', tx_id: 'tx-001' }],
      ['nw-160', [], { ok: false, error: 'off_budget_split', tx_id: 'nw-160' }],
      ['tx-046', [{ amount: 0, category_id: 'cat-nope', memo: '\n' }], { ok: false, error: 'too_few_lines', count: 1 }],
      [
        'tx-046',
        [
          { amount: -1.111, category_id: 'cat-nope', memo: '\n' },
          { amount: 0, category_id: 'cat-nope' },
        ],
        { ok: false, error: 'zero_line', line: 2 },
      ],
      [
        'tx-046',
        [
          { amount: -1.111, category_id: 'cat-nope' },
          { amount: -1, category_id: 'cat-nope', memo: 'a\u200bb\nc' },
        ],
        { ok: false, error: 'not_one_line', what: 'Memo of line 2', text: 'ab c' },
      ],
      [
        'tx-046',
        [
          { amount: -1, category_id: 'cat-uncategorized' },
          { amount: -1.111, category_id: 'cat-nope' },
        ],
        { ok: false, error: 'too_many_decimals', amount: '-1.111', decimals: 2 },
      ],
      [
        'tx-046',
        [
          { amount: -1, category_id: 'cat-nope' },
          { amount: -1, category_id: 'cat-uncategorized' },
        ],
        { ok: false, error: 'uncategorized_category', category_id: 'cat-uncategorized', line: 2 },
      ],
      [
        'tx-046',
        [
          { amount: -1, category_id: 'cat-visa' },
          { amount: -1, category_id: 'cat-nope' },
        ],
        { ok: false, error: 'unknown_category', category_id: 'cat-nope', line: 2 },
      ],
      [
        'tx-046',
        [
          { amount: -1, category_id: 'cat-rent' },
          { amount: -1, category_id: 'cat-old' },
        ],
        { ok: false, error: 'unknown_category', category_id: 'cat-old', line: 2 },
      ],
      [
        'tx-046',
        [
          { amount: -1, category_id: 'cat-gone' },
          { amount: -1, category_id: 'cat-rent' },
        ],
        { ok: false, error: 'unknown_category', category_id: 'cat-gone', line: 1 },
      ],
      [
        'tx-046',
        [
          { amount: -1, category_id: 'cat-inflow' },
          { amount: -1, category_id: 'cat-rent' },
        ],
        { ok: false, error: 'unknown_category', category_id: 'cat-inflow', line: 1 },
      ],
      [
        'tx-046',
        [
          { amount: -1, category_id: 'cat-rent' },
          { amount: -1, category_id: 'cat-visa' },
        ],
        { ok: false, error: 'card_payment_category', category_id: 'cat-visa', line: 2 },
      ],
      [
        'tx-046',
        [
          { amount: -1, category_id: 'cat-visa' },
          { amount: -1, category_id: 'cat-old' },
        ],
        { ok: false, error: 'unknown_category', category_id: 'cat-old', line: 2 },
      ],
      [
        'tx-046',
        [
          { amount: -1, category_id: 'cat-visa' },
          { amount: -1, category_id: 'cat-rent' },
        ],
        { ok: false, error: 'card_payment_category', category_id: 'cat-visa', line: 1 },
      ],
      [
        'tx-046',
        [
          { amount: -51.13, category_id: 'cat-rent' },
          { amount: -15, category_id: 'cat-tennis' },
        ],
        { ok: false, error: 'lines_sum', total: '-66.13', tx_id: 'tx-046', amount: '-66.12' },
      ],
      [
        'tx-046',
        [
          { amount: 51.13, category_id: 'cat-rent' },
          { amount: 14.99, category_id: 'cat-tennis' },
        ],
        { ok: false, error: 'lines_sum', total: '66.12', tx_id: 'tx-046', amount: '-66.12' },
      ],
    ];
    for (const [id, lines, expected] of cases) expect(planSplit(id, lines, data())).toEqual(expected);
  });

  it('checks decimals against the plan’s currency', () => {
    expect(
      planSplit(
        'tx-046',
        [
          { amount: -66, category_id: 'cat-rent' },
          { amount: -0.12, category_id: 'cat-tennis' },
        ],
        data(0),
      ),
    ).toEqual({ ok: false, error: 'too_many_decimals', amount: '-0.12', decimals: 0 });
  });
});

describe('checkSplitAmounts', () => {
  it('refuses the first amount with more than 3 decimals', () => {
    expect(checkSplitAmounts(demoLines)).toEqual({ ok: true });
    expect(
      checkSplitAmounts([
        { amount: -1.2345, category_id: 'x' },
        { amount: 1e-7, category_id: 'y' },
      ]),
    ).toEqual({ ok: false, error: 'bad_amount', amount: '-1.2345' });
  });
});
