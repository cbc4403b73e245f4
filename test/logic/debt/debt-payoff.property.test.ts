// Properties of the debt payoff simulation (algorithms.md §20, issue #6): payoff totals add up, balances
// never go below 0, a budget equal to the minimum at 0 % takes ceil(owed / minimum) months, and avalanche
// against snowball, in the exact form that holds.
//
// "Avalanche never pays more interest than snowball" holds for the algorithm's arithmetic WITHOUT the
// per-month rounding (checked below on an exact rational model of §20): with interest linear in each
// balance and the same total paid every month, moving a payment from a lower-rate debt to a higher-rate
// one never raises later interest. The spec's round_u of each debt's interest every month breaks that
// linearity: a small balance's rounded interest can exceed what its nominal rate charges (2.53 rounded to 3
// is 10.5 % a year on 344, above a 9.645 % debt), so ordering by nominal rate is no longer always the
// cheapest. fast-check found such plans where avalanche pays a few minor units more (pinned below); with
// rounding, what holds exactly is: both strategies give the same plan when there is one debt or all rates
// are equal, and a finished plan's interest is budget × (months − 1) + last payment − owed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { payoffPlan } from '../../../src/logic/debt/debt-payoff.ts';
import { simulatePayoff, type SimDebt, type Strategy } from '../../../src/logic/debt/debt-simulation.ts';
import type { Debt } from '../../../src/logic/debt/debt-terms.ts';
import { toMilli } from '../../../src/logic/core/money.ts';

const UNITS = [1, 10, 100, 1000] as const;
const rateOf = (thousandths: number) => ({ num: BigInt(thousandths), den: 1000n });

/** Debts in multiples of u (as the tool sees them), rates in thousandths of a percent up to 30 %. */
const debtsIn = (u: number, maxDebts = 4) =>
  fc
    .array(
      fc.record({
        owed: fc.oneof(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 1, max: 200_000 })).map((x) => x * u),
        rate: fc.integer({ min: 0, max: 30_000 }),
        minimum: fc.integer({ min: 0, max: 2_000 }).map((x) => x * u),
      }),
      { minLength: 1, maxLength: maxDebts },
    )
    .map((ds): SimDebt[] =>
      ds.map((d, i) => ({ account_id: `acc-${i}`, name: `Debt ${i}`, owed: d.owed, rate: rateOf(d.rate), minimum: d.minimum })),
    );

/** A plan: unit, debts, and a budget of at least the minimums (plus some extra, in multiples of u). */
const planIn = fc
  .constantFrom(...UNITS)
  .chain((u) => fc.record({ u: fc.constant(u), debts: debtsIn(u), extra: fc.integer({ min: 0, max: 5_000 }).map((x) => x * u) }))
  .map(({ u, debts, extra }) => ({ u, debts, budget: Math.max(u, debts.reduce((s, d) => s + d.minimum, 0) + extra) }));

