// The heavy plan's fixed structure: six accounts (three on budget, three tracking, one of them closed), 40
// categories in eight groups plus YNAB's own groups (internal categories as the demo plan has them, and the
// credit card's payment category), and the category targets.

import type { DemoAccount, DemoCategoryGroup, DemoTarget } from '../src/fake-ynab/model/plan-types.ts';

export const ACC = {
  checking: 'acc-checking',
  savings: 'acc-savings',
  card: 'acc-credit-card',
  investments: 'acc-investments',
  mortgage: 'acc-mortgage',
  carLoan: 'acc-car-loan',
} as const;

export const READY_TO_ASSIGN = 'cat-inflow';
export const UNCATEGORIZED = 'cat-uncategorized';

export const transferPayeeId = (accountId: string): string => `pay-tr-${accountId.replace(/^acc-/, '')}`;

const account = (
  id: string,
  name: string,
  type: DemoAccount['type'],
  onBudget: boolean,
  extra: Partial<DemoAccount> = {},
): DemoAccount => ({
  id,
  name,
  type,
  on_budget: onBudget,
  closed: false,
  note: null,
  transfer_payee_id: transferPayeeId(id),
  direct_import_linked: false,
  direct_import_in_error: false,
  last_reconciled_at: null,
  debt_interest_rates: null,
  debt_minimum_payments: null,
  debt_escrow_amounts: null,
  ...extra,
});

/** Loan terms as YNAB stores them: rate in thousandths of a percent, payment in milliunits, keyed by month. */
export const MORTGAGE = { rate: 1850, payment: 1_150_000, start: -250_000_000 };
export const CAR_LOAN = { rate: 3900, payment: 420_000, start: -18_000_000 };

export function heavyAccounts(firstMonth: string, reconciledAt: string): DemoAccount[] {
  const debt = (terms: { rate: number; payment: number }) => ({
    debt_interest_rates: { [firstMonth]: terms.rate },
    debt_minimum_payments: { [firstMonth]: terms.payment },
    debt_escrow_amounts: {},
  });
  return [
    account(ACC.checking, 'Checking', 'checking', true, { direct_import_linked: true, last_reconciled_at: reconciledAt }),
    account(ACC.savings, 'Savings', 'savings', true, { last_reconciled_at: reconciledAt }),
    account(ACC.card, 'Credit card', 'creditCard', true, { direct_import_linked: true, last_reconciled_at: reconciledAt }),
    account(ACC.investments, 'Investments', 'otherAsset', false, { last_reconciled_at: reconciledAt }),
    account(ACC.mortgage, 'Mortgage', 'mortgage', false, { last_reconciled_at: reconciledAt, ...debt(MORTGAGE) }),
    account(ACC.carLoan, 'Car loan', 'autoLoan', false, { closed: true, ...debt(CAR_LOAN) }),
  ];
}

/** The 40 categories the household uses, by group: [id, name]. */
export const GROUPS: readonly (readonly [id: string, name: string, categories: readonly (readonly [string, string])[]])[] = [
  [
    'grp-bills',
    'Bills',
    [
      ['cat-mortgage', 'Mortgage'],
      ['cat-car-loan', 'Car loan'],
      ['cat-power', 'Electricity'],
      ['cat-gas', 'Gas'],
      ['cat-water', 'Water'],
      ['cat-internet', 'Internet'],
      ['cat-phone', 'Phone'],
    ],
  ],
  [
    'grp-everyday',
    'Everyday',
    [
      ['cat-groceries', 'Groceries'],
      ['cat-restaurants', 'Restaurants'],
      ['cat-transport', 'Transport'],
      ['cat-fuel', 'Fuel'],
      ['cat-household', 'Household'],
      ['cat-pharmacy', 'Pharmacy'],
    ],
  ],
  [
    'grp-insurance',
    'Insurance and taxes',
    [
      ['cat-home-insurance', 'Home insurance'],
      ['cat-car-insurance', 'Car insurance'],
      ['cat-health', 'Health'],
      ['cat-taxes', 'Taxes'],
    ],
  ],
  [
    'grp-subscriptions',
    'Subscriptions',
    [
      ['cat-streaming', 'Streaming'],
      ['cat-music', 'Music'],
      ['cat-software', 'Software'],
      ['cat-news', 'News'],
      ['cat-gym', 'Gym'],
    ],
  ],
  [
    'grp-family',
    'Family',
    [
      ['cat-childcare', 'Childcare'],
      ['cat-school', 'School'],
      ['cat-kids-activities', 'Kids activities'],
      ['cat-clothing', 'Clothing'],
      ['cat-gifts', 'Gifts'],
    ],
  ],
  [
    'grp-fun',
    'Fun',
    [
      ['cat-going-out', 'Going out'],
      ['cat-hobbies', 'Hobbies'],
      ['cat-books', 'Books'],
      ['cat-sports', 'Sports'],
    ],
  ],
  [
    'grp-travel',
    'Travel',
    [
      ['cat-holidays', 'Holidays'],
      ['cat-hotels', 'Hotels'],
      ['cat-flights', 'Flights'],
      ['cat-car-rental', 'Car rental'],
    ],
  ],
  [
    'grp-savings-goals',
    'Savings goals',
    [
      ['cat-emergency', 'Emergency fund'],
      ['cat-car-replacement', 'Car replacement'],
      ['cat-home-repairs', 'Home repairs'],
      ['cat-investments', 'Investments'],
      ['cat-christmas', 'Christmas'],
    ],
  ],
];

