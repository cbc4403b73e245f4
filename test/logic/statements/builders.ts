// Builders of statement lines and ledger transactions for the matching's tests: defaults for every field.
import { keyLines } from '../../../src/logic/statements/import-id.ts';
import type { KeyedLine, LedgerTransaction } from '../../../src/logic/statements/match-types.ts';
import type { StatementLine } from '../../../src/logic/statements/statement.ts';

export function line(fields: Partial<StatementLine> & Pick<StatementLine, 'line' | 'date' | 'amount'>): StatementLine {
  return { payee: '', memo: '', bank_id: null, ...fields };
}

/** Lines keyed as the tool keys them. */
export const keyed = (...lines: StatementLine[]): KeyedLine[] => keyLines(lines);

export function tx(fields: Partial<LedgerTransaction> & Pick<LedgerTransaction, 'id' | 'date' | 'amount'>): LedgerTransaction {
  return { payee_name: null, memo: null, cleared: 'cleared', import_id: null, transfer_account_id: null, is_split: false, ...fields };
}

export const PERIOD = { from: '2026-09-01', to: '2026-09-30' };
