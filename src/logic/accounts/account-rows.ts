// list_accounts' rows (tools.md): non-deleted accounts in YNAB's order, with bank-link health.
// Takes YNAB accounts in milliunits; returns currency units with cleaned names.

import type { Output } from '../../../generated/contract/list_accounts.d.ts';
import { isCalendarDate } from '../core/calendar.ts';
import { fromMilli } from '../core/money.ts';
import { untrusted } from '../core/untrusted.ts';
import type { Account } from '../core/ynab-slices.ts';

/** The fields of YNAB's Account that list_accounts reads (amounts in milliunits). */
type Listed = Pick<
  Account,
  | 'id'
  | 'name'
  | 'type'
  | 'on_budget'
  | 'closed'
  | 'deleted'
  | 'balance'
  | 'cleared_balance'
  | 'uncleared_balance'
  | 'direct_import_linked'
  | 'direct_import_in_error'
  | 'last_reconciled_at'
>;

/** One list_accounts row (currency units), as its contract types it. */
export type AccountRow = Output['accounts'][number];
export type BankLink = AccountRow['bank_link'];

/** 'none' when not linked, 'broken' when linked and in error, else 'healthy'. */
export function bankLink(account: Pick<Account, 'direct_import_linked' | 'direct_import_in_error'>): BankLink {
  if (account.direct_import_linked !== true) return 'none';
  return account.direct_import_in_error === true ? 'broken' : 'healthy';
}

// ISO 8601 date-time: date, optional time with optional fraction, optional offset (none, or Z, = UTC).
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(?:Z|([+-])(\d{2}):?(\d{2}))?$/i;

/** The UTC calendar date (YYYY-MM-DD) of an ISO date-time, or null when absent or unreadable. */
export function utcDate(dateTime: string | null | undefined): string | null {
  if (dateTime === null || dateTime === undefined) return null;
  const m = DATE_TIME.exec(dateTime.trim());
  if (!m || !isCalendarDate(`${m[1]}-${m[2]}-${m[3]}`)) return null;
  const [, y, mo, d, h, mi, s, sign, offsetH, offsetM] = m;
  const offset = (sign === '-' ? -1 : 1) * (Number(offsetH ?? 0) * 60 + Number(offsetM ?? 0));
  // Explicit UTC fields: no dependence on the machine's time zone (setUTCFullYear keeps years < 100).
  const utc = new Date(0);
  utc.setUTCFullYear(Number(y), Number(mo) - 1, Number(d));
  utc.setUTCHours(Number(h ?? 0), Number(mi ?? 0) - offset, Number(s ?? 0));
  // An offset can carry 0000-01-01 or 9999-12-31 out of the four-digit years.
  const year = utc.getUTCFullYear();
  if (year < 0 || year > 9999) return null;
  return utc.toISOString().slice(0, 10);
}

export function accountRow(account: Listed): AccountRow {
  return {
    id: account.id,
    name: untrusted(account.name),
    type: account.type,
    on_budget: account.on_budget,
    closed: account.closed,
    balance: fromMilli(account.balance),
    cleared_balance: fromMilli(account.cleared_balance),
    uncleared_balance: fromMilli(account.uncleared_balance),
    bank_link: bankLink(account),
    last_reconciled: utcDate(account.last_reconciled_at),
  };
}

/** Deleted accounts left out, closed ones kept, in YNAB's order. */
export function accountRows(accounts: readonly Listed[]): AccountRow[] {
  return accounts.filter((a) => !a.deleted).map(accountRow);
}
