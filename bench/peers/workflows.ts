// The side-by-side table: the three servers (avenir-mcp and the two published peers, devDependencies),
// how each is started against the fake, and each one's tool and arguments for the five workflows of
// issue #15 (W1 accounts, W2 one payee over a year, W3 the pending review, W4 the month summary, W5
// categorise two transactions). A workflow a server has no tool for is absent from its row.
import { avenirEnv } from '../measure.ts';

export type ServerId = 'avenir' | 'oliverames' | 'ynab-mcp-server';
export type WorkflowId = 'W1' | 'W2' | 'W3' | 'W4' | 'W5';

/** What a use of a workflow is about: the same meaning for every server. */
export interface UseContext {
  planId: string;
  /** One year ending today: since (today − 1 year + 1 day) … until (today). */
  since: string;
  until: string;
  /** The current month, YYYY-MM-01. */
  month: string;
  /** The merchant W2 looks for, as a person would type it. */
  payee: string;
  /** W5: the two pending transactions to categorise, and the category they get. */
  pair: readonly [string, string];
  categoryId: string;
  /** The bank label of the newest pending transaction: every pending review shows it. */
  newestPendingPayee: string;
}

export interface Answer {
  text: string;
  structured: Record<string, unknown> | undefined;
}

export interface Call {
  tool: string;
  /** Arguments, or arguments built from the previous call's answer (avenir's confirmation code). */
  args: Record<string, unknown> | ((previous: Answer) => Record<string, unknown>);
}

export interface ServerSpec {
  id: ServerId;
  /** Package and version, as the report names it. */
  label: string;
  /** The server's entry, relative to the project root. */
  entry: string;
  /** Files under bench/peers/ given to `node --import`, in order. */
  preloads: readonly string[];
  /** Environment beyond the client's default one; `fake` is the fake's /v1 URL, `home` a scratch directory. */
  env(o: { fake: string; home: string; planId: string; today: string; journal: string }): Record<string, string>;
  /** Why the server is started the way it is, for docs/performance.md. */
  how: string;
}

export const SERVERS: readonly ServerSpec[] = [
  {
    id: 'avenir',
    label: 'avenir-mcp',
    entry: 'dist/src/server.js',
    preloads: [],
    // The scratch folder of this start holds its replica: none from an earlier run (a restart reuses it).
    env: (o) => avenirEnv({ url: o.fake, today: o.today, journal: o.journal }, true, o.home),
    how: '`node dist/src/server.js` with `AVENIR_MCP_YNAB_URL` (the fake), `AVENIR_MCP_TODAY`, `AVENIR_MCP_WRITE=1`; no preload.',
  },
  {
    id: 'oliverames',
    label: '@oliverames/mcp-server-for-ynab 5.4.0',
    entry: 'node_modules/@oliverames/mcp-server-for-ynab/index.js',
    preloads: ['preload.ts', 'ynab41-transactions.ts'],
    env: (o) => ({
      YNAB_API_TOKEN: 'bench-token',
      YNAB_BUDGET_ID: o.planId,
      YNAB_ALLOW_WRITES: '1',
      HOME: o.home,
      AVENIR_BENCH_FAKE_URL: o.fake,
      AVENIR_BENCH_TODAY: o.today,
    }),
    how:
      '`node --import bench/peers/preload.ts --import bench/peers/ynab41-transactions.ts …/index.js` with `YNAB_API_TOKEN`, `YNAB_BUDGET_ID`, ' +
      '`YNAB_ALLOW_WRITES=1`, `HOME` a scratch directory (its undo journal and config lookups). It asks for the `ynab` SDK ^4.5.0, which the ' +
      "registry does not have: package.json's `overrides` gives it 4.1.0, whose `getTransactions` takes its arguments in another order, so " +
      "the second preload reads that one call in 4.5's order (without it, its review sends `last_knowledge_of_server=unapproved`).",
  },
  {
    id: 'ynab-mcp-server',
    label: 'ynab-mcp-server 0.1.2',
    entry: 'node_modules/ynab-mcp-server/dist/index.js',
    preloads: ['preload.ts'],
    env: (o) => ({
      YNAB_API_TOKEN: 'bench-token',
      YNAB_BUDGET_ID: o.planId,
      HOME: o.home,
      AVENIR_BENCH_FAKE_URL: o.fake,
      AVENIR_BENCH_TODAY: o.today,
    }),
    how:
      '`node --import bench/peers/preload.ts …/dist/index.js` with `YNAB_API_TOKEN`, `YNAB_BUDGET_ID`, in a scratch directory (its framework ' +
      'writes `logs/` there). Its `ynab` SDK 2.10 calls the deprecated `/budgets/…` paths: the preload maps them to `/plans/…` and renames ' +
      '`plans`/`plan`/`default_plan` back to the budget words in those answers. Its writes are always on.',
  },
];

