// Fault runs' harness: a confirmed write made either through the real server over stdio with the code path
// (call, confirmation code, call again with it) or in process by a client that answers the question; the
// journal read back line by line; and whether an entry's change is in the fake, decided from the entry.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FakeYnab, type FakeSnapshot } from '../../src/fake-ynab/fake-ynab.ts';
import { serveFakeYnab } from '../../src/fake-ynab/http.ts';
import { textOf, type ToolResult } from '../helpers/calls.ts';
import { connectInProcess } from '../helpers/in-process.ts';
import { connectStdio } from '../helpers/stdio-client.ts';

export type Way = 'code' | 'elicit';
export const WAYS: Record<Way, string> = {
  code: 'over stdio with a confirmation code',
  elicit: 'in process, the client answering the question',
};

export interface Harness {
  way: Way;
  fake: FakeYnab;
  journal: string;
  call(tool: string, args: Record<string, unknown>): Promise<ToolResult & { text: string }>;
  /** The write as a user who agrees makes it; `arm` runs just before the call that applies it. */
  confirmed(tool: string, args: Record<string, unknown>, arm?: () => void): Promise<ToolResult & { text: string }>;
  close(): Promise<void>;
}

export async function harness(way: Way): Promise<Harness> {
  const fake = new FakeYnab({ today: '2026-09-25' });
  const journal = join(mkdtempSync(join(tmpdir(), 'avenir-faults-')), 'journal.jsonl');
  let raw: (tool: string, args: Record<string, unknown>) => Promise<ToolResult>;
  let close: () => Promise<void>;
  if (way === 'code') {
    const http = await serveFakeYnab(fake);
    const env = {
      YNAB_API_KEY: 'faults',
      AVENIR_MCP_YNAB_URL: http.url,
      AVENIR_MCP_TODAY: '2026-09-25',
      AVENIR_MCP_WRITE: '1',
      AVENIR_MCP_JOURNAL: journal,
    };
    const session = await connectStdio({ era: 'legacy', env });
    raw = async (tool, args) => (await session.client.callTool({ name: tool, arguments: args })) as ToolResult;
    close = async () => {
      await session.close();
      await http.close();
      if (fake.specViolations.length > 0) throw new Error(`requests outside the OpenAPI spec:\n${fake.specViolations.join('\n')}`);
    };
  } else {
    const session = await connectInProcess({
      era: 'modern',
      fake,
      env: { AVENIR_MCP_WRITE: '1' },
      journalPath: journal,
      // Retries at once: what is retried, and how often, is the subject here, not the backoff (sender.test.ts).
      ynabTiming: { random: () => 0 },
      elicit: () => ({ action: 'accept', content: { value: true } }),
    });
    raw = async (tool, args) => (await session.client.callTool({ name: tool, arguments: args })) as ToolResult;
    close = () => session.close();
  }
  const call = async (tool: string, args: Record<string, unknown>) => {
    const result = await raw(tool, args);
    return { ...result, text: textOf(result) };
  };
  return {
    way,
    fake,
    journal,
    call,
    async confirmed(tool, args, arm) {
      if (way === 'elicit') {
        arm?.();
        return call(tool, args);
      }
      const preview = await call(tool, args);
      if (preview.structuredContent?.status !== 'confirmation_required') return preview;
      arm?.();
      return call(tool, { ...args, confirmation: preview.structuredContent.confirmation });
    },
    close,
  };
}

export type Outcome = 'applied' | 'failed' | 'unknown' | 'pending';

export interface Operation {
  operation_id: string;
  kind: string;
  moves?: { transaction_id: string; to_category_id: string | null }[];
  details?: Record<string, unknown>;
  outcome: Outcome;
}

/** The journal's operations with their settlement, read independently of src/journal. */
export function operations(journal: string): Operation[] {
  if (!existsSync(journal)) return [];
  const lines = readFileSync(journal, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  const settled = new Map(lines.filter((l) => typeof l.settled === 'string').map((l) => [l.settled as string, l]));
  return lines
    .filter((l) => typeof l.operation_id === 'string')
    .map((l) => {
      const settlement = settled.get(l.operation_id as string);
      return {
        ...(l as unknown as Operation),
        details: { ...(l.details as Record<string, unknown> | undefined), ...(settlement?.details as Record<string, unknown> | undefined) },
        outcome: (settlement?.outcome as Outcome | undefined) ?? 'pending',
      };
    });
}

export type Presence = 'all' | 'none' | 'partial';

const presence = (flags: boolean[]): Presence => (flags.every(Boolean) ? 'all' : flags.some(Boolean) ? 'partial' : 'none');

/**
 * Whether the change an entry records is in the fake, read from the entry alone. A `create` whose answer was
 * lost has no ids: `createdLike` counts the live transactions that look like what it sent.
 */
export function presenceOf(op: Operation, snapshot: FakeSnapshot, createdLike?: () => number): Presence {
  const plan = snapshot.plans.find((p) => p.id === 'demo-budget')!;
  const budgeted = (month: unknown, category: unknown) =>
    plan.months.find((m) => m.month === month)?.categories.find((c) => c.id === category)?.budgeted;
  const d = op.details ?? {};
  switch (op.kind) {
    case 'categorize':
      return presence(
        (op.moves ?? []).map((m) => plan.data.transactions.find((t) => t.id === m.transaction_id)?.category_id === m.to_category_id),
      );
    case 'budget':
      return presence([budgeted(d.month, d.category_id) === d.to]);
    case 'move':
      return presence((d.changes as { category_id: string; to: number }[]).map((c) => budgeted(d.month, c.category_id) === c.to));
    case 'payee':
      return presence([plan.payees.find((p) => p.id === d.payee_id)?.name === d.to]);
    case 'create': {
      const ids = d.transaction_ids as string[] | undefined;
      if (ids !== undefined) return presence(ids.map((id) => plan.transactions.some((t) => t.id === id && !t.deleted)));
      if (createdLike === undefined) throw new Error('a create entry without ids needs createdLike');
      return createdLike() === 0 ? 'none' : 'all';
    }
    default:
      throw new Error(`no presence check for kind ${op.kind}`);
  }
}
