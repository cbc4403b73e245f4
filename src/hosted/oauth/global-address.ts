// Which hosts the authorization server may fetch a Client ID Metadata Document from (issue #26): global
// unicast addresses only. Anyone can name a document's URL, so anything else would let them reach this
// machine or its network (SSRF). The tables are the IANA IPv4 and IPv6 Special-Purpose Address Registries
// (iana-ipv4-special-registry, iana-ipv6-special-registry; RFC 6890 and its updates, as of 2025), with
// multicast (RFC 5771, RFC 4291) and the IPv6 space outside 2000::/3 added. Every block of the registries is
// refused, even the few marked "globally reachable" (anycast relays, AS112 sinks, AMT): none of them serves
// a client's document.
import { isIP } from 'node:net';
import { inBlock, ipBlock, ipNumber, type IpBlock } from '../../http/ip-blocks.ts';

/** IPv4: the special-purpose registry, multicast and the reserved 240/4 (which holds 255.255.255.255). */
const IPV4_REFUSED = [
  '0.0.0.0/8', // "this network" (RFC 791), 0.0.0.0 itself
  '10.0.0.0/8', // private use (RFC 1918)
  '100.64.0.0/10', // shared address space, carrier-grade NAT (RFC 6598)
  '127.0.0.0/8', // loopback (RFC 1122)
  '169.254.0.0/16', // link-local (RFC 3927), cloud metadata services
  '172.16.0.0/12', // private use (RFC 1918)
  '192.0.0.0/24', // IETF protocol assignments (RFC 6890): DS-Lite, 192.0.0.8 dummy, NAT64 discovery, anycast
  '192.0.2.0/24', // documentation TEST-NET-1 (RFC 5737)
  '192.31.196.0/24', // AS112-v4 (RFC 7535)
  '192.52.193.0/24', // AMT (RFC 7450)
  '192.88.99.0/24', // deprecated 6to4 relay anycast (RFC 7526)
  '192.168.0.0/16', // private use (RFC 1918)
  '192.175.48.0/24', // direct delegation AS112 service (RFC 7534)
  '198.18.0.0/15', // benchmarking (RFC 2544)
  '198.51.100.0/24', // documentation TEST-NET-2 (RFC 5737)
  '203.0.113.0/24', // documentation TEST-NET-3 (RFC 5737)
  '224.0.0.0/4', // multicast (RFC 5771)
  '240.0.0.0/4', // reserved (RFC 1112), limited broadcast 255.255.255.255 (RFC 919)
];

/** IPv6 is an allow-list: global unicast is 2000::/3 (RFC 4291 §2.4)... */
const IPV6_GLOBAL = '2000::/3';
/** ...less the special-purpose blocks inside it. */
const IPV6_REFUSED = [
  '2001::/23', // IETF protocol assignments (RFC 2928): Teredo 2001::/32, benchmarking, ORCHID, AMT, AS112, anycast
  '2001:db8::/32', // documentation (RFC 3849)
  '2002::/16', // 6to4 (RFC 3056), whose embedded IPv4 may be anything
  '2620:4f:8000::/48', // direct delegation AS112 service (RFC 7534)
  '3fff::/20', // documentation (RFC 9637)
];
/**
 * Outside 2000::/3, the forms that carry an IPv4 address, allowed when that address is itself global: IPv4-mapped
 * ::ffff:0:0/96 (RFC 4291) and the well-known NAT64 prefix 64:ff9b::/96 (RFC 6052). The others stay refused:
 * IPv4-compatible ::/96 (deprecated), local-use NAT64 64:ff9b:1::/48 (RFC 8215), 6to4 and Teredo above.
 */
const IPV6_EMBEDDING_IPV4 = ['::ffff:0:0/96', '64:ff9b::/96'];

/** The tables as blocks (their text is checked once, at load). */
const blocks = (list: readonly string[]): IpBlock[] =>
  list.map((cidr) => {
    const parsed = ipBlock(cidr);
    if (parsed === undefined) throw new Error(`bad block ${cidr}`);
    return parsed;
  });

const V4_REFUSED = blocks(IPV4_REFUSED);
const [V6_GLOBAL] = blocks([IPV6_GLOBAL]) as [IpBlock];
const V6_REFUSED = blocks(IPV6_REFUSED);
const V6_EMBEDDING = blocks(IPV6_EMBEDDING_IPV4);

const v4Global = (n: bigint) => !V4_REFUSED.some((b) => inBlock({ family: 4, n }, b));

/**
 * Whether `ip` (an IPv4 or IPv6 address, without brackets) is a global unicast address outside every
 * special-purpose block. Anything else is false: names, malformed text, and scoped addresses (fe80::1%eth0).
 */
export function isGlobalUnicast(ip: string): boolean {
  const address = isIP(ip) === 0 ? undefined : ipNumber(ip);
  if (address === undefined) return false;
  if (address.family === 4) return v4Global(address.n);
  if (V6_EMBEDDING.some((b) => inBlock(address, b))) return v4Global(address.n & 0xffffffffn);
  return inBlock(address, V6_GLOBAL) && !V6_REFUSED.some((b) => inBlock(address, b));
}

/** Loopback: 127.0.0.0/8, ::1, and 127/8 mapped into IPv6 (::ffff:127.0.0.1). */
export function isLoopback(ip: string): boolean {
  const address = isIP(ip) === 0 ? undefined : ipNumber(ip);
  if (address === undefined) return false;
  if (address.family === 4) return address.n >> 24n === 127n;
  return address.n === 1n || (inBlock(address, V6_EMBEDDING[0]!) && (address.n & 0xffffffffn) >> 24n === 127n);
}

/**
 * Host names that mean this machine or its own network, refused without a lookup: localhost and *.localhost
 * (RFC 6761 §6.3), .local (mDNS, RFC 6762), .home.arpa (RFC 8375), .internal (reserved for private use by
 * ICANN, 2024; cloud metadata services live there), .test (RFC 6761 §6.2: only local configuration answers
 * it), .invalid (never exists) and .onion (RFC 7686: never through DNS); and a single label ("intranet"),
 * which the resolver completes with the machine's own search domains. `.example` and example.com are not
 * refused: RFC 6761 §6.5 asks nothing special of them, and whatever they resolve to is checked like any name.
 */
const SPECIAL_USE_SUFFIXES = ['localhost', 'local', 'home.arpa', 'internal', 'test', 'invalid', 'onion'];

export function isSpecialUseName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  if (!name.includes('.')) return true;
  return SPECIAL_USE_SUFFIXES.some((suffix) => name === suffix || name.endsWith(`.${suffix}`));
}
