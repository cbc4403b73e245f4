// The OAuth state of a hosted deployment in PostgreSQL (src/hosted): registered clients, authorizations
// waiting for YNAB's answer, codes, grants, refresh tokens and the people (their YNAB tokens: ynab-tokens.ts).
// Whatever is used once (a pending authorization, a code, a refresh token) is taken by one atomic UPDATE,
// so two instances given the same one at once cannot both use it. Codes and refresh tokens are kept as
// SHA-256 digests only: a copy of the database holds nothing a client could present.
import { createHash, randomBytes } from 'node:crypto';
import { inTransaction, type Pool } from './database.ts';

export const digest = (secret: string): string => createHash('sha256').update(secret, 'utf8').digest('base64url');
export const newSecret = (bytes = 32): string => randomBytes(bytes).toString('base64url');

const CODE_SECONDS = 60;
const REQUEST_SECONDS = 600;
export const REFRESH_DAYS = 30;
/** Used refresh tokens kept per grant, so a replay of any recent one is caught (RFC 9700 §4.14.2). */
const KEPT_USED_REFRESH = 20;

export interface PendingAuthorization {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  resource: string;
  /** What the client asked for, space-separated (ynab:read, ynab:write). */
  scope: string;
  state?: string | undefined;
  /** What the person chose at consent: true keeps the grant read-only. */
  readOnly?: boolean;
}

export interface Grant {
  id: string;
  person: string;
  clientId: string;
  scope: string;
  resource: string;
}

export type Taken<T> = { kind: 'taken'; value: T } | { kind: 'unknown' } | { kind: 'expired' } | { kind: 'reused'; value: T };

interface GrantRow {
  id: string;
  person: string;
  client_id: string;
  scope: string;
  resource: string;
  revoked_at: Date | null;
}

const grantOf = (row: GrantRow): Grant => ({
  id: row.id,
  person: row.person,
  clientId: row.client_id,
  scope: row.scope,
  resource: row.resource,
});

export class PgOAuthStore {
  constructor(private readonly pool: Pool) {}

  /**
   * Registers a client. Those that never got a grant go after a day, and beyond `maxUnclaimed` of them the
   * oldest go first: registration stays open to everyone whatever one address registers, and an anonymous
   * table stays bounded.
   */
  async saveClient(clientId: string, metadata: Record<string, unknown>, maxUnclaimed: number): Promise<void> {
    const unclaimed = 'NOT EXISTS (SELECT 1 FROM oauth_grants g WHERE g.client_id = c.client_id)';
    await this.pool.query('INSERT INTO oauth_clients (client_id, metadata) VALUES ($1, $2)', [clientId, JSON.stringify(metadata)]);
    await this.pool.query(
      `DELETE FROM oauth_clients WHERE client_id IN (
         SELECT client_id FROM oauth_clients c WHERE ${unclaimed} AND (c.created_at < now() - interval '1 day' OR c.client_id IN (
           SELECT client_id FROM oauth_clients c WHERE ${unclaimed} ORDER BY created_at DESC, client_id OFFSET $1)))`,
      [maxUnclaimed],
    );
  }

  async client(clientId: string): Promise<Record<string, unknown> | undefined> {
    const rows = await this.pool.query<{ metadata: Record<string, unknown> }>('SELECT metadata FROM oauth_clients WHERE client_id = $1', [
      clientId,
    ]);
    return rows.rows[0]?.metadata;
  }

  async startAuthorization(request: PendingAuthorization): Promise<string> {
    const id = newSecret(24);
    await this.pool.query('DELETE FROM oauth_requests WHERE expires_at < now()');
    await this.pool.query('INSERT INTO oauth_requests (id, request, expires_at) VALUES ($1, $2, now() + $3::interval)', [
      id,
      JSON.stringify(request),
      `${REQUEST_SECONDS} seconds`,
    ]);
    return id;
  }

  /** Reads a pending authorization without using it (the consent page shows it). */
  async peekAuthorization(id: string): Promise<PendingAuthorization | undefined> {
    const rows = await this.pool.query<{ request: PendingAuthorization }>(
      'SELECT request FROM oauth_requests WHERE id = $1 AND used_at IS NULL AND expires_at > now()',
      [id],
    );
    return rows.rows[0]?.request;
  }

  /**
   * Records the person's choice at consent on the pending authorization, with the digest of the secret
   * that YNAB's `state` and the browser's cookie carry from here to the callback (a new answer replaces it).
   */
  async chooseAccess(id: string, readOnly: boolean, stateDigest: string): Promise<PendingAuthorization | undefined> {
    const rows = await this.pool.query<{ request: PendingAuthorization }>(
      "UPDATE oauth_requests SET request = request || jsonb_build_object('readOnly', $2::boolean), ynab_state = $3 WHERE id = $1 AND used_at IS NULL AND expires_at > now() RETURNING request",
      [id, readOnly, stateDigest],
    );
    return rows.rows[0]?.request;
  }

