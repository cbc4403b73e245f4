// IP addresses as numbers and CIDR blocks of them, for the hosted deployment's address rules: which hosts
// a client's metadata document may come from (src/hosted/oauth/global-address.ts), which proxies are
// trusted and what a rate limit counts under (client-address.ts). One parser, strict: text that is not an
// address in the usual forms (dotted IPv4; IPv6 with `::` at most once and an optional dotted tail) is none.

export interface IpNumber {
  family: 4 | 6;
  /** 32 bits for IPv4, 128 for IPv6. */
  n: bigint;
}

export interface IpBlock extends IpNumber {
  bits: number;
}

function ipv4Number(ip: string): bigint | undefined {
  const parts = ip.split('.');
  if (parts.length !== 4 || parts.some((p) => !/^\d{1,3}$/.test(p) || Number(p) > 255)) return undefined;
  return parts.reduce((n, p) => (n << 8n) | BigInt(p), 0n);
}

function ipv6Number(ip: string): bigint | undefined {
  let text = ip;
  let tail: bigint[] = [];
  // An embedded dotted IPv4 address is the last 32 bits (::ffff:127.0.0.1).
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(ip);
  if (dotted !== null) {
    const v4 = ipv4Number(dotted[2]!);
    if (v4 === undefined) return undefined;
    tail = [v4 >> 16n, v4 & 0xffffn];
    text = dotted[1]!.endsWith('::') ? dotted[1]! : dotted[1]!.slice(0, -1);
  }
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const group = (s: string) => (s === '' ? [] : s.split(':'));
  const head = group(halves[0]!);
  const rest = halves.length === 2 ? group(halves[1]!) : [];
  if ([...head, ...rest].some((g) => !/^[0-9a-f]{1,4}$/i.test(g))) return undefined;
  const given = head.length + rest.length + tail.length;
  if (halves.length === 1 ? given !== 8 : given > 7) return undefined;
  const groups = [
    ...head.map((g) => BigInt(`0x${g}`)),
    ...Array<bigint>(8 - given).fill(0n),
    ...rest.map((g) => BigInt(`0x${g}`)),
    ...tail,
  ];
  return groups.reduce((n, g) => (n << 16n) | g, 0n);
}

/** An address (no brackets, no zone) as a number, or undefined when `ip` is not one. */
export function ipNumber(ip: string): IpNumber | undefined {
  const v4 = ipv4Number(ip);
  if (v4 !== undefined) return { family: 4, n: v4 };
  const v6 = ip.includes(':') ? ipv6Number(ip) : undefined;
  return v6 === undefined ? undefined : { family: 6, n: v6 };
}

/** `address/bits`, or a bare address (all its bits); undefined when it is neither. */
export function ipBlock(cidr: string): IpBlock | undefined {
  const [address = '', bits, ...rest] = cidr.split('/');
  const ip = ipNumber(address);
  if (ip === undefined || rest.length > 0) return undefined;
  const width = ip.family === 4 ? 32 : 128;
  if (bits === undefined) return { ...ip, bits: width };
  if (!/^\d{1,3}$/.test(bits) || Number(bits) > width) return undefined;
  return { ...ip, bits: Number(bits) };
}

/** Whether an address lies in a block of its own family. */
export function inBlock(ip: IpNumber, block: IpBlock): boolean {
  if (ip.family !== block.family) return false;
  const shift = BigInt((ip.family === 4 ? 32 : 128) - block.bits);
  return ip.n >> shift === block.n >> shift;
}
