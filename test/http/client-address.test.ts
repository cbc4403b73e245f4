// src/http/client-address.ts and ip-blocks.ts: which address a hosted request came from (the peer, or what
// a trusted proxy says in X-Forwarded-For, read from the right), what its rate limit counts under, and
// AVENIR_MCP_TRUSTED_PROXIES's refusals (issue #26, 8).
import { describe, expect, it } from 'vitest';
import { clientAddress, rateKeys, trustedProxies, TrustedProxiesError } from '../../src/http/client-address.ts';
import { inBlock, ipBlock, ipNumber } from '../../src/http/ip-blocks.ts';

describe('trusted proxies', () => {
  it('are loopback by default, none on request, or the addresses and ranges listed', () => {
    expect(trustedProxies(undefined)).toHaveLength(2);
    expect(trustedProxies(' ')).toHaveLength(2);
    expect(trustedProxies('none')).toEqual([]);
    expect(trustedProxies('10.0.0.0/8, fd00::/8,192.168.1.2')).toHaveLength(3);
  });

  it.each(['10.0.0.0/33', 'fd00::/129', 'proxy.example', '10.0.0.1/8/8', '', '10.0.0.1/x'])('refuses %j, saying what to write', (entry) => {
    expect(() => trustedProxies(`127.0.0.1,${entry}`)).toThrow(TrustedProxiesError);
    expect(() => trustedProxies(`127.0.0.1,${entry}`)).toThrow(
      /AVENIR_MCP_TRUSTED_PROXIES holds .*such as 127.0.0.1,::1 or 10.0.0.0\/8, or none/,
    );
  });
});

describe('the client’s address', () => {
  const loopback = trustedProxies(undefined);
  it('is the peer when the peer is no trusted proxy, whatever X-Forwarded-For claims', () => {
    expect(clientAddress('198.51.100.4', '203.0.113.9', loopback)).toBe('198.51.100.4');
    expect(clientAddress('::ffff:198.51.100.4', undefined, loopback)).toBe('198.51.100.4');
  });

  it('is the rightmost address no trusted proxy wrote, so a client cannot choose its own', () => {
    expect(clientAddress('127.0.0.1', '203.0.113.9', loopback)).toBe('203.0.113.9');
    expect(clientAddress('127.0.0.1', '1.2.3.4, 203.0.113.9', loopback)).toBe('203.0.113.9');
    expect(clientAddress('::1', '1.2.3.4, 203.0.113.9, 10.0.0.2', trustedProxies('::1,10.0.0.0/8'))).toBe('203.0.113.9');
    expect(clientAddress('127.0.0.1', '[2001:db8::7]:4711', loopback)).toBe('2001:db8::7');
    expect(clientAddress('127.0.0.1', '203.0.113.9:4711', loopback)).toBe('203.0.113.9');
  });

  it('stops at a hop that is no address, and stays the proxy when nothing is forwarded or all are trusted', () => {
    expect(clientAddress('127.0.0.1', '203.0.113.9, garbage', loopback)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', undefined, loopback)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', '::1', loopback)).toBe('::1');
    expect(clientAddress('127.0.0.1', '203.0.113.9', trustedProxies('none'))).toBe('127.0.0.1');
    expect(clientAddress(undefined, '203.0.113.9', loopback)).toBe('unknown');
  });
});

describe('the rate limit’s keys', () => {
  it('are an IPv4 address itself, and an IPv6 address’s /64 and its /48 (four times the limit)', () => {
    expect(rateKeys('203.0.113.9')).toEqual([{ key: '203.0.113.9', times: 1 }]);
    expect(rateKeys('unknown')).toEqual([{ key: 'unknown', times: 1 }]);
    const [net64, net48] = rateKeys('2001:db8:1:2::1');
    expect(net64).toEqual({ key: '20010db800010002/64', times: 1 });
    expect(net48).toEqual({ key: '20010db80001/48', times: 4 });
    expect(rateKeys('2001:db8:1:2:ffff:ffff:ffff:ffff')).toEqual([net64, net48]);
    expect(rateKeys('2001:db8:1:3::1')[0]).not.toEqual(net64);
    expect(rateKeys('2001:db8:1:3::1')[1]).toEqual(net48);
  });
});

describe('IP blocks', () => {
  it('parse the usual forms only, and contain what they should', () => {
    expect(ipNumber('::ffff:127.0.0.1')).toEqual(ipNumber('::ffff:7f00:1'));
    for (const bad of ['1.2.3', '1.2.3.256', '1::2::3', '12345::', 'g::1', '1:2:3:4:5:6:7:8:9', '1:2:3:4:5:6:7', 'localhost'])
      expect(ipNumber(bad)).toBeUndefined();
    const net = ipBlock('10.0.0.0/8')!;
    expect(inBlock(ipNumber('10.255.0.1')!, net)).toBe(true);
    expect(inBlock(ipNumber('11.0.0.1')!, net)).toBe(false);
    expect(inBlock(ipNumber('::a00:1')!, net)).toBe(false);
    expect(inBlock(ipNumber('fd00::1')!, ipBlock('fc00::/7')!)).toBe(true);
    expect(ipBlock('10.0.0.1')).toMatchObject({ bits: 32 });
  });
});
