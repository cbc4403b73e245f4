// Properties of src/logic/budget/plan-rows.ts: one row per plan, in order, with a currency the server can use.
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { planRows } from '../../../src/logic/budget/plan-rows.ts';
import { untrusted } from '../../../src/logic/core/untrusted.ts';

const plan: fc.Arbitrary<Parameters<typeof planRows>[0][number]> = fc.record(
  {
    id: fc.uuid(),
    name: fc.string({ unit: 'binary' }),
    first_month: fc.option(fc.constant('2026-06-01'), { nil: undefined }),
    last_month: fc.option(fc.constant('2026-09-01'), { nil: undefined }),
    currency_format: fc.option(
      fc.record({
        iso_code: fc.constantFrom('EUR', 'USD', 'JPY', 'KWD'),
        decimal_digits: fc.integer({ min: -5, max: 10 }),
      }),
      { nil: null },
    ),
  },
  { requiredKeys: ['id', 'name'] },
);

describe('planRows', () => {
  it('gives one row per plan, in order, with decimals within 0..3', () => {
    fc.assert(
      fc.property(fc.array(plan, { maxLength: 10 }), (plans) => {
        const rows = planRows(plans);
        return (
          rows.length === plans.length &&
          rows.every((r, i) => {
            const p = plans[i]!;
            const digits = r.currency?.decimal_digits;
            return (
              r.id === p.id &&
              r.name === untrusted(p.name) &&
              r.first_month === (p.first_month ?? null) &&
              r.last_month === (p.last_month ?? null) &&
              (r.currency === null) === !p.currency_format &&
              (digits === undefined || (Number.isInteger(digits) && digits >= 0 && digits <= 3))
            );
          })
        );
      }),
    );
  });
});
