// Properties of src/logic/planning/budget-lines.ts (algorithms.md §16 steps 2–3): the months used are complete
// months before today's, from the plan's start; the lines are exactly the live lines of live on-budget
// transactions in those months.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { budgetLines, completeMonths } from '../../../src/logic/planning/budget-lines.ts';
import { addMonths, monthOf } from '../../../src/logic/core/calendar.ts';
import { accountsArb, todayArb, transactionArb } from '../fixtures/budget-lines-arbitraries.ts';

describe('budget lines', () => {
  it('uses consecutive complete months before today’s month, at most the count asked, none before the plan’s start', () => {
    fc.assert(
      fc.property(
        accountsArb,
        fc.array(transactionArb, { maxLength: 30 }),
        todayArb,
        fc.integer({ min: 1, max: 24 }),
        (accounts, txs, today, count) => {
          const byId = new Map(accounts.map((a) => [a.id, a]));
          const { months, start } = completeMonths(txs, byId, today, count);
          const current = monthOf(today);
          expect(months.length).toBeLessThanOrEqual(count);
          months.forEach((m, i) => {
            expect(m < current).toBe(true);
            expect(m >= addMonths(current, -count)).toBe(true);
            expect(start !== null && m >= start).toBe(true);
            if (i > 0) expect(m).toBe(addMonths(months[i - 1]!, 1));
          });
          // Only the plan's start drops months: without it every asked month is kept.
          if (start !== null && start <= addMonths(current, -count)) expect(months).toHaveLength(count);
          if (months.length > 0) expect(months[months.length - 1]).toBe(addMonths(current, -1));
        },
      ),
    );
  });

  it('gives one line per live split line, else one per transaction, for live on-budget transactions in the months', () => {
    fc.assert(
      fc.property(accountsArb, fc.array(transactionArb, { maxLength: 30 }), todayArb, (accounts, txs, today) => {
        const byId = new Map(accounts.map((a) => [a.id, a]));
        const { months } = completeMonths(txs, byId, today, 12);
        const lines = budgetLines(txs, byId, months);
        const expected = txs
          .filter((t) => !t.deleted && byId.get(t.account_id)?.on_budget === true && months.includes(monthOf(t.date)))
          .reduce((n, t) => n + Math.max(1, (t.subtransactions ?? []).filter((s) => !s.deleted).length), 0);
        expect(lines).toHaveLength(expected);
        for (const l of lines) expect(months).toContain(l.month);
      }),
    );
  });
});
