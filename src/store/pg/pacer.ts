// One person's hourly YNAB budget, shared by every instance of a hosted deployment (src/ynab/pacing.ts):
// YNAB counts 200 requests per token per rolling hour whichever instance sends them, so the sends and a
// 429's pause are rows, and each admission is one transaction under the person's advisory lock. Times are
// the database's. The refusals are worded as the process pacer words them.
import {
  HOURLY_LIMIT,
  PACE_WINDOW_MS,
  pacedError,
  pausedError,
  pauseSeconds,
  rateLimitedError,
  type PaceKeeper,
} from '../../ynab/pacing.ts';
import type { YnabError } from '../../ynab/errors.ts';
import { inTransaction, type Pool } from './database.ts';

export class PgPacer implements PaceKeeper {
  constructor(
    private readonly pool: Pool,
    private readonly person: string,
    private readonly limit = HOURLY_LIMIT,
  ) {}

  async take(sentByThisCall = 0): Promise<void> {
    await inTransaction(this.pool, async (client) => {
      await client.query("SELECT pg_advisory_xact_lock(hashtext('avenir-pace:' || $1))", [this.person]);
      await client.query('DELETE FROM ynab_sends WHERE person = $1 AND sent_at <= now() - $2::interval', [
        this.person,
        `${PACE_WINDOW_MS / 1000} seconds`,
      ]);
      const state = await client.query<{ paused_ms: number | null; sent: number; oldest_ms: number | null }>(
        `SELECT (SELECT extract(epoch FROM paused_until - now()) * 1000 FROM ynab_pauses WHERE person = $1 AND paused_until > now()) AS paused_ms,
                (SELECT count(*)::int FROM ynab_sends WHERE person = $1) AS sent,
                (SELECT extract(epoch FROM min(sent_at) + $2::interval - now()) * 1000 FROM ynab_sends WHERE person = $1) AS oldest_ms`,
        [this.person, `${PACE_WINDOW_MS / 1000} seconds`],
      );
      const { paused_ms: pausedMs, sent, oldest_ms: oldestMs } = state.rows[0]!;
      if (pausedMs !== null) throw pausedError(Number(pausedMs), sentByThisCall);
      if (sent >= this.limit) throw pacedError(sent, Number(oldestMs ?? 0), sentByThisCall);
      await client.query('INSERT INTO ynab_sends (person) VALUES ($1)', [this.person]);
    });
  }

  async pauseAfter429(retryAfter: string | null): Promise<YnabError> {
    const seconds = pauseSeconds(retryAfter, Date.now());
    await this.pool.query(
      `INSERT INTO ynab_pauses (person, paused_until) VALUES ($1, now() + $2::interval)
       ON CONFLICT (person) DO UPDATE SET paused_until = greatest(ynab_pauses.paused_until, EXCLUDED.paused_until)`,
      [this.person, `${seconds} seconds`],
    );
    return rateLimitedError(seconds);
  }
}
