// Write-ahead journaling, end to end: a server killed after YNAB applied a change but before it could
// settle the journal entry leaves a pending entry, and the next server's undo_operation reverts what YNAB
// shows as written — a creation too, found by what was sent since its ids never came. Nothing reaches YNAB
// unjournaled: an unwritable journal stops the write before it is sent.
import { readFileSync, existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { textOf } from '../helpers/calls.ts';
import { connectInProcess } from '../helpers/in-process.ts';
import { loopbackYnab } from '../helpers/loopback-ynab.ts';
import { connectStdio } from '../helpers/stdio-client.ts';
import { ASSIGN, assignedCategories } from '../fixtures/demo-assignments.ts';

const PLAN = 'demo-budget';
type Structured = { structuredContent?: Record<string, unknown> };
const field = (r: Structured, key: string) => r.structuredContent?.[key];

const categories = assignedCategories;

async function until(condition: () => boolean, what: string, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('a server killed between the YNAB write and the journal settlement', () => {
  const ynab = loopbackYnab('crash');

  it('leaves a pending entry that the next server undoes where YNAB shows the change', async () => {
    const journal = join(mkdtempSync(join(tmpdir(), 'avenir-crash-')), 'journal.jsonl');
    const env = ynab.env({ AVENIR_MCP_WRITE: '1', AVENIR_MCP_JOURNAL: journal });
    const first = await connectStdio({ era: 'legacy', env });
    const code = field((await first.client.callTool({ name: 'apply_categories', arguments: ASSIGN })) as Structured, 'confirmation');
    // YNAB applies the PATCH but holds its answer: the server is killed while it waits.
    ynab.fake.addFault({ method: 'PATCH', path: `/plans/${PLAN}/transactions`, holdAnswerMs: 20_000 });
    void first.client.callTool({ name: 'apply_categories', arguments: { ...ASSIGN, confirmation: code } }).catch(() => undefined);
    await until(() => ynab.fake.log.some((r) => r.method === 'PATCH'), 'the PATCH to reach YNAB');
    expect(readFileSync(journal, 'utf8')).toContain('"pending":true');
    process.kill(first.pid!, 'SIGKILL');
    await first.close().catch(() => undefined);
    ynab.fake.clearFaults();

    const lines = readFileSync(journal, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ kind: 'categorize', pending: true, plan_id: PLAN });
    expect(categories(ynab.fake)).toEqual(['cat-groceries', 'cat-transport']);

    const second = await connectStdio({ era: 'legacy', env });
    try {
      const preview = (await second.client.callTool({ name: 'undo_operation', arguments: { plan_id: PLAN } })) as Structured;
      expect(field(preview, 'status')).toBe('confirmation_required');
      expect(field(preview, 'restored')).toBe(2);
      const done = (await second.client.callTool({
        name: 'undo_operation',
        arguments: { plan_id: PLAN, confirmation: field(preview, 'confirmation') },
      })) as Structured;
      expect(field(done, 'status')).toBe('applied');
      expect(categories(ynab.fake)).toEqual([null, null]);
    } finally {
      await second.close();
    }
  });

  it('leaves a pending creation without ids, whose undo finds the transaction by what was sent, and deletes it alone', async () => {
    const journal = join(mkdtempSync(join(tmpdir(), 'avenir-crash-')), 'journal.jsonl');
    const env = ynab.env({ AVENIR_MCP_WRITE: '1', AVENIR_MCP_JOURNAL: journal });
    const CREATE = {
      plan_id: PLAN,
      account_id: 'acc-checking',
      transactions: [{ date: '2026-09-24', amount: -12, payee_name: 'Chez Lucie', memo: 'dinner' }],
    };
    const lucie = () =>
      ynab.fake
        .snapshot()
        .plans.find((p) => p.id === PLAN)!
        .transactions.filter((t) => !t.deleted && t.payee_name === 'Chez Lucie' && t.amount === -12000);
    const before = lucie().map((t) => t.id);
    const first = await connectStdio({ era: 'legacy', env });
    const code = field((await first.client.callTool({ name: 'create_transactions', arguments: CREATE })) as Structured, 'confirmation');
    ynab.fake.addFault({ method: 'POST', path: `/plans/${PLAN}/transactions`, holdAnswerMs: 20_000 });
    void first.client.callTool({ name: 'create_transactions', arguments: { ...CREATE, confirmation: code } }).catch(() => undefined);
    await until(() => ynab.fake.log.some((r) => r.method === 'POST'), 'the POST to reach YNAB');
    process.kill(first.pid!, 'SIGKILL');
    await first.close().catch(() => undefined);
    ynab.fake.clearFaults();
    const created = lucie().filter((t) => !before.includes(t.id));
    expect(created).toHaveLength(1);
    expect(readFileSync(journal, 'utf8')).not.toContain('dinner');

    const second = await connectStdio({ era: 'legacy', env });
    try {
      const preview = (await second.client.callTool({ name: 'undo_operation', arguments: { plan_id: PLAN } })) as Structured;
      expect(field(preview, 'preview')).toBe('Undo: delete 1 transaction(s) created on Checking?\n- 2026-09-24 Chez Lucie -12.00');
      const done = (await second.client.callTool({
        name: 'undo_operation',
        arguments: { plan_id: PLAN, confirmation: field(preview, 'confirmation') },
      })) as Structured;
      expect(field(done, 'status')).toBe('applied');
      expect(lucie().map((t) => t.id)).toEqual(before);
    } finally {
      await second.close();
    }
  });
});

describe('the write-ahead rule and code lifetime, in process', () => {
  it('refuses to write when the journal cannot be written, sending nothing to YNAB', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'avenir-unwritable-'));
    writeFileSync(join(dir, 'not-a-folder'), '');
    const session = await connectInProcess({ env: { AVENIR_MCP_WRITE: '1' }, journalPath: join(dir, 'not-a-folder', 'journal.jsonl') });
    try {
      const code = field((await session.client.callTool({ name: 'apply_categories', arguments: ASSIGN })) as Structured, 'confirmation');
      session.fake.resetLog();
      const r = await session.client.callTool({ name: 'apply_categories', arguments: { ...ASSIGN, confirmation: code } });
      expect(r.isError).toBe(true);
      expect(textOf(r)).toMatch(/^Error calling tool 'apply_categories': The change was NOT made because it could not be journaled/);
      expect(session.fake.log.filter((l) => l.method === 'PATCH')).toEqual([]);
      expect(categories(session.fake)).toEqual([null, null]);
    } finally {
      await session.close();
    }
    expect(existsSync(join(dir, 'not-a-folder', 'journal.jsonl'))).toBe(false);
  });

  it('refuses a code after its 600 seconds, on the monotonic clock', async () => {
    let now = 1_000;
    const session = await connectInProcess({ env: { AVENIR_MCP_WRITE: '1' }, clock: { now: () => now } });
    try {
      const code = field((await session.client.callTool({ name: 'apply_categories', arguments: ASSIGN })) as Structured, 'confirmation');
      now += 600_000;
      const r = await session.client.callTool({ name: 'apply_categories', arguments: { ...ASSIGN, confirmation: code } });
      expect(textOf(r)).toMatch(/^This confirmation code is unknown, expired/);
      const fresh = field((await session.client.callTool({ name: 'apply_categories', arguments: ASSIGN })) as Structured, 'confirmation');
      now += 599_999;
      const ok = (await session.client.callTool({ name: 'apply_categories', arguments: { ...ASSIGN, confirmation: fresh } })) as Structured;
      expect(field(ok, 'status')).toBe('applied');
    } finally {
      await session.close();
    }
  });
});
