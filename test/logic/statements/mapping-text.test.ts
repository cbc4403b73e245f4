// readMapping (src/logic/statements/mapping-text.ts): the `mapping` argument read into the CSV reader's
// mapping, every key and spelling it takes, and every refusal with its message.
import { describe, expect, it } from 'vitest';
import { MAPPING_KEYS, readMapping } from '../../../src/logic/statements/mapping-text.ts';

const refusal = (text: string) => {
  const read = readMapping(text);
  if (read.ok) throw new Error(`read ${text}`);
  return read.what;
};

describe('readMapping', () => {
  it('reads the full example into the CSV mapping', () => {
    expect(
      readMapping('date=Fecha, amount=3, decimal=comma, delimiter=semicolon, skip_rows=2, header=no, invert=yes, date_format=DD/MM/YYYY'),
    ).toStrictEqual({
      ok: true,
      mapping: {
        date_column: 'Fecha',
        amount_column: 3,
        decimal: ',',
        delimiter: ';',
        skip_rows: 2,
        header: false,
        invert: true,
        date_format: 'DD/MM/YYYY',
      },
    });
  });

  it('reads every column by header or 1-based number, keys in any case, blanks and empty parts ignored', () => {
    expect(readMapping(' DATE = Booking date ,, debit=4,credit=Haben, payee=Name, memo=7, balance=Saldo,')).toStrictEqual({
      ok: true,
      mapping: {
        date_column: 'Booking date',
        debit_column: 4,
        credit_column: 'Haben',
        payee_column: 'Name',
        memo_column: 7,
        balance_column: 'Saldo',
      },
    });
    expect(readMapping('')).toStrictEqual({ ok: true, mapping: {} });
    // A header holding `=` keeps it: only the first one splits.
    expect(readMapping('payee=a=b')).toStrictEqual({ ok: true, mapping: { payee_column: 'a=b' } });
  });

  it('takes every date format, in any case', () => {
    for (const f of ['YYYY-MM-DD', 'DD/MM/YYYY', 'MM/DD/YYYY', 'DD.MM.YYYY', 'DD-MM-YYYY', 'MM-DD-YYYY', 'YYYYMMDD'] as const) {
      expect(readMapping(`date_format=${f.toLowerCase()}`)).toStrictEqual({ ok: true, mapping: { date_format: f } });
    }
  });

  it('takes the decimal marks, delimiters and switches by name or sign', () => {
    const one = (text: string) => {
      const read = readMapping(text);
      return read.ok ? read.mapping : read.what;
    };
    // A comma cannot be written as a value (it separates the pairs): only by name.
    for (const [v, d] of [
      ['comma', ','],
      ['POINT', '.'],
      ['dot', '.'],
      ['.', '.'],
    ])
      expect(one(`decimal=${v}`), v).toStrictEqual({ decimal: d });
    for (const [v, d] of [
      ['Comma', ','],
      ['semicolon', ';'],
      ['tab', '\t'],
      ['pipe', '|'],
      [';', ';'],
      ['|', '|'],
    ])
      expect(one(`delimiter=${v}`), v).toStrictEqual({ delimiter: d });
    for (const [v, on] of [
      ['yes', true],
      ['TRUE', true],
      ['no', false],
      ['false', false],
    ] as const) {
      expect(one(`header=${v}`), v).toStrictEqual({ header: on });
      expect(one(`invert=${v}`), v).toStrictEqual({ invert: on });
    }
    for (const [v, n] of [
      ['0', 0],
      ['100', 100],
      ['007', 7],
    ] as const)
      expect(one(`skip_rows=${v}`), v).toStrictEqual({ skip_rows: n });
  });

  it('refuses an unknown key, naming the keys there are', () => {
    expect(MAPPING_KEYS).toEqual([
      'date',
      'amount',
      'debit',
      'credit',
      'payee',
      'memo',
      'balance',
      'date_format',
      'decimal',
      'delimiter',
      'skip_rows',
      'header',
      'invert',
    ]);
    expect(refusal('date=Fecha, colour=red')).toBe(`‘colour’ is not a key (use ${MAPPING_KEYS.join(', ')})`);
    expect(refusal('=Fecha')).toMatch(/^‘’ is not a key/);
    // The key is cleaned and cut before it is quoted back.
    expect(refusal(`${'k'.repeat(40)}\n=1`)).toBe(`‘${'k'.repeat(29)}…’ is not a key (use ${MAPPING_KEYS.join(', ')})`);
    expect(refusal('constructor=1')).toMatch(/^‘constructor’ is not a key/);
  });

  it('refuses a key without a value, and one given twice', () => {
    expect(refusal('header')).toBe('header has no value (write header=…)');
    expect(refusal('date= ')).toBe('date has no value (write date=…)');
    expect(refusal('date=A, Date=B')).toBe('date is given twice');
  });

  it('refuses each bad value, naming it and what to use', () => {
    expect(refusal('amount=0')).toBe('amount=0: columns are numbered from 1');
    expect(refusal('amount=00')).toBe('amount=00: columns are numbered from 1');
    expect(refusal('date_format=YYYY/MM/DD')).toBe(
      'date_format=YYYY/MM/DD: use one of YYYY-MM-DD, DD/MM/YYYY, MM/DD/YYYY, DD.MM.YYYY, DD-MM-YYYY, MM-DD-YYYY, YYYYMMDD',
    );
    expect(refusal('decimal=space')).toBe('decimal=space: use comma or point');
    expect(refusal('delimiter=colon')).toBe('delimiter=colon: use comma, semicolon, tab or pipe');
    for (const v of ['101', '1000', '-1', '2.5', 'two'])
      expect(refusal(`skip_rows=${v}`), v).toBe(`skip_rows=${v}: use a whole number from 0 to 100`);
    expect(refusal('header=maybe')).toBe('header=maybe: use yes or no');
    expect(refusal('invert=1')).toBe('invert=1: use yes or no');
    // The value quoted back is cleaned and cut.
    expect(refusal(`decimal=${'x'.repeat(40)}`)).toBe(`decimal=${'x'.repeat(29)}…: use comma or point`);
  });

  // Each table is looked up by the value: a name every object inherits is no entry of it.
  it('takes no name an object inherits for a value', () => {
    for (const v of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      expect(refusal(`decimal=${v}`), v).toBe(`decimal=${v}: use comma or point`);
      expect(refusal(`delimiter=${v}`), v).toBe(`delimiter=${v}: use comma, semicolon, tab or pipe`);
      expect(refusal(`header=${v}`), v).toBe(`header=${v}: use yes or no`);
    }
  });

  it('refuses a signed amount together with a debit or a credit column', () => {
    expect(refusal('amount=3, debit=4')).toBe('give amount, or debit and credit, not both');
    expect(refusal('credit=5, amount=Betrag')).toBe('give amount, or debit and credit, not both');
    expect(readMapping('debit=4, credit=5').ok).toBe(true);
  });

  it('quotes the whole argument back cleaned, on one line', () => {
    expect(readMapping('date=A,\nfoo=1')).toStrictEqual({
      ok: false,
      text: 'date=A, foo=1',
      what: `‘foo’ is not a key (use ${MAPPING_KEYS.join(', ')})`,
    });
    const long = readMapping(`payee=${'p'.repeat(100)}, x=1`);
    expect(long.ok ? '' : Array.from(long.text)).toHaveLength(80);
  });
});
