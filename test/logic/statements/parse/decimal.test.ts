// Amounts as banks print them → milliunits, exactly; the decimal mark guessed from a file's amounts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { guessDecimal, parseAmount } from '../../../../src/logic/statements/parse/decimal.ts';

describe('parseAmount', () => {
  it.each([
    ['12.50', '.', 12_500],
    ['-12.50', '.', -12_500],
    ['+12.5', '.', 12_500],
    ['1,234.56', '.', 1_234_560],
    ['1.234,56', ',', 1_234_560],
    ['1 234,56', ',', 1_234_560],
    ['1\u00A0234,56', ',', 1_234_560],
    ['1\u202F234,56', ',', 1_234_560],
    ["1'234.56", '.', 1_234_560],
    ['(12.50)', '.', -12_500],
    ['12.50-', '.', -12_500],
    ['12,50 €', ',', 12_500],
    ['-12,50 EUR', ',', -12_500],
    ['$1,000.00', '.', 1_000_000],
    ['-$5.00', '.', -5_000],
    ['$-5.00', '.', -5_000],
    ['5,00 €-', ',', -5_000],
    ['($5.00)', '.', -5_000],
    ['£62.15', '.', 62_150],
    ['−3.10', '.', -3_100],
    ['12.50 DR', '.', -12_500],
    ['12.50CR', '.', 12_500],
    ['1.5', '.', 1_500],
    ['0.125', '.', 125],
    ['7', '.', 7_000],
    ['.5', '.', 500],
    ['-0.00', '.', 0],
  ] as const)('%s with %s → %i', (text, mark, milli) => {
    expect(parseAmount(text, mark)).toBe(milli);
  });

  it.each([
    ['', '.', 'not_a_number'],
    ['abc', '.', 'not_a_number'],
    ['12.3.4', '.', 'not_a_number'],
    ['1,23.00', '.', 'not_a_number'],
    ['1.234.56', '.', 'not_a_number'],
    ['--5', '.', 'not_a_number'],
    ['(-5)', '.', 'not_a_number'],
    ['-(5)', '.', 'not_a_number'],
    ['5--', '.', 'not_a_number'],
    ['1.2345', '.', 'too_many_decimals'],
    ['99999999999999999', '.', 'too_large'],
  ] as const)('%j with %s → %s', (text, mark, fault) => {
    expect(parseAmount(text, mark)).toBe(fault);
  });

  it('reads back any milliunit amount written in any bank style', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.constantFrom('.', ','),
        fc.constantFrom('', ' ', "'", 'mark'),
        fc.constantFrom('minus', 'parens', 'trailing'),
        (milli, mark, grouping, style) => {
          const abs = Math.abs(milli);
          const whole = String(Math.floor(abs / 1000));
          const group = grouping === 'mark' ? (mark === '.' ? ',' : '.') : grouping;
          const grouped = group === '' ? whole : whole.replace(/\B(?=(\d{3})+$)/g, group);
          const text = `${grouped}${mark}${String(abs % 1000).padStart(3, '0')}`;
          const signed = milli >= 0 ? text : style === 'minus' ? `-${text}` : style === 'parens' ? `(${text})` : `${text}-`;
          expect(parseAmount(signed, mark)).toBe(milli === 0 ? 0 : milli);
        },
      ),
    );
  });
});

describe('guessDecimal', () => {
  it('takes the mark most amounts show, point when none shows one, and says whether one did', () => {
    expect(guessDecimal(['-45,30', '1.954,70', '250,00'])).toEqual({ mark: ',', shown: true });
    expect(guessDecimal(['1,234.56', '12.00'])).toEqual({ mark: '.', shown: true });
    expect(guessDecimal(['1,234', '1.000.000'])).toEqual({ mark: '.', shown: false });
    expect(guessDecimal(['12', ''])).toEqual({ mark: '.', shown: false });
    expect(guessDecimal(['1.234', '3,5'])).toEqual({ mark: ',', shown: true });
    expect(guessDecimal(['1.234', '3.5'])).toEqual({ mark: '.', shown: true });
  });
});
