// A hosted deployment for tests: a real PostgreSQL, the fake YNAB with its OAuth and many accounts, and
// one or more avenir-mcp instances on that database, behind a loopback round-robin (each request to the
// next instance) when there are several, the issuer being the round-robin's URL.
import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Pool } from 'pg';
import { StreamableHTTPClientTransport, UnauthorizedError, type Client, type FetchLike } from '@modelcontextprotocol/client';
import { loadConfig } from '../../src/config.ts';
import { FakeYnabAccounts } from '../../src/fake-ynab/accounts.ts';
import type { FakeYnabOptions } from '../../src/fake-ynab/fake-ynab.ts';
import { serveFakeAccounts, type FakeAccountsServer } from '../../src/fake-ynab/accounts-http.ts';
import { startHosted, type Hosted, type HostedSettings } from '../../src/hosted/start-hosted.ts';
import { trustedProxies } from '../../src/http/client-address.ts';
import { createLogger, type Logger } from '../../src/log.ts';
import { Browser, testProvider, type Access } from './oauth-browser.ts';
import { freePort, startPostgres, type TestPostgres } from './postgres.ts';
import { testClient } from './test-client.ts';

export interface HostedStack {
  issuer: string;
  mcpUrl: URL;
  accounts: FakeYnabAccounts;
  instances: Hosted[];
  /** What another instance needs to join the deployment. */
  databaseUrl: string;
  ynabOAuthUrl: string;
  ynabUrl: string;
  /** Requests the round-robin sent to each instance. */
  routed: number[];
  /** The instance of each request the round-robin forwarded, in order. */
  sequence: number[];
  /** The deployment's database, as the first instance holds it (tests look into it and move its clocks). */
  pool(): Pool;
  close(): Promise<void>;
}

const KEYS = [{ id: 'k1', key: Buffer.alloc(32, 5) }];
/** The instances log nowhere: the tests and the load bench read answers, not logs. */
const QUIET: Logger = { debug() {}, info() {}, warning() {}, error() {} };

