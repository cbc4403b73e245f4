// Examples for src/logic/budget/plan-rows.ts: the demo plan (demo-plan.md §1, §8) and missing currency formats.
import { describe, expect, it } from 'vitest';
import { planRows } from '../../../src/logic/budget/plan-rows.ts';
import { currencyFormat } from '../fixtures/demo.ts';

const euro = currencyFormat;

describe('planRows', () => {
  it('gives the demo plan', () => {
    const plans = [
      { id: 'demo-budget', name: 'Demo household', first_month: '2026-06-01', last_month: '2026-09-01', currency_format: euro },
    ];
    expect(planRows(plans)).toEqual([
      {
        id: 'demo-budget',
        name: 'Demo household',
        first_month: '2026-06-01',
        last_month: '2026-09-01',
        currency: { iso_code: 'EUR', decimal_digits: 2 },
      },
    ]);
  });

  it('keeps YNAB’s order and cleans names', () => {
    const rows = planRows([
      { id: 'b', name: 'Second\u2028plan' },
      { id: 'a', name: '\u202EFirst' },
    ]);
    expect(rows.map((r) => [r.id, r.name])).toEqual([
      ['b', 'Second plan'],
      ['a', 'First'],
    ]);
  });

  it('gives null months and currency when YNAB gives none', () => {
    expect(planRows([{ id: 'p', name: 'P', currency_format: null }])[0]).toEqual({
      id: 'p',
      name: 'P',
      first_month: null,
      last_month: null,
      currency: null,
    });
  });

  it('clamps decimal digits like amounts do', () => {
    const digits = [0, 3, 5, -1].map(
      (d) => planRows([{ id: 'p', name: 'P', currency_format: { ...euro, decimal_digits: d } }])[0]?.currency?.decimal_digits,
    );
    expect(digits).toEqual([0, 3, 3, 0]);
  });
});
