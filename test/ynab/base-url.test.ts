// checkBaseUrl (ynab-client.md §1): https only, plain http only to a loopback host; no user info, query
// or fragment; a trailing slash removed, the path kept. A refused value is quoted without its user info,
// query or fragment (issue #13 item 7: people paste secrets there).
import { describe, expect, it } from 'vitest';
import { BaseUrlError, checkBaseUrl } from '../../src/ynab/base-url.ts';
import { thrown } from '../helpers/rejection.ts';

const refusal = (value: string): string => thrown(() => checkBaseUrl(value), BaseUrlError).message;

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
  it.each(['http://api.ynab.com/v1', 'http://10.0.0.1/v1', 'http://127.0.0.2/v1', 'ftp://x/v1', 'not a url', ''])(
    '%j, quoting it and stating the rule',
    (value) => {
      const message = refusal(value);
      expect(message).toContain(JSON.stringify(value));
      expect(message).toContain('https://');
      expect(message).toMatch(/plain http:\/\/ only to 127\.0\.0\.1, localhost or \[::1\]/);
    },
  );

  it.each([
    ['https://user:secret@host/v1?key=secret', '"https://***@host/v1?***"', 'it holds a user name or password'],
    ['https://user:pw@api.ynab.com/v1', '"https://***@api.ynab.com/v1"', 'it holds a user name or password'],
    ['https://user@api.ynab.com/v1', '"https://***@api.ynab.com/v1"', 'it holds a user name or password'],
    ['https://api.ynab.com/v1?x=1', '"https://api.ynab.com/v1?***"', 'it holds a query or fragment'],
    ['https://api.ynab.com/v1?', '"https://api.ynab.com/v1?***"', 'it holds a query or fragment'],
    ['https://api.ynab.com/v1#f', '"https://api.ynab.com/v1#***"', 'it holds a query or fragment'],
    ['http://user:secret@10.0.0.1/v1?key=secret', '"http://***@10.0.0.1/v1?***"', 'it holds a user name or password'],
    ['user:secret@host/v1?key=secret', '"***@host/v1?***"', 'it holds a query or fragment'],
    ['user:secret@host', '"***@host"', 'it does not start with https://'],
  ])('%j without its user info, query or fragment', (value, shown, why) => {
    const message = refusal(value);
    expect(message).toContain(`AVENIR_MCP_YNAB_URL is ${shown}: ${why}.`);
    expect(message).not.toMatch(/secret|user:|pw@|x=1/);
    expect(message).toContain('without user name, query or fragment');
  });
});
