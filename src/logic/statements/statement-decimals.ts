// A statement's amounts against the plan's currency: an amount with more decimals than the currency shows
// (cents in a yen plan) means the file is another currency's, so nothing is matched or created from it;
// unless no amount showed the file's decimal mark, when "1.234" may as well be 1234 with its thousands
// grouped by a point (a German bank's yen account), and the answer says how to read it so.
import { fromMilli, minorUnit } from '../core/money.ts';
import type { Statement } from './statement.ts';

export type DecimalsCheck =
  | { ok: true }
  | { ok: false; error: 'statement_decimals' | 'statement_decimal_mark'; line: number; amount: string; decimals: number };

export function checkStatementDecimals(statement: Statement, digits: number): DecimalsCheck {
  const unit = minorUnit(digits);
  const bad = statement.lines.find((l) => l.amount % unit !== 0);
  if (bad === undefined) return { ok: true };
  // Unshown, the mark was taken to be a point: every amount then has no mark or three digits after one.
  const error = statement.decimal?.shown === false ? 'statement_decimal_mark' : 'statement_decimals';
  return { ok: false, error, line: bad.line, amount: String(fromMilli(bad.amount)), decimals: digits };
}
