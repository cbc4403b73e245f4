// src/hosted/access-token.ts: avenir-mcp's access tokens verify only for this issuer and this resource,
// only while young, only with a key of the deployment; a rotated keyring still verifies older tokens.
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_SECONDS, AccessTokens } from '../../src/hosted/access-token.ts';

const k = (id: string, fill: number) => ({ id, key: Buffer.alloc(32, fill) });
const ISSUER = 'https://avenir.example';
const RESOURCE = 'https://avenir.example/mcp';
const CLAIMS = { person: 'p1', grant: 'g1', clientId: 'c1', scope: 'ynab:read ynab:write' };

describe('AccessTokens', () => {
  it('verifies what it minted, with every claim, until it expires', async () => {
    let now = 1_700_000_000_000;
    const tokens = new AccessTokens([k('a', 1)], ISSUER, RESOURCE, () => now);
    const { token, expiresIn } = await tokens.mint(CLAIMS, 'j1');
    expect(expiresIn).toBe(ACCESS_TOKEN_SECONDS);
    expect(await tokens.verify(token)).toEqual({ ...CLAIMS, expiresAt: 1_700_000_000 + ACCESS_TOKEN_SECONDS });
    now += (ACCESS_TOKEN_SECONDS + 30) * 1000;
    expect(await tokens.verify(token)).toBeUndefined();
  });

  it('refuses a token issued in the future, beyond the instances’ clock tolerance, and one without iat (#26)', async () => {
    const now = 1_700_000_000_000;
    const key = k('a', 1);
    const verifier = new AccessTokens([key], ISSUER, RESOURCE, () => now);
    const ahead = (seconds: number) => new AccessTokens([key], ISSUER, RESOURCE, () => now + seconds * 1000).mint(CLAIMS, 'j');
    expect(await verifier.verify((await ahead(20)).token)).toMatchObject(CLAIMS);
    expect(await verifier.verify((await ahead(120)).token)).toBeUndefined();
    const signing = (await import('../../src/hosted/derive-key.ts')).deriveKey(key.key, 'access-token signing');
    const noIat = await new SignJWT({ scope: 'ynab:read', client_id: 'c', grant: 'g' })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt', kid: 'a' })
      .setIssuer(ISSUER)
      .setAudience(RESOURCE)
      .setSubject('p1')
      .setJti('j')
      .setExpirationTime(now / 1000 + 60)
      .sign(new Uint8Array(signing));
    expect(await verifier.verify(noIat)).toBeUndefined();
  });

  it('refuses a token for another resource, another issuer, or signed with another key', async () => {
    const token = (await new AccessTokens([k('a', 1)], ISSUER, 'https://other.example/mcp').mint(CLAIMS, 'j')).token;
    expect(await new AccessTokens([k('a', 1)], ISSUER, RESOURCE).verify(token)).toBeUndefined();
    const foreign = (await new AccessTokens([k('a', 1)], 'https://evil.example', RESOURCE).mint(CLAIMS, 'j')).token;
    expect(await new AccessTokens([k('a', 1)], ISSUER, RESOURCE).verify(foreign)).toBeUndefined();
    const otherKey = (await new AccessTokens([k('a', 2)], ISSUER, RESOURCE).mint(CLAIMS, 'j')).token;
    expect(await new AccessTokens([k('a', 1)], ISSUER, RESOURCE).verify(otherKey)).toBeUndefined();
  });

  it('refuses alg none, a token signed with the encryption key itself, and text that is no JWT', async () => {
    const tokens = new AccessTokens([k('a', 1)], ISSUER, RESOURCE);
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'at+jwt', kid: 'a' })).toString('base64url')}.${Buffer.from(JSON.stringify({ sub: 'p1', iss: ISSUER, aud: RESOURCE, exp: 9e9, jti: 'j' })).toString('base64url')}.`;
    expect(await tokens.verify(unsigned)).toBeUndefined();
    const raw = await new SignJWT({ scope: 's', client_id: 'c', grant: 'g' })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt', kid: 'a' })
      .setIssuer(ISSUER)
      .setAudience(RESOURCE)
      .setSubject('p1')
      .setJti('j')
      .setExpirationTime('5m')
      .sign(Buffer.alloc(32, 1));
    expect(await tokens.verify(raw)).toBeUndefined();
    expect(await tokens.verify('not.a.jwt')).toBeUndefined();
  });

  it('still verifies tokens of the older key after a rotation, and signs with the new one', async () => {
    const old = (await new AccessTokens([k('a', 1)], ISSUER, RESOURCE).mint(CLAIMS, 'j')).token;
    const rotated = new AccessTokens([k('b', 2), k('a', 1)], ISSUER, RESOURCE);
    expect(await rotated.verify(old)).toMatchObject(CLAIMS);
    const fresh = (await rotated.mint(CLAIMS, 'j2')).token;
    expect(JSON.parse(Buffer.from(fresh.split('.')[0]!, 'base64url').toString())).toMatchObject({ kid: 'b', alg: 'HS256' });
    expect(await new AccessTokens([k('b', 2)], ISSUER, RESOURCE).verify(fresh)).toMatchObject(CLAIMS);
  });
});
