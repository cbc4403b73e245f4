// The demo's journal: a fresh file in a new temporary folder, removed when the process exits, so a demo
// run never mixes with the user's real journal (journal-and-undo.md §2).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function temporaryJournalPath(): string {
  const dir = mkdtempSync(join(tmpdir(), 'avenir-mcp-demo-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  return join(dir, 'journal.jsonl');
}
