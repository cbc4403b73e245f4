// The real server over stdio (official client, writes on, no elicitation: a confirmed write can only answer
// confirmation_required or refuse) against a loopback fake serving the demo plan and another plan. Each call
// is judged (judge.ts) and checked for writes: only approve_transactions and import_transactions may write,
// and only what their arguments ask. The server counts its requests against YNAB's hourly pace (180 in a
// rolling hour, src/ynab/pacing.ts), which fuzzing would exhaust: before the budget runs out the process
// is checked alive and replaced, so every answer comes from a server that can still talk to YNAB.
import { isDeepStrictEqual } from 'node:util';
import { definitions } from '../../generated/registry.ts';
import type { NewTransaction } from '../../src/fake-ynab/model/api-types.ts';
import { FakeYnab, type FakeSnapshot } from '../../src/fake-ynab/fake-ynab.ts';
import { serveFakeYnab, type FakeYnabServer } from '../../src/fake-ynab/http.ts';
import { demoPlan } from '../../src/fake-ynab/demo-plan/plan.ts';
import type { ToolDefinition } from '../../src/mcp/tool-definition.ts';
import { connectStdio, type Era, type StdioSession } from '../helpers/stdio-client.ts';
import { OTHER_PLAN_ID } from './fuzz-args.ts';
import { callAndJudge, type Verdict } from './judge.ts';
import { otherPlan } from './other-plan.ts';

const TOKEN = 'fuzz-token-5d1e';
/** Requests one process may send before it is replaced (the pace allows 180; a call sends at most a few). */
const REQUEST_BUDGET = 150;
const PACED = /requests to YNAB in the past hour|hourly request quota/;

export interface FuzzServer {
  fake: FakeYnab;
  call(definition: ToolDefinition, args: unknown): Promise<Verdict>;
  /** Verdict kinds so far, for the report. */
  tally: Record<string, number>;
  /** Processes started (more than one when the request budget ran out). */
  spawns: number;
  /** Retires the current process (still answering, token never logged), then checks the fake saw only spec-valid requests. */
  close(): Promise<void>;
}

export async function startFuzzServer(era: Era): Promise<FuzzServer> {
  const fake = new FakeYnab({ plans: [demoPlan(), otherPlan()], today: '2026-09-25' });
  const http = await serveFakeYnab(fake);
  refillImports(fake);
  const transportErrors: string[] = [];
  let session = await spawn(http, era, transportErrors);
  let spawnedAt = fake.log.length;
  const tally: Record<string, number> = {};
  const server: FuzzServer = {
    fake,
    tally,
    spawns: 1,
    async call(definition, args) {
      if (fake.log.length - spawnedAt >= REQUEST_BUDGET) {
        await retire(session);
        session = await spawn(http, era, transportErrors);
        spawnedAt = fake.log.length;
        server.spawns += 1;
      }
      const verdict = await judgedCall(fake, session, definition, args);
      const key = verdict.kind === 'tool_error' && verdict.text.startsWith('Input validation error') ? 'schema_refused' : verdict.kind;
      tally[key] = (tally[key] ?? 0) + 1;
      if (transportErrors.length > 0) return { kind: 'problem', problem: `the client's transport reported: ${transportErrors.join('; ')}` };
      return verdict;
    },
    async close() {
      try {
        await retire(session);
      } finally {
        await http.close();
      }
      if (fake.specViolations.length > 0) throw new Error(`requests outside the OpenAPI spec:\n${fake.specViolations.join('\n')}`);
    },
  };
  return server;
}

async function spawn(http: FakeYnabServer, era: Era, transportErrors: string[]): Promise<StdioSession> {
  const env = { YNAB_API_KEY: TOKEN, AVENIR_MCP_YNAB_URL: http.url, AVENIR_MCP_TODAY: '2026-09-25', AVENIR_MCP_WRITE: '1' };
  const session = await connectStdio({ era, env });
  // A line on stdout that is not a JSON-RPC message reaches the client as a transport error.
  session.client.onerror = (error) => transportErrors.push(`${error.name}: ${error.message}`.slice(0, 300));
  // Without listTools the client would not check structuredContent against the output schemas.
  await session.client.listTools();
  return session;
}

/** Checks a process still answers tools/list and never logged the token, then closes it. */
async function retire(session: StdioSession): Promise<void> {
  try {
    const listed = await session.client.listTools();
    if (listed.tools.length !== definitions.length) throw new Error(`tools/list answered ${listed.tools.length} tools`);
    if (session.pid !== null) process.kill(session.pid, 0);
    if (session.stderr().includes(TOKEN)) throw new Error('the token appeared on stderr');
  } finally {
    await session.close();
  }
}

