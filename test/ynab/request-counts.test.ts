// Each tool's YNAB requests, pinned (issue #31: requests, not times): its docs example on a fresh demo plan,
// cold (nothing held), again at once on the same server (within AVENIR_MCP_FRESH_SECONDS), and for a
// confirmed write the confirming call with the code; then a categorisation right after another. A count
// that rises fails here; one that falls is recorded by running this file with AVENIR_UPDATE_REQUEST_COUNTS=1
// (the table in test/snapshots/request-counts.json is then rewritten and reviewed like code).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultContext, loadModel } from '../../codegen/index.ts';
import { REQUESTS_META } from '../../src/mcp/run-tool.ts';
import { connectInProcess, type InProcessSession } from '../helpers/in-process.ts';
import { ROOT } from '../helpers/paths.ts';

const TABLE = join(ROOT, 'test', 'snapshots', 'request-counts.json');
const ENV = { AVENIR_MCP_WRITE: '1', AVENIR_MCP_FRESH_SECONDS: '300' };

interface Counts {
  cold: number;
  again: number;
  /** The confirming call with the preview's code (confirmed writes). */
  confirmed?: number;
}

type Result = Awaited<ReturnType<InProcessSession['client']['callTool']>>;
const requestsOf = (r: Result): number => r._meta?.[REQUESTS_META] as number;
const codeOf = (r: Result): string | undefined =>
  (r.structuredContent as { confirmation?: string | null } | undefined)?.confirmation ?? undefined;

async function call(s: InProcessSession, name: string, args: Record<string, unknown>): Promise<Result> {
  const r = await s.client.callTool({ name, arguments: args });
  if (r.isError) throw new Error(`${name} failed: ${JSON.stringify(r.content)}`);
  return r;
}

/** A preview, then its code passed back: the requests of each. */
async function confirmed(s: InProcessSession, name: string, args: Record<string, unknown>): Promise<[number, number]> {
  const preview = await call(s, name, args);
  const code = codeOf(preview);
  if (code === undefined) throw new Error(`${name} answered no code`);
  return [requestsOf(preview), requestsOf(await call(s, name, { ...args, confirmation: code }))];
}

async function measure(): Promise<Record<string, Counts | number[]>> {
  const model = await loadModel(defaultContext(ROOT));
  const table: Record<string, Counts | number[]> = {};
  for (const tool of model.tools) {
    const s = await connectInProcess({ env: ENV });
    try {
      for (const step of tool.example.setup ?? []) {
        const r = await call(s, step.tool, step.arguments);
        const code = codeOf(r);
        if (code !== undefined) await call(s, step.tool, { ...step.arguments, confirmation: code });
      }
      const first = await call(s, tool.name, tool.example.arguments);
      const code = codeOf(first);
      const again = await call(s, tool.name, tool.example.arguments);
      table[tool.name] = {
        cold: requestsOf(first),
        again: requestsOf(again),
        ...(code === undefined
          ? {}
          : { confirmed: requestsOf(await call(s, tool.name, { ...tool.example.arguments, confirmation: codeOf(again) })) }),
      };
    } finally {
      await s.close();
    }
  }
  // Two categorisations in a row (preview, confirmed; preview, confirmed): the second costs its check and its PATCH.
  const s = await connectInProcess({ env: ENV });
  try {
    const categorise = (ids: string[]) => ({
      plan_id: 'demo-budget',
      assignments: ids.map((transaction_id) => ({ transaction_id, category_id: 'cat-groceries' })),
    });
    table['apply_categories, twice in a row'] = [
      ...(await confirmed(s, 'apply_categories', categorise(['tx-048', 'tx-049']))),
      ...(await confirmed(s, 'apply_categories', categorise(['tx-046', 'tx-047']))),
    ];
  } finally {
    await s.close();
  }
  return table;
}

/** Whether any count pinned before is higher now (a number, or one of a row's numbers). */
function rose(pinned: Record<string, unknown>, measured: Record<string, unknown>): boolean {
  const numbers = (row: unknown): number[] => (typeof row === 'number' ? [row] : Object.values(row ?? {}).flatMap(numbers));
  return Object.entries(pinned).some(([key, row]) => {
    const before = numbers(row);
    const now = numbers(measured[key]);
    return now.length !== before.length || now.some((n, i) => n > before[i]!);
  });
}

describe("each tool's YNAB requests on the demo plan", () => {
  it('are those of the table: cold, again at once, and confirmed', async () => {
    const measured = await measure();
    const pinned = JSON.parse(readFileSync(TABLE, 'utf8')) as Record<string, unknown>;
    // Recorded only when nothing rose: a new tool, or counts that fell.
    if (process.env.AVENIR_UPDATE_REQUEST_COUNTS === '1' && !rose(pinned, measured))
      writeFileSync(TABLE, `${JSON.stringify(measured, null, 2)}\n`);
    else expect(measured).toEqual(pinned);
  });
});
