// list_plans in process on the demo plan (demo-plan.md §8), in both eras: the plan with its months and
// currency, in one request.
import { describe, expect, it } from 'vitest';
import { readSession } from './read-session.ts';

for (const era of ['legacy', 'modern'] as const) {
  describe(`list_plans on the demo plan (${era})`, () => {
    const s = readSession({ era });

    it('the demo plan with its months and currency, in one request', async () => {
      const result = await s.call('list_plans', {});
      expect(result.structuredContent).toEqual({
        plans: [
          {
            id: 'demo-budget',
            name: 'Demo household',
            first_month: '2026-06-01',
            last_month: '2026-09-01',
            currency: { iso_code: 'EUR', decimal_digits: 2 },
          },
        ],
      });
      expect(s.fake.log.map((r) => `${r.method} ${r.path}?${r.query}`)).toEqual(['GET /plans?include_accounts=true']);
    });
  });
}
