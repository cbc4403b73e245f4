// Every confirmed tool (one case each; confirmed-cases.test.ts holds the list to the manifests) for the
// confirmation tests of issue #13: arguments that make a change on the
// demo plan, and a change to the fake that alters what the question shows of the plan but not the change
// confirmed (its subject, hence its fingerprint, stays the same).
import type { FakeYnab } from '../../src/fake-ynab/fake-ynab.ts';
import type { DemoPlan } from '../../src/fake-ynab/model/plan-types.ts';
import { REQUESTS_META } from '../../src/mcp/run-tool.ts';
import type { InProcessSession } from '../helpers/in-process.ts';
import { RECEIPT } from '../fixtures/demo-answers.ts';

export const PLAN = 'demo-budget';
export const WRITE = { AVENIR_MCP_WRITE: '1' };
export const BAD_CODE =
  'This confirmation code is unknown, expired, already used, or was issued for different changes. Call again without confirmation to get a new preview.';
export const PLAN_CHANGED = 'The plan changed between the preview and the answer. Call again without an answer to get a new preview.';
export const CODES_DISABLED =
  'Confirmation codes are disabled (AVENIR_MCP_REQUIRE_ELICITATION=1): call again without confirmation, and the user answers in the client.';

export type Result = { isError?: boolean; structuredContent?: Record<string, unknown>; content?: unknown; _meta?: Record<string, unknown> };

export interface ConfirmedCase {
  tool: string;
  args: Record<string, unknown>;
  /** Alters a value the question displays; the change confirmed stays the same. */
  change(fake: FakeYnab): void;
  /** What the call needs done first (undo_operation: an operation to undo); returns arguments to add. */
  setup?(s: InProcessSession): Promise<Record<string, unknown>>;
}

const edit = (fake: FakeYnab, change: (plan: DemoPlan) => void) => void fake.mutate(PLAN, change);
const category = (plan: DemoPlan, id: string) => plan.category_groups.flatMap((g) => g.categories).find((c) => c.id === id)!;
const transaction = (plan: DemoPlan, id: string) => plan.transactions.find((t) => t.id === id)!;
const assigned = (fake: FakeYnab, id: string, milli: number) =>
  edit(fake, (plan) => {
    plan.months.find((m) => m.month === '2026-09-01')!.budgeted[id] = milli;
  });

/** Calls `tool` and, when it answers with a code, calls again with it: the change applied either way. */
export async function applied(s: InProcessSession, tool: string, args: Record<string, unknown>): Promise<Record<string, unknown>> {
  let r = (await s.client.callTool({ name: tool, arguments: args })) as Result;
  if (r.structuredContent?.status === 'confirmation_required') {
    r = (await s.client.callTool({ name: tool, arguments: { ...args, confirmation: r.structuredContent.confirmation } })) as Result;
  }
  if (r.structuredContent?.status !== 'applied') throw new Error(`${tool} not applied: ${JSON.stringify(r)}`);
  return r.structuredContent;
}

