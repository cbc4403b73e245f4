// The six accounts of demo-plan.md §2 (balances are not stored: they are computed from the transactions)
// and the plan's formats of §1.

import type { CurrencyFormat, DateFormat } from '../model/api-types.ts';
import type { DemoAccount } from '../model/plan-types.ts';

export const DEMO_CURRENCY_FORMAT: CurrencyFormat = {
  iso_code: 'EUR',
  example_format: '123 456,78',
  decimal_digits: 2,
  decimal_separator: ',',
  symbol_first: false,
  group_separator: ' ',
  currency_symbol: '€',
  display_symbol: true,
};

export const DEMO_DATE_FORMAT: DateFormat = { format: 'DD/MM/YYYY' };

const reconciledNoon = (date: string) => `${date}T12:00:00Z`;

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
  transfer_payee_id: `pay-tr-${id.replace(/^acc-/, '')}`,
  direct_import_linked: false,
  direct_import_in_error: false,
  last_reconciled_at: null,
  debt_interest_rates: null,
  debt_minimum_payments: null,
  debt_escrow_amounts: null,
  ...extra,
});

/** Loan terms are maps keyed by the month they start (`2025-03-01`); `roundAmount` rounds the minimum payments. */
export function demoAccounts(roundAmount: (milli: number) => number = (m) => m): DemoAccount[] {
  return [
    account('acc-checking', 'Checking', 'checking', true, { direct_import_linked: true }),
    account('acc-savings', 'Savings', 'savings', true),
    account('acc-joint-savings', 'Joint savings', 'savings', false, {
      direct_import_linked: true,
      direct_import_in_error: true,
      last_reconciled_at: reconciledNoon('2026-08-31'),
    }),
    account('acc-car-loan', 'Car loan', 'autoLoan', false, {
      last_reconciled_at: reconciledNoon('2026-08-31'),
      debt_interest_rates: { '2025-03-01': 4500 },
      debt_minimum_payments: { '2025-03-01': roundAmount(400000) },
      debt_escrow_amounts: {},
    }),
    account('acc-student-loan', 'Student loan', 'studentLoan', false, {
      closed: true,
      last_reconciled_at: reconciledNoon('2026-02-28'),
      debt_interest_rates: { '2025-03-01': 2000 },
      debt_minimum_payments: { '2025-03-01': roundAmount(250000) },
      debt_escrow_amounts: {},
    }),
    account('acc-former-bank', 'Former bank', 'checking', false, { closed: true, last_reconciled_at: reconciledNoon('2026-05-31') }),
  ];
}
