// Counts of requests per key in fixed windows, in PostgreSQL so every instance of a deployment counts
// together (the hosted endpoints' limits per client address, src/hosted/oauth/router.ts). One statement
// per request: it sweeps windows over an hour old and adds one to the current window's count.
import type { Pool } from './database.ts';

export interface RateLimit {
  /** Requests allowed in one window. */
  limit: number;
  windowSeconds: number;
}

export class PgRateLimits {
  constructor(private readonly pool: Pool) {}

  /** Counts one request under `key`: undefined when within the limit, else the seconds until the window ends. */
  async hit(key: string, rate: RateLimit): Promise<number | undefined> {
    const rows = await this.pool.query<{ count: number; left: number }>(
      `WITH swept AS (DELETE FROM rate_hits WHERE window_start < now() - interval '1 hour'),
            here AS (SELECT to_timestamp(floor(extract(epoch FROM now()) / $2) * $2) AS window_start)
       INSERT INTO rate_hits (key, window_start, count) SELECT $1, window_start, 1 FROM here
       ON CONFLICT (key, window_start) DO UPDATE SET count = rate_hits.count + 1
       RETURNING count, ceil(extract(epoch FROM window_start + make_interval(secs => $2) - now()))::int AS left`,
      [key, rate.windowSeconds],
    );
    const row = rows.rows[0]!;
    return row.count > rate.limit ? Math.max(1, row.left) : undefined;
  }
}
