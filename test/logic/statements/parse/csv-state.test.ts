// Rows a state column says are not booked (pending, reverted holds) are no entries: left out, and said so.
import { describe, expect, it } from 'vitest';
import { bookedRows, outsidePending } from '../../../../src/logic/statements/parse/csv-state.ts';
import { readStatement } from '../../../../src/logic/statements/parse/index.ts';
import { statementOf } from './fixture.ts';

const row = (line: number, state: string) => ({ line, end: line, cells: ['2026-09-14', '-1.00', state] });
const HEADER = ['Date', 'Amount', 'State'];

describe('a state column', () => {
  it.each(['State', 'Status'])('named %s, which says which rows are booked', (name) => {
    const rows = [row(2, 'COMPLETED'), row(3, 'PENDING')];
    expect(bookedRows(['Date', 'Amount', name], rows)).toEqual({
      rows: [rows[0]],
      note: `Line 3 left out: ‘${name}’ says ‘PENDING’, not booked; a pending hold is no entry yet.`,
    });
  });

  it.each(['Completed', 'posted', 'Cleared', 'BOOKED', 'settled'])('calls a booked row %s', (booked) => {
    const rows = [row(2, booked), row(3, 'Declined')];
    expect(bookedRows(HEADER, rows).rows).toEqual([rows[0]]);
  });

  it('is no such column when it never says a row is booked, nor is a column of another name', () => {
    const rows = [row(2, 'Debit'), row(3, 'Credit')];
    expect(bookedRows(HEADER, rows)).toEqual({ rows, note: null });
    expect(bookedRows(['Date', 'Amount', 'Stage'], [row(2, 'COMPLETED'), row(3, 'PENDING')]).note).toBeNull();
    expect(bookedRows(null, [row(2, 'COMPLETED'), row(3, 'PENDING')]).note).toBeNull();
  });

  it('keeps a row that states nothing, and says nothing when every row is booked', () => {
    const rows = [row(2, 'COMPLETED'), row(3, '')];
    expect(bookedRows(HEADER, rows)).toEqual({ rows, note: null });
  });

  it('names five lines and five states at most, each state cut short and quoted', () => {
    const five = [row(2, 'COMPLETED'), ...[3, 4, 5, 6, 7].map((l) => row(l, 'PENDING'))];
    expect(bookedRows(HEADER, five).note).toBe(
      'Lines 3, 4, 5, 6, 7 left out: ‘State’ says ‘PENDING’, not booked; a pending hold is no entry yet.',
    );
    const many = [row(2, 'COMPLETED'), ...['A', 'B', 'C', 'D', 'E', 'F', 'G'].map((s, i) => row(i + 3, s)), row(10, 'x'.repeat(40))];
    const left = bookedRows(HEADER, many);
    expect(left.rows).toEqual([many[0]]);
    expect(left.note).toBe(
      'Lines 3, 4, 5, 6, 7 and 3 more left out: ‘State’ says ‘A’, ‘B’, ‘C’, ‘D’, ‘E’, not booked; a pending hold is no entry yet.',
    );
    expect(bookedRows(HEADER, [row(2, 'COMPLETED'), row(3, `${'x'.repeat(40)}`)]).note).toBe(
      `Line 3 left out: ‘State’ says ‘${'x'.repeat(23)}…’, not booked; a pending hold is no entry yet.`,
    );
  });

  it('leaves a Citi-like pending row out of a statement, which then reads the booked ones', () => {
    const s = statementOf(
      readStatement('Status,Date,Description,Debit,Credit\nPending,09/15/2026,COFFEE,4.50,\nCleared,09/14/2026,BOOKS,12.00,\n'),
    );
    expect(s.lines).toEqual([{ line: 3, date: '2026-09-14', amount: -12_000, payee: 'BOOKS', memo: '', bank_id: null }]);
    expect(s.notes).toContain('Line 2 left out: ‘Status’ says ‘Pending’, not booked; a pending hold is no entry yet.');
  });
});

describe('a pending section', () => {
  const rec = (line: number, ...cells: string[]) => ({ line, end: line, cells });
  it('leaves out the rows from its title to a booked section’s, and says so', () => {
    const rows = [
      rec(3, 'Pending Transactions'),
      rec(4, '09/19/2026', '-5.00'),
      rec(5, 'Posted Transactions'),
      rec(6, '09/18/2026', '-1.00'),
    ];
    expect(outsidePending(rows)).toEqual({
      rows: [rows[3]],
      note: 'Line 4 left out: they are under ‘Pending Transactions’, not booked; a pending hold is no entry yet.',
    });
  });

  it('runs to the end when no booked section follows, and names no row without a digit', () => {
    const rows = [rec(2, '09/18/2026', '-1.00'), rec(3, 'Vorgemerkte Umsätze'), rec(4, 'keine')];
    expect(outsidePending(rows)).toEqual({ rows: [rows[0]], note: null });
    expect(outsidePending([rows[0]!, rec(3, 'Authorizations'), rec(4, '09/19/2026', '-2.00')]).rows).toEqual([rows[0]]);
  });

  it('is a title filling one cell of several, the others empty, quoted as the bank wrote it', () => {
    const rows = [
      rec(2, '09/18/2026', '-1.00'),
      rec(3, '', 'Pending Transactions', ''),
      rec(4, '09/19/2026', '-2.00'),
      rec(5, 'Posted Transactions', '', ''),
      rec(6, '09/17/2026', '-3.00'),
    ];
    expect(outsidePending(rows)).toEqual({
      rows: [rows[0], rows[4]],
      note: 'Line 4 left out: they are under ‘Pending Transactions’, not booked; a pending hold is no entry yet.',
    });
  });

  it.each(['Authorization', 'Authorisations', 'Pendiente', 'Pendientes'])('is titled %s', (name) => {
    expect(outsidePending([rec(2, '09/18/2026', '-1.00'), rec(3, name), rec(4, '09/19/2026', '-2.00')]).rows.map((r) => r.line)).toEqual([
      2,
    ]);
  });

  it.each(['Opérations comptabilisée', 'Opérations comptabilisées', 'Movimientos contabilizados', 'Operaciones contabilizadas'])(
    'ends at a booked section titled %s',
    (name) => {
      expect(
        outsidePending([rec(2, 'Pending'), rec(3, '09/19/2026', '-2.00'), rec(4, name), rec(5, '09/18/2026', '-1.00')]).rows.map(
          (r) => r.line,
        ),
      ).toEqual([5]);
    },
  );

  it("runs on past a title that names no booked section (a card's), and quotes its own title, not a booked one before it", () => {
    const rows = [
      rec(2, 'Posted Transactions'),
      rec(3, '09/18/2026', '-1.00'),
      rec(4, 'Pending Transactions'),
      rec(5, 'Debit card'),
      rec(6, '09/19/2026', '-2.00'),
    ];
    expect(outsidePending(rows)).toEqual({
      rows: [rows[1]],
      note: 'Line 6 left out: they are under ‘Pending Transactions’, not booked; a pending hold is no entry yet.',
    });
  });

  it('is no title when the row fills more than one cell or holds a digit', () => {
    const rows = [rec(2, 'Pending', '-1.00'), rec(3, 'Pending 2')];
    expect(outsidePending(rows)).toEqual({ rows, note: null });
  });
});
