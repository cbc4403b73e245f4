// Starts the HTTP transport for src/server.ts: the access rules from the configuration and this
// machine, the token (generated when AVENIR_MCP_HTTP_TOKEN is unset, and added to the secrets kept out of
// answers and logs), and the start-up lines on stderr.
import { randomBytes } from 'node:crypto';
import { hostname, networkInterfaces } from 'node:os';
import type { McpServer } from '@modelcontextprotocol/server';
import type { Transport } from '../config.ts';
import type { Logger } from '../log.ts';
import type { Secrets } from '../logic/core/redact.ts';
import { allowedHostnames, digestOf, isLoopback } from './access.ts';
import { serveHttp, type HttpServing } from './serve-http.ts';

type HttpTransport = Extract<Transport, { kind: 'http' }>;

/** 32 random bytes, URL-safe: 43 characters. */
export const generateToken = (): string => randomBytes(32).toString('base64url');

export class ListenError extends Error {}

export async function startHttp(
  transport: HttpTransport,
  factory: () => Promise<McpServer>,
  log: Logger,
  secrets: Secrets,
  say: (line: string) => void = (line) => process.stderr.write(line),
): Promise<HttpServing> {
  const token = transport.token ?? generateToken();
  secrets.add(token);
  const addresses = Object.values(networkInterfaces()).flatMap((list) => (list ?? []).map((i) => i.address));
  const rules = {
    hostnames: allowedHostnames(transport.host, transport.allowedHosts, { hostname: hostname(), addresses }),
    tokenDigest: digestOf(token),
  };
  let serving: HttpServing;
  try {
    serving = await serveHttp({ factory, host: transport.host, port: transport.port, rules, log });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why =
      code === 'EADDRINUSE'
        ? 'the port is in use'
        : code === 'EADDRNOTAVAIL'
          ? 'this machine has no such address'
          : code === 'EACCES'
            ? 'permission denied'
            : String(code ?? error);
    throw new ListenError(
      `cannot listen on ${transport.host}:${transport.port} (${why}): set AVENIR_MCP_HOST and AVENIR_MCP_PORT to a free address of this machine.`,
    );
  }
  // Printed once, here and not through the logger: logs never hold a token.
  if (transport.token === undefined) say(`avenir-mcp bearer token (generated for this run, shown once): ${token}\n`);
  say(`avenir-mcp is serving MCP at ${serving.url} (Streamable HTTP; every request needs \`Authorization: Bearer <token>\`).\n`);
  if (!isLoopback(transport.host)) {
    log.warning(
      'listening beyond this machine: plain HTTP carries the token and the plan in clear on the network; put it behind TLS (a reverse proxy) outside a trusted home network',
    );
  }
  return serving;
}
