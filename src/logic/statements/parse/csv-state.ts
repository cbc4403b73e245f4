// Rows a state column marks as not booked: Revolut's PENDING and REVERTED, Citi's Pending. A pending card hold
// is no entry (it is released, or booked later under its own row), so such rows are left out of the statement,
// and the answer says which lines were and why. A column that never says a row is booked is no such column.
import { headerKey } from './csv-mapping.ts';
import type { CsvRecord } from './csv-records.ts';
import { cell } from './csv-rows.ts';
import { quote } from './problems.ts';

const STATE_HEADERS: ReadonlySet<string> = new Set(['state', 'status']);
/** What a state column calls a booked entry (as headerKey gives it). */
const BOOKED: ReadonlySet<string> = new Set(['completed', 'posted', 'cleared', 'booked', 'settled']);
/** The most lines a note names one by one, and of the states it quotes: the rest are counted. */
const NAMED = 5;

export interface BookedRows {
  rows: readonly CsvRecord[];
  /** What was left out and why, for the answer; null when nothing was. */
  note: string | null;
}

/** The rows that are booked entries, when the header has a state column that says so; all rows otherwise. */
export function bookedRows(header: readonly string[] | null, rows: readonly CsvRecord[]): BookedRows {
  // No header, or none of its cells a state's: no column, whose cells cell() reads as ''.
  const column = header?.findIndex((h) => STATE_HEADERS.has(headerKey(h)));
  const booked = (r: CsvRecord) => BOOKED.has(headerKey(cell(r, column)));
  const says = rows.some(booked);
  // A row that states nothing is kept: only a state other than booked makes it no entry.
  const unbooked = (r: CsvRecord) => says && cell(r, column) !== '' && !booked(r);
  const left = rows.filter(unbooked);
  if (left.length === 0) return { rows, note: null };
  const lines = left.slice(0, NAMED).map((r) => r.line).join(', ') + (left.length > NAMED ? ` and ${left.length - NAMED} more` : '');
  const states = [...new Set(left.map((r) => cell(r, column)))].slice(0, NAMED).map(quote).join(', ');
  const note = `Line${left.length > 1 ? 's' : ''} ${lines} left out: ${quote(header![column!]!)} says ${states}, not booked; a pending hold is no entry yet.`;
  return { rows: rows.filter((r) => !unbooked(r)), note };
}
