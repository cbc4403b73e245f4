// Examples of src/logic/planning/runway.ts (algorithms.md §16) on the demo plan's data and on small plans: the
// accounts counted, card debt, the essential groups, rounding to the plan's unit, and the message variants.
import { describe, expect, it } from 'vitest';
import type { LineTransaction } from '../../../src/logic/planning/budget-lines.ts';
import {
  isSpending,
  MAX_LISTED_ACCOUNTS,
  matchGroups,
  planRunway,
  type Runway,
  type RunwayInput,
} from '../../../src/logic/planning/runway.ts';
import { accounts, categoryGroups, TODAY } from '../fixtures/demo.ts';
import { demoTransactions } from '../fixtures/demo-with-transfers.ts';
import { lineTx } from '../fixtures/line-transaction.ts';

const demo: RunwayInput = { accounts, transactions: demoTransactions, today: TODAY, monthsCount: 6, includeSavings: true, digits: 2 };

function ok(input: RunwayInput): Runway {
  const outcome = planRunway(input);
  if (!outcome.ok) throw new Error(`refused: ${outcome.values}`);
  return outcome.runway;
}

const spend = (date: string, amount: number, category = 'cat-rent'): LineTransaction => lineTx(date, amount, category);

// The small plans: Checking with 3,000.00, and the history a describe gives over the last three months.
const checking: RunwayInput['accounts'][number] = {
  id: 'acc-checking',
  name: 'Checking',
  type: 'checking',
  on_budget: true,
  closed: false,
  deleted: false,
  balance: 3_000_000,
};
const small = (transactions: LineTransaction[]): RunwayInput => ({
  accounts: [checking],
  transactions,
  today: TODAY,
  monthsCount: 3,
  includeSavings: true,
  digits: 2,
});

describe('runway on the demo plan', () => {
  it('defaults: 4,112.66 over 1,348.71 a month is 3.0 months', () => {
    const r = ok(demo);
    expect(r).toMatchObject({
      liquid: 4112.66,
      owed_on_cards: 0,
      spending: { monthly_spending: 1348.71, runway_months: 3 },
      essential: null,
      months: ['2026-06', '2026-07', '2026-08'],
      left_out: ['Joint savings', 'Car loan'],
    });
  });

  it('essential Bills and Everyday: 1,313.22 a month, 3.1 months', () => {
    const r = ok({ ...demo, groups: categoryGroups, essentialGroups: ['Bills', 'Everyday'] });
    expect(r.essential).toEqual({ monthly_spending: 1313.22, runway_months: 3.1 });
    expect(r.essential_groups).toEqual(['Bills', 'Everyday']);
  });

  it('without savings: 3,512.66, 2.6 months', () => {
    const r = ok({ ...demo, includeSavings: false });
    expect(r.liquid).toBe(3512.66);
    expect(r.spending.runway_months).toBe(2.6);
    expect(r.left_out).toEqual(['Savings', 'Joint savings', 'Car loan']);
  });

  it('refuses unknown groups, listing the groups list_category_groups shows', () => {
    expect(
      planRunway({ ...demo, groups: categoryGroups, essentialGroups: ['Bills', 'Food', 'Uncategorized', 'grp-internal-master-category'] }),
    ).toEqual({
      ok: false,
      error: 'unknown_groups',
      values: '‘Food’, ‘Uncategorized’, ‘grp-internal-master-category’',
      groups: '‘Bills’, ‘Everyday’, ‘Fun’, ‘Savings goals’',
    });
  });
});

describe('matchGroups', () => {
  it('matches ids and names ignoring case and surrounding white space, but never hidden or internal groups', () => {
    const groups = [...categoryGroups, { id: 'grp-old', name: 'Old', hidden: true, deleted: false, internal: false, categories: [] }];
    const { matched, unknown } = matchGroups(groups, ['\u00a0EVERYDAY\t', 'grp-bills', 'old', 'Internal Master Category']);
    expect(matched.map((g) => g.id)).toEqual(['grp-bills', 'grp-everyday']);
    expect(unknown).toEqual(['old', 'Internal Master Category']);
  });

  it('matches a name as list_category_groups shows it, cleaned', () => {
    const groups = [{ id: 'g1', name: 'Bills\u200b\nand more', hidden: false, deleted: false, internal: false, categories: [] }];
    expect(matchGroups(groups, ['bills and more']).matched.map((g) => g.id)).toEqual(['g1']);
  });
});

