// Where the journal's lines live: a local file (the default, src/journal/file-medium.ts) or a database
// table of one person's lines (src/store/pg/journal-medium.ts). The Journal builds and reads the records;
// a medium only appends one line and hands back all of them, in order, as the file's bytes would be.
import type { UnwritableRecord } from './errors.ts';

export interface JournalMedium {
  /** Named in errors and in the warnings interpretJournal logs (a file's path, or "PostgreSQL journal"). */
  readonly label: string;
  /** Appends one line (no newline in it); throws JournalUnwritable, naming `kind`, when it cannot. */
  append(line: string, kind: UnwritableRecord): Promise<void>;
  /** Every line so far, each ending in a newline, as one UTF-8 text; empty when there is none. */
  read(): Promise<Uint8Array>;
}
