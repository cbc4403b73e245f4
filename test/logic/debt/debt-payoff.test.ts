// Examples for get_debt_payoff_plan's logic (algorithms.md §20): debts and their dated terms, overrides,
// the budget and where it comes from, the simulation's mechanics, the shaped answer and its message.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  amountRefusal,
  amountWithTooManyDigits,
  chooseBudget,
  decimalsRefusal,
  needsPastPayments,
  pastPayments,
  payoffAmounts,
} from '../../../src/logic/debt/debt-budget.ts';
import { noDebtAnswer, payoffPlan } from '../../../src/logic/debt/debt-payoff.ts';
import {
  compareRates,
  debtAccounts,
  debtTerms,
  exactDecimal,
  matchOverride,
  nameableDebts,
  unknownDebts,
  unmatchedOverrides,
  valueOn,
  type Debt,
} from '../../../src/logic/debt/debt-terms.ts';
import { monthlyInterest, simulatePayoff, type SimDebt } from '../../../src/logic/debt/debt-simulation.ts';
import { CAR_LOAN, CAR_LOAN_AT_400, PAYOFF_AT_MINIMUMS, PAYOFF_MESSAGE } from '../../fixtures/demo-planning-answers.ts';

type DebtAccount = Parameters<typeof debtTerms>[0][number];
type PaymentTx = Parameters<typeof pastPayments>[0][number];

const TODAY = '2026-09-25';
const account = (id: string, name: string, type: DebtAccount['type'], balance: number, extra: Partial<DebtAccount> = {}): DebtAccount => ({
  id,
  name,
  type,
  closed: false,
  deleted: false,
  balance,
  debt_interest_rates: null,
  debt_minimum_payments: null,
  debt_escrow_amounts: null,
  ...extra,
});
const car = account('acc-car-loan', 'Car loan', 'autoLoan', -19040810, {
  debt_interest_rates: { '2025-03-01': 4500 },
  debt_minimum_payments: { '2025-03-01': 400000 },
  debt_escrow_amounts: {},
});
/** The car loan's rate as YNAB gives it, which its terms keep unless an override says otherwise. */
const CAR_RATE = { rate: { num: 4500n, den: 1000n }, rate_shown: 4.5, rate_from: 'YNAB' };
const accounts: DebtAccount[] = [
  account('acc-checking', 'Checking', 'checking', 3512660),
  account('acc-overdrawn', 'Overdrawn', 'checking', -5000),
  car,
  account('acc-student-loan', 'Student loan', 'studentLoan', 0, { closed: true }),
  account('acc-old-card', 'Old card', 'creditCard', -1000, { closed: true }),
  account('acc-gone', 'Gone', 'mortgage', -1000, { deleted: true }),
  account('acc-paid-card', 'Paid card', 'creditCard', 0),
];

