// Properties of src/logic/planning/runway.ts (algorithms.md §16): runway_months is null or ≥ 0; essential spending
// never exceeds total spending; a pair of transfers between two budget accounts, or to an asset tracking
// account, changes nothing; the months used are complete months before today's month.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, monthOf } from '../../../src/logic/core/calendar.ts';
import { planRunway, type Runway, type RunwayInput } from '../../../src/logic/planning/runway.ts';
import { dateArb, earliestOnBudget, insideHistory, planArbs, transferPair } from '../fixtures/budget-lines-arbitraries.ts';

const inputArb: fc.Arbitrary<RunwayInput> = fc.record({
  ...planArbs,
  essentialGroups: fc.oneof(fc.constant(undefined), fc.subarray(['Bills', 'g-everyday', ' fun '], { minLength: 1 })),
  includeSavings: fc.boolean(),
});

function ok(input: RunwayInput): Runway {
  const outcome = planRunway(input);
  if (!outcome.ok) throw new Error('refused');
  return outcome.runway;
}

describe('runway', () => {
  it('runway_months is null or ≥ 0, and monthly spending is ≥ 0', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const r = ok(input);
        for (const s of [r.spending, ...(r.essential ? [r.essential] : [])]) {
          expect(s.monthly_spending).toBeGreaterThanOrEqual(0);
          expect(s.runway_months === null || s.runway_months >= 0).toBe(true);
          expect(s.runway_months === null).toBe(s.monthly_spending === 0);
        }
        expect(r.owed_on_cards).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('essential spending never exceeds total spending', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const r = ok({ ...input, essentialGroups: input.essentialGroups ?? ['Bills'] });
        expect(r.essential!.monthly_spending).toBeLessThanOrEqual(r.spending.monthly_spending);
      }),
    );
  });

  it('a transfer pair between two budget accounts, or to an asset tracking account, changes nothing', () => {
    const pairArb = fc.record({
      route: fc.constantFrom<[string, string]>(
        ['a-checking', 'a-cash'],
        ['a-card', 'a-checking'],
        ['a-checking', 'a-joint'],
        ['a-cash', 'a-house'],
      ),
      date: dateArb,
      amount: fc.integer({ min: 1, max: 10_000_000 }),
    });
    fc.assert(
      fc.property(inputArb, pairArb, (input, { route: [from, to], date, amount }) => {
        const before = ok(input);
        // A pair dated before the plan's first budget transaction would add months: keep it inside.
        const after = ok({
          ...input,
          transactions: [...input.transactions, ...transferPair(from, to, insideHistory(input, date), amount)],
        });
        if (earliestOnBudget(input.transactions, input.accounts) === undefined) expect(after.spending).toEqual(before.spending);
        else expect(after).toEqual(before);
      }),
    );
  });

  it('uses only complete months before today’s month, at most months_count of them', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const r = ok(input);
        const current = monthOf(input.today).slice(0, 7);
        const oldest = addMonths(monthOf(input.today), -input.monthsCount).slice(0, 7);
        expect(r.months.length).toBeLessThanOrEqual(input.monthsCount);
        for (const m of r.months) expect(m < current && m >= oldest).toBe(true);
        expect([...r.months].sort()).toEqual(r.months);
      }),
    );
  });
});
