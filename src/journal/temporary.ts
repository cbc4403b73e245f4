// Journals that live in a new temporary folder of their own: the demo's, removed when the process exits, so a
// demo run never mixes with the user's real journal (journal-and-undo.md §2); and one for the length of a task
// (docs generation's examples and snapshots), removed when the task ends.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A journal file's path in a new temporary folder, and what removes that folder. */
function temporaryJournal(prefix: string): { path: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { path: join(dir, 'journal.jsonl'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export function temporaryJournalPath(): string {
  const journal = temporaryJournal('avenir-mcp-demo-');
  process.once('exit', journal.remove);
  return journal.path;
}

/** `use` given a fresh journal's path; the journal's folder is removed when `use` settles. */
export async function withTemporaryJournal<T>(prefix: string, use: (journalPath: string) => Promise<T>): Promise<T> {
  const journal = temporaryJournal(prefix);
  try {
    return await use(journal.path);
  } finally {
    journal.remove();
  }
}