async function judgedCall(fake: FakeYnab, session: StdioSession, definition: ToolDefinition, args: unknown): Promise<Verdict> {
  const immediate = definition.confirmation === 'immediate';
  const logged = fake.log.length;
  const before = immediate ? fake.snapshot() : undefined;
  const verdict = await callAndJudge(session.client, definition, args);
  if (verdict.kind === 'problem') return verdict;
  if (verdict.kind === 'tool_error' && PACED.test(verdict.text)) {
    return { kind: 'problem', problem: 'the server ran into its hourly pace: lower REQUEST_BUDGET in fuzz-server.ts' };
  }
  const writes = fake.log.slice(logged).filter((r) => r.method !== 'GET');
  if (!immediate) {
    return writes.length === 0
      ? verdict
      : { kind: 'problem', problem: `a write reached YNAB: ${writes.map((w) => `${w.method} ${w.path}`).join(', ')}` };
  }
  const named = typeof args === 'object' && args !== null && !Array.isArray(args) ? (args as Record<string, unknown>) : {};
  const problem = checkImmediate(definition.name, named, verdict, before!, fake.snapshot());
  if (definition.name === 'import_transactions') refillImports(fake);
  return problem === undefined ? verdict : { kind: 'problem', problem };
}

/** The plan a call's plan_id names ('last-used' is the demo plan here). */
const planOf = (args: Record<string, unknown>) => (args.plan_id === 'last-used' ? 'demo-budget' : args.plan_id);

/** What approve_transactions and import_transactions may have changed: only what the arguments ask. */
function checkImmediate(
  tool: string,
  args: Record<string, unknown>,
  verdict: Verdict,
  before: FakeSnapshot,
  after: FakeSnapshot,
): string | undefined {
  const target = planOf(args);
  for (const old of before.plans) {
    const now = after.plans.find((p) => p.id === old.id)!;
    const { transactions: oldTx, payees: oldPayees, ...oldRest } = old.data;
    const { transactions: newTx, payees: newPayees, ...newRest } = now.data;
    const changed = newTx.filter(
      (t) =>
        !isDeepStrictEqual(
          t,
          oldTx.find((o) => o.id === t.id),
        ),
    );
    if (old.id !== target || verdict.kind !== 'ok') {
      if (!isDeepStrictEqual(old.data, now.data))
        return `${tool} changed plan ${old.id} (named ${String(args.plan_id)}, answer ${verdict.kind})`;
      continue;
    }
    if (!isDeepStrictEqual(oldRest, newRest)) return `${tool} changed more than transactions in ${old.id}`;
    if (newPayees.length < oldPayees.length || oldPayees.some((p, i) => !isDeepStrictEqual(p, newPayees[i])))
      return `${tool} changed a payee`;
    const structured = (verdict as { structured: Record<string, unknown> }).structured;
    if (tool === 'approve_transactions') {
      if (newPayees.length !== oldPayees.length) return 'approve_transactions created a payee';
      const asked = new Set(args.tx_ids as string[]);
      for (const t of changed) {
        const o = oldTx.find((x) => x.id === t.id);
        if (o === undefined || !asked.has(t.id)) return `approve_transactions changed ${t.id}, which it was not given`;
        if (!isDeepStrictEqual({ ...o, approved: true }, t)) return `approve_transactions changed more than "approved" on ${t.id}`;
      }
      if (structured.approved !== changed.length + oldTx.filter((t) => asked.has(t.id) && t.approved).length) {
        return `approve_transactions answered approved=${String(structured.approved)} but ${changed.length} changed`;
      }
    } else {
      const queued = old.import_queue;
      const created = changed.filter((t) => !oldTx.some((o) => o.id === t.id));
      if (created.length !== changed.length) return 'import_transactions changed an existing transaction';
      const matches = (t: (typeof created)[number], q: NewTransaction) =>
        t.account_id === q.account_id && t.date === q.date && t.amount === q.amount;
      if (created.length !== queued.length || created.some((t) => !queued.some((q) => matches(t, q)))) {
        return `import_transactions created ${created.length} transactions for ${queued.length} queued`;
      }
      if (!isDeepStrictEqual([...(structured.transaction_ids as string[])].sort(), created.map((t) => t.id).sort())) {
        return 'import_transactions answered other ids than it created';
      }
    }
  }
  return undefined;
}

let importSerial = 0;
/** Keeps two bank transactions waiting for each plan, so an import always has something to bring. */
function refillImports(fake: FakeYnab): void {
  for (const plan of fake.snapshot().plans) {
    if (plan.import_queue.length > 0) continue;
    const account = plan.id === OTHER_PLAN_ID ? 'o-acc-checking' : 'acc-checking';
    const item = (): NewTransaction => ({
      account_id: account,
      date: '2026-09-24',
      amount: -1000 * ++importSerial,
      payee_name: `BANK LINE ${importSerial}`,
    });
    fake.queueImport(plan.id, [item(), item()]);
  }
}
