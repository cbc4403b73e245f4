// Who may talk to the HTTP transport: the Host and Origin checks against DNS rebinding, and the bearer
// token. Pure functions of the request's headers, so each rule is tested without a socket.
import { createHash, timingSafeEqual } from 'node:crypto';

export const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'] as const;

export interface AccessRules {
  /** Host names (lower case, IPv6 in brackets) the Host header and a present Origin may name. */
  hostnames: ReadonlySet<string>;
  /** SHA-256 of the bearer token; absent only for the conformance exposure, which cannot send one. */
  tokenDigest?: Buffer;
}

export interface Refusal {
  status: 401 | 403 | 421;
  headers: Record<string, string>;
  message: string;
}

export interface Machine {
  hostname: string;
  /** Every interface address, as os.networkInterfaces() gives them. */
  addresses: string[];
}

export const isLoopback = (host: string): boolean =>
  ['localhost', '::1', '[::1]'].includes(host.toLowerCase()) || /^127\.\d+\.\d+\.\d+$/.test(host);
const isWildcard = (host: string) => host === '0.0.0.0' || host === '::' || host === '[::]';

/** An address or name as a Host header carries it: lower case, IPv6 in brackets, without zone. */
export function asHostname(address: string): string {
  const bare = address
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '')
    .toLowerCase();
  return bare.includes(':') ? `[${bare}]` : bare;
}

/**
 * Loopback names always; the listening address; this machine's names and addresses when it listens
 * beyond loopback (a home server is reached by those); and the names the user added.
 */
export function allowedHostnames(listenHost: string, extra: readonly string[], machine: Machine): Set<string> {
  const names = new Set<string>([...LOOPBACK_NAMES, ...extra.map(asHostname)]);
  if (isLoopback(listenHost)) return names.add(asHostname(listenHost));
  if (!isWildcard(listenHost)) names.add(asHostname(listenHost));
  const full = machine.hostname.toLowerCase();
  const short = full.split('.')[0] ?? full;
  for (const name of [full, short, `${short}.local`]) if (name !== '') names.add(name);
  for (const address of machine.addresses) names.add(asHostname(address));
  return names;
}

/** The host name of a Host header value (port dropped), or undefined when it is not one. */
export function hostnameOf(host: string | undefined): string | undefined {
  // Only host characters: `evil.example@127.0.0.1` must not pass as 127.0.0.1 once parsed as a URL.
  if (host === undefined || !/^[A-Za-z0-9.\-_[\]:]+$/.test(host)) return undefined;
  try {
    return new URL(`http://${host}`).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

/** The host name of an Origin header value, or undefined when it is not an http(s) origin (`null` included). */
export function originHostname(origin: string): string | undefined {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.hostname.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

export const digestOf = (token: string): Buffer => createHash('sha256').update(token, 'utf8').digest();

/** Compares digests, so neither the token's length nor its first differing character shows in the time taken. */
export function bearerMatches(authorization: string | undefined, tokenDigest: Buffer): boolean {
  const match = /^Bearer +(\S+) *$/i.exec(authorization ?? '');
  const presented = digestOf(match?.[1] ?? '');
  return timingSafeEqual(presented, tokenDigest) && match !== null;
}

export interface RequestHeaders {
  host?: string;
  origin?: string;
  authorization?: string;
}

/** Host first (421), then Origin (403), then the token (401): a rebinding page learns nothing about the token. */
export function refusal(headers: RequestHeaders, rules: AccessRules): Refusal | undefined {
  const host = hostnameOf(headers.host);
  if (host === undefined || !rules.hostnames.has(host)) {
    return {
      status: 421,
      headers: {},
      message: `Host ${JSON.stringify(headers.host ?? '')} does not name this server: connect to http://127.0.0.1 or another name of this machine, or add the name to AVENIR_MCP_ALLOWED_HOSTS.`,
    };
  }
  if (headers.origin !== undefined) {
    const origin = originHostname(headers.origin);
    if (origin === undefined || !rules.hostnames.has(origin)) {
      return {
        status: 403,
        headers: {},
        message: `Origin ${JSON.stringify(headers.origin)} is not allowed: avenir-mcp answers web pages of this machine only.`,
      };
    }
  }
  if (rules.tokenDigest !== undefined && !bearerMatches(headers.authorization, rules.tokenDigest)) {
    const given = headers.authorization !== undefined;
    return {
      status: 401,
      headers: { 'www-authenticate': given ? 'Bearer realm="avenir-mcp", error="invalid_token"' : 'Bearer realm="avenir-mcp"' },
      message: `${given ? 'Wrong bearer token' : 'No bearer token'}: send the header \`Authorization: Bearer <token>\` with the token set in AVENIR_MCP_HTTP_TOKEN, or the one avenir-mcp printed on stderr when it started.`,
    };
  }
  return undefined;
}
