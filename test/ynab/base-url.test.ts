// checkBaseUrl (ynab-client.md §1): https only, plain http only to a loopback host; no user info, query
// or fragment; a trailing slash removed, the path kept.
import { describe, expect, it } from 'vitest';
import { BaseUrlError, checkBaseUrl } from '../../src/ynab/base-url.ts';

describe('checkBaseUrl accepts', () => {
  it.each([
    ['https://api.ynab.com/v1', 'https://api.ynab.com/v1'],
    ['https://api.ynab.com/v1/', 'https://api.ynab.com/v1'],
    ['http://127.0.0.1:8080/v1', 'http://127.0.0.1:8080/v1'],
    ['http://localhost/v1', 'http://localhost/v1'],
    ['http://[::1]:9/v1', 'http://[::1]:9/v1'],
    ['https://example.test:8443/prefix/v1//', 'https://example.test:8443/prefix/v1'],
  ])('%s', (value, expected) => {
    expect(checkBaseUrl(value)).toBe(expected);
  });
});

describe('checkBaseUrl refuses', () => {
  it.each([
    'http://api.ynab.com/v1',
    'http://10.0.0.1/v1',
    'http://127.0.0.2/v1',
    'ftp://x/v1',
    'https://user:pw@api.ynab.com/v1',
    'https://user@api.ynab.com/v1',
    'https://api.ynab.com/v1?x=1',
    'https://api.ynab.com/v1?',
    'https://api.ynab.com/v1#f',
    'https://api.ynab.com/v1#',
    'not a url',
    '',
  ])('%j, quoting it and stating the rule', (value) => {
    let caught: unknown;
    try {
      checkBaseUrl(value);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(BaseUrlError);
    const message = (caught as Error).message;
    expect(message).toContain(JSON.stringify(value));
    expect(message).toContain('https://');
    expect(message).toMatch(/plain http:\/\/ only to 127\.0\.0\.1, localhost or \[::1\]/);
  });
});
