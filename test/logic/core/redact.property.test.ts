// src/logic/core/redact.ts and untrusted()'s use of it (issue #13 item 1): a token echoed in any form, inside
// any body, never survives; text without it is left as it is; short values, which no real token is, are
// left alone; and a long hostile text is handled in linear time. Issue #26 item 11: a token split by
// encoded invisible characters and <wbr> elements, mixed with the other gaps and forms, is cut, and a
// token one character short of it is not.
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { MIN_SECRET_LENGTH, REDACTED, Secrets, redact, redactDeep } from '../../../src/logic/core/redact.ts';
import { untrusted } from '../../../src/logic/core/untrusted.ts';
import { bodyArb, exposes, formArb, tokenArb } from '../../helpers/secret-forms.ts';

const withBody = tokenArb.chain((token) => fc.tuple(fc.constant(token), bodyArb(token)));

describe('redact', () => {
  it('the oracle sees the token in every generated body (so the properties below can fail)', () => {
    fc.assert(fc.property(withBody, ([token, body]) => exposes(body, token)));
  });

  it('leaves no form of the token in any body', () => {
    fc.assert(
      fc.property(withBody, ([token, body]) => !exposes(redact(body, [token]), token)),
      { numRuns: 300 },
    );
  });

  it('cuts every form of every secret, each replaced by the marker', () => {
    const twoForms = fc.tuple(tokenArb, tokenArb).chain(([a, b]) => fc.tuple(fc.constant(a), fc.constant(b), formArb(a), formArb(b)));
    fc.assert(
      fc.property(twoForms, ([a, b, formA, formB]) => {
        const out = redact(`x ${formA} y ${formB} z`, [a, b]);
        return !exposes(out, a) && !exposes(out, b) && out.startsWith('x ') && out.endsWith(' z') && out.includes(REDACTED);
      }),
    );
  });

  it('leaves a text without the token as it is, and is idempotent', () => {
    fc.assert(
      fc.property(tokenArb, fc.string({ unit: 'binary', maxLength: 200 }), (token, text) => {
        fc.pre(!exposes(text, token));
        return redact(text, [token]) === text;
      }),
    );
    fc.assert(fc.property(withBody, ([token, body]) => redact(redact(body, [token]), [token]) === redact(body, [token])));
  });

  it(`leaves values shorter than ${MIN_SECRET_LENGTH} characters alone: the demo token "demo" must not eat demo-budget`, () => {
    expect(redact('plan demo-budget, token demo', ['demo'])).toBe('plan demo-budget, token demo');
    expect(redact('Bearer abcdefgh', ['abcdefgh'])).toBe(`Bearer ${REDACTED}`);
  });

  it('only bounded repetitions in the expressions it runs, so long runs take linear time (no clock: a blow-up would not end)', () => {
    const token = 'Ab3+/x=_-Q9zZ8kLmN0pqAb3+/x=_-Q9zZ8kLmN0pq1';
    const replace = vi.spyOn(String.prototype, 'replace');
    try {
      redact(`Bearer ${token}`, [token]);
      const expressions = replace.mock.calls.map(([pattern]) => pattern).filter((pattern) => pattern instanceof RegExp);
      // The token's own expression and the one that reads encoded blanks, at least.
      expect(expressions.filter((pattern) => pattern.source.length > 1000).length).toBeGreaterThanOrEqual(2);
      for (const pattern of expressions) expect(unboundedRepetitions(pattern.source), pattern.source.slice(0, 80)).toEqual([]);
    } finally {
      replace.mockRestore();
    }
    // A quadratic backtrack over a megabyte takes hours; with bounded repetitions each of these takes a
    // fraction of a second, far under the test's time limit, which is the only clock here.
    const partial = Array.from(token.slice(0, 20));
    const units = [
      '\\',
      '%',
      '&#',
      ' ',
      '\u200B',
      'a\n',
      token.slice(0, 20),
      '&shy;',
      '<wbr>',
      '<wbr />',
      '\\\\u200b',
      '\\u003cwbr\\u003e',
      '&lt;wbr&gt;',
      '%25E2%2580%258B',
      '&#x000AD',
      '&#8203',
      '\\xad',
      ...['&shy;', '<wbr>', '\\\\u200b', '&#8203', '%E2%80%8B'].map((gap) => `${partial.join(gap)}${gap}`),
    ];
    for (const unit of units) {
      const text = unit.repeat(Math.ceil(1_000_000 / unit.length));
      expect(redact(text, [token]) === text, JSON.stringify(unit)).toBe(true);
      const split = Array.from(token).join('&shy;');
      expect(redact(`${text}${split}`, [token]) === `${text}${REDACTED}`, `${JSON.stringify(unit)} then the token`).toBe(true);
    }
  });
});

