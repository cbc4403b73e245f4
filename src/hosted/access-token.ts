// avenir-mcp's own access tokens (MCP authorization, 2026-07-28): JWTs signed with HS256 through jose,
// bound to this server (aud = the MCP endpoint's URL, RFC 8707), short-lived, naming the grant so that a
// revoked grant stops its live tokens at once. Every instance holds the same key, derived from the
// deployment's current encryption key; older keys still verify, so a rotation logs nobody out.
import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
import { deriveKey } from './derive-key.ts';
import type { CipherKey } from './token-cipher.ts';

export const ACCESS_TOKEN_SECONDS = 600;
/** Instances' clocks may differ a little: a token minted a moment "ahead" on another is not refused. */
const CLOCK_TOLERANCE_SECONDS = 30;

export interface AccessClaims {
  /** The person (people.id). */
  person: string;
  /** The grant this token belongs to (oauth_grants.id). */
  grant: string;
  clientId: string;
  /** Space-separated: `ynab:read`, or `ynab:read ynab:write`. */
  scope: string;
  /** Unix seconds. */
  expiresAt: number;
}

interface SigningKey {
  kid: string;
  secret: Uint8Array;
}

/** A key of its own for signing, derived from each encryption key (HKDF-SHA256): the two uses never share bytes. */
function signingKeys(keys: readonly CipherKey[]): SigningKey[] {
  return keys.map(({ id, key }) => ({ kid: id, secret: new Uint8Array(deriveKey(key, 'access-token signing')) }));
}

export class AccessTokens {
  readonly #keys: SigningKey[];

  constructor(
    keys: readonly CipherKey[],
    private readonly issuer: string,
    private readonly resource: string,
    private readonly now: () => number = Date.now,
  ) {
    this.#keys = signingKeys(keys);
  }

  async mint(claims: Omit<AccessClaims, 'expiresAt'>, jti: string): Promise<{ token: string; expiresIn: number }> {
    const key = this.#keys[0]!;
    const issuedAt = Math.floor(this.now() / 1000);
    const token = await new SignJWT({ scope: claims.scope, client_id: claims.clientId, grant: claims.grant })
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt', kid: key.kid })
      .setIssuer(this.issuer)
      .setAudience(this.resource)
      .setSubject(claims.person)
      .setJti(jti)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ACCESS_TOKEN_SECONDS)
      .sign(key.secret);
    return { token, expiresIn: ACCESS_TOKEN_SECONDS };
  }

  /** The claims of a token this deployment signed for this resource and that has not expired; undefined for anything else. */
  async verify(token: string): Promise<AccessClaims | undefined> {
    try {
      const { payload } = await jwtVerify(
        token,
        async (header) => {
          const key = this.#keys.find((k) => k.kid === header.kid);
          if (key === undefined) throw new joseErrors.JWKSNoMatchingKey();
          return key.secret;
        },
        // maxTokenAge makes jose refuse an `iat` in the future too (a token no instance can have minted yet).
        {
          issuer: this.issuer,
          audience: this.resource,
          algorithms: ['HS256'],
          typ: 'at+jwt',
          currentDate: new Date(this.now()),
          requiredClaims: ['sub', 'exp', 'jti', 'iat'],
          maxTokenAge: ACCESS_TOKEN_SECONDS,
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
        },
      );
      const { sub, scope, client_id: clientId, grant, exp } = payload as Record<string, unknown>;
      if (
        typeof sub !== 'string' ||
        typeof scope !== 'string' ||
        typeof clientId !== 'string' ||
        typeof grant !== 'string' ||
        typeof exp !== 'number'
      )
        return undefined;
      return { person: sub, scope, clientId, grant, expiresAt: exp };
    } catch {
      return undefined;
    }
  }
}