  /** Uses a pending authorization at once (the person denied it). */
  async takeAuthorization(id: string): Promise<PendingAuthorization | undefined> {
    const rows = await this.pool.query<{ request: PendingAuthorization }>(
      'UPDATE oauth_requests SET used_at = now() WHERE id = $1 AND used_at IS NULL AND expires_at > now() RETURNING request',
      [id],
    );
    return rows.rows[0]?.request;
  }

  /** Uses, once, the consented authorization whose YNAB state has this digest; a row never consented has none. */
  async takeConsented(stateDigest: string): Promise<PendingAuthorization | undefined> {
    const rows = await this.pool.query<{ request: PendingAuthorization }>(
      'UPDATE oauth_requests SET used_at = now() WHERE ynab_state = $1 AND used_at IS NULL AND expires_at > now() RETURNING request',
      [stateDigest],
    );
    return rows.rows[0]?.request;
  }

  /** The person of a YNAB account, created on their first sign-in. */
  async savePerson(ynabUser: string): Promise<string> {
    const rows = await this.pool.query<{ id: string }>(
      'INSERT INTO people (id, ynab_user) VALUES ($1, $2) ON CONFLICT (ynab_user) DO UPDATE SET ynab_user = EXCLUDED.ynab_user RETURNING id',
      [`p_${newSecret(12)}`, ynabUser],
    );
    return rows.rows[0]!.id;
  }

  async createGrant(grant: Omit<Grant, 'id'>): Promise<Grant> {
    const id = `g_${newSecret(12)}`;
    await this.pool.query('INSERT INTO oauth_grants (id, person, client_id, scope, resource) VALUES ($1, $2, $3, $4, $5)', [
      id,
      grant.person,
      grant.clientId,
      grant.scope,
      grant.resource,
    ]);
    return { id, ...grant };
  }

  async saveCode(code: string, grantId: string, redirectUri: string, codeChallenge: string): Promise<void> {
    await this.pool.query("DELETE FROM oauth_codes WHERE expires_at < now() - interval '1 hour'");
    await this.pool.query(
      'INSERT INTO oauth_codes (digest, grant_id, redirect_uri, code_challenge, expires_at) VALUES ($1, $2, $3, $4, now() + $5::interval)',
      [digest(code), grantId, redirectUri, codeChallenge, `${CODE_SECONDS} seconds`],
    );
  }

  /** A code is used once; a second use of it revokes the grant it made (RFC 6749 §4.1.2: the code may have been stolen). */
  async takeCode(code: string): Promise<Taken<{ grant: Grant; redirectUri: string; codeChallenge: string }>> {
    const rows = await this.pool.query<GrantRow & { redirect_uri: string; code_challenge: string; alive: boolean; first: boolean }>(
      `WITH used AS (UPDATE oauth_codes SET used_at = now() WHERE digest = $1 AND used_at IS NULL RETURNING grant_id, redirect_uri, code_challenge, expires_at > now() AS alive, true AS first)
       SELECT g.*, u.redirect_uri, u.code_challenge, u.alive, u.first FROM used u JOIN oauth_grants g ON g.id = u.grant_id
       UNION ALL
       SELECT g.*, c.redirect_uri, c.code_challenge, false, false FROM oauth_codes c JOIN oauth_grants g ON g.id = c.grant_id WHERE c.digest = $1 AND c.used_at IS NOT NULL AND NOT EXISTS (SELECT 1 FROM used)`,
      [digest(code)],
    );
    const row = rows.rows[0];
    if (row === undefined) return { kind: 'unknown' };
    const value = { grant: grantOf(row), redirectUri: row.redirect_uri, codeChallenge: row.code_challenge };
    if (!row.first) {
      await this.revokeGrant(row.id);
      return { kind: 'reused', value };
    }
    if (!row.alive || row.revoked_at !== null) return { kind: 'expired' };
    return { kind: 'taken', value };
  }