export interface Workflow {
  id: WorkflowId;
  label: string;
  /** Text every answer must hold (an error string, or an empty answer, would not). */
  expect(c: UseContext): string;
  /** Changes the plan: the bench restores the fake after each sample. */
  writes: boolean;
  calls: Partial<Record<ServerId, (c: UseContext) => Call[]>>;
  /** Unmeasured calls just before the second use: what a person does first (W5: the review it categorises from). */
  before?: Partial<Record<ServerId, (c: UseContext) => Call[]>>;
}

const assignments = (c: UseContext) => c.pair.map((transaction_id) => ({ transaction_id, category_id: c.categoryId }));

export const WORKFLOWS: readonly Workflow[] = [
  {
    id: 'W1',
    label: 'account list',
    expect: () => 'Checking',
    writes: false,
    calls: {
      avenir: (c) => [{ tool: 'list_accounts', args: { plan_id: c.planId } }],
      oliverames: () => [{ tool: 'list_accounts', args: {} }],
    },
  },
  {
    id: 'W2',
    label: 'one payee’s transactions over a year',
    expect: (c) => c.payee.toUpperCase(),
    writes: false,
    calls: {
      avenir: (c) => [{ tool: 'find_transactions', args: { plan_id: c.planId, since_date: c.since, until_date: c.until, payee: c.payee } }],
      oliverames: (c) => [{ tool: 'search_transactions', args: { query: c.payee, sinceDate: c.since, untilDate: c.until } }],
    },
  },
  {
    id: 'W3',
    label: 'pending review (first page)',
    expect: (c) => c.newestPendingPayee,
    writes: false,
    calls: {
      avenir: (c) => [{ tool: 'suggest_categories', args: { plan_id: c.planId } }],
      oliverames: () => [{ tool: 'review_unapproved', args: {} }],
      'ynab-mcp-server': () => [{ tool: 'get_unapproved_transactions', args: {} }],
    },
  },
  {
    id: 'W4',
    label: 'month summary',
    expect: (c) => c.month.slice(0, 7),
    writes: false,
    calls: {
      avenir: (c) => [{ tool: 'get_monthly_summary', args: { plan_id: c.planId, month: c.month } }],
      oliverames: (c) => [{ tool: 'get_month', args: { month: c.month } }],
      'ynab-mcp-server': (c) => [{ tool: 'budget_summary', args: { month: c.month } }],
    },
  },
  {
    id: 'W5',
    label: 'categorise 2 transactions',
    expect: (c) => c.pair[1],
    writes: true,
    calls: {
      // Preview, then apply with the code the preview gave (the bench's client cannot ask the user).
      avenir: (c) => [
        { tool: 'apply_categories', args: { plan_id: c.planId, assignments: assignments(c) } },
        {
          tool: 'apply_categories',
          args: (preview) => ({ plan_id: c.planId, assignments: assignments(c), confirmation: preview.structured?.confirmation }),
        },
      ],
      oliverames: (c) => [{ tool: 'update_transactions', args: { transactions: c.pair.map((id) => ({ id, categoryId: c.categoryId })) } }],
    },
    // The second pair is categorised as a person does it: from the pending review, just read.
    before: {
      avenir: (c) => [{ tool: 'suggest_categories', args: { plan_id: c.planId } }],
      oliverames: () => [{ tool: 'review_unapproved', args: {} }],
    },
  },
];

/** The calls of one server's workflow as the report shows them: `tool {args}` joined by " then ". */
export function describeCalls(calls: readonly Call[]): string {
  return calls
    .map((k) => `\`${k.tool}\` ${typeof k.args === 'function' ? '(same, with the preview’s confirmation code)' : JSON.stringify(k.args)}`)
    .join(' then ');
}