/** The requests that would change the plan, as "METHOD path". */
export const writes = (fake: FakeYnab): string[] => fake.log.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.path}`);

export const requestsOf = (r: Result): unknown => r._meta?.[REQUESTS_META];

// The rules tools' cases (issue #32): the rule saved first, and a change to the category name its questions show.
const STREAMING_RULE = {
  name: 'Streaming',
  conditions: { payee: { contains: 'streamflix' } },
  actions: { category_id: 'cat-subscriptions' },
};
const saveStreaming = async (s: InProcessSession) => {
  await applied(s, 'save_rule', { plan_id: PLAN, rule: STREAMING_RULE });
  return {};
};
const renameSubscriptions = (fake: FakeYnab) =>
  edit(fake, (plan) => {
    category(plan, 'cat-subscriptions').name = 'Streaming and apps';
  });

export const CONFIRMED: readonly ConfirmedCase[] = [
  {
    tool: 'apply_categories',
    args: {
      plan_id: PLAN,
      assignments: [
        { transaction_id: 'tx-048', category_id: 'cat-groceries' },
        { transaction_id: 'tx-049', category_id: 'cat-transport' },
      ],
    },
    // The case: the previewed -8.40 without a category became -999.99 in Restaurants.
    change: (fake) =>
      edit(fake, (plan) => {
        Object.assign(transaction(plan, 'tx-048'), { amount: -999990, category_id: 'cat-restaurants' });
      }),
  },
  {
    tool: 'set_category_budget',
    args: { plan_id: PLAN, month: '2026-09-01', category_id: 'cat-restaurants', amount: 150 },
    // The question said 120.00 → 150.00.
    change: (fake) => assigned(fake, 'cat-restaurants', 130000),
  },
  {
    tool: 'move_money',
    args: { plan_id: PLAN, month: 'current', from_category_id: 'cat-tennis', to_category_id: 'cat-restaurants', amount: 30 },
    change: (fake) => assigned(fake, 'cat-tennis', 90000),
  },
  {
    tool: 'flag_transactions',
    args: { plan_id: PLAN, flags: [{ transaction_id: 'tx-050', color: 'red' }] },
    // The question said no flag → red.
    change: (fake) =>
      edit(fake, (plan) => {
        transaction(plan, 'tx-050').flag_color = 'blue';
      }),
  },
  {
    tool: 'review_transactions',
    args: { plan_id: PLAN, items: [{ transaction_id: 'tx-050', flag: 'red', memo: 'market' }] },
    // The question said flag: no flag → red; memo: no memo → “market”.
    change: (fake) =>
      edit(fake, (plan) => {
        transaction(plan, 'tx-050').flag_color = 'blue';
      }),
  },
  {
    tool: 'save_rule',
    args: { plan_id: PLAN, rule: STREAMING_RULE },
    // The question said "→ category Subscriptions".
    change: renameSubscriptions,
  },
  { tool: 'delete_rule', args: { plan_id: PLAN, name: 'Streaming' }, setup: saveStreaming, change: renameSubscriptions },
  // The question said "category: no category → Subscriptions".
  { tool: 'apply_rules', args: { plan_id: PLAN }, setup: saveStreaming, change: renameSubscriptions },
  {
    tool: 'set_category_target',
    args: { plan_id: PLAN, category_id: 'cat-holidays', amount: 1200, by_date: '2027-06-01' },
    change: (fake) =>
      edit(fake, (plan) => {
        category(plan, 'cat-holidays').name = 'Trips';
      }),
  },
  {
    tool: 'update_category',
    args: { plan_id: PLAN, category_id: 'cat-tennis', name: 'Sport' },
    change: (fake) =>
      edit(fake, (plan) => {
        plan.category_groups.find((g) => g.id === 'grp-fun')!.name = 'Leisure';
      }),
  },
  {
    tool: 'create_category',
    args: { plan_id: PLAN, category_group_id: 'grp-everyday', name: 'Pets' },
    change: (fake) =>
      edit(fake, (plan) => {
        plan.category_groups.find((g) => g.id === 'grp-everyday')!.name = 'Daily';
      }),
  },
  {
    tool: 'create_transactions',
    args: {
      plan_id: PLAN,
      account_id: 'acc-checking',
      transactions: [{ date: '2026-09-24', amount: -12, payee_name: 'Chez Lucie', category_id: 'cat-restaurants' }],
    },
    change: (fake) =>
      edit(fake, (plan) => {
        category(plan, 'cat-restaurants').name = 'Dining Out';
      }),
  },
  {
    tool: 'split_transaction',
    args: { plan_id: PLAN, transaction_id: 'tx-046', lines: RECEIPT },
    change: (fake) =>
      edit(fake, (plan) => {
        transaction(plan, 'tx-046').date = '2026-09-06';
      }),
  },
  {
    tool: 'reconcile_account',
    args: { plan_id: PLAN, account_id: 'acc-checking', bank_balance: 3799, adjust: true },
    change: (fake) =>
      edit(fake, (plan) => {
        plan.accounts.find((a) => a.id === 'acc-checking')!.name = 'Old checking';
      }),
  },
  {
    tool: 'apply_statement',
    args: { plan_id: PLAN, account_id: 'acc-checking', path: 'checking-2026-09.csv' },
    // The question names the account.
    change: (fake) =>
      edit(fake, (plan) => {
        plan.accounts.find((a) => a.id === 'acc-checking')!.name = 'Old checking';
      }),
  },
  {
    tool: 'rename_payee',
    args: { plan_id: PLAN, payee_id: 'pay-012', name: 'Market Fresh' },
    change: (fake) =>
      edit(fake, (plan) => {
        plan.payees.find((p) => p.id === 'pay-012')!.name = 'MARKET FRESH SA';
      }),
  },
  {
    tool: 'undo_operation',
    args: { plan_id: PLAN },
    // The undo question names the category: "Undo: budget Restaurants for 2026-09-01: 150.00 → 120.00?".
    setup: async (s) => ({
      operation_id: (
        await applied(s, 'set_category_budget', { plan_id: PLAN, month: '2026-09-01', category_id: 'cat-restaurants', amount: 150 })
      ).operation_id,
    }),
    change: (fake) =>
      edit(fake, (plan) => {
        category(plan, 'cat-restaurants').name = 'Dining Out';
      }),
  },
];
