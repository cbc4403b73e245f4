// list_plans' rows (tools.md): each plan's id, cleaned name, month range and currency, in YNAB's order.

import type { Output } from '../../../generated/contract/list_plans.d.ts';
import { decimalDigits } from '../core/money.ts';
import { untrusted } from '../core/untrusted.ts';
import type { CurrencyFormat, Plan } from '../core/ynab-slices.ts';

/** The fields of YNAB's PlanSummary that list_plans reads. */
type Listed = Pick<Plan, 'id' | 'name' | 'first_month' | 'last_month'> & {
  currency_format?: Pick<CurrencyFormat, 'iso_code' | 'decimal_digits'> | null | undefined;
};

/** One list_plans row, as its contract types it. */
export type PlanRow = Output['plans'][number];

export function planRow(plan: Listed): PlanRow {
  const format = plan.currency_format;
  return {
    id: plan.id,
    name: untrusted(plan.name),
    first_month: plan.first_month ?? null,
    last_month: plan.last_month ?? null,
    // Same clamp as amounts use, so the row shows the decimals the server enforces.
    currency: format ? { iso_code: untrusted(format.iso_code), decimal_digits: decimalDigits(format) } : null,
  };
}

export function planRows(plans: readonly Listed[]): PlanRow[] {
  return plans.map(planRow);
}