/** The user's categories (the 40 above), in order. */
export const USER_CATEGORY_IDS: readonly string[] = GROUPS.flatMap(([, , categories]) => categories.map(([id]) => id));

const monthly = (target: number, created: string): DemoTarget => ({
  goal_type: 'NEED',
  goal_target: target,
  goal_target_date: null,
  goal_cadence: 1,
  goal_cadence_frequency: 1,
  goal_needs_whole_amount: true,
  goal_day: null,
  goal_creation_month: created,
});

const byDate = (target: number, date: string, created: string): DemoTarget => ({
  ...monthly(target, created),
  goal_target_date: date,
  goal_cadence: null,
  goal_cadence_frequency: null,
});

/** Targets on some categories; monthly ones get their amount from the history (`monthlyNeed`, milliunits). */
function targets(monthlyNeed: (categoryId: string) => number): Record<string, DemoTarget> {
  return {
    'cat-groceries': monthly(monthlyNeed('cat-groceries'), '2019-01-01'),
    'cat-restaurants': monthly(monthlyNeed('cat-restaurants'), '2019-01-01'),
    'cat-streaming': monthly(monthlyNeed('cat-streaming'), '2021-03-01'),
    'cat-gym': monthly(monthlyNeed('cat-gym'), '2022-09-01'),
    'cat-emergency': monthly(400_000, '2017-01-01'),
    'cat-holidays': byDate(3_000_000, '2027-07-01', '2026-01-01'),
    'cat-car-replacement': byDate(15_000_000, '2029-01-01', '2024-02-01'),
    'cat-christmas': byDate(600_000, '2026-12-01', '2026-01-01'),
    'cat-home-insurance': byDate(460_000, '2027-01-01', '2026-02-01'),
  };
}

export function heavyCategoryGroups(monthlyNeed: (categoryId: string) => number): DemoCategoryGroup[] {
  const goals = targets(monthlyNeed);
  const cat = (id: string, name: string, internal = false) => ({
    id,
    name,
    hidden: false,
    internal,
    note: null,
    target: goals[id] ?? null,
  });
  const group = (id: string, name: string, categories: DemoCategoryGroup['categories'], internal = false): DemoCategoryGroup => ({
    id,
    name,
    hidden: false,
    internal,
    categories,
  });
  return [
    group(
      'grp-internal-master-category',
      'Internal Master Category',
      [cat(READY_TO_ASSIGN, 'Inflow: Ready to Assign', true), cat(UNCATEGORIZED, 'Uncategorized', true)],
      true,
    ),
    group('grp-credit-card-payments', 'Credit Card Payments', [cat('cat-cc-payment', 'Credit card')]),
    ...GROUPS.map(([id, name, categories]) =>
      group(
        id,
        name,
        categories.map(([cid, cname]) => cat(cid, cname)),
      ),
    ),
  ];
}
