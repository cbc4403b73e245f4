// One person's journal as rows of PostgreSQL (src/journal/medium.ts): each record one row, in the order
// they were appended, so any instance reads the same journal and can settle or undo what another wrote.
// A row is written whole or not at all, so the file's torn lines cannot happen here.
import { DATABASE_FIX, JournalUnwritable, type UnwritableRecord } from '../../journal/errors.ts';
import type { JournalMedium } from '../../journal/medium.ts';
import type { Pool } from './database.ts';

export class PgJournalMedium implements JournalMedium {
  readonly label = 'PostgreSQL journal';

  constructor(
    private readonly pool: Pool,
    private readonly person: string,
  ) {}

  async append(line: string, kind: UnwritableRecord): Promise<void> {
    try {
      await this.pool.query('INSERT INTO journal_lines (person, line) VALUES ($1, $2)', [this.person, line]);
    } catch (error) {
      throw new JournalUnwritable(this.label, error instanceof Error ? error.message : String(error), kind, DATABASE_FIX);
    }
  }

  async read(): Promise<Uint8Array> {
    const rows = await this.pool.query<{ line: string }>('SELECT line FROM journal_lines WHERE person = $1 ORDER BY seq', [this.person]);
    return Buffer.from(rows.rows.map((row) => `${row.line}\n`).join(''), 'utf8');
  }
}