describe('runway on small plans', () => {
  const base = small([spend('2026-06-03', -1_000_000), spend('2026-07-03', -1_000_000), spend('2026-08-03', -1_001_000)]);

  it('rounds the average to the plan’s unit: 1,000.33 with cents, 1,000 without', () => {
    expect(ok(base).spending).toEqual({ monthly_spending: 1000.33, runway_months: 3 });
    expect(ok({ ...base, digits: 0 }).spending).toEqual({ monthly_spending: 1000, runway_months: 3 });
    expect(ok({ ...base, digits: 3 }).spending.monthly_spending).toBe(1000.333);
  });

  it('subtracts what is owed on cards and says so; a card in credit adds to the money', () => {
    const card: RunwayInput['accounts'][number] = {
      id: 'acc-visa',
      name: 'Visa',
      type: 'creditCard',
      on_budget: true,
      closed: false,
      deleted: false,
      balance: -450_000,
    };
    const loc: RunwayInput['accounts'][number] = {
      id: 'acc-loc',
      name: 'Line',
      type: 'lineOfCredit',
      on_budget: true,
      closed: false,
      deleted: false,
      balance: 50_000,
    };
    const r = ok({ ...base, accounts: [checking, card, loc] });
    expect(r).toMatchObject({ liquid: 2600, owed_on_cards: 400 });
    expect(r.notes).toContain('400.00 owed on credit cards and lines of credit was subtracted from the money available.');
  });

  it('gives 0 months when nothing is available, null when nothing was spent', () => {
    const broke = ok({ ...base, accounts: [{ ...checking, balance: -10_000 }] });
    expect(broke.spending.runway_months).toBe(0);
    expect(broke.notes).toContain('The money available is zero or less.');
    expect(broke.message).toContain('so nothing is left to cover spending (0 months)');
    const income = ok({ ...base, transactions: [spend('2026-06-03', 2_000_000, 'cat-inflow')] });
    expect(income.spending).toEqual({ monthly_spending: 0, runway_months: null });
    expect(income.message).toContain('nothing was spent');
  });

  it('says when no complete month exists yet', () => {
    const r = ok({ ...base, transactions: [spend('2026-09-03', -5000)] });
    expect(r.months).toEqual([]);
    expect(r.spending).toEqual({ monthly_spending: 0, runway_months: null });
    expect(r.message).toBe(
      "No complete month of spending exists yet (the plan's transactions start in 2026-09), so there is no spending to average and no runway to measure. The money available is 3000.00 (1 account(s)).",
    );
    expect(r.notes).toContain('None of the 3 months asked holds budget transactions.');
  });

  it('leaves out closed, deleted, tracking and other-type accounts from the money and lists the open ones left out', () => {
    const extra: RunwayInput['accounts'][number][] = [
      { ...checking, id: 'a2', name: 'Closed', closed: true },
      { ...checking, id: 'a3', name: 'Deleted', deleted: true },
      { ...checking, id: 'a4', name: 'Brokerage', type: 'otherAsset', on_budget: false },
      { ...checking, id: 'a5', name: 'Mortgage', type: 'mortgage', on_budget: false, balance: -9_000_000 },
      { ...checking, id: 'a6', name: 'Wallet', type: 'cash', balance: 20_000 },
    ];
    const r = ok({ ...base, accounts: [checking, ...extra] });
    expect(r.accounts.map((a) => a.name)).toEqual(['Checking', 'Wallet']);
    expect(r.left_out).toEqual(['Brokerage', 'Mortgage']);
    expect(r.liquid).toBe(3020);
  });

  it('lists at most 50 accounts and counts the others', () => {
    const many = Array.from({ length: 60 }, (_, i) => ({ ...checking, id: `a${i}`, name: `Account ${i}`, balance: 1000 }));
    const r = ok({ ...base, accounts: many });
    expect(r.accounts).toHaveLength(MAX_LISTED_ACCOUNTS);
    expect(r.accounts_more).toBe(10);
    expect(r.liquid).toBe(60);
    expect(r.notes.some((n) => n.includes('accounts_more'))).toBe(true);
  });

  it('cleans account and group names', () => {
    const r = ok({
      ...base,
      accounts: [{ ...checking, name: 'Check\u202eing\nnow' }],
      groups: [{ id: 'g', name: 'Bi\u200blls', hidden: false, deleted: false, internal: false, categories: [{ id: 'cat-rent' }] }],
      essentialGroups: ['g'],
    });
    expect(r.accounts[0]!.name).toBe('Checking now');
    expect(r.essential_groups).toEqual(['Bills']);
    expect(r.essential).toEqual(r.spending);
  });
});

