// Which address a request came from, for the hosted endpoints' rate limits: the socket's peer, unless
// that peer is a proxy the deployment trusts (AVENIR_MCP_TRUSTED_PROXIES; loopback by default, where the
// deployment guide's Caddy or nginx runs), whose X-Forwarded-For then names it. The header is read from
// its right: each trusted proxy appends the address it saw, and anything to the left of the first
// untrusted one may have been written by the client itself.
import { inBlock, ipBlock, ipNumber, type IpBlock } from './ip-blocks.ts';

export class TrustedProxiesError extends Error {}

/** AVENIR_MCP_TRUSTED_PROXIES's default: a reverse proxy on this machine. */
export const LOOPBACK_PROXIES = '127.0.0.1,::1';

/** The proxies a deployment trusts: addresses or CIDR ranges, comma-separated; `none` trusts none. */
export function trustedProxies(value: string | undefined): IpBlock[] {
  const text = value === undefined || value.trim() === '' ? LOOPBACK_PROXIES : value.trim();
  if (text.toLowerCase() === 'none') return [];
  return text.split(',').map((entry) => {
    const block = ipBlock(entry.trim());
    if (block === undefined) {
      throw new TrustedProxiesError(
        `AVENIR_MCP_TRUSTED_PROXIES holds ${JSON.stringify(entry.trim())}: list the reverse proxy's addresses or ranges separated by commas, such as 127.0.0.1,::1 or 10.0.0.0/8, or none.`,
      );
    }
    return block;
  });
}

/** An address as written by a socket or a header (`[v6]:port`, `v4:port`, IPv4-mapped), bare; undefined for anything else. */
function bare(text: string): string | undefined {
  let address = text.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  if (/^::ffff:[\d.]+$/i.test(address)) address = address.slice(7);
  return ipNumber(address) === undefined ? undefined : address.toLowerCase();
}

const trusted = (proxies: readonly IpBlock[], address: string): boolean => {
  const ip = ipNumber(address)!;
  return proxies.some((block) => inBlock(ip, block));
};

/** Whether the connection's peer is one of the trusted proxies. */
export function isTrustedPeer(peer: string | undefined, proxies: readonly IpBlock[]): boolean {
  const address = bare(peer ?? '');
  return address !== undefined && trusted(proxies, address);
}

/** The client's address: the peer, or the rightmost address in X-Forwarded-For that no trusted proxy wrote. */
export function clientAddress(peer: string | undefined, forwardedFor: string | undefined, proxies: readonly IpBlock[]): string {
  if (!isTrustedPeer(peer, proxies)) return bare(peer ?? '') ?? 'unknown';
  let address = bare(peer ?? '')!;
  for (const hop of (forwardedFor ?? '').split(',').reverse()) {
    const next = bare(hop);
    // A hop that is no address: nothing to its left can be believed, and the last proxy's peer stands.
    if (next === undefined) return address;
    address = next;
    if (!trusted(proxies, address)) return address;
  }
  return address;
}

/**
 * The keys a rate limit counts a client under, each with how many times the limit it allows: an IPv4
 * address itself; an IPv6 address by its /64, the block one subscriber gets (counting each address apart
 * would give one client 2^64 budgets), and by its /48, the most one site gets, at four times the limit.
 */
export function rateKeys(address: string): { key: string; times: number }[] {
  const ip = ipNumber(address);
  if (ip?.family !== 6) return [{ key: address, times: 1 }];
  const prefix = (bits: number) => `${(ip.n >> BigInt(128 - bits)).toString(16)}/${bits}`;
  return [
    { key: prefix(64), times: 1 },
    { key: prefix(48), times: 4 },
  ];
}
