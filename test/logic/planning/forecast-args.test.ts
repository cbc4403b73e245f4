// Examples for src/logic/planning/forecast-args.ts: forecast_balance's refusals in tools.md's order (bad_until,
// until_in_past, until_too_far, bad_date, bad_amount before any request; too_many_decimals after).
import { describe, expect, it } from 'vitest';
import { checkForecastArgs, forecastAmounts, untilMonth, type ForecastArgsIn } from '../../../src/logic/planning/forecast-args.ts';

const TODAY = '2026-09-25';
const args = (over: Partial<ForecastArgsIn> = {}): ForecastArgsIn => ({ until: '2026-12', one_offs: [], ...over });

describe('untilMonth', () => {
  it('reads YYYY-MM as its first day, and nothing else', () => {
    expect(untilMonth('2026-12')).toBe('2026-12-01');
    for (const bad of ['2026-13', '2026-00', '2026-1', '2026-12-01', 'current', '26-12', ' 2026-12', '２０２６-12'])
      expect(untilMonth(bad), bad).toBeUndefined();
  });
});

describe('checkForecastArgs', () => {
  it('accepts the current month up to 24 months ahead', () => {
    expect(checkForecastArgs(args({ until: '2026-09' }), TODAY)).toEqual({ ok: true, until: '2026-09-01' });
    expect(checkForecastArgs(args({ until: '2028-09' }), TODAY)).toEqual({ ok: true, until: '2028-09-01' });
  });

  it('refuses a malformed, past or too far until, quoting it with the bounds', () => {
    expect(checkForecastArgs(args({ until: '2026-12-01' }), TODAY)).toEqual({
      ok: false,
      error: 'bad_until',
      value: '2026-12-01',
      example: '2028-09',
    });
    expect(checkForecastArgs(args({ until: '2026-08' }), TODAY)).toEqual({
      ok: false,
      error: 'until_in_past',
      until: '2026-08',
      current: '2026-09',
      latest: '2028-09',
    });
    expect(checkForecastArgs(args({ until: '2028-10' }), TODAY)).toEqual({
      ok: false,
      error: 'until_too_far',
      until: '2028-10',
      current: '2026-09',
      latest: '2028-09',
    });
  });

  it('names the first one-off whose date is not real, then the first amount with more than 3 decimals', () => {
    const oneOffs = [
      { date: '2026-10-02', amount: -7000, label: 'car' },
      { date: '2026-02-30', amount: 1.2345, label: 'x' },
    ];
    expect(checkForecastArgs(args({ one_offs: oneOffs }), TODAY)).toEqual({
      ok: false,
      error: 'bad_date',
      argument: 'one_offs[1].date',
      value: '2026-02-30',
    });
    expect(checkForecastArgs(args({ one_offs: [oneOffs[0]!, { ...oneOffs[1]!, date: '2026-10-30' }] }), TODAY)).toEqual({
      ok: false,
      error: 'bad_amount',
      amount: '1.2345',
    });
    expect(checkForecastArgs(args({ monthly_income: 0.0001, variable_monthly: 1.2345 }), TODAY)).toEqual({
      ok: false,
      error: 'bad_amount',
      amount: '0.0001',
    });
  });

  it('checks until first, then dates, then amounts', () => {
    const everything = args({ until: 'soon', monthly_income: 0.0001, one_offs: [{ date: 'x', amount: 1, label: 'y' }] });
    expect(checkForecastArgs(everything, TODAY)).toMatchObject({ error: 'bad_until' });
    expect(checkForecastArgs({ ...everything, until: '2026-10' }, TODAY)).toMatchObject({ error: 'bad_date' });
  });
});

describe('forecastAmounts', () => {
  it('refuses the first amount with more decimals than the plan shows', () => {
    expect(forecastAmounts(args({ variable_monthly: 204.04, one_offs: [{ date: '2026-10-02', amount: -7000.5, label: 'x' }] }), 0)).toEqual(
      {
        ok: false,
        error: 'too_many_decimals',
        amount: '204.04',
        decimals: 0,
      },
    );
    expect(forecastAmounts(args({ monthly_income: 1.234 }), 2)).toEqual({
      ok: false,
      error: 'too_many_decimals',
      amount: '1.234',
      decimals: 2,
    });
  });

  it('gives every amount in milliunits', () => {
    expect(
      forecastAmounts(
        args({ monthly_income: 2700, variable_monthly: -204.04, one_offs: [{ date: '2026-10-02', amount: -7000, label: 'car' }] }),
        2,
      ),
    ).toEqual({
      ok: true,
      amounts: { monthlyIncome: 2700000, variableMonthly: -204040, oneOffs: [{ date: '2026-10-02', amount: -7000000, label: 'car' }] },
    });
  });

  it('leaves the amounts not given unset', () => {
    expect(forecastAmounts(args(), 2)).toEqual({
      ok: true,
      amounts: { monthlyIncome: undefined, variableMonthly: undefined, oneOffs: [] },
    });
  });
});