/** Listens on a port the system picks (a port chosen beforehand may be taken by a parallel test meanwhile). */
async function roundRobin(
  targets: () => number[],
  routed: number[],
  sequence: number[],
): Promise<{ port: number; close(): Promise<void> }> {
  let next = 0;
  const server = createServer((req, res) => {
    const ports = targets();
    const index = next++ % ports.length;
    routed[index] = (routed[index] ?? 0) + 1;
    sequence.push(index);
    const upstream = forward(
      { host: '127.0.0.1', port: ports[index], method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => (server.once('error', reject), server.listen(0, '127.0.0.1', resolve)));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

export interface HostedStackOptions {
  instances?: number;
  writes?: boolean;
  world?: (user: string) => FakeYnabOptions;
  /** Where the instances' log lines go (every level); nowhere by default. */
  log?: (line: string) => void;
  /** The limits per client address; raised out of the way by default (every test comes from 127.0.0.1). */
  rateLimits?: HostedSettings['rateLimits'];
  /** AVENIR_MCP_TRUSTED_PROXIES (loopback by default, as the round-robin is). */
  trustedProxies?: string;
}

const UNLIMITED = { register: { limit: 1_000_000, windowSeconds: 60 }, authorize: { limit: 1_000_000, windowSeconds: 60 } };

async function alone(
  accounts: FakeYnabAccounts,
  start: (issuer: string, port: number) => Promise<Hosted>,
): Promise<{ issuer: string; instance: Hosted[] }> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const issuer = `http://127.0.0.1:${port}`;
    const redirect = `${issuer}/oauth/ynab/callback`;
    (accounts.app.redirectUris as string[]).push(redirect);
    try {
      return { issuer, instance: [await start(issuer, port)] };
    } catch (error) {
      (accounts.app.redirectUris as string[]).splice((accounts.app.redirectUris as string[]).indexOf(redirect), 1);
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt === 5) throw error;
    }
  }
}

export async function startHostedStack(options: HostedStackOptions = {}): Promise<HostedStack> {
  const count = options.instances ?? 1;
  const accounts = new FakeYnabAccounts({
    app: { clientId: 'ynab-app', clientSecret: 'ynab-secret', redirectUris: [] },
    ...(options.world ? { world: options.world } : {}),
  });
  const [postgres, ynab]: [TestPostgres, FakeAccountsServer] = await Promise.all([startPostgres(), serveFakeAccounts(accounts)]);
  const ports: number[] = [];
  const routed: number[] = [];
  const sequence: number[] = [];
  const proxy = count === 1 ? undefined : await roundRobin(() => ports, routed, sequence);
  const config = loadConfig(
    {
      AVENIR_MCP_WRITE: options.writes === false ? '0' : '1',
      AVENIR_MCP_YNAB_URL: ynab.url,
      AVENIR_MCP_CACHE: 'off',
      AVENIR_MCP_TODAY: '2026-09-25',
    },
    { demo: false },
  );
  const start = (issuer: string, port: number) =>
    startHosted(
      {
        publicUrl: issuer,
        databaseUrl: postgres.url,
        keys: KEYS,
        ynabClientId: 'ynab-app',
        ynabClientSecret: 'ynab-secret',
        ynabOAuthUrl: ynab.oauthUrl,
        host: '127.0.0.1',
        port,
        allowedHosts: [],
        trustedProxies: trustedProxies(options.trustedProxies),
        rateLimits: options.rateLimits ?? UNLIMITED,
      },
      config,
      options.log ? createLogger('DEBUG', options.log) : QUIET,
    );
  let issuer: string;
  let instances: Hosted[];
  if (proxy) {
    issuer = `http://127.0.0.1:${proxy.port}`;
    (accounts.app.redirectUris as string[]).push(`${issuer}/oauth/ynab/callback`);
    // Behind the round-robin an instance's own port is nobody's business: the system picks it.
    instances = await Promise.all(Array.from({ length: count }, () => start(issuer, 0)));
    ports.push(...instances.map((instance) => Number(new URL(instance.url).port)));
  } else {
    // A lone instance is its own issuer, so its port is chosen before it listens; taken meanwhile, another.
    ({ issuer, instance: instances } = await alone(accounts, start));
  }
  return {
    issuer,
    mcpUrl: new URL(`${issuer}/mcp`),
    accounts,
    instances,
    databaseUrl: postgres.url,
    ynabOAuthUrl: ynab.oauthUrl,
    ynabUrl: ynab.url,
    routed,
    sequence,
    pool: () => (instances[0]!.store as unknown as { pool: Pool }).pool,
    close: async () => {
      await proxy?.close();
      await Promise.all(instances.map((i) => i.close()));
      await ynab.close();
      await postgres.stop();
    },
  };
}

/**
 * Signs `user` in through the official client's OAuth (the first connect fails with UnauthorizedError,
 * the browser goes through consent and YNAB, finishAuth exchanges the code), then connects `client`.
 */
export async function signIn(
  stack: HostedStack,
  user: string,
  access: Access,
  client: Client = testClient(`${user}-client`, { era: 'modern' }),
  fetch?: FetchLike,
) {
  const { provider, stored } = testProvider(new Browser(user), access);
  const first = new StreamableHTTPClientTransport(stack.mcpUrl, { authProvider: provider });
  await testClient('sign-in', { era: 'modern' })
    .connect(first)
    .then(
      () => {
        throw new Error('connected without signing in');
      },
      (error: unknown) => {
        if (!(error instanceof UnauthorizedError)) throw error;
      },
    );
  if (stored.callback?.get('state') !== stored.state) throw new Error('the authorization answer carries another state');
  await first.finishAuth(stored.callback!);
  await client.connect(new StreamableHTTPClientTransport(stack.mcpUrl, { authProvider: provider, ...(fetch ? { fetch } : {}) }));
  return { client, provider, stored };
}
