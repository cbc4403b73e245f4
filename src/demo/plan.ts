// The demo plan "Demo household" as data, per demo-plan.md §1–§3 (amounts in milliunits).
// demoPlan() hands out a fresh deep copy; the fake YNAB mutates its own copy.

import type { DemoMonth, DemoPlan, DemoTarget, MonthCategoryFigures } from './plan-types.ts';

/** The fixed "today" of the demo (demo-plan.md §1). */
export const DEMO_TODAY = '2026-09-25';
export const DEMO_PLAN_ID = 'demo-budget';

const monthly = (target: number): DemoTarget => ({
  goal_type: 'NEED',
  goal_target: target,
  goal_target_date: null,
  goal_cadence: 1,
  goal_cadence_frequency: 1,
  goal_needs_whole_amount: true,
  goal_day: null,
  goal_creation_month: '2026-06-01',
});

const byDate = (target: number, date: string): DemoTarget => ({
  goal_type: 'NEED',
  goal_target: target,
  goal_target_date: date,
  goal_cadence: null,
  goal_cadence_frequency: null,
  goal_needs_whole_amount: true,
  goal_day: null,
  goal_creation_month: '2026-06-01',
});

const cat = (id: string, name: string, target: DemoTarget | null = null) => ({
  id,
  name,
  hidden: false,
  internal: false,
  note: null,
  target,
});

const f = (budgeted: number, activity: number, balance: number): MonthCategoryFigures => ({
  budgeted,
  activity,
  balance,
});

/** The bills and subscriptions are the same every full month: assigned, then spent to zero. */
const fixedBills = {
  'cat-rent': f(950000, -950000, 0),
  'cat-power': f(64200, -64200, 0),
  'cat-internet': f(29990, -29990, 0),
  'cat-phone': f(19990, -19990, 0),
  'cat-subscriptions': f(13490, -13490, 0),
};

// June–September category figures. They are typed in here from §3 and the §4 transactions for now; a
// later issue computes every month figure (activity, balance, month totals) from the transactions.
const MONTHS: DemoMonth[] = [
  {
    month: '2026-06-01',
    note: null,
    income: 4200000,
    budgeted: 1967670,
    activity: -1299320,
    to_be_budgeted: 2232330,
    age_of_money: null,
    categories: {
      ...fixedBills,
      'cat-groceries': f(99150, -99150, 0),
      'cat-restaurants': f(55500, -55500, 0),
      'cat-transport': f(90000, -45000, 45000),
      'cat-tennis': f(80000, -22000, 58000),
      'cat-holidays': f(565350, 0, 565350),
    },
  },
  {
    month: '2026-07-01',
    note: null,
    income: 2700000,
    budgeted: 1967670,
    activity: -1334420,
    to_be_budgeted: 2964660,
    age_of_money: 17,
    categories: {
      ...fixedBills,
      'cat-groceries': f(128250, -128250, 0),
      'cat-restaurants': f(61500, -61500, 0),
      'cat-transport': f(90000, -45000, 90000),
      'cat-tennis': f(80000, -22000, 116000),
      'cat-holidays': f(530250, 0, 1095600),
    },
  },
  {
    month: '2026-08-01',
    note: null,
    income: 2700000,
    budgeted: 1967670,
    activity: -1412390,
    to_be_budgeted: 3696990,
    age_of_money: 48,
    categories: {
      ...fixedBills,
      'cat-groceries': f(178620, -178620, 0),
      'cat-restaurants': f(89100, -89100, 0),
      'cat-transport': f(90000, -45000, 135000),
      'cat-tennis': f(80000, -22000, 174000),
      'cat-holidays': f(452280, 0, 1547880),
    },
  },
  {
    // "Resulting September figures" of §3.
    month: '2026-09-01',
    note: null,
    income: 0,
    budgeted: 1967670,
    activity: -1441210,
    to_be_budgeted: 1729320,
    age_of_money: 47,
    categories: {
      'cat-rent': f(950000, -950000, 0),
      'cat-power': f(64200, 0, 64200),
      'cat-internet': f(29990, -29990, 0),
      'cat-phone': f(19990, -19990, 0),
      'cat-groceries': f(400000, 0, 400000),
      'cat-restaurants': f(120000, -142500, -22500),
      'cat-transport': f(90000, 0, 225000),
      'cat-tennis': f(80000, -22000, 232000),
      'cat-subscriptions': f(13490, 0, 13490),
      'cat-holidays': f(200000, 0, 1747880),
      'cat-uncategorized': f(0, -276730, -276730),
    },
  },
];

const reconciledNoon = (date: string) => `${date}T12:00:00Z`;

