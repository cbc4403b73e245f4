// One person's request-state nonces in PostgreSQL (src/confirm/request-state.ts): a 2026-07-28 answer
// sealed by one instance is accepted once, by whichever instance it reaches. Consuming is one atomic UPDATE.
// Only the nonce's digest is stored.
import { CODE_LIFETIME_MS } from '../../confirm/codes.ts';
import type { NonceKeeper } from '../../confirm/request-state.ts';
import type { Pool } from './database.ts';
import { digest } from './oauth-store.ts';

const LIFETIME = `${CODE_LIFETIME_MS / 1000} seconds`;

export class PgNonces implements NonceKeeper {
  constructor(
    private readonly pool: Pool,
    private readonly person: string,
  ) {}

  async remember(nonce: string): Promise<void> {
    await this.pool.query("DELETE FROM request_nonces WHERE expires_at <= now() - interval '1 hour'");
    await this.pool.query('INSERT INTO request_nonces (digest, person, expires_at) VALUES ($1, $2, now() + $3::interval)', [
      digest(nonce),
      this.person,
      LIFETIME,
    ]);
  }

  async consume(nonce: string): Promise<boolean> {
    const used = await this.pool.query<{ alive: boolean }>(
      'UPDATE request_nonces SET used_at = now() WHERE digest = $1 AND person = $2 AND used_at IS NULL RETURNING expires_at > now() AS alive',
      [digest(nonce), this.person],
    );
    return used.rows[0]?.alive === true;
  }
}