// An invisible character (or a no-break space) escaped, as an HTML reference or URL-encoded, or a <wbr>
// element, each in a form a server or a browser may write it; and the gaps the redactor took before.
const INVISIBLE = [
  0xa0, 0xad, 0x34f, 0x61c, 0x180e, 0x200b, 0x200c, 0x200d, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2060, 0x2061, 0x2062,
  0x2063, 0x2064, 0xfeff,
];
const NAMES = [
  '&nbsp;',
  '&nbsp',
  '&NonBreakingSpace;',
  '&shy;',
  '&shy',
  '&ZeroWidthSpace;',
  '&NegativeVeryThinSpace;',
  '&NegativeThinSpace;',
  '&NegativeMediumSpace;',
  '&NegativeThickSpace;',
  '&zwnj;',
  '&zwj;',
  '&lrm;',
  '&rlm;',
  '&NoBreak;',
  '&ApplyFunction;',
  '&af;',
  '&InvisibleTimes;',
  '&it;',
  '&InvisibleComma;',
  '&ic;',
];
const WBRS = [
  '<wbr>',
  '<wbr/>',
  '<wbr />',
  '<WBR>',
  '\\u003cwbr\\u003e',
  '\\u003Cwbr /\\u003E',
  '\\u003cwbr\\/\\u003e',
  '\\\\u003cwbr\\\\u003e',
  '&lt;wbr&gt;',
  '&lt;wbr/&gt;',
  '&#60;wbr&#62;',
  '%3Cwbr%3E',
];
const OLD_GAPS = ['\u200B', '\u00AD', '\uFEFF', ' ', '\t', '\r\n', '\\n', '\\\\r', '%0A', '%20'];

const hexOf = (code: number, width: number) => code.toString(16).padStart(width, '0');
/** A character escaped (also escaped again, twice), as a decimal or hex reference (with or without its `;`, with leading zeros), URL-encoded (also twice). */
const encodedForms = (code: number) => {
  const char = String.fromCodePoint(code);
  return [
    `\\u${hexOf(code, 4)}`,
    `\\\\u${hexOf(code, 4)}`,
    `\\\\\\\\u${hexOf(code, 4)}`,
    ...(code < 0x100 ? [`\\x${hexOf(code, 2)}`, `\\\\x${hexOf(code, 2)}`] : []),
    `&#${code};`,
    `&#${code}`,
    `&#000${code};`,
    `&#x${hexOf(code, 1)};`,
    `&#x00${hexOf(code, 1)}`,
    encodeURIComponent(char),
    encodeURIComponent(encodeURIComponent(char)),
  ];
};
const encodedInvisibleArb = fc
  .tuple(
    fc.constantFrom(...INVISIBLE).chain((code) => fc.constantFrom(...encodedForms(code))),
    fc.boolean(),
  )
  .map(([gap, upper]) => (upper ? gap.replace(/[a-f]/g, (digit) => digit.toUpperCase()) : gap));
const gapArb = fc.oneof(encodedInvisibleArb, fc.constantFrom(...NAMES), fc.constantFrom(...WBRS), fc.constantFrom(...OLD_GAPS));

/**
 * One character of a token, as it is, URL-encoded (once or twice), \u-escaped or an HTML reference. A
 * backslash, `&` and `%` stay as they are: their forms begin with them, so a last character may be found in
 * one (`\u005c` then `u`), which cuts the token but leaves the rest of the form.
 */
const charFormArb = (char: string) => {
  const code = char.charCodeAt(0);
  return '\\&%'.includes(char)
    ? fc.constant(char)
    : fc.constantFrom(
        char,
        encodeURIComponent(char),
        encodeURIComponent(encodeURIComponent(char)),
        `\\u${hexOf(code, 4)}`,
        `&#${code};`,
        `&#x${hexOf(code, 1)};`,
      );
};

/** `chars`, each in a form `formArb` gives but the last (as it is), with up to three gaps between two (GAP takes sixteen). */
const splitArb = (chars: string[], formArb: (char: string) => fc.Arbitrary<string>) =>
  fc
    .tuple(
      fc.tuple(...chars.slice(0, -1).map(formArb)),
      fc.array(fc.array(gapArb, { maxLength: 3 }), { minLength: chars.length - 1, maxLength: chars.length - 1 }),
    )
    .map(([forms, gaps]) => forms.map((form, i) => `${form}${gaps[i]!.join('')}`).join('') + chars.at(-1)!);

