// Rows a state column marks as not booked: Revolut's PENDING and REVERTED, Citi's Pending. A pending card hold
// is no entry (it is released, or booked later under its own row), so such rows are left out of the statement,
// and the answer says which lines were and why. A column that never says a row is booked is no such column.
// Some banks have no such column but a section: Schwab prints "Pending Transactions" (with its total) above
// "Posted Transactions"; the pending section's rows are left out alike.
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

/** A section's title, as headerKey gives it: one that holds rows not booked yet, and one that holds booked rows. */
const PENDING_TITLE = /\b(?:pending|authori[sz]ations?|en attente|en cours|pendientes?|in sospeso)\b|\bvorgemerkt/u;
const BOOKED_TITLE = /\b(?:posted|cleared|booked|completed|settled|gebucht|comptabilisees?|contabilizad[oa]s)\b/u;

/** The title a row is, when it fills one cell, with no digit; '' (no title's word) otherwise. */
function title(r: CsvRecord): string {
  const filled = r.cells.filter((c) => c !== '');
  // Stryker disable next-line StringLiteral: any text but a title's word is no title, whatever text stands for none.
  return filled.length === 1 && !/\d/u.test(filled[0]!) ? headerKey(filled[0]!) : '';
}

const named = (left: readonly CsvRecord[]): string =>
  `Line${left.length > 1 ? 's' : ''} ${left
    .slice(0, NAMED)
    .map((r) => r.line)
    .join(', ')}${left.length > NAMED ? ` and ${left.length - NAMED} more` : ''}`;

/** The rows outside a pending section (from its title to a booked one's, or to the end), and what was left out. */
export function outsidePending(rows: readonly CsvRecord[]): BookedRows {
  let pending = false;
  // The first pending section's title, which the note quotes.
  let section: CsvRecord | undefined;
  const kept: CsvRecord[] = [];
  const left: CsvRecord[] = [];
  for (const r of rows) {
    const t = title(r);
    if (PENDING_TITLE.test(t)) {
      pending = true;
      section ??= r;
    } else if (BOOKED_TITLE.test(t)) pending = false;
    else (pending ? left : kept).push(r);
  }
  const entries = left.filter((r) => r.cells.some((c) => /\d/u.test(c)));
  if (entries.length === 0) return { rows: kept, note: null };
  return {
    rows: kept,
    note: `${named(entries)} left out: they are under ${quote(section!.cells.find((c) => c !== '')!)}, not booked; a pending hold is no entry yet.`,
  };
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
  const states = [...new Set(left.map((r) => cell(r, column)))].slice(0, NAMED).map(quote).join(', ');
  const note = `${named(left)} left out: ${quote(header![column!]!)} says ${states}, not booked; a pending hold is no entry yet.`;
  return { rows: rows.filter((r) => !unbooked(r)), note };
}