describe('debts and terms', () => {
  it('keeps open debt accounts that owe money', () => {
    expect(debtAccounts(accounts).map((a) => a.id)).toEqual(['acc-car-loan']);
  });

  it('reads a dated map at the latest key on or before today', () => {
    const map = { '2025-03-01': 4500, '2026-09-25': 4000, '2026-10-01': 3000 };
    expect(valueOn(map, '2026-09-24')).toBe(4500);
    expect(valueOn(map, '2026-09-25')).toBe(4000);
    expect(valueOn(map, '2027-01-01')).toBe(3000);
    expect(valueOn(map, '2025-02-28')).toBeUndefined();
    expect(valueOn({}, TODAY)).toBeUndefined();
    expect(valueOn(null, TODAY)).toBeUndefined();
  });

  it('reads the latest key whatever the order YNAB lists them in, skipping a value that is not a number', () => {
    const map = { '2026-01-01': 3000, '2024-01-01': 5000, '2025-01-01': 4000, '2025-06-01': null } as unknown as Record<string, number>;
    expect(valueOn(map, TODAY)).toBe(3000);
    expect(valueOn(map, '2025-12-31')).toBe(4000);
    expect(valueOn(map, '2024-12-31')).toBe(5000);
  });

  it('takes the demo car loan’s terms from YNAB: 4.5 %, 400.00, no escrow', () => {
    expect(debtTerms([car], [], TODAY)).toEqual([
      {
        account_id: 'acc-car-loan',
        name: 'Car loan',
        type: 'autoLoan',
        owed: 19040810,
        ...CAR_RATE,
        minimum: 400000,
        minimum_from: 'YNAB',
        escrow: 0,
      },
    ]);
  });

  it('marks missing terms, and applies overrides by id or by name (case and spaces ignored), the last one winning', () => {
    const card = account('acc-visa', '  Visa Card ', 'creditCard', -250000);
    const [visa, loan] = debtTerms(
      [card, car],
      [
        { account: 'visa card', interest_rate: 21.9 },
        { account: 'acc-car-loan', minimum: 500000 },
        { account: 'ACC-CAR-LOAN', interest_rate: 1 },
        { account: 'Car loan', interest_rate: 3.25 },
      ],
      TODAY,
    );
    expect(visa).toMatchObject({
      name: 'Visa Card',
      rate: { num: 219n, den: 10n },
      rate_shown: 21.9,
      rate_from: 'override',
      minimum: 0,
      minimum_from: 'missing',
      escrow: 0,
    });
    expect(loan).toMatchObject({
      rate: { num: 325n, den: 100n },
      rate_shown: 3.25,
      rate_from: 'override',
      minimum: 500000,
      minimum_from: 'override',
    });
    const [missing] = debtTerms([card], [], TODAY);
    expect(missing).toMatchObject({ rate: { num: 0n, den: 1n }, rate_shown: 0, rate_from: 'missing' });
    const [minimumOnly] = debtTerms([car], [{ account: 'Car loan', minimum: 1000 }], TODAY);
    expect(minimumOnly).toMatchObject({ ...CAR_RATE, minimum: 1000, minimum_from: 'override' });
    expect(
      unmatchedOverrides(
        [{ account: 'visa card' }, { account: 'ACC-CAR-LOAN' }, { account: 'Car loan' }, { account: 'ACC-CAR-LOAN' }],
        [card, car],
      ),
    ).toEqual(['ACC-CAR-LOAN']);
    expect(matchOverride('acc-visa', [card, car]).map((a) => a.id)).toEqual(['acc-visa']);
  });

  it('matches the cleaned name an agent was shown', () => {
    const odd = account('acc-odd', 'Loan\u202e\u200b from\nmum', 'otherDebt', -100000);
    expect(debtTerms([odd], [], TODAY)[0]!.name).toBe('Loan from mum');
    expect(unmatchedOverrides([{ account: 'loan from mum' }], [odd])).toEqual([]);
  });

  it('matches the name as YNAB holds it too, ignoring case and surrounding spaces', () => {
    const odd = account('acc-odd', 'Loan\u202e\u200b from\nmum', 'otherDebt', -100000);
    expect(unmatchedOverrides([{ account: ' LOAN\u202e\u200b FROM\nMUM ' }], [odd])).toEqual([]);
  });

  it('lists the debts that can be named, or says there are none', () => {
    expect(nameableDebts([car, account('acc-a', 'Amex', 'creditCard', -1)])).toBe('‘Amex’ (acc-a), ‘Car loan’ (acc-car-loan)');
    expect(nameableDebts([])).toBe('none (no open debt account owes money)');
  });

  it('refuses overrides that name no debt, quoting each once, cleaned, with the debts that can be named', () => {
    expect(unknownDebts([{ account: 'Car loan' }, { account: 'Vi\nsa' }, { account: 'Boat' }, { account: 'Boat' }], [car])).toEqual({
      ok: false,
      error: 'unknown_debts',
      values: '‘Vi sa’, ‘Boat’',
      debts: '‘Car loan’ (acc-car-loan)',
    });
    expect(unknownDebts([{ account: 'car LOAN' }], [car])).toBeUndefined();
  });

  it('reads a decimal exactly', () => {
    expect(exactDecimal(4.5)).toEqual({ num: 45n, den: 10n });
    expect(exactDecimal(1e-7)).toEqual({ num: 1n, den: 10000000n });
    expect(exactDecimal(100)).toEqual({ num: 100n, den: 1n });
    expect(exactDecimal(Number.NaN)).toBeUndefined();
    expect(exactDecimal(Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(exactDecimal(undefined)).toBeUndefined();
    expect(exactDecimal(-2.25)).toEqual({ num: -225n, den: 100n });
    expect(exactDecimal(1.5e21)).toEqual({ num: 15n * 10n ** 20n, den: 1n });
    expect(exactDecimal(1.25e-7)).toEqual({ num: 125n, den: 10n ** 9n });
  });

  it('compares rates exactly', () => {
    const rate = (x: number) => exactDecimal(x)!;
    expect(compareRates(rate(4.5), rate(4.51))).toBeLessThan(0);
    expect(compareRates(rate(4.51), rate(4.5))).toBeGreaterThan(0);
    expect(compareRates(rate(4.5), { num: 9n, den: 2n })).toBe(0);
  });
});

describe('argument amounts', () => {
  it('finds the first amount with too many decimals: the budget, then each override', () => {
    expect(amountWithTooManyDigits({ monthly_budget: 10.1234, overrides: [{ minimum_payment: 1.00001 }] })).toBe('10.1234');
    expect(amountWithTooManyDigits({ overrides: [{}, { minimum_payment: 1.00001 }] })).toBe('1.00001');
    expect(amountWithTooManyDigits({ monthly_budget: 10.123, overrides: [] })).toBeUndefined();
    expect(amountWithTooManyDigits({ monthly_budget: 10.5, overrides: [] }, 0)).toBe('10.5');
    expect(amountRefusal({ monthly_budget: 10.1234, overrides: [] })).toEqual({ ok: false, error: 'bad_amount', amount: '10.1234' });
    expect(amountRefusal({ monthly_budget: 10.123, overrides: [] })).toBeUndefined();
    expect(decimalsRefusal({ overrides: [{ minimum_payment: 10.5 }] }, 0)).toEqual({
      ok: false,
      error: 'too_many_decimals',
      amount: '10.5',
      decimals: 0,
    });
    expect(decimalsRefusal({ overrides: [{ minimum_payment: 10.5 }] }, 2)).toBeUndefined();
    expect(payoffAmounts({ monthly_budget: 600, overrides: [{ account: 'x', minimum_payment: 12.5 }] }, 2)).toEqual({
      given: 600000,
      overrides: [{ account: 'x', interest_rate: undefined, minimum: 12500 }],
    });
    expect(payoffAmounts({ overrides: [{ account: 'x', interest_rate: 3 }] }, 2)).toEqual({
      given: undefined,
      overrides: [{ account: 'x', interest_rate: 3, minimum: undefined }],
    });
  });

  it('refuses to convert an amount the decimal check would have refused (a programming fault)', () => {
    expect(() => payoffAmounts({ monthly_budget: 12.345, overrides: [] }, 2)).toThrow(
      new RangeError('amount not checked before conversion: 12.345'),
    );
    expect(() => payoffAmounts({ overrides: [{ account: 'x', minimum_payment: 0.5 }] }, 0)).toThrow(RangeError);
  });
});

describe('the budget', () => {
  // Built before the tests rather than while collecting them, so a fault in debtTerms fails tests.
  let loan: Debt | undefined;
  let noMin: Debt | undefined;
  beforeAll(() => {
    [loan] = debtTerms([car], [], TODAY);
    [noMin] = debtTerms([account('acc-visa', 'Visa', 'creditCard', -250000)], [], TODAY);
  });

  it('takes a given budget when it covers the minimums, and refuses one below them', () => {
    expect(chooseBudget([loan!], 600000, undefined, 2)).toEqual({ ok: true, budget: 600000, from: 'given' });
    expect(chooseBudget([loan!], 400000, undefined, 2)).toEqual({ ok: true, budget: 400000, from: 'given' });
    expect(chooseBudget([loan!], 399990, undefined, 2)).toEqual({
      ok: false,
      error: 'budget_below_minimums',
      budget: '399.99',
      minimums: '400.00',
    });
    // The amounts as the message shows them, with the plan's decimals.
    expect(chooseBudget([loan!], 399500, undefined, 0)).toMatchObject({ budget: '400', minimums: '400' });
  });

  it('uses the minimums, or the past payments when a minimum is missing and they are more', () => {
    expect(needsPastPayments([loan!], undefined)).toBe(false);
    expect(needsPastPayments([loan!, noMin!], undefined)).toBe(true);
    expect(needsPastPayments([loan!, noMin!], 500000)).toBe(false);
    expect(chooseBudget([loan!], undefined, undefined, 2)).toEqual({ ok: true, budget: 400000, from: 'minimum payments' });
    expect(chooseBudget([loan!, noMin!], undefined, 450000, 2)).toEqual({ ok: true, budget: 450000, from: 'past payments' });
    expect(chooseBudget([loan!, noMin!], undefined, 400000, 2)).toEqual({ ok: true, budget: 400000, from: 'minimum payments' });
    expect(chooseBudget([noMin!], undefined, 0, 2)).toEqual({ ok: false, error: 'no_minimum_known', debts: '‘Visa’' });
  });

  it('also looks at past payments when the minimums add up to 0', () => {
    const [zero] = debtTerms([car], [{ account: 'Car loan', minimum: 0 }], TODAY);
    expect(needsPastPayments([zero!], undefined)).toBe(true);
  });

  it('names every debt with no minimum above 0 when none is known', () => {
    const debts = debtTerms(
      [
        account('acc-a', 'Card A', 'creditCard', -1000, { debt_minimum_payments: { '2026-01-01': 5000 } }),
        account('acc-b', 'Card B', 'creditCard', -1000, { debt_minimum_payments: { '2026-01-01': -5000 } }),
        account('acc-c', 'Card C', 'creditCard', -1000),
      ],
      [],
      TODAY,
    );
    expect(chooseBudget(debts, undefined, 0, 2)).toEqual({ ok: false, error: 'no_minimum_known', debts: '‘Card B’, ‘Card C’' });
  });

  it('averages the transfers into the debts over the 3 complete months before this one', () => {
    const tx = (date: string, amount: number, extra: Partial<PaymentTx> = {}): PaymentTx => ({
      account_id: 'acc-car-loan',
      date,
      amount,
      deleted: false,
      transfer_account_id: 'acc-joint',
      ...extra,
    });
    const transactions = [
      tx('2026-05-31', 400000), // before the window
      tx('2026-06-01', 400000),
      tx('2026-07-10', 400000),
      tx('2026-08-31', 400000),
      tx('2026-09-01', 400000), // this month
      tx('2026-08-01', -75000, { transfer_account_id: null }), // interest
      tx('2026-08-02', 90000, { transfer_account_id: null }), // a refund, not a transfer
      tx('2026-08-03', 50000, { deleted: true }),
      tx('2026-08-04', 50000, { account_id: 'acc-other' }),
      tx('2026-08-05', 0, {
        transfer_account_id: null,
        subtransactions: [
          { amount: 20000, deleted: false, transfer_account_id: 'acc-joint' },
          { amount: -20000, deleted: false, transfer_account_id: null },
        ],
      }),
      tx('2026-08-06', -30000), // money moved out of the debt, not a payment
      tx('2026-08-07', 0, {
        transfer_account_id: null,
        subtransactions: [{ amount: 60000, deleted: true, transfer_account_id: 'acc-joint' }],
      }),
    ];
    // (3 × 400.00 + 20.00) / 3 = 406.666… → 406.67
    expect(pastPayments(transactions, new Set(['acc-car-loan']), TODAY, 10)).toBe(406670);
    expect(pastPayments(transactions, new Set(['acc-car-loan']), TODAY, 1000)).toBe(407000);
    expect(pastPayments([], new Set(['acc-car-loan']), TODAY, 10)).toBe(0);
  });
});

describe('the simulation', () => {
  const loan: SimDebt = { account_id: 'acc-car-loan', name: 'Car loan', owed: 19040810, rate: { num: 4500n, den: 1000n }, minimum: 400000 };

  it('charges round_u(owed × rate / 100 / 12) of interest', () => {
    expect(monthlyInterest(19040810, loan.rate, 10)).toBe(71400); // 71.403…
    expect(monthlyInterest(19040810, loan.rate, 1)).toBe(71403);
    expect(monthlyInterest(19040810, loan.rate, 1000)).toBe(71000);
    expect(monthlyInterest(1000, { num: 6n, den: 1n }, 10)).toBe(10); // 5 milliunits: half away from zero
  });

  it('pays the demo car loan off in 53 months at 400.00, 34 at 600.00', () => {
    expect(simulatePayoff([loan], 400000, 'avalanche', 10, 600)).toMatchObject({
      months: 53,
      end: 'paid_off',
      total_interest: 1972800,
      total_paid: 21013610,
    });
    expect(simulatePayoff([loan], 600000, 'snowball', 10, 600)).toMatchObject({
      months: 34,
      end: 'paid_off',
      total_interest: 1269850,
      total_paid: 20310660,
    });
  });

  it('stops after month 1 when the payments do not cover the interest', () => {
    const r = simulatePayoff([loan], 71400, 'avalanche', 10, 600);
    expect(r).toMatchObject({ months: 1, end: 'never_shrinks', total_interest: 71400, total_paid: 71400 });
    expect(r.debts[0]).toMatchObject({ payoff: undefined, left: 19040810 });
  });

  it('stops at max_months with debts still owing', () => {
    expect(simulatePayoff([loan], 400000, 'avalanche', 10, 12)).toMatchObject({ months: 12, end: 'max_months' });
  });

  it('stops a plan whose debts grow past 10^15 milliunits after a first month that shrank', () => {
    // Snowball feeds the small cheap debt while the big one at 100 % grows; its minimum is 0.
    const big: SimDebt = { account_id: 'b', name: 'Big', owed: 1_000_000_000, rate: { num: 100n, den: 1n }, minimum: 0 };
    const small: SimDebt = { account_id: 's', name: 'Small', owed: 10_000_000_000, rate: { num: 0n, den: 1n }, minimum: 0 };
    const r = simulatePayoff([big, small], 100_000_000, 'avalanche', 10, 1200);
    expect(r.end).toBe('paid_off');
    const s = simulatePayoff([{ ...big, owed: 100_000_000_000 }, small], 9_000_000_000, 'snowball', 10, 1200);
    expect(s.end).toBe('runaway');
    const grown = s.debts.find((d) => d.account_id === 'b')!;
    expect(grown.payoff).toBeUndefined();
    expect(Number.isSafeInteger(grown.left) && grown.left > 1e14).toBe(true);
  });

  it('counts a total of exactly 10^15 milliunits as not yet runaway', () => {
    const one: SimDebt = { account_id: 'x', name: 'X', owed: 600_000_000_000_000, rate: { num: 0n, den: 1n }, minimum: 0 };
    const two: SimDebt = { ...one, account_id: 'y', name: 'Y', owed: 400_000_000_001_000 };
    expect(simulatePayoff([one, two], 1000, 'avalanche', 10, 1)).toMatchObject({ months: 1, end: 'max_months' });
    expect(simulatePayoff([one, two], 999, 'avalanche', 10, 1)).toMatchObject({ months: 1, end: 'runaway' });
  });

  it('has nothing to simulate when nothing is owed', () => {
    expect(simulatePayoff([], 1000, 'avalanche', 10, 12)).toMatchObject({ months: 0, end: 'paid_off', debts: [], total_paid: 0 });
    const settled: SimDebt = { account_id: 'z', name: 'Z', owed: 0, rate: { num: 5n, den: 1n }, minimum: 100 };
    expect(simulatePayoff([settled], 1000, 'snowball', 10, 12)).toMatchObject({ months: 0, end: 'paid_off', total_paid: 0 });
  });

  it('breaks a tie of rate and balance by name ignoring case, then by account id', () => {
    const debt = (account_id: string, name: string): SimDebt => ({
      account_id,
      name,
      owed: 100000,
      rate: { num: 5n, den: 1n },
      minimum: 0,
    });
    // 'alpha' sorts before 'Beta' ignoring case, though 'B' comes before 'a' by code point and id 'a' before 'b'.
    for (const strategy of ['avalanche', 'snowball'] as const) {
      const byName = simulatePayoff([debt('a', 'Beta'), debt('b', 'alpha')], 50000, strategy, 10, 1);
      expect(byName.debts.map((d) => [d.name, d.paid])).toEqual([
        ['Beta', 0],
        ['alpha', 50000],
      ]);
      const byId = simulatePayoff([debt('id-2', 'Card'), debt('id-1', 'Card')], 50000, strategy, 10, 1);
      expect(byId.debts.map((d) => [d.account_id, d.paid])).toEqual([
        ['id-2', 0],
        ['id-1', 50000],
      ]);
    }
  });

  it('pays minimums first, then the rest by priority, recomputed each month', () => {
    const a: SimDebt = { account_id: 'a', name: 'A', owed: 1000000, rate: { num: 20n, den: 1n }, minimum: 10000 };
    const b: SimDebt = { account_id: 'b', name: 'B', owed: 300000, rate: { num: 5n, den: 1n }, minimum: 10000 };
    const seen: number[][] = [];
    simulatePayoff([a, b], 100000, 'avalanche', 10, 2, (_, balances) => seen.push([...balances]));
    // Month 1: A 1,000.00 + 16.67 − 10.00 − 80.00; B 300.00 + 1.25 − 10.00.
    expect(seen[0]).toEqual([926670, 291250]);
    const snow: number[][] = [];
    simulatePayoff([a, b], 100000, 'snowball', 10, 1, (_, balances) => snow.push([...balances]));
    expect(snow[0]).toEqual([1006670, 211250]);
  });
});

describe('the answer', () => {
  const input = {
    budget: 400000,
    from: 'minimum payments' as const,
    strategy: 'both' as const,
    today: TODAY,
    digits: 2,
    u: 10,
    maxMonths: 600,
  };
  const ASSUMES = 'Assumes the interest rates stay as they are, no new debt, and payments from 2026-10 on.';
  const EACH_MONTH =
    'Each month, interest of the yearly rate ÷ 12 on what is owed (rounded to the currency’s smallest unit) is added first; then each debt gets its minimum payment; what is left of the monthly budget goes to the debts in the strategy’s order (avalanche: highest rate first; snowball: smallest balance first), recomputed each month.';
  const given = (minimums: string) => `The monthly budget is the one given; the minimum payments add up to ${minimums}.`;
  // Every answer's notes start with the assumptions and the monthly mechanics.
  const notesOf = (...rest: string[]) => [ASSUMES, EACH_MONTH, ...rest];
  /** The answer's message and its notes, each compared whole. */
  const expectSays = (r: { message: string; notes: string[] }, message: string, notes: string[]) => {
    expect(r.message).toBe(message);
    expect(r.notes).toEqual(notes);
  };
  const simDebt = (account_id: string, name: string, owed: number, thousandths: number, minimum: number): Debt => ({
    account_id,
    name,
    type: 'creditCard',
    owed,
    rate: { num: BigInt(thousandths), den: 1000n },
    rate_shown: thousandths / 1000,
    rate_from: 'YNAB',
    minimum,
    minimum_from: 'YNAB',
    escrow: 0,
  });

  it('gives the demo plan with both strategies costing the same', () => {
    const r = payoffPlan({ ...input, debts: debtTerms([car], [], TODAY) });
    expect(r).toMatchObject(PAYOFF_AT_MINIMUMS);
    expect(r.debts).toEqual([CAR_LOAN]);
    for (const [i, strategy] of (['avalanche', 'snowball'] as const).entries())
      expect(r.plans[i]).toEqual({ strategy, ...CAR_LOAN_AT_400 });
    expectSays(
      r,
      PAYOFF_MESSAGE,
      notesOf(
        'The monthly budget is the sum of the minimum payments; pass a larger monthly_budget to see how much sooner extra payments clear the debts.',
      ),
    );
  });

  it('says what the debts received when the minimums are more than the past payments', () => {
    const r = payoffPlan({ ...input, strategy: 'avalanche', debts: debtTerms([car], [], TODAY) }, 350000);
    expect(r.notes.at(-1)).toBe(
      'The monthly budget is the sum of the minimum payments: the debts received 350.00 a month on average over 2026-06 … 2026-08, not more.',
    );
  });

  it('orders rows by payoff month then name, says what avalanche saves, and notes missing terms and escrow', () => {
    const debts = debtTerms(
      [
        account('acc-card', 'Card', 'creditCard', -3000000),
        account('acc-mortgage', 'Home', 'mortgage', -200000000, {
          debt_interest_rates: { '2020-01-01': 3000 },
          debt_minimum_payments: { '2020-01-01': 1000000 },
          debt_escrow_amounts: { '2020-01-01': 200000 },
        }),
        account('acc-store', 'Store card', 'creditCard', -1000000),
      ],
      [
        { account: 'Card', interest_rate: 24, minimum: 75000 },
        { account: 'acc-store', interest_rate: 12 },
      ],
      TODAY,
    );
    const r = payoffPlan({ ...input, budget: 1500000, from: 'given', debts });
    const [avalanche, snowball] = r.plans;
    expect(avalanche!.debts.map((d) => d.name)).toEqual(['Card', 'Store card', 'Home']);
    expect(snowball!.debts.map((d) => d.name)).toEqual(['Store card', 'Card', 'Home']);
    expect([r.interest_saved_by_avalanche, r.months_saved_by_avalanche]).toEqual([104.83, 0]);
    expectSays(
      r,
      'Paying 1500.00 a month into the 204000.00 owed on 3 debt(s), from 2026-10: avalanche pays everything off in 167 month(s) (debt-free in 2040-08) with 46016.56 of interest; snowball pays everything off in 167 month(s) (debt-free in 2040-08) with 46121.39 of interest. Avalanche saves 104.83 of interest over snowball.',
      notesOf(
        'No minimum payment is known for ‘Store card’: counted as 0; pass minimum_payment in overrides.',
        given('1075.00'),
        'Escrow recorded with ‘Home’ (taxes, insurance) is paid apart and is not part of the plan.',
      ),
    );
    expect(r.debts.map((d) => [d.rate_from, d.minimum_from, d.escrow])).toEqual([
      ['override', 'override', 0],
      ['YNAB', 'YNAB', 200],
      ['override', 'missing', 0],
    ]);
  });

  it('says when the payments do not cover the interest, with no payoff months and no comparison', () => {
    const debts = debtTerms([car], [], TODAY);
    const r = payoffPlan({ ...input, budget: 50000, from: 'given', debts });
    expect(r.plans.map((p) => [p.months_to_debt_free, p.debt_free_month, p.debts[0]!.payoff_month, p.debts[0]!.months])).toEqual([
      [null, null, null, null],
      [null, null, null, null],
    ]);
    expect(r.interest_saved_by_avalanche).toBeNull();
    expect(r.months_saved_by_avalanche).toBeNull();
    expectSays(
      r,
      'Paying 50.00 a month into the 19040.81 owed on 1 debt(s), from 2026-10: avalanche never pays the debts off: the payments do not cover the interest, so the total owed does not go down; snowball never pays the debts off: the payments do not cover the interest, so the total owed does not go down. Pay more each month (monthly_budget) for a plan that ends.',
      notesOf(
        given('400.00'),
        'The avalanche simulation stopped after its first month: the total owed did not go down.',
        'The snowball simulation stopped after its first month: the total owed did not go down.',
      ),
    );
  });

  it('says what avalanche saves and how much sooner it finishes', () => {
    const r = payoffPlan({
      ...input,
      budget: 250000,
      from: 'given',
      debts: [simDebt('a', 'Alpha', 4490000, 29760, 80000), simDebt('b', 'Beta', 2450000, 13360, 40000)],
    });
    expect([r.interest_saved_by_avalanche, r.months_saved_by_avalanche]).toEqual([1318.13, 5]);
    expectSays(
      r,
      'Paying 250.00 a month into the 6940.00 owed on 2 debt(s), from 2026-10: avalanche pays everything off in 40 month(s) (debt-free in 2030-01) with 2860.57 of interest; snowball pays everything off in 45 month(s) (debt-free in 2030-06) with 4178.70 of interest. Avalanche saves 1318.13 of interest over snowball and finishes 5 month(s) sooner.',
      notesOf(given('120.00')),
    );
  });

  it('compares nothing when only one strategy finishes within max_months, and lists the unfinished debts last', () => {
    const debts = [simDebt('a', 'Alpha', 4490000, 29760, 80000), simDebt('b', 'Beta', 2450000, 13360, 40000)];
    const r = payoffPlan({ ...input, budget: 250000, from: 'given', debts, maxMonths: 40 });
    expect([r.interest_saved_by_avalanche, r.months_saved_by_avalanche]).toEqual([null, null]);
    expect(r.plans[1]!.debts.map((d) => [d.name, d.months])).toEqual([
      ['Beta', 16],
      ['Alpha', null],
    ]);
    expectSays(
      r,
      'Paying 250.00 a month into the 6940.00 owed on 2 debt(s), from 2026-10: avalanche pays everything off in 40 month(s) (debt-free in 2030-01) with 2860.57 of interest; snowball still leaves 1045.97 owed after 40 month(s). Pay more each month (monthly_budget), or simulate longer (max_months).',
      notesOf(given('120.00'), 'The snowball simulation stopped at max_months (40) with debts still owing.'),
    );
    // Every debt unfinished: by name.
    const none = payoffPlan({
      ...input,
      budget: 250000,
      from: 'given',
      debts: [simDebt('b', 'beta', 4490000, 100, 0), simDebt('a', 'Alpha', 4490000, 100, 0), simDebt('c', 'Gamma', 4490000, 100, 0)],
      maxMonths: 2,
    });
    expect(none.plans[0]!.debts.map((d) => d.name)).toEqual(['Alpha', 'beta', 'Gamma']);
  });

  it('says when snowball costs less, here also finishing sooner (rounding to whole units), and the unfinished avalanche’s balance', () => {
    const debts = [simDebt('a', 'Alpha', 225000, 12240, 0), simDebt('b', 'Beta', 77000, 11872, 3000)];
    const r = payoffPlan({ ...input, digits: 0, u: 1000, budget: 16000, from: 'given', debts });
    expect([r.interest_saved_by_avalanche, r.months_saved_by_avalanche]).toEqual([-6, -1]);
    expect(r.message).toBe(
      "Paying 16 a month into the 302 owed on 2 debt(s), from 2026-10: avalanche pays everything off in 22 month(s) (debt-free in 2028-07) with 38 of interest; snowball pays everything off in 21 month(s) (debt-free in 2028-06) with 32 of interest. Snowball costs 6 less interest here: rounding each month's interest to the currency's smallest unit outweighs the rate difference on these balances.",
    );
    const cut = payoffPlan({ ...input, digits: 0, u: 1000, budget: 16000, from: 'given', debts, maxMonths: 21 });
    expect(cut.plans[0]!.debts.map((d) => [d.name, d.months])).toEqual([
      ['Alpha', 20],
      ['Beta', null],
    ]);
    expectSays(
      cut,
      'Paying 16 a month into the 302 owed on 2 debt(s), from 2026-10: avalanche still leaves 4 owed after 21 month(s); snowball pays everything off in 21 month(s) (debt-free in 2028-06) with 32 of interest. Pay more each month (monthly_budget), or simulate longer (max_months).',
      notesOf(given('3'), 'The avalanche simulation stopped at max_months (21) with debts still owing.'),
    );
  });

  it('says when one strategy’s debts run away while the other finishes', () => {
    const debts = [simDebt('b', 'Big', 100_000_000_000, 100000, 0), simDebt('s', 'Small', 10_000_000_000, 0, 0)];
    const r = payoffPlan({ ...input, budget: 9_000_000_000, from: 'given', debts, maxMonths: 1200 });
    expectSays(
      r,
      'Paying 9000000.00 a month into the 110000000.00 owed on 2 debt(s), from 2026-10: avalanche pays everything off in 34 month(s) (debt-free in 2029-07) with 192736263.23 of interest; snowball never pays the debts off: after 171 month(s) the interest outgrows the payments and the total owed keeps growing. Pay more each month (monthly_budget) for a plan that ends.',
      notesOf(
        given('0.00'),
        'The snowball simulation stopped after 171 month(s), when the total owed passed 1000000000000.00: the payments do not cover the interest.',
      ),
    );
  });

  it('explains a budget taken from past payments', () => {
    const debts = debtTerms([account('acc-visa', 'Visa', 'creditCard', -250000)], [], TODAY);
    const r = payoffPlan({ ...input, strategy: 'snowball', budget: 100000, from: 'past payments', debts }, 100000);
    expect(r.plans.map((p) => p.strategy)).toEqual(['snowball']);
    expect(r.notes).toEqual(
      notesOf(
        'No interest rate is known for ‘Visa’: counted as 0 %, so the interest shown is too low; pass interest_rate in overrides.',
        'No minimum payment is known for ‘Visa’: counted as 0; pass minimum_payment in overrides.',
        'A minimum payment is unknown, so the monthly budget (100.00) is what the debts received on average each month over 2026-06 … 2026-08, more than the known minimums (0.00).',
      ),
    );
    const two = payoffPlan(
      {
        ...input,
        strategy: 'snowball',
        budget: 100000,
        from: 'past payments',
        debts: debtTerms([account('acc-visa', 'Visa', 'creditCard', -250000), account('acc-amex', 'Amex', 'creditCard', -1000)], [], TODAY),
      },
      100000,
    );
    expect(two.notes[2]).toBe(
      'No interest rate is known for ‘Visa’, ‘Amex’: counted as 0 %, so the interest shown is too low; pass interest_rate in overrides.',
    );
    expect(r.plans[0]).toMatchObject({ months_to_debt_free: 3, debt_free_month: '2026-12', total_interest: 0, total_paid: 250 });
  });

  it('says there is no debt', () => {
    expect(noDebtAnswer(undefined, TODAY)).toMatchObject({
      monthly_budget: null,
      budget_from: null,
      first_month: '2026-10',
      debts: [],
      plans: [],
    });
    expect(noDebtAnswer(500000, TODAY)).toMatchObject({ monthly_budget: 500, budget_from: 'given' });
    expect(noDebtAnswer(undefined, TODAY)).toMatchObject({
      message:
        'No open debt account of this plan owes money (loans, mortgages, credit cards and other debts with a negative balance): there is nothing to pay off.',
      notes: ['Closed accounts, accounts with a balance of 0 or more, and asset accounts are not debts here.'],
    });
  });
});