const strategy = fc.constantFrom<Strategy>('avalanche', 'snowball');
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe('debt payoff simulation', () => {
  it('total paid = starting owed + total interest for a finished plan, per debt and in total', () => {
    fc.assert(
      fc.property(planIn, strategy, ({ u, debts, budget }, s) => {
        const r = simulatePayoff(debts, budget, s, u, 1200);
        if (r.end !== 'paid_off') return true;
        const owed = sum(debts.map((d) => d.owed));
        return (
          r.total_paid === owed + r.total_interest &&
          r.debts.every((d, i) => d.paid === debts[i]!.owed + d.interest && d.left === 0 && d.payoff !== undefined)
        );
      }),
    );
  });

  it('pays the whole budget every month but the last: total paid is in (budget × (months − 1), budget × months]', () => {
    fc.assert(
      fc.property(planIn, strategy, ({ u, debts, budget }, s) => {
        const r = simulatePayoff(debts, budget, s, u, 1200);
        if (r.end !== 'paid_off') return true;
        return (
          r.total_paid > budget * (r.months - 1) &&
          r.total_paid <= budget * r.months &&
          r.months === Math.max(...r.debts.map((d) => d.payoff!))
        );
      }),
    );
  });

  it('never takes a balance below 0, and a paid-off debt stays paid off', () => {
    fc.assert(
      fc.property(planIn, strategy, ({ u, debts, budget }, s) => {
        let ok = true;
        const zeroAt: (number | undefined)[] = debts.map(() => undefined);
        const r = simulatePayoff(debts, budget, s, u, 1200, (month, balances) => {
          balances.forEach((b, i) => {
            if (b < 0 || (zeroAt[i] !== undefined && b !== 0)) ok = false;
            if (b === 0 && zeroAt[i] === undefined) zeroAt[i] = month;
          });
        });
        return ok && r.debts.every((d, i) => d.left >= 0 && d.payoff === zeroAt[i]);
      }),
    );
  });

  it('stops after month 1 exactly when the total owed did not go down', () => {
    fc.assert(
      fc.property(planIn, strategy, ({ u, debts, budget }, s) => {
        let first = 0;
        const r = simulatePayoff(debts, budget, s, u, 1200, (month, balances) => {
          if (month === 1) first = sum(balances);
        });
        const shrank = first < sum(debts.map((d) => d.owed));
        return (r.end === 'never_shrinks') === (!shrank && first > 0) && (r.end !== 'never_shrinks' || r.months === 1);
      }),
    );
  });

  it('a budget equal to the minimum at 0 % pays a single debt off in ceil(owed / minimum) months', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...UNITS),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        strategy,
        (u, owedUnits, minUnits, s) => {
          const owed = owedUnits * u;
          const minimum = minUnits * u;
          const r = simulatePayoff([{ account_id: 'a', name: 'Loan', owed, rate: rateOf(0), minimum }], minimum, s, u, 1200);
          const months = Math.ceil(owed / minimum);
          return months > 1200 ? r.end === 'max_months' : r.end === 'paid_off' && r.months === months && r.total_interest === 0;
        },
      ),
    );
  });

  it('gives the same plan for both strategies with one debt, or when every rate is equal (rounding included)', () => {
    fc.assert(
      fc.property(planIn, fc.integer({ min: 0, max: 30_000 }), fc.boolean(), ({ u, debts, budget }, rate, single) => {
        const same = single ? debts.slice(0, 1) : debts.map((d) => ({ ...d, rate: rateOf(rate) }));
        const a = simulatePayoff(same, budget, 'avalanche', u, 1200);
        const s = simulatePayoff(same, budget, 'snowball', u, 1200);
        return JSON.stringify({ ...a, strategy: '' }) === JSON.stringify({ ...s, strategy: '' });
      }),
    );
  });

  it('avalanche never pays more interest than snowball in the exact (unrounded) arithmetic of §20', () => {
    const debts = fc.array(
      fc.record({
        owed: fc.integer({ min: 1, max: 100_000_000 }),
        rate: fc.integer({ min: 0, max: 30_000 }),
        minimum: fc.integer({ min: 0, max: 500_000 }),
      }),
      { minLength: 2, maxLength: 4 },
    );
    fc.assert(
      fc.property(debts, fc.integer({ min: 0, max: 1_000_000 }), (ds, extra) => {
        const sims: SimDebt[] = ds.map((d, i) => ({
          account_id: `acc-${i}`,
          name: `Debt ${i}`,
          owed: d.owed,
          rate: rateOf(d.rate),
          minimum: d.minimum,
        }));
        // A budget that clears everything within about 5 years keeps the exact fractions small.
        const budget = sum(ds.map((d) => d.minimum)) + extra + Math.ceil(sum(ds.map((d) => d.owed)) / 60);
        const a = exactPlan(sims, budget, 'avalanche', 240);
        const s = exactPlan(sims, budget, 'snowball', 240);
        if (a === undefined || s === undefined) return true;
        // a.interest / a.den ≤ s.interest / s.den
        return a.interest * s.den <= s.interest * a.den;
      }),
    );
  });

  it('the plain statement fails with the per-month rounding: avalanche pays one minor unit more here', () => {
    // Found by fast-check: 103.00 at 6.523 % (minimum 102.00), 99,989.00 at 2.367 % (4.00) and 110.00 at
    // 1.810 % (106.00), 1,189.00 a month, in a 2-decimal currency.
    const debts: SimDebt[] = [
      { account_id: 'a', name: 'A', owed: 103000, rate: rateOf(6523), minimum: 102000 },
      { account_id: 'b', name: 'B', owed: 99989000, rate: rateOf(2367), minimum: 4000 },
      { account_id: 'c', name: 'C', owed: 110000, rate: rateOf(1810), minimum: 106000 },
    ];
    const a = simulatePayoff(debts, 1189000, 'avalanche', 10, 1200);
    const s = simulatePayoff(debts, 1189000, 'snowball', 10, 1200);
    expect([a.total_interest, a.months]).toEqual([9492780, 93]);
    expect([s.total_interest, s.months]).toEqual([9492770, 93]);
    // The same plan without rounding: avalanche is cheaper, as the exact property says.
    const ea = exactPlan(debts, 1189000, 'avalanche', 240)!;
    const es = exactPlan(debts, 1189000, 'snowball', 240)!;
    expect(ea.interest * es.den < es.interest * ea.den).toBe(true);
  });

  it('shapes finished plans so that total_paid = owed + total_interest in currency units', () => {
    fc.assert(
      fc.property(planIn, fc.constantFrom<Strategy | 'both'>('avalanche', 'snowball', 'both'), ({ u, debts, budget }, s) => {
        const withTerms: Debt[] = debts.map((d) => ({
          ...d,
          type: 'otherDebt',
          rate_shown: 0,
          rate_from: 'YNAB',
          minimum_from: 'YNAB',
          escrow: 0,
        }));
        const digits = { 1: 3, 10: 2, 100: 1, 1000: 0 }[u];
        const r = payoffPlan({ debts: withTerms, budget, from: 'given', strategy: s, today: '2026-09-25', digits, u, maxMonths: 1200 });
        const owed = sum(debts.map((d) => d.owed));
        const m = (x: number) => toMilli(x, 3)!;
        const both = r.plans.length === 2 && r.plans.every((p) => p.months_to_debt_free !== null);
        return (
          r.plans.every((p) => p.months_to_debt_free === null || m(p.total_paid) === owed + m(p.total_interest)) &&
          (both
            ? r.interest_saved_by_avalanche !== null &&
              m(r.interest_saved_by_avalanche) === m(r.plans[1]!.total_interest) - m(r.plans[0]!.total_interest)
            : r.interest_saved_by_avalanche === null)
        );
      }),
    );
  });
});

