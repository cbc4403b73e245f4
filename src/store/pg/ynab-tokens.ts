// A hosted person's YNAB tokens in PostgreSQL, one pair per YNAB scope (`full`, `read-only`): each grant
// uses the one its consent asked for, so connecting an assistant for reading only leaves the tokens of
// the person's other assistants alone. Renewal takes a short lease in one statement and calls YNAB
// outside any transaction: no pooled connection or row lock is ever held while YNAB is waited for, so
// a slow YNAB stalls nobody else. A token YNAB rejected is marked dead: the person must sign in again.
import type { Pool } from './database.ts';

export type YnabScope = 'full' | 'read-only';

export interface StoredYnabTokens {
  /** The sealed `{ access, refresh }` (token-cipher.ts), the person's id as additional data. */
  sealed: string;
  expiresAt: Date;
  /** YNAB rejected this access token (revoked in YNAB's settings): only a new sign-in replaces it. */
  dead: boolean;
}

interface Row {
  sealed: string;
  expires_at: Date;
  dead_at: Date | null;
}

const stored = (row: Row | undefined): StoredYnabTokens | undefined =>
  row === undefined ? undefined : { sealed: row.sealed, expiresAt: row.expires_at, dead: row.dead_at !== null };

export class PgYnabTokens {
  constructor(private readonly pool: Pool) {}

  /** The tokens of a sign-in, replacing that scope's (alive again if they were dead). */
  async save(person: string, scope: YnabScope, sealed: string, expiresAt: Date): Promise<void> {
    await this.pool.query(
      `INSERT INTO ynab_tokens (person, scope, sealed, expires_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (person, scope) DO UPDATE SET sealed = EXCLUDED.sealed, expires_at = EXCLUDED.expires_at, renewing_until = NULL, dead_at = NULL`,
      [person, scope, sealed, expiresAt],
    );
  }

  async read(person: string, scope: YnabScope): Promise<StoredYnabTokens | undefined> {
    const rows = await this.pool.query<Row>('SELECT sealed, expires_at, dead_at FROM ynab_tokens WHERE person = $1 AND scope = $2', [
      person,
      scope,
    ]);
    return stored(rows.rows[0]);
  }

  /**
   * The right to renew: the sealed tokens when they expire before `renewBefore` (the caller's clock, the
   * one YNAB's expiry was computed with), are alive, and no lease runs; the lease then runs for
   * `leaseSeconds` of the database's clock, which every instance shares. Undefined when another holds
   * it, or renewed them already.
   */
  async lease(
    person: string,
    scope: YnabScope,
    renewBefore: Date,
    leaseSeconds: number,
  ): Promise<{ sealed: string; expiresAt: Date } | undefined> {
    const rows = await this.pool.query<{ sealed: string; expires_at: Date }>(
      `UPDATE ynab_tokens SET renewing_until = now() + make_interval(secs => $4) WHERE person = $1 AND scope = $2 AND dead_at IS NULL AND expires_at < $3
         AND (renewing_until IS NULL OR renewing_until <= now()) RETURNING sealed, expires_at`,
      [person, scope, renewBefore, leaseSeconds],
    );
    const row = rows.rows[0];
    return row === undefined ? undefined : { sealed: row.sealed, expiresAt: row.expires_at };
  }

  /**
   * The renewed tokens replace the leased ones (unless a new sign-in replaced them meanwhile), alive: a
   * renewal YNAB granted outweighs a refusal another instance met with the same refresh token.
   */
  async renewed(person: string, scope: YnabScope, leased: string, sealed: string, expiresAt: Date): Promise<void> {
    await this.pool.query(
      'UPDATE ynab_tokens SET sealed = $4, expires_at = $5, renewing_until = NULL, dead_at = NULL WHERE person = $1 AND scope = $2 AND sealed = $3',
      [person, scope, leased, sealed, expiresAt],
    );
  }

  /** The lease ends without a renewal (YNAB did not answer): the next request tries again. */
  async release(person: string, scope: YnabScope, leased: string): Promise<void> {
    await this.pool.query('UPDATE ynab_tokens SET renewing_until = NULL WHERE person = $1 AND scope = $2 AND sealed = $3', [
      person,
      scope,
      leased,
    ]);
  }

  /** YNAB rejected these very tokens: dead until the person signs in again (tokens renewed meanwhile are left alone). */
  async markDead(person: string, scope: YnabScope, sealed: string): Promise<void> {
    await this.pool.query(
      'UPDATE ynab_tokens SET dead_at = now(), renewing_until = NULL WHERE person = $1 AND scope = $2 AND sealed = $3 AND dead_at IS NULL',
      [person, scope, sealed],
    );
  }

  /** Every person's sealed tokens, for `rekey`. */
  async all(): Promise<{ person: string; scope: YnabScope; sealed: string }[]> {
    const rows = await this.pool.query<{ person: string; scope: YnabScope; sealed: string }>(
      'SELECT person, scope, sealed FROM ynab_tokens ORDER BY person, scope',
    );
    return rows.rows;
  }

  /** Replaces sealed tokens with the same tokens sealed under another key, unless they changed meanwhile. */
  async reseal(person: string, scope: YnabScope, old: string, sealed: string): Promise<void> {
    await this.pool.query('UPDATE ynab_tokens SET sealed = $4 WHERE person = $1 AND scope = $2 AND sealed = $3', [
      person,
      scope,
      old,
      sealed,
    ]);
  }
}
