// Shared by the journal tests: a fresh temporary folder per test, a logger that keeps its lines, a timed
// append, and hand-written journal lines (the forms the reference and a crash leave behind).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import type { Journal } from '../../src/journal/journal.ts';
import type { Logger } from '../../src/log.ts';
import { HANG_GUARD_MS } from '../helpers/hang-guard.ts';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A temporary folder removed after the test. */
export function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'avenir-journal-test-'));
  made.push(dir);
  return dir;
}

export interface Collected {
  log: Logger;
  lines: { level: string; message: string; fields: Record<string, unknown> }[];
}

export function collectingLogger(): Collected {
  const lines: Collected['lines'] = [];
  const at =
    (level: string) =>
    (message: string, fields: Record<string, unknown> = {}) => {
      lines.push({ level, message, fields });
    };
  return { lines, log: { debug: at('DEBUG'), info: at('INFO'), warning: at('WARNING'), error: at('ERROR') } };
}

/** Milliseconds one pending entry takes to append (the lock's waits included). */
/**
 * A lock delay no test outlives (test/helpers/hang-guard.ts): an append that ends at all did not wait for
 * it, which a bound on the append's time could only guess on a busy machine.
 */
export const NEVER_MS = 2 * HANG_GUARD_MS;
/** Lock timeouts whose stale and abandon delays are NEVER_MS (the owner's short grace stays). */
export const NEVER = { staleMs: NEVER_MS, abandonMs: NEVER_MS };

export async function timedAppend(journal: Journal): Promise<number> {
  const started = Date.now();
  await journal.appendPending({ plan_id: 'p', kind: 'budget' });
  return Date.now() - started;
}

/** JSON Lines text, each line ended by a newline. */
export function jsonl(...records: unknown[]): string {
  return records.map((r) => `${typeof r === 'string' ? r : JSON.stringify(r)}\n`).join('');
}

export function entry(id: string, plan: string, fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    operation_id: id,
    plan_id: plan,
    kind: 'budget',
    applied_at: '2026-09-25T10:12:03Z',
    details: { month: '2026-09-01', category_id: 'cat-a', from: 1000, to: 2000 },
    ...fields,
  };
}
