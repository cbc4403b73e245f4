// Examples for src/logic/core/redact.ts, one per form a character of a secret may take (the properties in
// redact.property.test.ts mix them at random): URL-encoded bytes of a non-ASCII character, \u escapes of
// both halves of an astral one, each named HTML reference, \x only below U+0100, each short escape, `+`
// for a space only; and that the redactor is exact — a text one character short of a secret is left alone.
// Then the gaps (issue #26 item 11): each escape, HTML reference and URL encoding of an invisible character
// or a no-break space, each form of <wbr>, mixed; and what is not a gap.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REDACTED, Secrets, redact, redactDeep } from '../../../src/logic/core/redact.ts';

const cut = (text: string, secret: string) => redact(`see ${text} end`, [secret]);
const CUT = `see ${REDACTED} end`;

describe('redact, form by form', () => {
  it('cuts the URL-encoded UTF-8 bytes of a non-ASCII character, also encoded twice', () => {
    const secret = 'clé-secrète-42';
    expect(cut(encodeURIComponent(secret), secret)).toBe(CUT);
    expect(cut(encodeURIComponent(encodeURIComponent(secret)), secret)).toBe(CUT);
  });

  it('cuts both \\u escapes of a character outside the BMP', () => {
    const secret = 'key-\u{1F511}-2026';
    const escaped = Array.from(secret, (c) =>
      Array.from({ length: c.length }, (_, i) => `\\u${c.charCodeAt(i).toString(16).padStart(4, '0')}`).join(''),
    ).join('');
    expect(escaped).toContain('\\ud83d\\udd11');
    expect(cut(escaped, secret)).toBe(CUT);
  });

  it.each([
    ['&', '&amp;'],
    ['<', '&lt;'],
    ['>', '&gt;'],
    ['"', '&quot;'],
    ["'", '&apos;'],
    ['/', '&sol;'],
    ['+', '&plus;'],
    ['=', '&equals;'],
  ])('cuts %s written as the named reference %s', (char, named) => {
    const secret = `abcd${char}efgh`;
    expect(cut(`abcd${named}efgh`, secret)).toBe(CUT);
  });

  it('cuts a \\x escape of a character below U+0100, and reads \\x as two hex digits only', () => {
    expect(cut('\\x41BCDEFGH', 'ABCDEFGH')).toBe(CUT);
    expect(cut('\\x2fBCDEFGH', '/BCDEFGH')).toBe(CUT);
    // \x100 is U+0010 then "0", never Ā (U+0100), which has no \x escape.
    expect(cut('\\x100x-secret', '\u0100x-secret')).toBe('see \\x100x-secret end');
    expect(cut('\\x101x-secret', '\u0101x-secret')).toBe('see \\x101x-secret end');
    expect(cut('\\u0100x-secret', '\u0100x-secret')).toBe(CUT);
  });

  it.each([
    ['"', '\\"'],
    ["'", "\\'"],
    ['/', '\\/'],
    ['\\', '\\\\'],
    ['\b', '\\b'],
    ['\f', '\\f'],
    ['\n', '\\n'],
    ['\r', '\\r'],
    ['\t', '\\t'],
  ])('cuts %j written as the short escape %s, also escaped again', (char, escaped) => {
    const secret = `abcd${char}efgh`;
    expect(cut(`abcd${escaped}efgh`, secret)).toBe(CUT);
    expect(cut(`abcd\\${escaped}efgh`, secret)).toBe(CUT);
  });

  it('cuts a backslash written with as many backslashes as any escape may carry, plus itself', () => {
    const secret = 'abcd\\efgh';
    for (const n of [1, 2, 4, 8, 9]) expect(cut(`abcd${'\\'.repeat(n)}efgh`, secret), `${n} backslashes`).toBe(CUT);
  });

  it('reads + as a space (form encoding), and as nothing else', () => {
    expect(cut('correct+horse+battery', 'correct horse battery')).toBe(CUT);
    expect(cut('correct%20horse battery', 'correct horse battery')).toBe(CUT);
    expect(cut('abcd+efgh', 'abcdxefgh')).toBe('see abcd+efgh end');
  });

  it('property: a text one character short of the secret is left as it is', () => {
    const char = fc.oneof(
      fc.constantFrom(...' &<>"\'/+=\\\b\f\n\r\té\u0100\u{1F511}'),
      fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }),
    );
    const secretArb = fc.array(char, { minLength: 9, maxLength: 24 }).map((chars) => chars.join(''));
    fc.assert(
      fc.property(secretArb, fc.nat(), (secret, at) => {
        const chars = Array.from(secret);
        const i = at % chars.length;
        const short = [...chars.slice(0, i), ...chars.slice(i + 1)].join('');
        expect(redact(short, [secret])).toBe(short);
      }),
    );
  });
});

