// src/hosted/hosted-config.ts: AVENIR_MCP_AUTH=oauth reads its variables only then; each refusal names the
// variable and what to put in it, and never quotes a secret.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, type Env } from '../../src/config.ts';
import { authMode, loadHostedSettings } from '../../src/hosted/hosted-config.ts';

const KEY = Buffer.alloc(32, 7).toString('base64');
const FULL: Env = {
  AVENIR_MCP_TRANSPORT: 'http',
  AVENIR_MCP_AUTH: 'oauth',
  AVENIR_MCP_PUBLIC_URL: 'https://avenir.example.com',
  AVENIR_MCP_DATABASE_URL: 'postgres://avenir:pw@127.0.0.1:5432/avenir',
  AVENIR_MCP_ENCRYPTION_KEYS: `2026-12:${KEY}`,
  AVENIR_MCP_YNAB_CLIENT_ID: 'client-id',
  AVENIR_MCP_YNAB_CLIENT_SECRET: 'very-secret-value',
};

function settings(env: Env) {
  const config = loadConfig(env, { demo: false });
  if (config.transport.kind !== 'http') throw new Error('http expected');
  return loadHostedSettings(env, config.transport);
}

describe('the hosted variables', () => {
  it('reads a complete set, with YNAB’s own OAuth pages by default', () => {
    expect(settings(FULL)).toMatchObject({
      publicUrl: 'https://avenir.example.com',
      databaseUrl: FULL.AVENIR_MCP_DATABASE_URL,
      ynabClientId: 'client-id',
      ynabOAuthUrl: 'https://app.ynab.com',
      host: '127.0.0.1',
      port: 8103,
    });
    expect(settings(FULL).keys.map((k) => k.id)).toEqual(['2026-12']);
    expect(settings({ ...FULL, AVENIR_MCP_PUBLIC_URL: 'http://127.0.0.1:8103' }).publicUrl).toBe('http://127.0.0.1:8103');
  });

  it.each(['token', '', undefined])('keeps the one-token mode for AVENIR_MCP_AUTH=%j', (value) => {
    expect(authMode({ AVENIR_MCP_AUTH: value })).toBe('token');
  });

  it('refuses another AVENIR_MCP_AUTH, naming both values', () => {
    expect(() => authMode({ AVENIR_MCP_AUTH: 'basic' })).toThrow(/AVENIR_MCP_AUTH is "basic": use token .* or oauth/);
    expect(authMode({ AVENIR_MCP_AUTH: 'OAuth' })).toBe('oauth');
  });

  it.each([
    ['AVENIR_MCP_PUBLIC_URL', undefined, /AVENIR_MCP_PUBLIC_URL is not set: AVENIR_MCP_AUTH=oauth needs the origin/],
    ['AVENIR_MCP_PUBLIC_URL', 'not a url', /give the origin people reach the server at/],
    ['AVENIR_MCP_PUBLIC_URL', 'http://avenir.example.com', /must be https .*plain http is allowed on loopback only/],
    ['AVENIR_MCP_PUBLIC_URL', 'https://example.com/avenir', /must be an origin without a path/],
    ['AVENIR_MCP_DATABASE_URL', undefined, /AVENIR_MCP_DATABASE_URL is not set: .*PostgreSQL/],
    ['AVENIR_MCP_DATABASE_URL', 'mysql://x', /must be a postgres:\/\/ URL/],
    ['AVENIR_MCP_ENCRYPTION_KEYS', undefined, /AVENIR_MCP_ENCRYPTION_KEYS is not set/],
    ['AVENIR_MCP_ENCRYPTION_KEYS', 'k:AAAA', /key "k" is 3 bytes; each key must be 32 random bytes/],
    ['AVENIR_MCP_YNAB_CLIENT_ID', undefined, /AVENIR_MCP_YNAB_CLIENT_ID is not set: .*Developer settings/],
    ['AVENIR_MCP_YNAB_CLIENT_SECRET', ' ', /AVENIR_MCP_YNAB_CLIENT_SECRET is not set/],
  ])('refuses %s = %j, saying what to put in it', (name, value, message) => {
    const env = { ...FULL, [name]: value };
    expect(() => settings(env)).toThrow(ConfigError);
    expect(() => settings(env)).toThrow(message);
  });

  it.each([
    ['http://ynab.example.com', /AVENIR_MCP_YNAB_OAUTH_URL is "http:\/\/ynab.example.com": plain http is allowed only to a loopback host/],
    ['ftp://ynab.example.com', /AVENIR_MCP_YNAB_OAUTH_URL .* is not https/],
    [
      'https://user:pw@ynab.example.com',
      /AVENIR_MCP_YNAB_OAUTH_URL is "https:\/\/\*\*\*@ynab.example.com": it holds a user name or password/,
    ],
    ['https://ynab.example.com/?x=1', /it holds a query or fragment/],
    ['not a url', /it is not an absolute URL.*or unset it to use https:\/\/app.ynab.com/],
  ])('refuses AVENIR_MCP_YNAB_OAUTH_URL = %j, where the client secret would be posted (issue #26, 12)', (value, message) => {
    expect(() => settings({ ...FULL, AVENIR_MCP_YNAB_OAUTH_URL: value })).toThrow(ConfigError);
    expect(() => settings({ ...FULL, AVENIR_MCP_YNAB_OAUTH_URL: value })).toThrow(message);
  });

  it.each([
    ['https://ynab.example.com/', 'https://ynab.example.com'],
    ['http://127.0.0.1:9000', 'http://127.0.0.1:9000'],
    [' ', 'https://app.ynab.com'],
  ])('takes AVENIR_MCP_YNAB_OAUTH_URL = %j as %s', (value, expected) => {
    expect(settings({ ...FULL, AVENIR_MCP_YNAB_OAUTH_URL: value }).ynabOAuthUrl).toBe(expected);
  });

  it('refuses the single bearer token alongside OAuth, and never quotes a secret', () => {
    expect(() => settings({ ...FULL, AVENIR_MCP_HTTP_TOKEN: 'x'.repeat(40) })).toThrow(
      /AVENIR_MCP_HTTP_TOKEN is set with AVENIR_MCP_AUTH=oauth/,
    );
    for (const bad of [{ AVENIR_MCP_ENCRYPTION_KEYS: `k:${KEY.slice(0, 20)}` }, { AVENIR_MCP_YNAB_CLIENT_ID: '' }]) {
      let message = '';
      try {
        settings({ ...FULL, ...bad });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/^AVENIR_MCP_/);
      expect(message).not.toContain('very-secret-value');
      expect(message).not.toContain(KEY.slice(0, 20));
    }
  });
});
