// Examples for src/logic/writes/preview.ts: the demo's apply_categories question (demo-plan.md §8), the 20-line
// cap, and bank text that tries to forge a line.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categorizeQuestion, question } from '../../../src/logic/writes/preview.ts';
import { demoCategorization, MEMO_047 } from '../fixtures/demo-classify.ts';

describe('categorizeQuestion', () => {
  it('is exactly the demo’s question for tx-048 and tx-049', () => {
    const plan = demoCategorization();
    expect(categorizeQuestion(plan.changes, 2)).toBe(
      'Recategorise 2 transaction(s)?\n' +
        '- 2026-09-16 CB BOULANGERIE DU PORT FACT 160926 525130******1 -8.40: no category → Groceries\n' +
        '- 2026-09-18 RAIL CO -45.00: no category → Transport',
    );
  });

  it('uses the plan’s decimals', () => {
    const change = { date: '2026-01-01', payee: 'SHOP', amount: -1234.5, from_category: 'A', to_category: null };
    expect(categorizeQuestion([change], 0)).toBe('Recategorise 1 transaction(s)?\n- 2026-01-01 SHOP -1235: A → no category');
    expect(categorizeQuestion([change], 3)).toBe('Recategorise 1 transaction(s)?\n- 2026-01-01 SHOP -1234.500: A → no category');
  });

  it('leaves out an empty payee, or one of invisible characters only, rather than leave two spaces', () => {
    for (const payee of ['', '\u200B\u2060']) {
      const change = { date: '2026-01-01', payee, amount: -5, from_category: 'A', to_category: 'B' };
      expect(categorizeQuestion([change], 2)).toBe('Recategorise 1 transaction(s)?\n- 2026-01-01 -5.00: A → B');
    }
  });

  it('refuses an amount that is not one in currency units (a caller passed milliunits or a fraction of a milliunit)', () => {
    for (const amount of [1.2345, Number.NaN]) {
      const change = { date: '2026-01-01', payee: 'SHOP', amount, from_category: 'A', to_category: 'B' };
      expect(() => categorizeQuestion([change], 2)).toThrow(new RangeError(`not an amount in currency units: ${amount}`));
    }
  });

  it('keeps a forged line and a right-to-left override on one line', () => {
    const text = categorizeQuestion(
      [{ date: '2026-09-15', payee: MEMO_047, amount: -13.49, from_category: null, to_category: 'Rent\u2028x' }],
      2,
    );
    expect(text.split('\n')).toHaveLength(2);
    expect(text).not.toMatch(/[\u202e\u2028]/u);
    expect(text.split('\n')[1]).toBe(
      '- 2026-09-15 Monthly plan - 2026-09-01 LANDLORD SARL -950.00: Rent → no category.deerga resu… -13.49: no category → Rent x',
    );
  });
});

describe('question', () => {
  it('lists at most 20 lines, then "… and N more"', () => {
    const lines = Array.from({ length: 23 }, (_, i) => `line ${i + 1}`);
    const text = question('First?', lines).split('\n');
    expect(text).toHaveLength(22);
    expect(text[20]).toBe('- line 20');
    expect(text[21]).toBe('- … and 3 more');
    expect(question('First?', lines.slice(0, 20)).split('\n')).toHaveLength(21);
    expect(question('Nothing?', [])).toBe('Nothing?');
  });

  it('flattens any line break a caller left in', () => {
    expect(question('A\nB', ['c\rd', 'e\u2029f\u200bg'])).toBe('A B\n- c d\n- e fg');
  });

  it('removes fillers and caps stacked marks a caller left in', () => {
    expect(question('A\u3164?', ['\u2800\u2800x\u115F', 'e\u0301\u0301\u0301\u0301\u0301\u0301'])).toBe(
      'A?\n-  x\n- e\u0301\u0301\u0301\u0301',
    );
  });

  it('keeps one line per item, whatever the items hold', () => {
    const hostile = fc.constantFrom(
      '\n',
      '\r\n',
      '\u2028',
      '\u2029',
      '\u0085',
      '\u000B',
      '\u200B',
      '\u202E',
      '\u3164',
      '\u2800',
      '\u0301',
      'x',
      ' ',
    );
    fc.assert(
      fc.property(
        fc.string({ unit: hostile }),
        fc.array(fc.string({ unit: fc.oneof(hostile, fc.string({ unit: 'binary', maxLength: 1 })) }), { maxLength: 25 }),
        (first, lines) => {
          const text = question(first, lines).split('\n');
          expect(text).toHaveLength(1 + Math.min(lines.length, 20) + (lines.length > 20 ? 1 : 0));
          for (const line of text) expect(line).not.toMatch(/[\u200B\u202E\u3164\u2800]|\p{M}{5}/u);
        },
      ),
    );
  });
});
