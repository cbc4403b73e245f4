// Properties of src/logic/planning/savings-rate.ts (algorithms.md §17): saved = income − spending per month and in
// total; rate is null iff income is 0; an on-budget transfer pair changes nothing; moved_to_tracking ≥ 0;
// a Starting Balance inflow never counts as income.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { savingsRate, type SavingsInput } from '../../../src/logic/planning/savings-rate.ts';
import { dateArb, earliestOnBudget, insideHistory, planArbs, transferPair } from '../fixtures/budget-lines-arbitraries.ts';

const inputArb: fc.Arbitrary<SavingsInput> = fc.record(planArbs);

// Amounts leave in currency units: compare them as milliunits, exactly.
const milli = (x: number): number => Math.round(x * 1000);

describe('savings rate', () => {
  it('saved = income − spending per month and in total; spending and moved_to_tracking are ≥ 0', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const r = savingsRate(input);
        for (const row of [...r.months, r]) {
          expect(milli(row.saved)).toBe(milli(row.income) - milli(row.spending));
          expect(row.spending).toBeGreaterThanOrEqual(0);
          expect(row.income).toBeGreaterThanOrEqual(0);
        }
        expect(milli(r.income)).toBe(r.months.reduce((s, m) => s + milli(m.income), 0));
        expect(milli(r.spending)).toBe(r.months.reduce((s, m) => s + milli(m.spending), 0));
        expect(r.moved_to_tracking).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('rate is null iff income is 0, and best/worst are months with a rate', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const r = savingsRate(input);
        for (const row of [...r.months, r]) expect(row.rate === null).toBe(row.income === 0);
        for (const pick of [r.best_month, r.worst_month]) {
          if (pick === null) expect(r.months.every((m) => m.rate === null)).toBe(true);
          else expect(r.months.find((m) => m.month === pick)?.rate).not.toBeNull();
        }
        const rates = r.months.flatMap((m) => (m.rate === null ? [] : [m.rate]));
        if (rates.length > 0) {
          expect(r.months.find((m) => m.month === r.best_month)!.rate).toBe(Math.max(...rates));
          expect(r.months.find((m) => m.month === r.worst_month)!.rate).toBe(Math.min(...rates));
        }
      }),
    );
  });

  it('an on-budget transfer pair changes nothing', () => {
    fc.assert(
      fc.property(
        inputArb,
        fc.constantFrom<[string, string]>(['a-checking', 'a-cash'], ['a-card', 'a-checking'], ['a-cash', 'a-card']),
        dateArb,
        fc.integer({ min: 1, max: 10_000_000 }),
        (input, [from, to], date, amount) => {
          const before = savingsRate(input);
          const after = savingsRate({
            ...input,
            transactions: [...input.transactions, ...transferPair(from, to, insideHistory(input, date), amount)],
          });
          if (earliestOnBudget(input.transactions, input.accounts) === undefined) expect(after.income).toBe(before.income);
          else expect(after).toEqual(before);
        },
      ),
    );
  });

  it('a Starting Balance inflow never counts as income', () => {
    fc.assert(
      fc.property(
        inputArb,
        dateArb,
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.constantFrom('a-checking', 'a-cash', 'a-card'),
        (input, date, amount, account) => {
          const opening = {
            date: insideHistory(input, date),
            amount,
            account_id: account,
            category_id: 'c-inflow',
            transfer_account_id: null,
            payee_name: 'Starting Balance',
            deleted: false,
            subtransactions: [],
          };
          const before = savingsRate(input);
          const after = savingsRate({ ...input, transactions: [...input.transactions, opening] });
          expect(after.income).toBe(before.income);
          // On an empty plan the entry itself starts the history: its months then show no income.
          const earlier = new Map(before.months.map((m) => [m.month, m.income]));
          for (const m of after.months) expect(m.income).toBe(earlier.get(m.month) ?? 0);
        },
      ),
    );
  });
});
