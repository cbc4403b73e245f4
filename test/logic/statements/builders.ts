// Builders of statements, statement lines, ledger transactions and match results for the statements' tests:
// defaults for every field, and the matching as the tool runs it.
import { keyLines } from '../../../src/logic/statements/import-id.ts';
import { matchStatement } from '../../../src/logic/statements/match.ts';
import {
  DEFAULT_MATCH_OPTIONS,
  type KeyedLine,
  type LedgerTransaction,
  type MatchResult,
} from '../../../src/logic/statements/match-types.ts';
import type { Statement, StatementLine } from '../../../src/logic/statements/statement.ts';

export function line(fields: Partial<StatementLine> & Pick<StatementLine, 'line' | 'date' | 'amount'>): StatementLine {
  return { payee: '', memo: '', bank_id: null, ...fields };
}

/** Lines keyed as the tool keys them. */
export const keyed = (...lines: StatementLine[]): KeyedLine[] => keyLines(lines);

export function tx(fields: Partial<LedgerTransaction> & Pick<LedgerTransaction, 'id' | 'date' | 'amount'>): LedgerTransaction {
  return { payee_name: null, memo: null, cleared: 'cleared', import_id: null, transfer_account_id: null, is_split: false, ...fields };
}

export const PERIOD = { from: '2026-09-01', to: '2026-09-30' };

/** A CSV statement of these lines that states nothing else (no currency, account, period or balances), unless told. */
export const bareStatement = (lines: StatementLine[], more: Partial<Statement> = {}): Statement => ({
  format: 'csv',
  currency: null,
  account: null,
  period: null,
  opening: null,
  closing: null,
  lines,
  ...more,
});

/** The matching of keyed lines against transactions over PERIOD, with the default options. */
export const runMatch = (lines: KeyedLine[], txs: LedgerTransaction[]): MatchResult =>
  matchStatement(lines, txs, PERIOD, DEFAULT_MATCH_OPTIONS);

/** A match result holding what it is given, every other list empty, and not another account's statement. */
export const matchResult = (parts: Partial<MatchResult>): MatchResult => ({
  matched: [],
  missing: [],
  extra: [],
  disagreements: [],
  duplicates: [],
  doubtful: [],
  foreign: false,
  ...parts,
});