describe('runway’s message and notes', () => {
  const history = [
    spend('2026-06-03', -1_000_000),
    spend('2026-07-03', -1_000_000, 'cat-food'),
    spend('2026-08-03', -1_001_000, 'cat-fun'),
  ];
  const base = small(history);
  const group = (id: string, name: string, categories: string[]) => ({
    id,
    name,
    hidden: false,
    deleted: false,
    internal: false,
    categories: categories.map((c) => ({ id: c })),
  });
  const groups = [
    group('g-bills', 'Bills', ['cat-rent']),
    group('g-food', 'Food', ['cat-food']),
    group('g-fun', 'Fun', ['cat-fun']),
    group('g-gifts', 'Gifts', ['cat-gifts']),
  ];
  const NOTES = [
    'No future income is assumed: the runway is the money available divided by the average monthly spending.',
    'Transfers between budget accounts and to tracking accounts that hold assets are not spending; payments to a tracking loan are.',
    'Tracking (off-budget) accounts are not counted as money available.',
    'Past spending is no promise of future spending: check the figures with the user.',
  ];

  it('gives the pace, the money and how long it lasts over several months, with the notes every runway has', () => {
    const r = ok(base);
    expect(r.message).toBe(
      'Over the 3 complete month(s) 2026-06 to 2026-08, spending averaged 1000.33 a month. The money available is 3000.00 (1 account(s)), which lasts 3.0 months at that pace.',
    );
    expect(r.notes).toEqual(NOTES);
    expect(r.essential_groups).toEqual([]);
  });

  it('names the one month when there is one, and says the average covers only the months the plan has', () => {
    const r = ok({ ...base, transactions: [spend('2026-08-03', -600_000)] });
    expect(r.message).toBe(
      'Over the 1 complete month(s) 2026-08, spending averaged 600.00 a month. The money available is 3000.00 (1 account(s)), which lasts 5.0 months at that pace.',
    );
    expect(r.notes).toEqual([
      ...NOTES,
      'Only the last 1 of the 3 months asked hold transactions (the plan starts in 2026-08): the average covers those.',
    ]);
  });

  it('says when the plan has no budget transaction at all', () => {
    const r = ok({ ...base, transactions: [], monthsCount: 1 });
    expect(r.message).toBe(
      'No complete month of spending exists yet (the plan has no budget transaction), so there is no spending to average and no runway to measure. The money available is 3000.00 (1 account(s)).',
    );
    expect(r.notes).toEqual([...NOTES, 'None of the 1 month asked holds budget transactions.']);
  });

  it('measures no runway when nothing was spent', () => {
    const r = ok({ ...base, transactions: [spend('2026-06-03', 2_000_000, 'cat-inflow')] });
    expect(r.message).toBe(
      'Over the 3 complete month(s) 2026-06 to 2026-08, nothing was spent. The money available is 3000.00 (1 account(s)), so no runway can be measured.',
    );
  });

  it('gives 0 months for no money at all, and says so', () => {
    const r = ok({ ...base, accounts: [{ ...checking, balance: 0 }] });
    expect(r.spending.runway_months).toBe(0);
    expect(r.message).toBe(
      'Over the 3 complete month(s) 2026-06 to 2026-08, spending averaged 1000.33 a month. The money available is 0.00 (1 account(s)), so nothing is left to cover spending (0 months).',
    );
    expect(r.notes).toEqual([...NOTES, 'The money available is zero or less.']);
  });

  it('adds what essential spending costs and how long the money lasts on it alone', () => {
    const r = ok({ ...base, groups, essentialGroups: ['Bills', 'Food'] });
    expect(r.essential).toEqual({ monthly_spending: 666.67, runway_months: 4.5 });
    expect(r.message).toBe(
      'Over the 3 complete month(s) 2026-06 to 2026-08, spending averaged 1000.33 a month. The money available is 3000.00 (1 account(s)), which lasts 3.0 months at that pace. Essential spending (Bills, Food) averaged 666.67 a month: the money available lasts 4.5 months on essentials alone.',
    );
    const broke = ok({ ...base, accounts: [{ ...checking, balance: -5000 }], groups, essentialGroups: ['Bills'] });
    expect(broke.message).toMatch(
      / Essential spending \(Bills\) averaged 333\.33 a month: the money available covers none of it \(0 months\)\.$/,
    );
    const none = ok({ ...base, groups, essentialGroups: ['Gifts'] });
    expect(none.essential).toEqual({ monthly_spending: 0, runway_months: null });
    expect(none.message).toMatch(/at that pace\. Nothing was spent in the essential groups \(Gifts\)\.$/);
  });

  it('never counts an uncategorised line as essential', () => {
    const r = ok({
      ...base,
      transactions: [...history, { ...spend('2026-07-09', -300_000), category_id: null }],
      groups,
      essentialGroups: ['Bills'],
    });
    expect(r.essential!.monthly_spending).toBe(333.33);
  });

  it('refuses every essential group when the plan’s groups were not given', () => {
    expect(planRunway({ ...base, essentialGroups: ['Bi\u200bl\nls'] })).toEqual({
      ok: false,
      error: 'unknown_groups',
      values: '‘Bil ls’',
      groups: 'none (the plan has no category group of its own)',
    });
  });

  it('notes savings left out only for an on-budget savings account', () => {
    const savings: RunwayInput['accounts'][number] = { ...checking, id: 'acc-savings', name: 'Savings', type: 'savings' };
    const tracking: RunwayInput['accounts'][number] = {
      ...checking,
      id: 'acc-brokerage',
      name: 'Brokerage',
      type: 'otherAsset',
      on_budget: false,
    };
    const saved = ok({ ...base, accounts: [checking, savings, tracking], includeSavings: false });
    expect(saved.notes).toEqual([...NOTES, 'Savings accounts were left out of the money available (include_savings is false).']);
    const offBudgetSavings = ok({ ...base, accounts: [checking, { ...savings, on_budget: false }], includeSavings: false });
    expect(offBudgetSavings.notes).toEqual(NOTES);
    expect(ok({ ...base, accounts: [checking, tracking], includeSavings: false }).notes).toEqual(NOTES);
    // An on-budget account of a type that is not money at hand is left out, but is no savings account.
    expect(ok({ ...base, accounts: [checking, { ...tracking, on_budget: true }], includeSavings: false }).notes).toEqual(NOTES);
  });

  it('says the lists are cut when either one is longer than 50, not at 50', () => {
    const cut =
      'Only the first 50 accounts are listed in accounts and in left_out; accounts_more and left_out_more count the others (liquid counts them all).';
    const tracking = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        ...checking,
        id: `t${i}`,
        name: `Tracking ${i}`,
        type: 'otherAsset' as const,
        on_budget: false,
      }));
    const counted = (n: number) => Array.from({ length: n }, (_, i) => ({ ...checking, id: `c${i}`, name: `Account ${i}` }));
    expect(ok({ ...base, accounts: [checking, ...tracking(51)] }).notes.at(-1)).toBe(cut);
    expect(ok({ ...base, accounts: [checking, ...counted(49)] }).notes).toEqual(NOTES);
    expect(ok({ ...base, accounts: [checking, ...tracking(50)] }).notes).toEqual(NOTES);
  });

  it('counts a line of 0 as no spending', () => {
    expect(isSpending({ month: '2026-06-01', amount: 0, category_id: 'cat-rent', transfer: 'none', payee_name: null })).toBe(false);
    expect(isSpending({ month: '2026-06-01', amount: -1, category_id: 'cat-rent', transfer: 'none', payee_name: null })).toBe(true);
  });
});

describe('matchGroups by name', () => {
  const groups = [
    { id: 'g1', name: 'Bi\u200blls', hidden: false, deleted: false, internal: false, categories: [] },
    { id: 'g2', name: 'Straße', hidden: false, deleted: false, internal: false, categories: [] },
  ];

  it('matches the name as YNAB holds it, and compares names lower-cased', () => {
    expect(matchGroups(groups, ['BI\u200bLLS']).matched.map((g) => g.id)).toEqual(['g1']);
    expect(matchGroups(groups, ['STRASSE', 'straße'])).toEqual({ matched: [groups[1]], unknown: ['STRASSE'] });
  });
});
