// The seven scheduled transactions of demo-plan.md §7, all on Checking (sch-savings is a transfer to
// Savings). STREAMFLIX, RAIL CO and TENNIS CLUB have none on purpose: recurring detection finds them.

import type { RawScheduled } from './assemble.ts';

export const SCHEDULED_ROWS: readonly RawScheduled[] = [
  {
    id: 'sch-rent',
    payee: 'LANDLORD SARL',
    amount: -950000,
    frequency: 'monthly',
    date_first: '2026-07-01',
    date_next: '2026-10-01',
    category: 'cat-rent',
  },
  {
    id: 'sch-internet',
    payee: 'FIBERNET - PRELEV',
    amount: -29990,
    frequency: 'monthly',
    date_first: '2026-07-21',
    date_next: '2026-10-21',
    category: 'cat-internet',
  },
  {
    id: 'sch-phone',
    payee: 'TELCO MOBILE - PRELEV',
    amount: -19990,
    frequency: 'monthly',
    date_first: '2026-07-23',
    date_next: '2026-10-23',
    category: 'cat-phone',
  },
  {
    id: 'sch-power',
    payee: 'POWERCO ENERGIE',
    amount: -64200,
    frequency: 'monthly',
    date_first: '2026-07-26',
    date_next: '2026-09-26',
    category: 'cat-power',
  },
  {
    id: 'sch-salary',
    payee: 'ACME EMPLOYER SALAIRE',
    amount: 2700000,
    frequency: 'monthly',
    date_first: '2026-07-28',
    date_next: '2026-09-28',
    category: 'cat-inflow',
  },
  {
    id: 'sch-savings',
    payee: 'Transfer : Savings',
    amount: -200000,
    frequency: 'monthly',
    date_first: '2026-07-29',
    date_next: '2026-09-29',
    category: null,
  },
  {
    id: 'sch-insurance',
    payee: 'HOMESAFE INSURANCE',
    amount: -420000,
    frequency: 'yearly',
    date_first: '2025-10-20',
    date_next: '2026-10-20',
    category: null,
  },
];
