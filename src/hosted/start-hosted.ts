// Starts a hosted deployment (docs/en/deployment.md): PostgreSQL opened and its schema applied, the
// keyring, avenir-mcp's authorization server in front of YNAB's OAuth, and the HTTP transport whose /mcp
// builds each request's server for the person its access token names.
import { hostname, networkInterfaces } from 'node:os';
import type { Config } from '../config.ts';
import { USER_AGENT } from '../app/deps.ts';
import { buildServer } from '../mcp/build-server.ts';
import type { RegistryEntry } from '../mcp/tool-definition.ts';
import type { Logger } from '../log.ts';
import { allowedHostnames, asHostname } from '../http/access.ts';
import { MCP_PATH, serveHttp, type HttpServing } from '../http/serve-http.ts';
import { openDatabase } from '../store/pg/database.ts';
import { PgOAuthStore } from '../store/pg/oauth-store.ts';
import { AccessTokens } from './access-token.ts';
import { Clients } from './oauth/clients.ts';
import { hostedUrls } from './oauth/metadata.ts';
import { callerOf, HostedAuth, RATE_LIMITS, type Limited } from './oauth/router.ts';
import { PgRateLimits, type RateLimit } from '../store/pg/rate-limits.ts';
import type { IpBlock } from '../http/ip-blocks.ts';
import { People } from './people.ts';
import { PgYnabTokens } from '../store/pg/ynab-tokens.ts';
import { deriveKey } from './derive-key.ts';
import { TokenCipher, type CipherKey } from './token-cipher.ts';
import { YnabOAuth } from '../ynab/oauth.ts';

export interface HostedSettings {
  /** AVENIR_MCP_PUBLIC_URL: the origin people and clients reach, e.g. https://avenir.example.com. */
  publicUrl: string;
  databaseUrl: string;
  keys: CipherKey[];
  ynabClientId: string;
  ynabClientSecret: string;
  ynabOAuthUrl: string;
  host: string;
  port: number;
  allowedHosts: readonly string[];
  /** AVENIR_MCP_TRUSTED_PROXIES: whose X-Forwarded-For names the client of a request. */
  trustedProxies: readonly IpBlock[];
  /** RATE_LIMITS unless given (tests that are not about them raise them). */
  rateLimits?: Partial<Record<Limited, RateLimit>>;
}

export interface Hosted extends HttpServing {
  /** For the operator's command and tests. */
  store: PgOAuthStore;
}

export async function startHosted(
  settings: HostedSettings,
  config: Config,
  log: Logger,
  registry?: readonly RegistryEntry[],
): Promise<Hosted> {
  const pool = await openDatabase({ url: settings.databaseUrl });
  const store = new PgOAuthStore(pool);
  const urls = hostedUrls(settings.publicUrl);
  const cipher = new TokenCipher(settings.keys);
  const tokens = new AccessTokens(settings.keys, urls.issuer, urls.resource);
  const ynab = new YnabOAuth({
    oauthUrl: settings.ynabOAuthUrl,
    clientId: settings.ynabClientId,
    clientSecret: settings.ynabClientSecret,
    redirectUri: `${urls.issuer}/oauth/ynab/callback`,
    apiUrl: config.ynabUrl,
    userAgent: USER_AGENT,
  });
  const ynabTokens = new PgYnabTokens(pool);
  const rateLimits = new PgRateLimits(pool);
  const people = new People({
    pool,
    tokens: ynabTokens,
    cipher,
    ynab,
    stateKey: deriveKey(settings.keys[0]!.key, 'request-state seal'),
    config,
    log,
    ...(registry ? { registry } : {}),
  });
  const loopback = new URL(urls.issuer).protocol === 'http:';
  const auth = new HostedAuth({
    urls,
    store,
    clients: new Clients(store, { allowLoopbackHttp: loopback }),
    ynab,
    ynabTokens,
    cipher,
    tokens,
    writesOffered: config.writes,
    ynabUser: (accessToken) => ynab.userId(accessToken),
    forgotten: (person) => people.drop(person),
    signedIn: (person, scope) => people.signedIn(person, scope),
    throttle: (endpoint, client, times) => {
      const rate = settings.rateLimits?.[endpoint] ?? RATE_LIMITS[endpoint];
      return rateLimits.hit(`${endpoint}:${client}`, { ...rate, limit: rate.limit * times });
    },
  });
  const addresses = Object.values(networkInterfaces()).flatMap((list) => (list ?? []).map((i) => i.address));
  const hostnames = allowedHostnames(settings.host, [...settings.allowedHosts, asHostname(new URL(urls.issuer).hostname)], {
    hostname: hostname(),
    addresses,
  });
  // A start that cannot listen lets go of its database, so the caller may try another port.
  const serving = await serveHttp({
    host: settings.host,
    port: settings.port,
    rules: { hostnames },
    log,
    hosted: { auth, publicUrl: urls.issuer, trustedProxies: settings.trustedProxies },
    factory: async (ctx) => {
      const caller = callerOf(ctx.authInfo);
      // The gate let this request through, so it carries a caller; anything else is a bug, refused.
      if (caller === undefined) throw new Error('hosted request without a verified caller');
      // The gate read and opened the person's YNAB tokens: its ticket hands them on rather than read them again.
      return buildServer(await people.depsFor(caller.person, caller.writes, caller.ynabScope, caller.ynab));
    },
  }).catch(async (error: unknown) => {
    await pool.end();
    throw error;
  });
  log.info('hosted deployment serving', { mcp: `${urls.issuer}${MCP_PATH}` });
  return {
    ...serving,
    store,
    close: async () => {
      await serving.close();
      await pool.end();
    },
  };
}
