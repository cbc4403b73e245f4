// The one connection pool of a hosted deployment, opened from AVENIR_MCP_DATABASE_URL: it applies the
// schema's missing steps (src/store/pg/schema.ts) before anything else uses it.
import pg from 'pg';
import { SCHEMA_LOCK, SCHEMA_STEPS } from './schema.ts';

export type Pool = pg.Pool;
export type Connection = pg.PoolClient;

/** Runs `work` in one transaction on one connection: committed when it returns, rolled back when it throws. */
export async function inTransaction<T>(pool: Pool, work: (client: Connection) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

export interface DatabaseOptions {
  /** postgres://user:password@host:port/database (libpq's URL form). */
  url: string;
  /** Connections this instance may hold; a deployment's instances together must stay under max_connections. */
  max?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Pool> {
  const pool = new pg.Pool({ connectionString: options.url, max: options.max ?? 10 });
  // An idle connection the server dropped must not take the process down: the pool replaces it.
  pool.on('error', () => {});
  try {
    await migrate(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  return pool;
}

async function migrate(pool: Pool): Promise<void> {
  await inTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS avenir_schema (step integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = await client.query<{ step: number }>('SELECT step FROM avenir_schema');
    const applied = new Set(done.rows.map((row) => row.step));
    for (const [index, sql] of SCHEMA_STEPS.entries()) {
      if (applied.has(index + 1)) continue;
      await client.query(sql);
      await client.query('INSERT INTO avenir_schema (step) VALUES ($1)', [index + 1]);
    }
  });
}
