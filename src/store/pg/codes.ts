// One person's confirmation codes in PostgreSQL, so a code minted by one instance confirms on another.
// The rules are CodeStore's (src/confirm/codes.ts): 11 characters, 600 s, single use, burnt by any try.
// Taking is one atomic UPDATE: two instances given the same code at once cannot both apply it. Time is
// the database's, the one clock every instance shares. Only the code's digest is stored.
import { randomBytes } from 'node:crypto';
import { CODE_LIFETIME_MS, type Binding, type CodeKeeper } from '../../confirm/codes.ts';
import type { Pool } from './database.ts';
import { digest } from './oauth-store.ts';

const LIFETIME = `${CODE_LIFETIME_MS / 1000} seconds`;

export class PgCodes implements CodeKeeper {
  constructor(
    private readonly pool: Pool,
    private readonly person: string,
    private readonly random: (bytes: number) => Buffer = randomBytes,
  ) {}

  async issue(binding: Binding): Promise<string> {
    await this.pool.query("DELETE FROM confirmation_codes WHERE expires_at <= now() - interval '1 hour'");
    for (;;) {
      const code = this.random(8).toString('base64url');
      const inserted = await this.pool.query(
        `INSERT INTO confirmation_codes (digest, person, fp, seen, expires_at) VALUES ($1, $2, $3, $4, now() + $5::interval) ON CONFLICT (digest) DO NOTHING`,
        [digest(code), this.person, binding.fp, binding.seen, LIFETIME],
      );
      if (inserted.rowCount === 1) return code;
    }
  }

  /** Burns the person's code whatever its age; another person's code is neither found nor burnt. */
  async take(code: string): Promise<Binding | undefined> {
    const taken = await this.pool.query<{ fp: string; seen: string; alive: boolean }>(
      `UPDATE confirmation_codes SET used_at = now() WHERE digest = $1 AND person = $2 AND used_at IS NULL RETURNING fp, seen, expires_at > now() AS alive`,
      [digest(code), this.person],
    );
    const row = taken.rows[0];
    return row?.alive === true ? { fp: row.fp, seen: row.seen } : undefined;
  }
}
