// Examples and properties for src/logic/budget/move-plan.ts: move_money's checks in order, the demo question and
// figures (demo-plan.md §8), the subject and journal details, and algorithms.md §24's invariant.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromMilli } from '../../../src/logic/core/money.ts';
import { checkMoveArgs, moveAmounts, planMove } from '../../../src/logic/budget/move-plan.ts';
import { monthCategories } from '../fixtures/budget-month.ts';

const args = (from_category_id: string, to_category_id: string, amount = 30, month = 'current') => ({
  month,
  from_category_id,
  to_category_id,
  amount,
});
const request = (from_category_id: string, to_category_id: string, amount = 30, digits = 2) => ({
  from_category_id,
  to_category_id,
  month: '2026-09-01',
  amount,
  digits,
});

describe('checkMoveArgs', () => {
  it('resolves the month', () => {
    expect(checkMoveArgs(args('cat-tennis', 'cat-restaurants'), '2026-09-25')).toEqual({ ok: true, month: '2026-09-01' });
  });

  it('checks bad_month, then same_category, then bad_amount', () => {
    expect(checkMoveArgs(args('a', 'a', 1.0001, 'September'), '2026-09-25')).toEqual({ ok: false, error: 'bad_month', value: 'September' });
    expect(checkMoveArgs(args('a', 'a', 1.0001), '2026-09-25')).toEqual({ ok: false, error: 'same_category', category_id: 'a' });
    expect(checkMoveArgs(args('a', 'b', 1.0001), '2026-09-25')).toEqual({ ok: false, error: 'bad_amount', amount: '1.0001' });
  });
});

describe('planMove', () => {
  it('gives the demo question, figures, subject and journal details', () => {
    expect(planMove(request('cat-tennis', 'cat-restaurants'), monthCategories)).toEqual({
      ok: true,
      amount: 30000,
      source: { category_id: 'cat-tennis', name: 'Tennis', from: 80000, to: 50000, available_after: 202000 },
      target: { category_id: 'cat-restaurants', name: 'Restaurants', from: 120000, to: 150000, available_after: 7500 },
      subject: { from_category_id: 'cat-tennis', to_category_id: 'cat-restaurants', month: '2026-09-01', amount: 30000 },
      details: {
        month: '2026-09-01',
        changes: [
          { category_id: 'cat-tennis', from: 80000, to: 50000 },
          { category_id: 'cat-restaurants', from: 120000, to: 150000 },
        ],
      },
      seen: {
        source: { name: 'Tennis', from: 80000, to: 50000, available_after: 202000 },
        target: { name: 'Restaurants', from: 120000, to: 150000, available_after: 7500 },
      },
      question: 'Move 30.00 from Tennis to Restaurants for 2026-09-01?\n- Tennis: 80.00 → 50.00\n- Restaurants: 120.00 → 150.00',
    });
  });

  it('checks too_many_decimals, then the source, then the target', () => {
    expect(planMove(request('cat-nope', 'cat-nada', 0.5, 0), monthCategories)).toEqual({
      ok: false,
      error: 'too_many_decimals',
      amount: '0.5',
      decimals: 0,
    });
    expect(planMove(request('cat-nope', 'cat-nada'), monthCategories)).toEqual({
      ok: false,
      error: 'unknown_category',
      category_id: 'cat-nope',
    });
    expect(planMove(request('cat-tennis', 'cat-nada'), monthCategories)).toEqual({
      ok: false,
      error: 'unknown_category',
      category_id: 'cat-nada',
    });
  });

  it.each(['cat-inflow', 'cat-uncategorized', 'cat-old', 'cat-gone', 'cat-visa'])('refuses %s on either side', (id) => {
    expect(planMove(request(id, 'cat-tennis'), monthCategories)).toEqual({ ok: false, error: 'unknown_category', category_id: id });
    expect(planMove(request('cat-tennis', id), monthCategories)).toEqual({ ok: false, error: 'unknown_category', category_id: id });
  });

  it('moves more than the source holds (YNAB allows a negative assignment)', () => {
    const plan = planMove(request('cat-tennis', 'cat-restaurants', 100), monthCategories);
    expect(plan.ok && plan.question).toBe(
      'Move 100.00 from Tennis to Restaurants for 2026-09-01?\n- Tennis: 80.00 → -20.00\n- Restaurants: 120.00 → 220.00',
    );
  });

  it('cleans a forged name: it cannot add a line to the question', () => {
    const plan = planMove(request('cat-evil', 'cat-tennis', 1), monthCategories);
    expect(plan.ok && plan.question.split('\n')).toHaveLength(3);
  });
});

describe('planMove properties', () => {
  const budgeted = fc.integer({ min: -(10 ** 12), max: 10 ** 12 });
  const cat = (id: string, amount: number, balance: number): Parameters<typeof planMove>[1][number] => ({
    id,
    name: id,
    hidden: false,
    deleted: false,
    budgeted: amount,
    balance,
  });

  it('moveAmounts keeps the sum (algorithms.md §24)', () => {
    fc.assert(
      fc.property(budgeted, budgeted, fc.integer({ min: 1, max: 10 ** 12 }), (s, t, x) => {
        const after = moveAmounts(s, t, x);
        return after.source + after.target === s + t && after.source === s - x && after.target === t + x;
      }),
    );
  });

  it('moves exactly the amount sent; assigned and available move together', () => {
    fc.assert(
      fc.property(budgeted, budgeted, budgeted, budgeted, fc.integer({ min: 1, max: 10 ** 9 }), (s, t, sb, tb, cents) => {
        const amount = fromMilli(cents * 10);
        const plan = planMove({ from_category_id: 'a', to_category_id: 'b', month: '2026-09-01', amount, digits: 2 }, [
          cat('a', s, sb),
          cat('b', t, tb),
        ]);
        if (!plan.ok) return false;
        const { source, target } = plan;
        return (
          plan.amount === cents * 10 &&
          source.from - source.to === plan.amount &&
          target.to - target.from === plan.amount &&
          source.to + target.to === s + t &&
          source.available_after === sb - plan.amount &&
          target.available_after === tb + plan.amount &&
          plan.question.split('\n').length === 3
        );
      }),
    );
  });
});
