// Properties of algorithms.md §2 for src/logic/core/untrusted.ts: output is one clean line of ≤ 80 code points,
// without invisible or filler characters and with at most 4 combining marks in a row.
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { agentText, isOneLine, untrusted } from '../../../src/logic/core/untrusted.ts';

const FORBIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;
// Invisible or blank: every default-ignorable code point but the variation selectors (Hangul fillers, the
// combining grapheme joiner, zero-width characters…) and the braille blank.
const INVISIBLE = /[[\p{Default_Ignorable_Code_Point}--\p{Variation_Selector}]\u2800]/v;
const FIVE_MARKS = /\p{M}{5}/u;

// Characters that attack a display: zero-width, direction marks and overrides, controls, separators.
const hostile = fc.constantFrom(
  '\u200B',
  '\u200C',
  '\u200D',
  '\u2060',
  '\uFEFF',
  '\u00AD',
  '\u200E',
  '\u200F',
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\n',
  '\r',
  '\t',
  '\u000B',
  '\u000C',
  '\u0000',
  '\u0085',
  '\u001B',
  '\u2028',
  '\u2029',
  ' ',
  '  ',
  '\u00A0',
  '\u3000',
  '\u1680',
  '\uD800',
  '\uDBFF',
  '\uDC00',
  '\uDFFF',
  // Fillers that render as nothing or as blank, and combining marks that stack (Zalgo text).
  '\u3164',
  '\u115F',
  '\u1160',
  '\uFFA0',
  '\u2800',
  '\u2800\u2800\u2800',
  '\u034F',
  '\u17B4',
  '\u180E',
  '\u2065',
  '\uFE0F',
  '\u{E0100}',
  '\u0301',
  '\u0302\u0303\u0304',
  '\u0489',
  '\u0903',
  '\u0300\u0301\u0302\u0303\u0304\u0305\u0306',
);
const lone = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));

const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 120 }),
  fc.string({ unit: fc.oneof(fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }), hostile, lone), maxLength: 120 }),
  fc.string({ unit: fc.oneof(fc.constantFrom('a', 'b', 'Z', '9', '…'), hostile), maxLength: 200 }),
  fc.string({ maxLength: 200 }),
);

// Visible single-code-point characters with no white space, for clean words (no marks: five random ones
// could meet; the examples cover text with marks).
const visible = fc
  .string({ unit: 'binary', minLength: 1, maxLength: 1 })
  .filter((c) => !FORBIDDEN.test(c) && !INVISIBLE.test(c) && !/[\p{White_Space}\p{M}]/u.test(c));
const cleanShort = fc
  .array(fc.string({ unit: visible, minLength: 1, maxLength: 8 }), { minLength: 0, maxLength: 8 })
  .map((words) => words.join(' '))
  .filter((s) => Array.from(s).length <= 80);
const cleanLong = fc
  .array(fc.string({ unit: visible, minLength: 1, maxLength: 12 }), { minLength: 5, maxLength: 20 })
  .map((words) => words.join(' '));

describe('untrusted', () => {
  it('leaves no Cc, Cf, Cs, Zl or Zp code point', () => {
    fc.assert(fc.property(anyText, (s) => !FORBIDDEN.test(untrusted(s))));
  });

  it('leaves no invisible or filler character (Hangul fillers, braille blanks, zero-width characters)', () => {
    fc.assert(fc.property(anyText, (s) => !INVISIBLE.test(untrusted(s, 500))));
  });

  it('never leaves more than 4 combining marks in a row', () => {
    fc.assert(fc.property(anyText, (s) => !FIVE_MARKS.test(untrusted(s, 500))));
  });

  it('leaves no white space other than single inner spaces', () => {
    fc.assert(
      fc.property(anyText, (s) => {
        const out = untrusted(s);
        return !out.includes('  ') && !out.startsWith(' ') && !out.endsWith(' ') && !/[^\P{White_Space} ]/u.test(out);
      }),
    );
  });

  it('keeps at most 80 code points', () => {
    fc.assert(fc.property(anyText, (s) => Array.from(untrusted(s)).length <= 80));
  });

  it('is idempotent', () => {
    fc.assert(fc.property(anyText, (s) => untrusted(untrusted(s)) === untrusted(s)));
    fc.assert(fc.property(anyText, (s) => untrusted(untrusted(s, 500), 500) === untrusted(s, 500)));
  });

  it('leaves clean short text unchanged', () => {
    fc.assert(fc.property(cleanShort, (s) => untrusted(s) === s));
  });

  it('cuts clean long text to its first 79 code points and an ellipsis', () => {
    fc.assert(
      fc.property(cleanLong, (s) => {
        const points = Array.from(s);
        const expected = points.length <= 80 ? s : `${points.slice(0, 79).join('')}…`;
        return untrusted(s) === expected;
      }),
    );
  });
});

describe('isOneLine / agentText', () => {
  it('agrees with the forbidden classes', () => {
    fc.assert(fc.property(anyText, (s) => isOneLine(s) === !(FORBIDDEN.test(s) || INVISIBLE.test(s) || FIVE_MARKS.test(s))));
  });

  it('accepts every untrusted() result', () => {
    fc.assert(fc.property(anyText, (s) => isOneLine(untrusted(s))));
  });

  it('returns trimmed one-line text or undefined', () => {
    fc.assert(
      fc.property(anyText, (s) => {
        const out = agentText(s);
        if (out === undefined) return true;
        return isOneLine(out) && !/^\p{White_Space}|\p{White_Space}$/u.test(out) && s.includes(out);
      }),
    );
  });

  it('accepts clean text', () => {
    fc.assert(fc.property(cleanShort, (s) => agentText(s) === s));
  });
});
