// The heavy plan's 25 scheduled transactions, of every usual frequency: the household's salaries, bills and
// subscriptions (at their latest amount), its transfers, and a few one-offs. All fall after today.

import type { Frequency } from '../src/fake-ynab/model/api-types.ts';
import type { DemoScheduledTransaction } from '../src/fake-ynab/model/plan-types.ts';
import { addMonths, dayIn, dayNumber, isoOfDay, monthOf } from './heavy-dates.ts';
import { ACC, READY_TO_ASSIGN } from './heavy-structure.ts';

interface Spec {
  id: string;
  /** A merchant's name (its payee is that name), or a transfer to an account. */
  payee: string | { transferTo: string };
  account: string;
  frequency: Frequency;
  /** Day of the month, or days after today for weekly kinds. */
  day: number;
  category: string | null;
  /** Milliunits; omitted: the merchant's latest amount. */
  amount?: number;
  memo?: string;
}

const SPECS: readonly Spec[] = [
  {
    id: 'sch-salary-acme',
    payee: 'ACME EMPLOYER SALAIRE',
    account: ACC.checking,
    frequency: 'monthly',
    day: 28,
    category: READY_TO_ASSIGN,
  },
  { id: 'sch-salary-nordic', payee: 'NORDIC LABS PAIE', account: ACC.checking, frequency: 'monthly', day: 27, category: READY_TO_ASSIGN },
  { id: 'sch-caf', payee: 'CAF ALLOCATIONS', account: ACC.checking, frequency: 'monthly', day: 5, category: READY_TO_ASSIGN },
  {
    id: 'sch-mortgage',
    payee: { transferTo: ACC.mortgage },
    account: ACC.checking,
    frequency: 'monthly',
    day: 5,
    category: 'cat-mortgage',
    amount: -1_150_000,
  },
  {
    id: 'sch-investments',
    payee: { transferTo: ACC.investments },
    account: ACC.savings,
    frequency: 'monthly',
    day: 10,
    category: 'cat-investments',
    amount: -300_000,
  },
  {
    id: 'sch-savings',
    payee: { transferTo: ACC.savings },
    account: ACC.checking,
    frequency: 'twiceAMonth',
    day: 14,
    category: null,
    amount: -150_000,
  },
  { id: 'sch-power', payee: 'POWERCO ENERGIE', account: ACC.checking, frequency: 'monthly', day: 26, category: 'cat-power' },
  { id: 'sch-gas', payee: 'GAZ DU NORD', account: ACC.checking, frequency: 'monthly', day: 12, category: 'cat-gas' },
  { id: 'sch-water', payee: 'EAU DE LA VILLE', account: ACC.checking, frequency: 'every3Months', day: 15, category: 'cat-water' },
  { id: 'sch-internet', payee: 'FIBERNET', account: ACC.checking, frequency: 'monthly', day: 21, category: 'cat-internet' },
  { id: 'sch-phone', payee: 'TELCO MOBILE', account: ACC.checking, frequency: 'monthly', day: 23, category: 'cat-phone' },
  { id: 'sch-streaming', payee: 'STREAMFLIX', account: ACC.checking, frequency: 'monthly', day: 15, category: 'cat-streaming' },
  { id: 'sch-music', payee: 'SONGBIRD MUSIC', account: ACC.checking, frequency: 'monthly', day: 9, category: 'cat-music' },
  { id: 'sch-news', payee: 'LE QUOTIDIEN', account: ACC.checking, frequency: 'monthly', day: 4, category: 'cat-news' },
  { id: 'sch-gym', payee: 'FITZONE GYM', account: ACC.checking, frequency: 'monthly', day: 2, category: 'cat-gym' },
  {
    id: 'sch-home-insurance',
    payee: 'HOMESAFE INSURANCE',
    account: ACC.checking,
    frequency: 'yearly',
    day: 20,
    category: 'cat-home-insurance',
  },
  {
    id: 'sch-car-insurance',
    payee: 'AUTOPROTECT ASSURANCE',
    account: ACC.checking,
    frequency: 'monthly',
    day: 6,
    category: 'cat-car-insurance',
  },
  { id: 'sch-health', payee: 'MUTUELLE SANTE PLUS', account: ACC.checking, frequency: 'monthly', day: 7, category: 'cat-health' },
  { id: 'sch-property-tax', payee: 'DGFIP TAXE FONCIERE', account: ACC.checking, frequency: 'yearly', day: 15, category: 'cat-taxes' },
  {
    id: 'sch-conservatoire',
    payee: 'CONSERVATOIRE MUSIQUE',
    account: ACC.checking,
    frequency: 'every3Months',
    day: 8,
    category: 'cat-kids-activities',
  },
  {
    id: 'sch-baby-sitting',
    payee: 'BABY SITTING SERVICES',
    account: ACC.checking,
    frequency: 'everyOtherWeek',
    day: 3,
    category: 'cat-childcare',
    amount: -60_000,
  },
  {
    id: 'sch-groceries',
    payee: 'DRIVE EXPRESS',
    account: ACC.card,
    frequency: 'weekly',
    day: 2,
    category: 'cat-groceries',
    amount: -85_000,
  },
  {
    id: 'sch-laundry',
    payee: 'LAVERIE DU CENTRE',
    account: ACC.checking,
    frequency: 'every4Weeks',
    day: 6,
    category: 'cat-household',
    amount: -12_000,
  },
  {
    id: 'sch-boiler',
    payee: 'PLOMBERIE RAPIDE',
    account: ACC.checking,
    frequency: 'twiceAYear',
    day: 12,
    category: 'cat-home-repairs',
    amount: -95_000,
    memo: 'Boiler service',
  },
  {
    id: 'sch-flights',
    payee: 'SKYWING AIRLINES',
    account: ACC.card,
    frequency: 'never',
    day: 2,
    category: 'cat-flights',
    amount: -640_000,
    memo: 'Flights to Lisbon',
  },
];

