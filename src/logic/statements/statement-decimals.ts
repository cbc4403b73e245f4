// A statement's amounts against the plan's currency: an amount with more decimals than the currency shows
// (cents in a yen plan) means the file is another currency's, so nothing is matched or created from it.
import { fromMilli, minorUnit } from '../core/money.ts';
import type { Statement } from './statement.ts';

export type DecimalsCheck = { ok: true } | { ok: false; error: 'statement_decimals'; line: number; amount: string; decimals: number };

export function checkStatementDecimals(statement: Statement, digits: number): DecimalsCheck {
  const unit = minorUnit(digits);
  const bad = statement.lines.find((l) => l.amount % unit !== 0);
  return bad === undefined ? { ok: true } : { ok: false, error: 'statement_decimals', line: bad.line, amount: String(fromMilli(bad.amount)), decimals: digits };
}