// A gap between two characters of a secret: a character that shows nothing (or white space) in any form
// a character may take, or the <wbr> element. Each form below splits the secret abcdefgh.
describe('redact, gaps between two characters', () => {
  const split = (gap: string) => cut(`abcd${gap}efgh`, 'abcdefgh');
  const INVISIBLE = [
    0xad, 0x34f, 0x61c, 0x180e, 0x200b, 0x200c, 0x200d, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2060, 0x2061, 0x2062,
    0x2063, 0x2064, 0xfeff,
  ];
  const hex4 = (code: number) => code.toString(16).padStart(4, '0');

  it.each(INVISIBLE.map((code) => [hex4(code)]))('cuts a secret split by \\u%s, in either case, also escaped again', (hex) => {
    expect(split(`\\u${hex}`)).toBe(CUT);
    expect(split(`\\u${hex.toUpperCase()}`)).toBe(CUT);
    expect(split(`\\\\u${hex}`)).toBe(CUT);
  });

  it('cuts a secret split by \\x escapes of the soft hyphen and of a no-break space, also escaped again', () => {
    for (const gap of ['\\xad', '\\xAD', '\\\\xad', '\\xa0']) expect(split(gap), gap).toBe(CUT);
  });

  it.each([
    ['&shy;'],
    ['&shy'],
    ['&nbsp;'],
    ['&nbsp'],
    ['&NonBreakingSpace;'],
    ['&ZeroWidthSpace;'],
    ['&NegativeVeryThinSpace;'],
    ['&NegativeThinSpace;'],
    ['&NegativeMediumSpace;'],
    ['&NegativeThickSpace;'],
    ['&zwnj;'],
    ['&zwj;'],
    ['&lrm;'],
    ['&rlm;'],
    ['&NoBreak;'],
    ['&ApplyFunction;'],
    ['&af;'],
    ['&InvisibleTimes;'],
    ['&it;'],
    ['&InvisibleComma;'],
    ['&ic;'],
  ])('cuts a secret split by the named reference %s', (named) => {
    expect(split(named)).toBe(CUT);
  });

  it.each([
    ['&#173;'],
    ['&#173'],
    ['&#000173;'],
    ['&#xAD;'],
    ['&#xad'],
    ['&#x00ad;'],
    ['&#x200b;'],
    ['&#X200B;'],
    ['&#8203;'],
    ['&#8203'],
    ['&#65279;'],
    ['&#xfeff;'],
    ['&#160;'],
    ['&#xa0;'],
  ])('cuts a secret split by the numeric reference %s', (numeric) => {
    expect(split(numeric)).toBe(CUT);
  });

  it.each([['%E2%80%8B'], ['%e2%80%8b'], ['%C2%AD'], ['%C2%A0'], ['%EF%BB%BF'], ['%D8%9C'], ['%25E2%2580%258B'], ['%25C2%25AD']])(
    'cuts a secret split by the URL-encoded %s',
    (encoded) => {
      expect(split(encoded)).toBe(CUT);
    },
  );

  it.each([
    ['<wbr>'],
    ['<wbr/>'],
    ['<wbr />'],
    ['<WBR>'],
    ['<Wbr />'],
    ['\\u003cwbr\\u003e'],
    ['\\u003Cwbr /\\u003E'],
    ['\\u003cwbr\\/\\u003e'],
    ['\\\\u003cwbr\\\\u003e'],
    ['&lt;wbr&gt;'],
    ['&lt;wbr /&gt;'],
    ['&#60;wbr&#62;'],
    ['%3Cwbr%3E'],
    ['%3Cwbr%20%2F%3E'],
  ])('cuts a secret split by the <wbr> element written %s', (wbr) => {
    expect(split(wbr)).toBe(CUT);
  });

  it('cuts a secret whose characters, in mixed forms, are split by mixed gaps, up to 16 in a row', () => {
    const gaps = [
      '&shy;',
      '\\u200b',
      '<wbr>',
      '%E2%80%8B',
      '&#8203;',
      '\\\\u2060',
      '&lt;wbr /&gt;',
      '&ZeroWidthSpace;',
      '\n',
      '\\xad',
      '%25C2%25AD',
      '\u200B',
      '&#xFEFF',
      '%0A',
      '\\u003cwbr/\\u003e',
      '&nbsp;',
    ];
    expect(gaps).toHaveLength(16);
    expect(cut(`a${gaps.join('')}b%63\\u0064&shy;e&#102;<wbr>g\\u200bh`, 'abcdefgh')).toBe(CUT);
    expect(cut(`a\\u200b&shy;<wbr>b${gaps.map((gap) => `${gap}c`).join('')}`, `ab${'c'.repeat(16)}`)).toBe(CUT);
  });

  it('cuts each of several split secrets, keeping the gaps around them', () => {
    const text = '&shy;abcd&shy;efgh&#8203; &lt;wbr&gt;a\\u200bb%C2%ADc<wbr/>defgh\\\\u2060;&nbsp';
    expect(cut(text, 'abcdefgh')).toBe(`see &shy;${REDACTED}&#8203; &lt;wbr&gt;${REDACTED}\\\\u2060;&nbsp end`);
  });

  it('gives the secret the `;` a reference may lack, and the backslash before an escape escaped again', () => {
    for (const gap of ['&#173;', '&#xad;', '&shy;', '&nbsp;', '&#173;;', '&ZeroWidthSpace;;'])
      expect(cut(`abcd${gap}efgh`, 'abcd;efgh'), gap).toBe(CUT);
    // Only one that is in the text: a gap without it gives none.
    for (const gap of ['&#173', '\\u200b', '<wbr>', '%C2%AD'])
      expect(cut(`abcd${gap}efgh`, 'abcd;efgh'), gap).toBe(`see abcd${gap}efgh end`);
    // A backslash then \u200b, as it is or JSON-escaped; and a backslash then <wbr> in JSON.
    for (const gap of ['\\\\u200b', '\\\\\\u200b', '\\\\\\\\\\u200b', '\\\\u003cwbr\\u003e'])
      expect(cut(`abcd${gap}efgh`, 'abcd\\efgh'), gap).toBe(CUT);
  });

  it('cuts a secret that holds what would read as a gap', () => {
    for (const secret of ['abcd&shy;efgh', 'ab<wbr>cdefgh', 'abcd\\u200befgh', 'ab%C2%ADcdefgh'])
      expect(cut(secret, secret), secret).toBe(CUT);
  });

  it('eats no gap outside a secret, nor one that is incomplete, nor more than 16 in a row', () => {
    expect(cut('&shy;<wbr>abcdefgh\\u200b&shy;', 'abcdefgh')).toBe(`see &shy;<wbr>${REDACTED}\\u200b&shy; end`);
    expect(cut('abcd&shy;efg', 'abcdxefg')).toBe('see abcd&shy;efg end');
    const notGaps = [
      '<wbr',
      'wbr>',
      '<wbr/',
      '&lt;wbr',
      '\\u200',
      'u200b',
      'xad',
      'u003cwbr\\u003e',
      '&#x200;',
      '&shyx',
      '&ZeroWidthSpace',
      '%E2%80',
      '\\u003cwbr',
      '&wbr;',
      '<br>',
      '&ensp;',
    ];
    for (const gap of notGaps) expect(split(gap), gap).toBe(`see abcd${gap}efgh end`);
    expect(split('&shy;'.repeat(16))).toBe(CUT);
    expect(split('&shy;'.repeat(17))).toBe(`see abcd${'&shy;'.repeat(17)}efgh end`);
  });
});