/**
 * §20's simulation in exact rationals, without rounding: every balance is a numerator over D = 1,200,000^k
 * (rates are whole thousandths of a percent, so each month's interest is n × rate / 1,200,000). Returns the
 * total interest as interest / den, or undefined when the plan does not finish within maxMonths.
 */
function exactPlan(
  debts: readonly SimDebt[],
  budget: number,
  strategy: Strategy,
  maxMonths: number,
): { interest: bigint; den: bigint } | undefined {
  const S = 1_200_000n;
  const rates = debts.map((d) => d.rate.num * (1000n / d.rate.den));
  let den = 1n;
  let balances = debts.map((d) => BigInt(d.owed));
  let interest = 0n;
  const start = sum(debts.map((d) => d.owed));
  for (let month = 1; month <= maxMonths; month++) {
    den *= S;
    interest = interest * S + balances.reduce((acc, n, i) => acc + n * rates[i]!, 0n);
    balances = balances.map((n, i) => n * (S + rates[i]!));
    const order = balances
      .map((_, i) => i)
      .filter((i) => balances[i]! > 0n)
      .sort((x, y) => {
        const byRate = rates[y]! === rates[x]! ? 0 : rates[y]! > rates[x]! ? 1 : -1;
        const byOwed = balances[x]! === balances[y]! ? 0 : balances[x]! < balances[y]! ? -1 : 1;
        return (strategy === 'avalanche' ? byRate || byOwed : byOwed || byRate) || x - y;
      });
    let money = BigInt(budget) * den;
    const pay = (i: number, cap: bigint) => {
      let amount = cap < balances[i]! ? cap : balances[i]!;
      if (money < amount) amount = money;
      balances[i]! -= amount;
      money -= amount;
    };
    for (const i of order) pay(i, BigInt(debts[i]!.minimum) * den);
    for (const i of order) pay(i, balances[i]!);
    const total = balances.reduce((a, b) => a + b, 0n);
    if (total === 0n) return { interest, den };
    if (month === 1 && total >= BigInt(start) * den) return undefined;
  }
  return undefined;
}