const WEEKLY: Partial<Record<Frequency, number>> = { weekly: 7, everyOtherWeek: 14, every4Weeks: 28 };

/** The next date after `today` and the first one, about two years earlier (or at the window's start). */
function dates(spec: Spec, today: string, start: string): { next: string; first: string } {
  const weekly = WEEKLY[spec.frequency];
  if (weekly !== undefined) {
    const next = dayNumber(today) + spec.day;
    return { next: isoOfDay(next), first: isoOfDay(Math.max(dayNumber(start), next - weekly * 52)) };
  }
  if (spec.frequency === 'never') {
    const once = dayIn(addMonths(monthOf(today), 2), spec.day);
    return { next: once, first: once };
  }
  let next = dayIn(monthOf(today), spec.day);
  if (next <= today) next = dayIn(addMonths(monthOf(today), 1), spec.day);
  // Two years back is a whole number of periods for every monthly kind (1, 3, 6 or 12 months).
  const earlier = dayIn(addMonths(monthOf(next), -24), spec.day);
  return { next, first: earlier < start ? next : earlier };
}

export interface SchedulePayees {
  /** The payee id for a merchant's name (created for it if needed). */
  merchant(name: string): string;
  /** The merchant's latest amount in the history, in milliunits. */
  latestAmount(name: string): number;
  transferPayee(accountId: string): string;
}

export function heavyScheduled(today: string, start: string, payees: SchedulePayees): DemoScheduledTransaction[] {
  return SPECS.map((spec) => {
    const { next, first } = dates(spec, today, start);
    const transfer = typeof spec.payee === 'string' ? null : spec.payee.transferTo;
    return {
      id: spec.id,
      date_first: first,
      date_next: next,
      frequency: spec.frequency,
      amount: spec.amount ?? payees.latestAmount(spec.payee as string),
      memo: spec.memo ?? null,
      flag_color: null,
      account_id: spec.account,
      payee_id: transfer === null ? payees.merchant(spec.payee as string) : payees.transferPayee(transfer),
      category_id: spec.category,
      transfer_account_id: transfer,
      deleted: false,
    };
  });
}

/** The merchant names the schedules use: each gets a payee of that exact name. */
export const SCHEDULED_MERCHANTS: readonly string[] = SPECS.flatMap((s) => (typeof s.payee === 'string' ? [s.payee] : []));
