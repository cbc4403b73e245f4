// Variants of the demo plan in other currencies, so the same checks run on 0- and 3-decimal plans. The
// data keep the transaction set; amounts are multiples of max(cent, the currency's minor unit).

import type { CurrencyFormat } from '../model/api-types.ts';
import { DEMO_CURRENCY_FORMAT } from './accounts.ts';
import { minorUnitStep } from '../model/money-steps.ts';
import { buildDemoPlan } from './plan.ts';
import type { DemoPlan } from '../model/plan-types.ts';

export const JPY_CURRENCY_FORMAT: CurrencyFormat = {
  iso_code: 'JPY',
  example_format: '123,456',
  decimal_digits: 0,
  decimal_separator: '.',
  symbol_first: true,
  group_separator: ',',
  currency_symbol: '¥',
  display_symbol: true,
};

export const KWD_CURRENCY_FORMAT: CurrencyFormat = {
  iso_code: 'KWD',
  example_format: '123,456.789',
  decimal_digits: 3,
  decimal_separator: '.',
  symbol_first: false,
  group_separator: ',',
  currency_symbol: 'KD',
  display_symbol: true,
};

/**
 * The demo plan in `format`'s currency (missing format fields come from the EUR demo), id
 * `demo-budget-<iso in lower case>` unless given. Rule for the amounts: with 2 or 3 decimals they are the
 * EUR demo's milliunits unchanged (whole cents are whole minor units); with 0 (or 1) decimals every amount
 * is rounded half away from zero to the minor unit, the tracking history is regenerated with interest
 * computed at that unit, and June–August Groceries/Restaurants/Holidays are re-derived by the §3 habit.
 */
export function demoPlanWithCurrency(
  format: Partial<CurrencyFormat> & Pick<CurrencyFormat, 'iso_code' | 'decimal_digits'>,
  options: { id?: string; name?: string } = {},
): DemoPlan {
  const currency = { ...DEMO_CURRENCY_FORMAT, ...format };
  const plan = buildDemoPlan(Math.max(10, minorUnitStep(currency.decimal_digits)));
  plan.id = options.id ?? `demo-budget-${currency.iso_code.toLowerCase()}`;
  plan.name = options.name ?? `Demo household (${currency.iso_code})`;
  plan.currency_format = currency;
  return plan;
}
