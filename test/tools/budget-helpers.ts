// Helpers for the in-process tests of write tools: a session with its own journal file (or a given one, over
// a given fake), a call that returns the result and its request count, the fake's figures of a category, and
// transactions added to the demo plan with the reads of transactions the fake served.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { demoPlan } from '../../src/fake-ynab/demo-plan/plan.ts';
import type { FakeYnab } from '../../src/fake-ynab/fake-ynab.ts';
import type { DemoTransaction } from '../../src/fake-ynab/model/plan-types.ts';
import { REQUESTS_META } from '../../src/mcp/run-tool.ts';
import type { RegistryEntry } from '../../src/mcp/tool-definition.ts';
import { callTool, textOf } from '../helpers/calls.ts';
import { connectInProcess, type InProcessSession } from '../helpers/in-process.ts';

export interface Session extends InProcessSession {
  journal: string;
  /** Questions the client was asked (when it can ask). */
  asked: string[];
}

/**
 * Writes on; `answer` set: the client can ask and answers so; otherwise it cannot ask (code path). `on` puts
 * the server over a given fake and journal file, as a later run of the server on the same machine.
 */
export async function session(
  answer?: 'accept' | 'decline',
  registry?: readonly RegistryEntry[],
  on: { fake?: FakeYnab; journal?: string } = {},
): Promise<Session> {
  const journal = on.journal ?? join(mkdtempSync(join(tmpdir(), 'avenir-budget-')), 'journal.jsonl');
  const asked: string[] = [];
  const s = await connectInProcess({
    env: { AVENIR_MCP_WRITE: '1' },
    journalPath: journal,
    ...(registry ? { registry } : {}),
    ...(on.fake ? { fake: on.fake } : {}),
    ...(answer
      ? {
          elicit: (message: string) => {
            asked.push(message);
            return answer === 'accept' ? { action: 'accept' as const, content: { value: true } } : { action: 'decline' as const };
          },
        }
      : {}),
  });
  return { ...s, journal, asked };
}

export interface Call {
  isError: boolean;
  text: string;
  result: Record<string, unknown>;
  requests: number;
  /** Requests the fake served, as "METHOD path". */
  sent: string[];
}

/**
 * One call from a clean request log. The count in _meta must equal what the fake served, except after an
 * in-call question (the legacy path runs the handler again and counts only that run); a result refused by
 * the input schema carries no count and sent nothing.
 */
export async function call(s: Session, name: string, args: Record<string, unknown>): Promise<Call> {
  s.asked.length = 0;
  const r = await callTool(s, name, args);
  const requests = (r._meta?.[REQUESTS_META] as number | undefined) ?? 0;
  if (s.asked.length === 0) expect(requests).toBe(s.fake.requestCount);
  return {
    isError: r.isError === true,
    text: textOf(r),
    result: (r.structuredContent ?? {}) as Record<string, unknown>,
    requests,
    sent: s.fake.log.map((l) => `${l.method} ${l.path}`),
  };
}

/** A category's figures for a month on the fake, in milliunits. */
export function figures(fake: FakeYnab, categoryId: string, month = '2026-09-01'): { budgeted: number; balance: number } {
  const plan = fake.snapshot().plans.find((p) => p.id === 'demo-budget')!;
  const c = plan.months.find((m) => m.month === month)!.categories.find((x) => x.id === categoryId)!;
  return { budgeted: c.budgeted, balance: c.balance };
}

/** Sets a category's assigned amount behind the server's back. */
export function assign(fake: FakeYnab, categoryId: string, budgeted: number, month = '2026-09-01'): void {
  fake.mutate('demo-budget', (plan) => {
    plan.months.find((m) => m.month === month)!.budgeted[categoryId] = budgeted;
  });
}

/** The journal's lines, parsed. */
export function journalLines(path: string): Record<string, unknown>[] {
  let text = '';
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return [];
  }
  return text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

/** A transaction of the demo plan's shape: Checking's tx-031 under another id and these fields, not imported. */
export const demoTransaction = (id: string, fields: Partial<DemoTransaction>): DemoTransaction => ({
  ...demoPlan().transactions.find((t) => t.id === 'tx-031')!,
  id,
  import_id: null,
  import_payee_name: null,
  import_payee_name_original: null,
  ...fields,
});

/**
 * A transfer of `milli` out of Checking into `account` (acc-…), both sides: tx-`n` in Checking, nw-`n` in
 * `account`, each with the transfer payee named for the other account.
 */
export const transferFromChecking = (n: number, date: string, milli: number, account: string): DemoTransaction[] => [
  demoTransaction(`tx-${n}`, {
    date,
    amount: -milli,
    payee_id: `pay-tr-${account.slice('acc-'.length)}`,
    category_id: null,
    transfer_account_id: account,
    transfer_transaction_id: `nw-${n}`,
  }),
  demoTransaction(`nw-${n}`, {
    date,
    amount: milli,
    account_id: account,
    payee_id: 'pay-tr-checking',
    category_id: null,
    transfer_account_id: 'acc-checking',
    transfer_transaction_id: `tx-${n}`,
  }),
];

/** Adds transactions to the fake's demo plan. */
export const addTransactions = (fake: FakeYnab, ...transactions: DemoTransaction[]) =>
  fake.mutate('demo-budget', (plan) => void plan.transactions.push(...transactions));

/** The since_date of each read of the demo plan's transactions the fake served. */
export const transactionReads = (fake: FakeYnab): (string | null)[] =>
  fake.log
    .filter((l) => l.method === 'GET' && l.path === '/plans/demo-budget/transactions')
    .map((l) => new URLSearchParams(l.query).get('since_date'));
