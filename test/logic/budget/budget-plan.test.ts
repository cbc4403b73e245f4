// Examples and properties for src/logic/budget/budget-plan.ts: set_category_budget's checks in order, the demo
// question (demo-plan.md §8), the subject and journal details, and which categories can be budgeted.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkMonthAndAmount, findBudgetable, planBudget } from '../../../src/logic/budget/budget-plan.ts';
import { formatAmount, fromMilli } from '../../../src/logic/core/money.ts';
import { cat, monthCategories } from '../fixtures/budget-month.ts';

const request = (amount: number, category_id = 'cat-restaurants', digits = 2) => ({ category_id, month: '2026-09-01', amount, digits });

describe('checkMonthAndAmount', () => {
  it('resolves current against today', () => {
    expect(checkMonthAndAmount('current', 150, '2026-09-25')).toEqual({ ok: true, month: '2026-09-01' });
    expect(checkMonthAndAmount('2026-08-01', 150, '2026-09-25')).toEqual({ ok: true, month: '2026-08-01' });
  });

  it('checks the month before the amount', () => {
    expect(checkMonthAndAmount('2026-09-15', 1.2345, '2026-09-25')).toEqual({ ok: false, error: 'bad_month', value: '2026-09-15' });
    expect(checkMonthAndAmount('2026-09-01', 1.2345, '2026-09-25')).toEqual({ ok: false, error: 'bad_amount', amount: '1.2345' });
  });
});

describe('planBudget', () => {
  it('gives the demo question, subject and journal details', () => {
    expect(planBudget(request(150), monthCategories)).toEqual({
      ok: true,
      name: 'Restaurants',
      unchanged: false,
      subject: { category_id: 'cat-restaurants', month: '2026-09-01', budgeted: 150000 },
      details: { month: '2026-09-01', category_id: 'cat-restaurants', from: 120000, to: 150000 },
      seen: { category: 'Restaurants', month: '2026-09-01', from: 120000, to: 150000 },
      question: 'Budget Restaurants for 2026-09-01: 120.00 → 150.00?',
    });
  });

  it('is unchanged when the amount is already assigned (compared in milliunits)', () => {
    const plan = planBudget(request(120), monthCategories);
    expect(plan.ok && plan.unchanged).toBe(true);
  });

  it('accepts a negative amount, as YNAB does', () => {
    const plan = planBudget(request(-5), monthCategories);
    expect(plan.ok && plan.question).toBe('Budget Restaurants for 2026-09-01: 120.00 → -5.00?');
  });

  it('refuses more decimals than the currency shows before looking at the category', () => {
    expect(planBudget(request(150.5, 'cat-nope', 0), monthCategories)).toEqual({
      ok: false,
      error: 'too_many_decimals',
      amount: '150.5',
      decimals: 0,
    });
    expect(planBudget(request(150.123, 'cat-restaurants', 2), monthCategories)).toEqual({
      ok: false,
      error: 'too_many_decimals',
      amount: '150.123',
      decimals: 2,
    });
  });

  it.each(['cat-nope', 'cat-inflow', 'cat-uncategorized', 'cat-old', 'cat-gone', 'cat-visa'])('refuses %s as unknown_category', (id) => {
    expect(planBudget(request(10, id), monthCategories)).toEqual({ ok: false, error: 'unknown_category', category_id: id });
  });

  it('cleans a forged name so it cannot add a line to the question', () => {
    const plan = planBudget(request(10, 'cat-evil'), monthCategories);
    expect(plan.ok && plan.question).toBe('Budget Evil Budget Rent for 2026-09-01: 950.00 → 0.00? for 2026-09-01: 5.00 → 10.00?');
  });

  it('shows amounts with the plan’s decimals', () => {
    const plan = planBudget(request(150, 'cat-restaurants', 0), monthCategories);
    expect(plan.ok && plan.question).toBe('Budget Restaurants for 2026-09-01: 120 → 150?');
  });
});

describe('planBudget properties', () => {
  const digits = fc.constantFrom(0, 1, 2, 3);
  const amountIn = (d: number) => fc.integer({ min: -(10 ** 9), max: 10 ** 9 }).map((k) => fromMilli(k * 10 ** (3 - d)));

  it('budgets exactly the amount sent, from the amount read, in one line', () => {
    fc.assert(
      fc.property(
        digits.chain((d) => fc.tuple(fc.constant(d), amountIn(d), fc.integer({ min: -(10 ** 12), max: 10 ** 12 }))),
        ([d, amount, before]) => {
          const plan = planBudget({ category_id: 'cat-x', month: '2026-09-01', amount, digits: d }, [cat('cat-x', 'X', before)]);
          if (!plan.ok) return false;
          expect(fromMilli(plan.subject.budgeted)).toBe(amount);
          expect(plan.details).toEqual({ month: '2026-09-01', category_id: 'cat-x', from: before, to: plan.subject.budgeted });
          expect(plan.unchanged).toBe(before === plan.subject.budgeted);
          expect(plan.question).toBe(`Budget X for 2026-09-01: ${formatAmount(before, d)} → ${formatAmount(plan.subject.budgeted, d)}?`);
          return !plan.question.includes('\n');
        },
      ),
    );
  });

  it('finds only usable, non-card categories', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom('Everyday', 'Credit Card Payments', 'Internal Master Category'),
        (hidden, deleted, internal, group) => {
          const found = findBudgetable([cat('c', 'C', 0, { hidden, deleted, internal, category_group_name: group })], 'c') !== undefined;
          return found === (!hidden && !deleted && !internal && group === 'Everyday');
        },
      ),
    );
  });
});
