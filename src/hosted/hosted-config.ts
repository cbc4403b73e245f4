// The variables of a hosted deployment (AVENIR_MCP_AUTH=oauth, docs/en/deployment.md), read only then:
// every one is required but YNAB's OAuth URL, and each refusal names the variable and what to put in it.
// Secrets are described, never quoted.
import { ConfigError, type Env, type Transport } from '../config.ts';
import type { HostedSettings } from './start-hosted.ts';
import { KeyringError, parseKeyring } from './token-cipher.ts';
import { YNAB_OAUTH_URL } from '../ynab/oauth.ts';
import { BaseUrlError, checkBaseUrl } from '../ynab/base-url.ts';
import { TrustedProxiesError, trustedProxies } from '../http/client-address.ts';
import type { IpBlock } from '../http/ip-blocks.ts';

/** AVENIR_MCP_AUTH: `token` (one bearer token, the default) or `oauth` (many people, hosted). */
export function authMode(env: Env): 'token' | 'oauth' {
  const mode = (env.AVENIR_MCP_AUTH ?? 'token').trim().toLowerCase();
  if (mode === 'token' || mode === '') return 'token';
  if (mode === 'oauth') return 'oauth';
  throw new ConfigError(
    `AVENIR_MCP_AUTH is ${JSON.stringify(env.AVENIR_MCP_AUTH)}: use token (one bearer token, the default) or oauth (sign-in with YNAB, many people; needs PostgreSQL).`,
  );
}

const required = (env: Env, name: keyof Env & string, what: string): string => {
  const value = env[name]?.trim();
  if (value === undefined || value === '') throw new ConfigError(`${name} is not set: AVENIR_MCP_AUTH=oauth needs ${what}.`);
  return value;
};

function publicUrl(text: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ConfigError(
      `AVENIR_MCP_PUBLIC_URL is ${JSON.stringify(text)}: give the origin people reach the server at, such as https://avenir.example.com.`,
    );
  }
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && loopback)) {
    throw new ConfigError(
      'AVENIR_MCP_PUBLIC_URL must be https (behind the reverse proxy that holds the certificate); plain http is allowed on loopback only, for trying it out.',
    );
  }
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '')
    throw new ConfigError(
      'AVENIR_MCP_PUBLIC_URL must be an origin without a path, such as https://avenir.example.com: serve the deployment at the root of its own host name.',
    );
  return url.origin;
}

/** Where the deployment's client secret is posted: the API URL's rule (https; plain http on loopback only). */
function ynabOAuthUrl(value: string | undefined): string {
  if (value === undefined || value.trim() === '') return YNAB_OAUTH_URL;
  try {
    return checkBaseUrl(value.trim(), { name: 'AVENIR_MCP_YNAB_OAUTH_URL', fallback: YNAB_OAUTH_URL });
  } catch (error) {
    if (error instanceof BaseUrlError) throw new ConfigError(error.message);
    throw error;
  }
}

/** AVENIR_MCP_TRUSTED_PROXIES: whose X-Forwarded-For names the client (the rate limits count per client). */
function proxies(value: string | undefined): IpBlock[] {
  try {
    return trustedProxies(value);
  } catch (error) {
    if (error instanceof TrustedProxiesError) throw new ConfigError(error.message);
    throw error;
  }
}

export function loadHostedSettings(env: Env, transport: Extract<Transport, { kind: 'http' }>): HostedSettings {
  if (transport.token !== undefined)
    throw new ConfigError(
      'AVENIR_MCP_HTTP_TOKEN is set with AVENIR_MCP_AUTH=oauth: a hosted deployment signs each person in with YNAB; unset the token.',
    );
  const databaseUrl = required(env, 'AVENIR_MCP_DATABASE_URL', 'PostgreSQL, such as postgres://avenir:PASSWORD@127.0.0.1:5432/avenir');
  if (!/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new ConfigError('AVENIR_MCP_DATABASE_URL must be a postgres:// URL, such as postgres://avenir:PASSWORD@127.0.0.1:5432/avenir.');
  let keys;
  try {
    keys = parseKeyring(
      required(env, 'AVENIR_MCP_ENCRYPTION_KEYS', 'a key to encrypt YNAB tokens with, such as 2026-12:$(openssl rand -base64 32)'),
    );
  } catch (error) {
    if (error instanceof KeyringError) throw new ConfigError(error.message);
    throw error;
  }
  return {
    publicUrl: publicUrl(
      required(env, 'AVENIR_MCP_PUBLIC_URL', 'the origin people reach the server at, such as https://avenir.example.com'),
    ),
    databaseUrl,
    keys,
    ynabClientId: required(
      env,
      'AVENIR_MCP_YNAB_CLIENT_ID',
      "the client id of this deployment's OAuth application at YNAB (Account settings → Developer settings)",
    ),
    ynabClientSecret: required(env, 'AVENIR_MCP_YNAB_CLIENT_SECRET', "the client secret of this deployment's OAuth application at YNAB"),
    ynabOAuthUrl: ynabOAuthUrl(env.AVENIR_MCP_YNAB_OAUTH_URL),
    host: transport.host,
    port: transport.port,
    allowedHosts: transport.allowedHosts,
    trustedProxies: proxies(env.AVENIR_MCP_TRUSTED_PROXIES),
  };
}
