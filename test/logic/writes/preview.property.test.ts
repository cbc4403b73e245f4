// Properties of src/logic/writes/preview.ts: no text can add a line; the line count follows the 20-line cap.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categorizeQuestion } from '../../../src/logic/writes/preview.ts';
import { hostile, hostileName as name, questionAmount as amount } from '../fixtures/hostile.ts';

const change = fc.record({ date: fc.constant('2026-09-16'), payee: hostile, amount, from_category: name, to_category: name });

describe('categorizeQuestion', () => {
  it('has exactly 1 + min(n, 20) + (n > 20) lines, none with a hidden or breaking character', () => {
    fc.assert(
      fc.property(fc.array(change, { maxLength: 30 }), fc.integer({ min: 0, max: 3 }), (changes, d) => {
        const text = categorizeQuestion(changes, d);
        const n = changes.length;
        expect(text.split('\n')).toHaveLength(1 + Math.min(n, 20) + (n > 20 ? 1 : 0));
        expect(/[\p{Cf}\p{Cs}\p{Zl}\p{Zp}\r\u0085\t\0]/u.test(text)).toBe(false);
        for (const line of text.split('\n').slice(1)) expect(line.startsWith('- ')).toBe(true);
      }),
    );
  });
});
