// get_monthly_summary in process on the demo plan (demo-plan.md §8), in both eras: September by date and
// as current, an earlier month, the month check before any request, and YNAB's 404 for a month it lacks.
import { describe, expect, it } from 'vitest';
import { textOf } from '../helpers/in-process.ts';
import { readSession } from './read-session.ts';
import { SEPTEMBER_SUMMARY } from '../fixtures/demo-answers.ts';

const SEPTEMBER = SEPTEMBER_SUMMARY;

for (const era of ['legacy', 'modern'] as const) {
  describe(`get_monthly_summary on the demo plan (${era})`, () => {
    const s = readSession({ era });
    const call = s.call;

    it('September by date and as current', async () => {
      expect((await call('get_monthly_summary', { plan_id: 'demo-budget', month: '2026-09-01' })).structuredContent).toEqual(SEPTEMBER);
      expect((await call('get_monthly_summary', { plan_id: 'demo-budget' })).structuredContent).toEqual(SEPTEMBER);
      // `current` is resolved by the server (today 2026-09-25): YNAB's own `current` is never sent.
      expect(s.fake.log.map((r) => r.path)).toEqual(['/plans/demo-budget/months/2026-09-01']);
    });

    it('an earlier month keeps its own figures', async () => {
      const result = await call('get_monthly_summary', { plan_id: 'demo-budget', month: '2026-08-01' });
      expect(result.structuredContent).toMatchObject({
        month: '2026-08-01',
        income: 2700,
        budgeted: 1967.67,
        activity: -1412.39,
        ready_to_assign: 3696.99,
        age_of_money: 48,
      });
    });

    it.each(['2026-09', '2026-09-15', '2026-13-01', 'CURRENT', ' current', 'next', '', '2026-02-30', '../x'])(
      'refuses month %j before any request',
      async (month) => {
        const result = await call('get_monthly_summary', { plan_id: 'demo-budget', month });
        expect(result.isError).toBe(true);
        expect(textOf(result)).toMatch(
          /^Month ‘.*’ is not a month this tool accepts: pass ‘current’, or the first day of a month written YYYY-MM-01/,
        );
        expect(s.fake.requestCount).toBe(0);
      },
    );

    it('a month YNAB does not have is YNAB’s 404', async () => {
      const result = await call('get_monthly_summary', { plan_id: 'demo-budget', month: '2030-01-01' });
      expect(textOf(result)).toBe("Error calling tool 'get_monthly_summary': YNAB 404: Resource not found");
    });
  });
}
