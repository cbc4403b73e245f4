// Dates in every order banks use, and the file-wide guess of that order.
import { describe, expect, it } from 'vitest';
import { guessDateFormat, parseDate } from '../../../../src/logic/statements/parse/dates.ts';

describe('parseDate', () => {
  it.each([
    ['2026-09-15', 'YYYY-MM-DD', '2026-09-15'],
    ['2026-09-15T10:00:00+02:00', 'YYYY-MM-DD', '2026-09-15'],
    ['20260915', 'YYYYMMDD', '2026-09-15'],
    ['15/09/2026', 'DD/MM/YYYY', '2026-09-15'],
    ['09/15/2026', 'MM/DD/YYYY', '2026-09-15'],
    ['15.09.2026 10:22', 'DD.MM.YYYY', '2026-09-15'],
    ['15.09.26', 'DD.MM.YYYY', '2026-09-15'],
    ['15-09-2026', 'DD-MM-YYYY', '2026-09-15'],
    ['09-15-2026', 'MM-DD-YYYY', '2026-09-15'],
    ["9/15'26", 'MM/DD/YYYY', '2026-09-15'],
    [' 9/ 5/99', 'MM/DD/YYYY', '1999-09-05'],
    ['29/02/2028', 'DD/MM/YYYY', '2028-02-29'],
  ] as const)('%j in %s → %s', (text, format, date) => {
    expect(parseDate(text, format)).toBe(date);
  });

  it.each([
    ['31/13/2026', 'DD/MM/YYYY'],
    ['29/02/2026', 'DD/MM/YYYY'],
    ['15/09/2026', 'MM/DD/YYYY'],
    ['2026-09-15', 'DD/MM/YYYY'],
    ['15/09/2026', 'YYYY-MM-DD'],
    ['15/09/202', 'DD/MM/YYYY'],
    ['yesterday', 'DD/MM/YYYY'],
    ['', 'YYYYMMDD'],
  ] as const)('%j is not a date in %s', (text, format) => {
    expect(parseDate(text, format)).toBeUndefined();
  });
});

describe('guessDateFormat', () => {
  it('reads year-first dates as such, with or without separators', () => {
    expect(guessDateFormat(['2026-09-01'], '.')).toBe('YYYY-MM-DD');
    expect(guessDateFormat(['20260901'], ',')).toBe('YYYYMMDD');
  });

  it('lets a day above 12 settle the order, in any row', () => {
    expect(guessDateFormat(['01/02/2026', '13/02/2026'], '.')).toBe('DD/MM/YYYY');
    expect(guessDateFormat(['01/02/2026', '02/13/2026'], ',')).toBe('MM/DD/YYYY');
    expect(guessDateFormat(['01-02-2026', '01-13-2026'], ',')).toBe('MM-DD-YYYY');
    expect(guessDateFormat(['13-02-2026'], '.')).toBe('DD-MM-YYYY');
  });

  it('falls back on the decimal mark and dotted dates when nothing settles it', () => {
    expect(guessDateFormat(['01/02/2026'], ',')).toBe('DD/MM/YYYY');
    expect(guessDateFormat(['01/02/2026'], '.')).toBe('MM/DD/YYYY');
    expect(guessDateFormat(['01.02.2026'], '.')).toBe('DD.MM.YYYY');
    expect(guessDateFormat(['none'], ',')).toBe('DD.MM.YYYY');
    expect(guessDateFormat([], '.')).toBe('MM/DD/YYYY');
  });

  it('gives day-first when the rows disagree, so the odd row is the one reported', () => {
    expect(guessDateFormat(['13/01/2026', '01/13/2026'], '.')).toBe('DD/MM/YYYY');
    expect(guessDateFormat(['01/02/2026', 'pending', '02/13/2026'], '.')).toBe('MM/DD/YYYY');
  });
});
