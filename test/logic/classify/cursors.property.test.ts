// Properties of src/logic/classify/cursors.ts: the round trip, and every other string refused.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, MAX_CURSOR_OFFSET } from '../../../src/logic/classify/cursors.ts';

const offset = fc.integer({ min: 0, max: MAX_CURSOR_OFFSET });
const B64 = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'];

describe('cursors', () => {
  it('decode(encode(n)) = n', () => {
    fc.assert(fc.property(offset, (n) => decodeCursor(encodeCursor(n)) === n));
  });

  it('a random string is accepted only when it is exactly some encode(n)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: fc.constantFrom(...B64), maxLength: 20 }), fc.string({ unit: 'binary' })),
        (s) => {
          const n = decodeCursor(s);
          if (n !== undefined) expect(encodeCursor(n)).toBe(s);
        },
      ),
    );
  });

  it('an altered cursor (one character changed, added or removed) is refused', () => {
    fc.assert(
      fc.property(
        offset,
        fc.nat(),
        fc.constantFrom(...B64, '=', '.', ' '),
        fc.constantFrom('replace', 'insert', 'delete'),
        (n, at, ch, how) => {
          const c = encodeCursor(n);
          const i = at % c.length;
          const altered =
            how === 'replace'
              ? c.slice(0, i) + ch + c.slice(i + 1)
              : how === 'insert'
                ? c.slice(0, i) + ch + c.slice(i)
                : c.slice(0, i) + c.slice(i + 1);
          fc.pre(altered !== c);
          const m = decodeCursor(altered);
          // The only way to survive an edit is to become another issued cursor exactly.
          if (m !== undefined) expect(encodeCursor(m)).toBe(altered);
          if (m !== undefined) expect(m).not.toBe(n);
        },
      ),
    );
  });

  it('padded forms and leading zeros are refused', () => {
    fc.assert(
      fc.property(offset, fc.integer({ min: 1, max: 3 }), (n, k) => {
        expect(decodeCursor(encodeCursor(n) + '='.repeat(k))).toBeUndefined();
        expect(decodeCursor(Buffer.from(`offset:${'0'.repeat(k)}${n}`).toString('base64url'))).toBeUndefined();
        expect(decodeCursor(Buffer.from(`offset:${n}`).toString('base64'))).toBe(
          // Standard base64 is accepted only where it happens to equal base64url without padding.
          Buffer.from(`offset:${n}`).toString('base64') === encodeCursor(n) ? n : undefined,
        );
      }),
    );
  });
});
