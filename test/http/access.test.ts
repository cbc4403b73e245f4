// The HTTP access rules as pure functions: Host (421), Origin (403), bearer token (401), in that order.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowedHostnames,
  asHostname,
  bearerMatches,
  digestOf,
  hostnameOf,
  originHostname,
  refusal,
  type AccessRules,
} from '../../src/http/access.ts';

const TOKEN = 'Zr0Vg1hS3m6J0bA8t3Q5xX0Qn7vH2cW9yL4kP1dE6fU';
const MACHINE = { hostname: 'NAS.home.arpa', addresses: ['127.0.0.1', '192.168.1.20', '::1', 'fe80::1%eth0'] };
const loopbackRules: AccessRules = { hostnames: allowedHostnames('127.0.0.1', [], MACHINE), tokenDigest: digestOf(TOKEN) };

describe('allowed host names', () => {
  it('are the loopback names only when listening on loopback', () => {
    expect([...allowedHostnames('127.0.0.1', [], MACHINE)].sort()).toEqual(['127.0.0.1', '[::1]', 'localhost']);
    expect([...allowedHostnames('::1', [], MACHINE)].sort()).toEqual(['127.0.0.1', '[::1]', 'localhost']);
  });

  it('add this machine’s names and addresses when listening beyond loopback, and the names the user adds', () => {
    const names = allowedHostnames('0.0.0.0', ['Budget.Example.org', '[FD00::2]'], MACHINE);
    for (const name of ['nas.home.arpa', 'nas', 'nas.local', '192.168.1.20', '[fe80::1]', 'budget.example.org', '[fd00::2]', 'localhost'])
      expect(names).toContain(name);
    expect(names).not.toContain('0.0.0.0');
    expect(allowedHostnames('192.168.1.20', [], MACHINE)).toContain('192.168.1.20');
  });

  it('write IPv6 addresses in brackets, without zone', () => {
    expect(asHostname('FE80::1%eth0')).toBe('[fe80::1]');
    expect(asHostname('[::1]')).toBe('[::1]');
    expect(asHostname('10.0.0.1')).toBe('10.0.0.1');
  });
});

describe('Host and Origin parsing', () => {
  it('drops the port and lower-cases', () => {
    expect(hostnameOf('LocalHost:8103')).toBe('localhost');
    expect(hostnameOf('[::1]:8103')).toBe('[::1]');
    expect(hostnameOf('127.0.0.1')).toBe('127.0.0.1');
  });

  it('refuses what is not a host: user info, paths, spaces, an absent header', () => {
    for (const bad of ['evil.example@127.0.0.1', '127.0.0.1/x', 'a b', '', undefined, '127.0.0.1#x'])
      expect(hostnameOf(bad), String(bad)).toBeUndefined();
  });

  it('reads only http(s) origins', () => {
    expect(originHostname('http://localhost:3000')).toBe('localhost');
    expect(originHostname('https://[::1]')).toBe('[::1]');
    for (const bad of ['null', 'file://', 'chrome-extension://abc', 'not a url']) expect(originHostname(bad), bad).toBeUndefined();
  });
});

describe('bearer token', () => {
  it('matches only the exact token after "Bearer" (scheme in any case)', () => {
    const digest = digestOf(TOKEN);
    expect(bearerMatches(`Bearer ${TOKEN}`, digest)).toBe(true);
    expect(bearerMatches(`bearer ${TOKEN}`, digest)).toBe(true);
    for (const bad of [
      undefined,
      '',
      TOKEN,
      `Basic ${TOKEN}`,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(1)}`,
      `Bearer ${TOKEN} extra`,
      'Bearer ',
    ]) {
      expect(bearerMatches(bad, digest), String(bad)).toBe(false);
    }
  });

  it('never matches a different token (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 80, unit: fc.constantFrom(...'abcXYZ019-_~.'.split('')) }),
        fc.string({ minLength: 1, maxLength: 80, unit: fc.constantFrom(...'abcXYZ019-_~.'.split('')) }),
        (a, b) => {
          expect(bearerMatches(`Bearer ${b}`, digestOf(a))).toBe(a === b);
        },
      ),
    );
  });
});

describe('refusal', () => {
  const ok = { host: '127.0.0.1:8103', authorization: `Bearer ${TOKEN}` };

  it('lets the right request through', () => {
    expect(refusal(ok, loopbackRules)).toBeUndefined();
    expect(refusal({ ...ok, origin: 'http://localhost:5173' }, loopbackRules)).toBeUndefined();
  });

  it('checks Host, then Origin, then the token', () => {
    expect(refusal({ host: 'evil.example', origin: 'http://evil.example' }, loopbackRules)?.status).toBe(421);
    expect(refusal({ host: '127.0.0.1', origin: 'http://evil.example' }, loopbackRules)?.status).toBe(403);
    const missing = refusal({ host: '127.0.0.1' }, loopbackRules);
    expect(missing).toMatchObject({ status: 401, headers: { 'www-authenticate': 'Bearer realm="avenir-mcp"' } });
    expect(missing?.message).toContain('Authorization: Bearer <token>');
    expect(refusal({ host: '127.0.0.1', authorization: 'Bearer nope' }, loopbackRules)?.headers['www-authenticate']).toContain(
      'invalid_token',
    );
  });

  it('never quotes the token it expects', () => {
    for (const headers of [{ host: '127.0.0.1' }, { host: '127.0.0.1', authorization: 'Bearer nope' }, { host: 'x' }]) {
      expect(JSON.stringify(refusal(headers, loopbackRules))).not.toContain(TOKEN);
    }
  });

  it('never throws, and lets a request through only with an allowed Host, no foreign Origin and the token (property)', () => {
    const header = fc.option(
      fc.oneof(fc.string(), fc.constantFrom('127.0.0.1', 'localhost:8103', '[::1]', 'http://localhost', `Bearer ${TOKEN}`, 'evil.example')),
      { nil: undefined },
    );
    fc.assert(
      fc.property(header, header, header, (host, origin, authorization) => {
        const headers = {
          ...(host === undefined ? {} : { host }),
          ...(origin === undefined ? {} : { origin }),
          ...(authorization === undefined ? {} : { authorization }),
        };
        const result = refusal(headers, loopbackRules);
        if (result === undefined) {
          expect(loopbackRules.hostnames.has(hostnameOf(host) ?? '')).toBe(true);
          if (origin !== undefined) expect(loopbackRules.hostnames.has(originHostname(origin) ?? '')).toBe(true);
          expect(authorization).toBe(`Bearer ${TOKEN}`);
        } else {
          expect([401, 403, 421]).toContain(result.status);
        }
      }),
      { numRuns: 2000 },
    );
  });
});
