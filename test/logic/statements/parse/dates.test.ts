// Dates in every order banks use, and the names of those orders (the file-wide choice: date-order.test.ts).
import { describe, expect, it } from 'vitest';
import { named, parseDate, separatorOf } from '../../../../src/logic/statements/parse/dates.ts';

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

describe('named and separatorOf', () => {
  it('name each order with the separator the file uses', () => {
    expect(['ymd', 'dmy', 'mdy'].map((o) => named(o as 'ymd', ''))).toEqual(['YYYYMMDD', 'DD/MM/YYYY', 'MM/DD/YYYY']);
    expect(['ymd', 'dmy', 'mdy'].map((o) => named(o as 'ymd', '-'))).toEqual(['YYYY-MM-DD', 'DD-MM-YYYY', 'MM-DD-YYYY']);
    expect(['dmy', 'mdy'].map((o) => named(o as 'dmy', '.'))).toEqual(['DD.MM.YYYY', 'DD.MM.YYYY']);
    expect(named('dmy', '/')).toBe('DD/MM/YYYY');
    expect([separatorOf(' 15 . 09.2026'), separatorOf('20260915'), separatorOf("9/15'26"), separatorOf('x')]).toEqual(['.', '', '/', '']);
  });
});
