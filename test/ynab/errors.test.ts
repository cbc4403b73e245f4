// httpError (ynab-client.md §7): `YNAB <status>: <detail>` with the detail from YNAB's JSON error body,
// else the raw text (at most 500 characters, cleaned with untrusted()), else the reason phrase; 401 has
// its own detail.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { YnabError, httpError } from '../../src/ynab/errors.ts';
import { bodyArb, exposes, tokenArb } from '../helpers/secret-forms.ts';

const ynabBody = (detail: unknown) => JSON.stringify({ error: { id: '404.2', name: 'resource_not_found', detail } });

describe('httpError', () => {
  it('takes the detail from a YNAB error body', () => {
    const error = httpError(404, ynabBody('Resource not found'));
    expect(error).toBeInstanceOf(YnabError);
    expect(error.name).toBe('YnabError');
    expect(error.status).toBe(404);
    expect(error.message).toBe('YNAB 404: Resource not found');
  });

  it("keeps a batch 400's (index: N) and passes 403 details through", () => {
    expect(httpError(400, ynabBody('payee_name is too long (index: 3)')).message).toBe('YNAB 400: payee_name is too long (index: 3)');
    expect(httpError(403, ynabBody('subscription_lapsed')).message).toBe('YNAB 403: subscription_lapsed');
  });

  it("cleans YNAB's detail (one line, no format characters)", () => {
    const message = httpError(404, ynabBody('line one\nline\u202E two')).message;
    expect(message).toBe('YNAB 404: line one line two');
  });

  it('falls back to the raw text when the JSON has no usable error.detail', () => {
    expect(httpError(500, 'upstream exploded').message).toBe('YNAB 500: upstream exploded');
    expect(httpError(500, '{"error":{"detail":42}}').message).toBe('YNAB 500: {"error":{"detail":42}}');
    expect(httpError(500, '{"error":{"detail":"   "}}').message).toBe('YNAB 500: {"error":{"detail":" "}}');
    expect(httpError(500, '{"message":"nope"}').message).toBe('YNAB 500: {"message":"nope"}');
    expect(httpError(500, 'null').message).toBe('YNAB 500: null');
  });

  it('cleans the raw text to one line without format characters', () => {
    const message = httpError(500, 'Server\r\nerror\u202E here\u0000').message;
    expect(message).toBe('YNAB 500: Server error here');
    expect(message).not.toMatch(/[\n\r\u202E\u0000]/);
  });

  it('keeps at most 500 characters of the cleaned detail, so a batch index at its end survives', () => {
    const padded = `x${' '.repeat(500)}tail`;
    expect(httpError(500, padded).message).toBe('YNAB 500: x tail');
    const long = 'a'.repeat(1000);
    const message = httpError(500, long).message;
    expect(message).toBe(`YNAB 500: ${'a'.repeat(499)}…`);
    const batch = JSON.stringify({ error: { id: '400', name: 'bad_request', detail: `${'d'.repeat(200)} (index: 3)` } });
    expect(httpError(400, batch).message.endsWith('(index: 3)')).toBe(true);
  });

  it('falls back to the reason phrase for an empty or blank body', () => {
    expect(httpError(502, '').message).toBe('YNAB 502: Bad Gateway');
    expect(httpError(503, '  \n ').message).toBe('YNAB 503: Service Unavailable');
    expect(httpError(504, '').message).toBe('YNAB 504: Gateway Timeout');
    expect(httpError(404, '').message).toBe('YNAB 404: Not Found');
    expect(httpError(302, '').message).toBe('YNAB 302: Found');
    expect(httpError(307, '').message).toBe('YNAB 307: Temporary Redirect');
    expect(httpError(422, '').message).toBe('YNAB 422: Unprocessable Entity');
    expect(httpError(599, '').message).toBe('YNAB 599: HTTP error');
  });

  it('falls back to the reason phrase when the text cleans to nothing', () => {
    expect(httpError(500, '\u202E\u200B').message).toBe('YNAB 500: Internal Server Error');
    expect(httpError(500, ynabBody('\u202E')).message).toBe('YNAB 500: Internal Server Error');
  });

  it('gives 401 its own detail: a new Personal Access Token', () => {
    for (const body of ['', ynabBody('Unauthorized'), 'plain text']) {
      const error = httpError(401, body);
      expect(error.status).toBe(401);
      expect(error.message).toMatch(/^YNAB 401: /);
      expect(error.message).toContain('Personal Access Token');
      expect(error.message).toMatch(/mistyped, expired or revoked/);
      expect(error.message).toContain('Developer Settings');
    }
  });

  it('property: always "YNAB <status>: " and a non-empty single line', () => {
    fc.assert(
      fc.property(fc.integer({ min: 300, max: 599 }), fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.json()), (status, body) => {
        const message = httpError(status, body).message;
        expect(message.startsWith(`YNAB ${status}: `)).toBe(true);
        expect(message.length).toBeGreaterThan(`YNAB ${status}: `.length);
        expect(message).not.toMatch(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u);
      }),
    );
  });

  it('never quotes the token an answer echoes (issue #13): "Invalid header Authorization: Bearer <token>"', () => {
    const token = 'Q0aTPl7m3v0Gzb1l9H5c3r8v5yA1e2x4YpX6oOWbHfU';
    expect(httpError(400, ynabBody(`Invalid header Authorization: Bearer ${token}`), [token]).message).toBe(
      'YNAB 400: Invalid header Authorization: Bearer [token]',
    );
    expect(httpError(502, `<html><body>Bearer ${encodeURIComponent(token)}</body></html>`, [token]).message).toBe(
      'YNAB 502: <html><body>Bearer [token]</body></html>',
    );
  });

  it('property: for any status and any body embedding the token in any form, the message never holds it', () => {
    const statuses = fc.constantFrom(400, 403, 404, 409, 422, 500, 502, 503, 504);
    fc.assert(
      fc.property(
        tokenArb.chain((token) => fc.tuple(fc.constant(token), bodyArb(token))),
        statuses,
        ([token, body], status) => {
          const message = httpError(status, body, [token]).message;
          expect(message.startsWith(`YNAB ${status}: `)).toBe(true);
          expect(exposes(message, token), message).toBe(false);
        },
      ),
      { numRuns: 200 },
    );
  });
});