const DEMO_PLAN: DemoPlan = {
  id: DEMO_PLAN_ID,
  name: 'Demo household',
  last_modified_on: '2026-09-24T18:00:00Z',
  first_month: '2026-06-01',
  last_month: '2026-09-01',
  date_format: { format: 'DD/MM/YYYY' },
  currency_format: {
    iso_code: 'EUR',
    example_format: '123 456,78',
    decimal_digits: 2,
    decimal_separator: ',',
    symbol_first: false,
    group_separator: ' ',
    currency_symbol: '€',
    display_symbol: true,
  },
  accounts: [
    {
      id: 'acc-checking',
      name: 'Checking',
      type: 'checking',
      on_budget: true,
      closed: false,
      note: null,
      balance: 3512660,
      cleared_balance: 3727140,
      uncleared_balance: -214480,
      transfer_payee_id: 'pay-tr-checking',
      direct_import_linked: true,
      direct_import_in_error: false,
      last_reconciled_at: null,
      debt_interest_rates: null,
      debt_minimum_payments: null,
      debt_escrow_amounts: null,
    },
    {
      id: 'acc-savings',
      name: 'Savings',
      type: 'savings',
      on_budget: true,
      closed: false,
      note: null,
      balance: 600000,
      cleared_balance: 600000,
      uncleared_balance: 0,
      transfer_payee_id: 'pay-tr-savings',
      direct_import_linked: false,
      direct_import_in_error: false,
      last_reconciled_at: null,
      debt_interest_rates: null,
      debt_minimum_payments: null,
      debt_escrow_amounts: null,
    },
    {
      id: 'acc-joint-savings',
      name: 'Joint savings',
      type: 'savings',
      on_budget: false,
      closed: false,
      note: null,
      balance: 16342360,
      cleared_balance: 16342360,
      uncleared_balance: 0,
      transfer_payee_id: 'pay-tr-joint-savings',
      direct_import_linked: true,
      direct_import_in_error: true,
      last_reconciled_at: reconciledNoon('2026-08-31'),
      debt_interest_rates: null,
      debt_minimum_payments: null,
      debt_escrow_amounts: null,
    },
    {
      id: 'acc-car-loan',
      name: 'Car loan',
      type: 'autoLoan',
      on_budget: false,
      closed: false,
      note: null,
      balance: -19040810,
      cleared_balance: -19040810,
      uncleared_balance: 0,
      transfer_payee_id: 'pay-tr-car-loan',
      direct_import_linked: false,
      direct_import_in_error: false,
      last_reconciled_at: reconciledNoon('2026-08-31'),
      debt_interest_rates: { '2025-03-01': 4500 },
      debt_minimum_payments: { '2025-03-01': 400000 },
      debt_escrow_amounts: {},
    },
    {
      id: 'acc-student-loan',
      name: 'Student loan',
      type: 'studentLoan',
      on_budget: false,
      closed: true,
      note: null,
      balance: 0,
      cleared_balance: 0,
      uncleared_balance: 0,
      transfer_payee_id: 'pay-tr-student-loan',
      direct_import_linked: false,
      direct_import_in_error: false,
      last_reconciled_at: reconciledNoon('2026-02-28'),
      debt_interest_rates: { '2025-03-01': 2000 },
      debt_minimum_payments: { '2025-03-01': 250000 },
      debt_escrow_amounts: {},
    },
    {
      id: 'acc-former-bank',
      name: 'Former bank',
      type: 'checking',
      on_budget: false,
      closed: true,
      note: null,
      balance: 0,
      cleared_balance: 0,
      uncleared_balance: 0,
      transfer_payee_id: 'pay-tr-former-bank',
      direct_import_linked: false,
      direct_import_in_error: false,
      last_reconciled_at: reconciledNoon('2026-05-31'),
      debt_interest_rates: null,
      debt_minimum_payments: null,
      debt_escrow_amounts: null,
    },
  ],
  category_groups: [
    {
      id: 'grp-internal-master-category',
      name: 'Internal Master Category',
      hidden: false,
      internal: true,
      categories: [
        { ...cat('cat-inflow', 'Inflow: Ready to Assign'), internal: true },
        { ...cat('cat-uncategorized', 'Uncategorized'), internal: true },
      ],
    },
    {
      id: 'grp-bills',
      name: 'Bills',
      hidden: false,
      internal: false,
      categories: [
        cat('cat-rent', 'Rent', monthly(950000)),
        cat('cat-power', 'Electricity'),
        cat('cat-internet', 'Internet'),
        cat('cat-phone', 'Phone'),
      ],
    },
    {
      id: 'grp-everyday',
      name: 'Everyday',
      hidden: false,
      internal: false,
      categories: [
        cat('cat-groceries', 'Groceries', monthly(450000)),
        cat('cat-restaurants', 'Restaurants', monthly(150000)),
        cat('cat-transport', 'Transport', byDate(250000, '2026-10-01')),
      ],
    },
    {
      id: 'grp-fun',
      name: 'Fun',
      hidden: false,
      internal: false,
      categories: [
        cat('cat-tennis', 'Tennis', byDate(480000, '2026-12-01')),
        cat('cat-subscriptions', 'Subscriptions', monthly(13490)),
      ],
    },
    {
      id: 'grp-savings-goals',
      name: 'Savings goals',
      hidden: false,
      internal: false,
      categories: [cat('cat-holidays', 'Holidays')],
    },
  ],
  months: MONTHS,
};

/** A fresh deep copy of the demo plan. */
export function demoPlan(): DemoPlan {
  return structuredClone(DEMO_PLAN);
}