  /**
   * A grant's new refresh token. Used ones are kept, to catch a replay, but only the grant's latest
   * KEPT_USED_REFRESH (a client rotating in a loop adds no rows beyond them), and none past its expiry.
   */
  async saveRefresh(token: string, grantId: string): Promise<void> {
    await this.pool.query("DELETE FROM oauth_refresh_tokens WHERE expires_at < now() - interval '1 day'");
    await this.pool.query(
      `DELETE FROM oauth_refresh_tokens WHERE grant_id = $1 AND used_at IS NOT NULL AND digest NOT IN (
         SELECT digest FROM oauth_refresh_tokens WHERE grant_id = $1 AND used_at IS NOT NULL ORDER BY used_at DESC LIMIT $2)`,
      [grantId, KEPT_USED_REFRESH],
    );
    await this.pool.query('INSERT INTO oauth_refresh_tokens (digest, grant_id, expires_at) VALUES ($1, $2, now() + $3::interval)', [
      digest(token),
      grantId,
      `${REFRESH_DAYS} days`,
    ]);
  }

  /** Refresh tokens rotate: each is used once; presenting a used one revokes its grant (RFC 9700 §4.14.2). */
  async takeRefresh(token: string): Promise<Taken<Grant>> {
    const rows = await this.pool.query<GrantRow & { alive: boolean; first: boolean }>(
      `WITH used AS (UPDATE oauth_refresh_tokens SET used_at = now() WHERE digest = $1 AND used_at IS NULL RETURNING grant_id, expires_at > now() AS alive)
       SELECT g.*, u.alive, true AS first FROM used u JOIN oauth_grants g ON g.id = u.grant_id
       UNION ALL
       SELECT g.*, false, false FROM oauth_refresh_tokens r JOIN oauth_grants g ON g.id = r.grant_id WHERE r.digest = $1 AND r.used_at IS NOT NULL AND NOT EXISTS (SELECT 1 FROM used)`,
      [digest(token)],
    );
    const row = rows.rows[0];
    if (row === undefined) return { kind: 'unknown' };
    if (!row.first) {
      await this.revokeGrant(row.id);
      return { kind: 'reused', value: grantOf(row) };
    }
    if (!row.alive || row.revoked_at !== null) return { kind: 'expired' };
    return { kind: 'taken', value: grantOf(row) };
  }

  /** The live grant of a refresh token not yet used, without using it (a refresh checks the scope asked first). */
  async refreshGrant(token: string): Promise<Grant | undefined> {
    const rows = await this.pool.query<GrantRow>(
      'SELECT g.* FROM oauth_refresh_tokens r JOIN oauth_grants g ON g.id = r.grant_id WHERE r.digest = $1 AND r.used_at IS NULL AND r.expires_at > now() AND g.revoked_at IS NULL',
      [digest(token)],
    );
    const row = rows.rows[0];
    return row === undefined ? undefined : grantOf(row);
  }

  /** The grant of a refresh token, without using it (revocation names a token, not a grant). */
  async grantOfRefresh(token: string): Promise<string | undefined> {
    const rows = await this.pool.query<{ grant_id: string }>('SELECT grant_id FROM oauth_refresh_tokens WHERE digest = $1', [
      digest(token),
    ]);
    return rows.rows[0]?.grant_id;
  }

  async grantClient(grantId: string): Promise<string | undefined> {
    const rows = await this.pool.query<{ client_id: string }>('SELECT client_id FROM oauth_grants WHERE id = $1', [grantId]);
    return rows.rows[0]?.client_id;
  }

  async revokeGrant(grantId: string): Promise<void> {
    await this.pool.query('UPDATE oauth_grants SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL', [grantId]);
  }

  /** The scope of the grant of an access token, if it still stands for this very person. */
  async grantScope(grantId: string, person: string): Promise<string | undefined> {
    const rows = await this.pool.query<{ scope: string }>(
      'SELECT scope FROM oauth_grants WHERE id = $1 AND person = $2 AND revoked_at IS NULL',
      [grantId, person],
    );
    return rows.rows[0]?.scope;
  }

  /** Everything stored about the person: their grants, codes and tokens, journal, rules, confirmation codes and answers. */
  async forgetPerson(person: string): Promise<boolean> {
    return inTransaction(this.pool, async (client) => {
      for (const table of ['journal_lines', 'rule_sets', 'confirmation_codes', 'request_nonces', 'ynab_sends', 'ynab_pauses'])
        await client.query(`DELETE FROM ${table} WHERE person = $1`, [person]);
      const gone = await client.query('DELETE FROM people WHERE id = $1', [person]);
      return gone.rowCount === 1;
    });
  }

  /** The person of a YNAB user id or of a person id, for the operator's `forget` command. */
  async findPerson(idOrYnabUser: string): Promise<string | undefined> {
    const rows = await this.pool.query<{ id: string }>('SELECT id FROM people WHERE id = $1 OR ynab_user = $1', [idOrYnabUser]);
    return rows.rows[0]?.id;
  }
}
