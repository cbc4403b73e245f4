// src/logic/core/redact.ts and untrusted()'s use of it (issue #13 item 1): a token echoed in any form, inside
// any body, never survives; text without it is left as it is; short values, which no real token is, are
// left alone; and a long hostile text is handled in linear time.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_SECRET_LENGTH, REDACTED, Secrets, redact, redactDeep } from '../../../src/logic/core/redact.ts';
import { untrusted } from '../../../src/logic/core/untrusted.ts';
import { bodyArb, exposes, formArb, tokenArb } from '../../helpers/secret-forms.ts';

const withBody = tokenArb.chain((token) => fc.tuple(fc.constant(token), bodyArb(token)));

describe('redact', () => {
  it('the oracle sees the token in every generated body (so the properties below can fail)', () => {
    fc.assert(fc.property(withBody, ([token, body]) => exposes(body, token)));
  });

  it('leaves no form of the token in any body', () => {
    fc.assert(fc.property(withBody, ([token, body]) => !exposes(redact(body, [token]), token)), { numRuns: 300 });
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

  it('takes linear time on long runs of the characters its forms start with', () => {
    const token = 'Ab3+/x=_-Q9zZ8kLmN0pqAb3+/x=_-Q9zZ8kLmN0pq1';
    for (const unit of ['\\', '%', '&#', ' ', '\u200B', token.slice(0, 20), 'a\n']) {
      const text = unit.repeat(200_000 / unit.length);
      const start = performance.now();
      expect(redact(text, [token])).toBe(text);
      expect(performance.now() - start, JSON.stringify(unit)).toBeLessThan(2000);
    }
  });
});

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
    fc.assert(fc.property(withBody, fc.constantFrom(60, 80, 300, 500), ([token, body], max) => !exposes(untrusted(body, max, [token]), token)), { numRuns: 300 });
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