describe('redactDeep', () => {
  const token = 'Q0aTPl7m3v0Gzb1l9H5c3r8v5yA1e2x4YpX6oOWbHfU';

  it('gives back the very value, uncopied, when no secret is long enough to be one', () => {
    const value = { a: ['demo-budget'], b: 'x' };
    expect(redactDeep(value, [])).toBe(value);
    expect(redactDeep(value, ['demo', 'short'])).toBe(value);
  });

  it('cuts a secret of exactly 8 characters, also when shorter values come with it', () => {
    expect(redactDeep({ a: 'Bearer abcdefgh' }, ['abcdefgh'])).toEqual({ a: `Bearer ${REDACTED}` });
    expect(redactDeep({ a: [`${token} demo`] }, ['demo', token])).toEqual({ a: [`${REDACTED} demo`] });
  });

  it('keeps undefined fields and anything not a plain object or array as they are', () => {
    const date = new Date(0);
    const out = redactDeep({ missing: undefined, date, n: 1, s: token, bare: Object.assign(Object.create(null) as object, { s: token }) }, [
      token,
    ]);
    expect(Object.keys(out)).toEqual(['missing', 'date', 'n', 's', 'bare']);
    expect(out.missing).toBeUndefined();
    expect(out.date).toBe(date);
    expect(out).toMatchObject({ n: 1, s: REDACTED, bare: { s: REDACTED } });
  });
});

describe('Secrets', () => {
  it('holds a secret of exactly 8 characters and cuts it from text and values', () => {
    const secrets = new Secrets();
    secrets.add('abcdefg');
    secrets.add('abcdefgh');
    expect(secrets.values).toEqual(['abcdefgh']);
    expect(secrets.redact('x abcdefgh')).toBe(`x ${REDACTED}`);
    expect(secrets.redactDeep({ a: ['x abcdefgh'] })).toEqual({ a: [`x ${REDACTED}`] });
  });
});
