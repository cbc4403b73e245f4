// The category groups, targets and assigned amounts of demo-plan.md §3 (amounts in milliunits). Activity,
// balances and Ready to Assign are not stored: they are computed from the transactions.

import type { DemoCategoryGroup, DemoMonth, DemoTarget } from '../model/plan-types.ts';

type Round = (milli: number) => number;
const same: Round = (m) => m;

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

const group = (id: string, name: string, categories: DemoCategoryGroup['categories']): DemoCategoryGroup => ({
  id,
  name,
  hidden: false,
  internal: false,
  categories,
});

export function demoCategoryGroups(round: Round = same): DemoCategoryGroup[] {
  return [
    {
      ...group('grp-internal-master-category', 'Internal Master Category', [
        { ...cat('cat-inflow', 'Inflow: Ready to Assign'), internal: true },
        { ...cat('cat-uncategorized', 'Uncategorized'), internal: true },
      ]),
      internal: true,
    },
    group('grp-bills', 'Bills', [
      cat('cat-rent', 'Rent', monthly(round(950000))),
      cat('cat-power', 'Electricity'),
      cat('cat-internet', 'Internet'),
      cat('cat-phone', 'Phone'),
    ]),
    group('grp-everyday', 'Everyday', [
      cat('cat-groceries', 'Groceries', monthly(round(450000))),
      cat('cat-restaurants', 'Restaurants', monthly(round(150000))),
      cat('cat-transport', 'Transport', byDate(round(250000), '2026-10-01')),
    ]),
    group('grp-fun', 'Fun', [
      cat('cat-tennis', 'Tennis', byDate(round(480000), '2026-12-01')),
      cat('cat-subscriptions', 'Subscriptions', monthly(round(13490))),
    ]),
    group('grp-savings-goals', 'Savings goals', [cat('cat-holidays', 'Holidays')]),
  ];
}

/** The same every month (§3): bills, transport, tennis and subscriptions. */
const FIXED: Record<string, number> = {
  'cat-rent': 950000,
  'cat-power': 64200,
  'cat-internet': 29990,
  'cat-phone': 19990,
  'cat-transport': 90000,
  'cat-tennis': 80000,
  'cat-subscriptions': 13490,
};

/** Groceries, Restaurants and Holidays per month (§3 table), and the fixed age of money. */
const VARYING: [month: string, groceries: number, restaurants: number, holidays: number, ageOfMoney: number | null][] = [
  ['2026-06-01', 99150, 55500, 565350, null],
  ['2026-07-01', 128250, 61500, 530250, 17],
  ['2026-08-01', 178620, 89100, 452280, 48],
  ['2026-09-01', 400000, 120000, 200000, 47],
];

/** The four months as stored; `round` applies to the fixed amounts (the varying ones are for cent plans). */
export function demoMonths(round: Round = same): DemoMonth[] {
  const fixed = Object.fromEntries(Object.entries(FIXED).map(([id, milli]) => [id, round(milli)]));
  return VARYING.map(([month, groceries, restaurants, holidays, ageOfMoney]) => ({
    month,
    note: null,
    age_of_money: ageOfMoney,
    budgeted: { ...fixed, 'cat-groceries': groceries, 'cat-restaurants': restaurants, 'cat-holidays': holidays },
  }));
}

/**
 * The household's habit that explains June–August (§3): Groceries 400 and Restaurants 120 are assigned,
 * and at the month's end what is left moves to Holidays (200 assigned). So Groceries and Restaurants end
 * at the amount spent and Holidays at 200 + 520 − both. Used to rebuild the amounts for other currencies.
 */
export function habitBudgets(
  spentGroceries: number,
  spentRestaurants: number,
): { groceries: number; restaurants: number; holidays: number } {
  return {
    groceries: spentGroceries,
    restaurants: spentRestaurants,
    holidays: 200000 + 400000 - spentGroceries + 120000 - spentRestaurants,
  };
}
