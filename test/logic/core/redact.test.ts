// Examples for src/logic/core/redact.ts, one per form a character of a secret may take (the properties in
// redact.property.test.ts mix them at random): URL-encoded bytes of a non-ASCII character, \u escapes of
// both halves of an astral one, each named HTML reference, \x only below U+0100, each short escape, `+`
// for a space only; and that the redactor is exact — a text one character short of a secret is left alone.
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
    const escaped = Array.from(secret, (c) => Array.from({ length: c.length }, (_, i) => `\\u${c.charCodeAt(i).toString(16).padStart(4, '0')}`).join('')).join('');
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
  ])('cuts %j written as the short escape %s, also escaped again', (char, escape) => {
    const secret = `abcd${char}efgh`;
    expect(cut(`abcd${escape}efgh`, secret)).toBe(CUT);
    expect(cut(`abcd\\${escape}efgh`, secret)).toBe(CUT);
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
    const char = fc.oneof(fc.constantFrom(...' &<>"\'/+=\\\b\f\n\r\té\u0100\u{1F511}'), fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }));
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
    const out = redactDeep({ missing: undefined, date, n: 1, s: token, bare: Object.assign(Object.create(null) as object, { s: token }) }, [token]);
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