describe('redact, a token split by encoded invisible characters and <wbr> elements', () => {
  const splitToken = tokenArb.chain((token) => fc.tuple(fc.constant(token), splitArb(Array.from(token), charFormArb)));

  // Around the text, « and »: no token holds them (an ASCII letter there may be its first or last character).
  it('cuts the whole token, and nothing around it', () => {
    fc.assert(
      fc.property(splitToken, ([token, text]) => redact(`«${text}»`, [token]) === `«${REDACTED}»`),
      { numRuns: 200 },
    );
  });

  // Its characters as they are: the tail of a form (`\u0037` for 7) may be the character left out (3). Nor
  // is a `;` or a backslash left out: a gap may give it back (`&nbsp;` is also `&nbsp` then `;`, and
  // `\\u200b` a backslash then `\u200b`).
  it('leaves the token split so, but one character short, as it is', () => {
    const shortened = tokenArb.chain((token) =>
      fc
        .nat(token.length - 1)
        .filter((at) => !';\\'.includes(token[at]!))
        .chain((at) => {
          const chars = Array.from(token);
          chars.splice(at, 1);
          return fc.tuple(
            fc.constant(token),
            splitArb(chars, (char) => fc.constant(char)),
          );
        }),
    );
    fc.assert(
      fc.property(shortened, ([token, text]) => redact(`«${text}»`, [token]) === `«${text}»`),
      { numRuns: 200 },
    );
  });
});

/** The repetitions of a regular expression's source with no upper bound: `*`, `+`, `{n,}`. */
function unboundedRepetitions(source: string): string[] {
  const bare = source.replace(/\\./gs, '').replace(/\[[^\]]*\]/g, '');
  return bare.match(/[*+]|\{\d+,\}/g) ?? [];
}

describe('untrusted with secrets', () => {
  it('cuts the token before the length cut, so no piece of it is left at the end', () => {
    const token = 'Q0aTPl7m3v0Gzb1l9H5c3r8v5yA1e2x4YpX6oOWbHfU';
    const text = `${'a'.repeat(480)} Bearer ${token} tail`;
    expect(untrusted(text, 500, [token])).toBe(`${'a'.repeat(480)} Bearer ${REDACTED} tail`);
    // Without the secret the cut leaves 11 of its characters: the reason it is cut first.
    expect(untrusted(text, 500)).toContain(token.slice(0, 11));
  });

  it('cuts a token that cleaning joins back together (split by invisible characters)', () => {
    const token = 'Q0aTPl7m3v0Gzb1l9H5c3r8v5yA1e2x4YpX6oOWbHfU';
    const split = Array.from(token).join('\u200B');
    expect(untrusted(`Bearer ${split}`, 500, [token])).toBe(`Bearer ${REDACTED}`);
  });

  it('leaves no form of the token in any body, at any length limit', () => {
    fc.assert(
      fc.property(withBody, fc.constantFrom(60, 80, 300, 500), ([token, body], max) => !exposes(untrusted(body, max, [token]), token)),
      { numRuns: 300 },
    );
  });
});

describe('redactDeep and Secrets', () => {
  it('cuts the secrets out of every string of a JSON-like value, keeping its shape, keys and other values', () => {
    const token = 'Q0aTPl7m3v0Gzb1l9H5c3r8v5yA1e2x4YpX6oOWbHfU';
    const value = { a: [`Bearer ${token}`, 1, true, null, { b: encodeURIComponent(token) }], c: 'kept' };
    expect(redactDeep(value, [token])).toEqual({ a: [`Bearer ${REDACTED}`, 1, true, null, { b: REDACTED }], c: 'kept' });
    expect(value.a[0]).toBe(`Bearer ${token}`);
  });

  it('holds each secret once, and only those long enough to be one', () => {
    const secrets = new Secrets();
    secrets.add(undefined);
    secrets.add('demo');
    secrets.add('Q0aTPl7m3v0Gzb1l9H5c3r8v5yA1e2x4YpX6oOWbHfU');
    secrets.add('Q0aTPl7m3v0Gzb1l9H5c3r8v5yA1e2x4YpX6oOWbHfU');
    expect(secrets.values).toEqual(['Q0aTPl7m3v0Gzb1l9H5c3r8v5yA1e2x4YpX6oOWbHfU']);
    expect(secrets.redact('Bearer Q0aTPl7m3v0Gzb1l9H5c3r8v5yA1e2x4YpX6oOWbHfU')).toBe(`Bearer ${REDACTED}`);
  });
});
