// Properties of src/logic/writes/preview.ts: no text can add a line; the line count follows the 20-line cap.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categorizeQuestion, undoCategorizeQuestion } from '../../../src/logic/writes/preview.ts';

// Hostile text: forged preview lines, line and paragraph separators, direction overrides, controls.
const hostile = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc
    .array(fc.constantFrom('\n- forged line', '\r\n', '\u2028', '\u2029', '\u202e', '\u200f', '\u0085', '\t', '\0', 'RAIL CO', ' → ', '…'), { maxLength: 8 })
    .map((p) => p.join('')),
);
const name = fc.option(hostile, { nil: null });
const amount = fc.integer({ min: -1e9, max: 1e9 }).map((m) => m / 1000);
const change = fc.record({ date: fc.constant('2026-09-16'), payee: hostile, amount, from_category: name, to_category: name });

describe('categorizeQuestion', () => {
  it('has exactly 1 + min(n, 20) + (n > 20) lines, none with a hidden or breaking character', () => {
    fc.assert(
      fc.property(fc.array(change, { maxLength: 30 }), fc.integer({ min: 0, max: 3 }), (changes, d) => {
        const text = categorizeQuestion(changes, d);
        const n = changes.length;
        expect(text.split('\n')).toHaveLength(1 + Math.min(n, 20) + (n > 20 ? 1 : 0));
        expect(/[\p{Cf}\p{Cs}\p{Zl}\p{Zp}\r\u0085\t\0]/u.test(text)).toBe(false);
        text
          .split('\n')
          .slice(1)
          .forEach((line) => expect(line.startsWith('- ')).toBe(true));
      }),
    );
  });
});

describe('undoCategorizeQuestion', () => {
  it('adds exactly one line when something is left alone', () => {
    const item = fc.record({ date: fc.constant('2026-09-16'), payee: hostile, amount, current: name, restored: name });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 25 }), fc.nat(5), (items, k) => {
        const n = items.length;
        expect(undoCategorizeQuestion(items, 2, k).split('\n')).toHaveLength(1 + Math.min(n, 20) + (n > 20 ? 1 : 0) + (k > 0 ? 1 : 0));
      }),
    );
  });
});
