// A real crash (journal-and-undo.md §6 step 6): a child killed with SIGKILL after its pending entry or amid
// many appends leaves a file that reads cleanly, the unsettled entry uncertain, and a lock the next append clears.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Journal } from '../../src/journal/journal.ts';
import { exited, runFixture, waitForLine } from './child-process-kit.ts';
import { NEVER_MS, tempDir } from './journal-test-kit.ts';

async function afterCrash(file: string, pendingId: string): Promise<void> {
  const view = await new Journal(file).read();
  const pending = view.find('crash');
  expect(pending?.entry.operation_id).toBe(pendingId);
  expect(pending?.state).toBe('uncertain');
  expect(pending?.entry.pending).toBe(true);
  // Each series entry is settled right after it; only the last may have lost its settlement to the kill.
  const series = view.operations.filter((o) => o.entry.plan_id === 'series');
  for (const op of series.slice(0, -1)) expect(op.state).toBe('in_effect');

  // The dead child may have left its lock: same host, dead pid, so it is stale at once. Killed between
  // creating the lock and writing its owner, the lock is judged by age: a short stale delay covers that.
  // Ending at all shows the lock was judged stale: it is never abandoned (NEVER_MS).
  const next = new Journal(file, { lockTimeouts: { staleMs: 1_000, abandonMs: NEVER_MS } });
  const id = await next.appendPending({ plan_id: 'after', kind: 'payee' });
  expect(existsSync(`${file}.lock`)).toBe(false);
  const again = await next.read();
  expect(again.find('crash')?.state).toBe('uncertain');
  expect(again.find('after')?.entry.operation_id).toBe(id);
  expect(again.operations.filter((o) => o.entry.plan_id === 'series').length).toBe(
    view.operations.filter((o) => o.entry.plan_id === 'series').length,
  );
}

describe('a process killed while journaling', () => {
  it('killed right after appendPending, before settle: the entry reads as uncertain', async () => {
    const file = path.join(tempDir(), 'journal.jsonl');
    const child = runFixture('append-until-killed.ts', [file, 'pause']);
    const [, id] = await waitForLine(child, /^pending ([0-9a-f]{12})$/);
    child.kill('SIGKILL');
    expect((await exited(child)).signal).toBe('SIGKILL');
    await afterCrash(file, id!);
  });

  it('killed mid-way through a long series of appends: no damage, nothing complete lost', async () => {
    const file = path.join(tempDir(), 'journal.jsonl');
    const child = runFixture('append-until-killed.ts', [file, 'series']);
    const [, id] = await waitForLine(child, /^pending ([0-9a-f]{12})$/);
    const target = 5 + Math.floor(Math.random() * 20);
    const [, reached] = await waitForLine(child, new RegExp(`^appended (${target})$`));
    child.kill('SIGKILL');
    expect((await exited(child)).signal).toBe('SIGKILL');
    // Everything reported as appended before the kill is in the file.
    const lines = readFileSync(file, 'utf8').split('\n');
    expect(lines.filter((l) => l.includes('"plan_id":"series"')).length).toBeGreaterThanOrEqual(Number(reached) + 1);
    await afterCrash(file, id!);
  });
});
