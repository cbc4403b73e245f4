// Writes behind a gateway that forwards them to YNAB (the fake applies them) and then answers 500, 502 or 504,
// or answers so without forwarding, for every write family: the journal entry is settled `unknown`, not
// failed; the agent is told the change may have been applied, how to check and how to undo it; and
// undo_operation checks what YNAB holds and sets back only what was applied — nothing at all, and saying
// so, when the gateway never forwarded. A 4xx refusal still settles `failed`.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FakeYnab, type FakeSnapshot } from '../../src/fake-ynab/fake-ynab.ts';
import { serveFakeYnab } from '../../src/fake-ynab/http.ts';
import { gatewayProxy, type GatewayProxy, type GatewayRule } from '../helpers/gateway-proxy.ts';
import { connectInProcess, textOf } from '../helpers/in-process.ts';
import { RECEIPT } from '../fixtures/demo-answers.ts';

const PLAN = 'demo-budget';
const STATUSES = [500, 502, 504] as const;
const TX = /^\/plans\/demo-budget\/transactions$/;
const MONTH_CATEGORY = (id: string) => new RegExp(`^/plans/demo-budget/months/2026-09-01/categories/${id}$`);
const NOT_APPLIED =
  'YNAB did not apply this operation (its answer had been an error or was lost), so there is nothing to undo and the undo touches nothing.';

type Result = { isError?: boolean; structuredContent?: Record<string, unknown>; content?: unknown };

interface Harness {
  fake: FakeYnab;
  proxy: GatewayProxy;
  journal: string;
  asked: string[];
  call(tool: string, args: Record<string, unknown>): Promise<Result & { text: string }>;
  /** Write requests the fake received so far. */
  writes(): number;
  close(): Promise<void>;
}

let open: Harness | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

async function harness(): Promise<Harness> {
  const fake = new FakeYnab({ today: '2026-09-25' });
  const http = await serveFakeYnab(fake);
  const proxy = await gatewayProxy(http.url);
  const journal = join(mkdtempSync(join(tmpdir(), 'avenir-maybe-applied-')), 'journal.jsonl');
  const asked: string[] = [];
  const session = await connectInProcess({
    era: 'modern',
    fake,
    ynabUrl: proxy.url,
    env: { AVENIR_MCP_WRITE: '1' },
    journalPath: journal,
    elicit: (message) => {
      asked.push(message);
      return { action: 'accept', content: { value: true } };
    },
  });
  open = {
    fake,
    proxy,
    journal,
    asked,
    call: async (tool, args) => {
      const r = (await session.client.callTool({ name: tool, arguments: args })) as Result;
      return { ...r, text: textOf(r) };
    },
    writes: () => fake.log.filter((l) => l.method !== 'GET').length,
    close: async () => {
      await session.close();
      await proxy.close();
      await http.close();
    },
  };
  return open;
}

/** The journal's entries with their settlement outcome. */
function settlements(journal: string): { operation_id: string; kind: string; outcome: string | undefined }[] {
  if (!existsSync(journal)) return [];
  const lines = readFileSync(journal, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  return lines
    .filter((l) => typeof l.operation_id === 'string')
    .map((l) => ({
      operation_id: l.operation_id as string,
      kind: l.kind as string,
      outcome: lines.find((s) => s.settled === l.operation_id)?.outcome as string | undefined,
    }));
}

const plan = (fake: FakeYnab): FakeSnapshot['plans'][number] => fake.snapshot().plans.find((p) => p.id === PLAN)!;
const tx = (fake: FakeYnab, id: string) => plan(fake).data.transactions.find((t) => t.id === id)!;
const category = (fake: FakeYnab, id: string) =>
  plan(fake)
    .data.category_groups.flatMap((g) => g.categories.map((c) => ({ ...c, group: g.id })))
    .find((c) => c.id === id)!;
const budgeted = (fake: FakeYnab, id: string) =>
  plan(fake)
    .months.find((m) => m.month === '2026-09-01')!
    .categories.find((c) => c.id === id)!.budgeted;
const checking = (fake: FakeYnab) => {
  const live = plan(fake).transactions.filter((t) => t.account_id === 'acc-checking' && !t.deleted);
  const adjustment = (t: (typeof live)[number]) => t.payee_name === 'Bank balance adjustment';
  return {
    reconciled: live.filter((t) => !adjustment(t) && t.cleared === 'reconciled').length,
    adjustments: live.filter(adjustment).length,
    count: live.length,
  };
};

interface Family {
  tool: string;
  args: Record<string, unknown>;
  /** The one write request. */
  write: Omit<GatewayRule, 'status' | 'forward'>;
  /** What the write changes, read from the fake. */
  state(fake: FakeYnab): unknown;
  /** The read tool the message names to check. */
  check: string;
  /** Calls made first (apply_rules: the rule it applies), answered yes. */
  setup?: readonly { tool: string; args: Record<string, unknown> }[];
}

const ONE_WRITE: Family[] = [
  // Acts at once, but journaled as a confirmed write is (issue #32).
  {
    tool: 'approve_transactions',
    args: { plan_id: PLAN, tx_ids: ['tx-049'] },
    write: { method: 'PATCH', path: TX },
    state: (f) => tx(f, 'tx-049').approved,
    check: "find_transactions (each transaction's approved)",
  },
  {
    tool: 'apply_categories',
    args: { plan_id: PLAN, assignments: [{ transaction_id: 'tx-048', category_id: 'cat-groceries' }] },
    write: { method: 'PATCH', path: TX },
    state: (f) => tx(f, 'tx-048').category_id,
    check: "find_transactions (each transaction's category)",
  },
  {
    tool: 'set_category_budget',
    args: { plan_id: PLAN, month: '2026-09-01', category_id: 'cat-restaurants', amount: 150 },
    write: { method: 'PATCH', path: MONTH_CATEGORY('cat-restaurants') },
    state: (f) => budgeted(f, 'cat-restaurants'),
    check: 'get_category_balances (the amount assigned)',
  },
  {
    tool: 'flag_transactions',
    args: {
      plan_id: PLAN,
      flags: [
        { transaction_id: 'tx-050', color: 'red' },
        { transaction_id: 'tx-051', color: 'red' },
      ],
    },
    write: { method: 'PATCH', path: TX },
    state: (f) => [tx(f, 'tx-050').flag_color ?? null, tx(f, 'tx-051').flag_color ?? null],
    check: "find_transactions (each transaction's flag)",
  },
  {
    tool: 'review_transactions',
    args: {
      plan_id: PLAN,
      items: [
        { transaction_id: 'tx-050', category_id: 'cat-groceries', approved: true, flag: 'red', memo: 'market' },
        { transaction_id: 'tx-051', approved: true },
      ],
    },
    write: { method: 'PATCH', path: TX },
    state: (f) => [
      tx(f, 'tx-050').category_id,
      tx(f, 'tx-050').approved,
      tx(f, 'tx-050').flag_color ?? null,
      tx(f, 'tx-050').memo || null,
      tx(f, 'tx-051').approved,
    ],
    check: "find_transactions (each transaction's category, approval, flag and memo)",
  },
  {
    tool: 'apply_rules',
    setup: [
      {
        tool: 'save_rule',
        args: {
          plan_id: PLAN,
          rule: {
            name: 'Groceries',
            conditions: { payee: { contains: 'market fresh' } },
            actions: { category_id: 'cat-groceries', approve: true },
          },
        },
      },
    ],
    args: { plan_id: PLAN },
    write: { method: 'PATCH', path: TX },
    state: (f) => ['tx-046', 'tx-050', 'tx-051'].map((id) => [tx(f, id).category_id, tx(f, id).approved]),
    check: "find_transactions (each transaction's category, approval, flag and memo)",
  },
  {
    tool: 'set_category_target',
    args: { plan_id: PLAN, category_id: 'cat-holidays', amount: 1200, by_date: '2027-06-01' },
    write: { method: 'PATCH', path: /^\/plans\/demo-budget\/categories\/cat-holidays$/ },
    state: (f) => category(f, 'cat-holidays').target,
    check: 'set_category_target with the same arguments (nothing_to_do when the target is already so)',
  },
  {
    tool: 'update_category',
    args: { plan_id: PLAN, category_id: 'cat-tennis', name: 'Sport' },
    write: { method: 'PATCH', path: /^\/plans\/demo-budget\/categories\/cat-tennis$/ },
    state: (f) => [category(f, 'cat-tennis').name, category(f, 'cat-tennis').group],
    check: "list_category_groups (the category's name and group)",
  },
  {
    tool: 'rename_payee',
    args: { plan_id: PLAN, payee_id: 'pay-012', name: 'Market Fresh' },
    write: { method: 'PATCH', path: /^\/plans\/demo-budget\/payees\/pay-012$/ },
    state: (f) => plan(f).payees.find((p) => p.id === 'pay-012')!.name,
    check: "list_payees (the payee's name)",
  },
  {
    tool: 'create_transactions',
    args: {
      plan_id: PLAN,
      account_id: 'acc-checking',
      transactions: [
        { date: '2026-09-24', amount: -12, payee_name: 'Chez Lucie', category_id: 'cat-restaurants', memo: 'dinner' },
        { date: '2026-09-23', amount: -3.5, payee_name: 'Kiosk' },
      ],
    },
    write: { method: 'POST', path: TX },
    state: (f) =>
      plan(f)
        .transactions.filter((t) => !t.deleted && ['Chez Lucie', 'Kiosk'].includes(t.payee_name ?? ''))
        .map((t) => [t.date, t.amount]),
    check: "find_transactions (the account's transactions)",
  },
];

/** The message of a journaled write the gateway answered `status` to. */
const mayHaveApplied = (tool: string, status: number, check: string, operationId: string) =>
  new RegExp(
    `^Error calling tool '${tool}': YNAB ${status}: .* — YNAB can answer this after it saved the change, so it may have applied it\\. Do not send it again\\. ` +
      `To see whether YNAB holds it, look with ${check.replace(/[()]/g, '\\$&')}\\. To reverse whatever of it YNAB applied, call undo_operation with operation_id ${operationId}: ` +
      'it checks what YNAB holds and sets back only what was applied\\.$',
  );

describe.each(ONE_WRITE)('$tool behind a gateway', (family) => {
  it.each(STATUSES)(
    'forwarded, then answered %i: settled unknown, the agent told how to check and undo, and undo sets the change back',
    async (status) => {
      const h = await harness();
      for (const step of family.setup ?? []) await h.call(step.tool, step.args);
      const before = family.state(h.fake);
      h.proxy.once({ ...family.write, status, forward: true });
      const r = await h.call(family.tool, family.args);
      const op = settlements(h.journal).at(-1);
      expect(op).toMatchObject({ kind: expect.any(String), outcome: 'unknown' });
      expect(r.isError).toBe(true);
      expect(r.text).toMatch(mayHaveApplied(family.tool, status, family.check, op!.operation_id));
      expect(h.proxy.caught).toEqual([{ method: family.write.method, path: expect.any(String), forwarded: true }]);
      expect(family.state(h.fake)).not.toEqual(before);

      const undo = await h.call('undo_operation', { plan_id: PLAN, operation_id: op!.operation_id });
      expect(undo.structuredContent, undo.text).toMatchObject({ status: 'applied', conflicts: [] });
      expect(h.asked.at(-1)).not.toMatch(/never applied/);
      expect(family.state(h.fake)).toEqual(before);
    },
  );

  it('answered 502 without forwarding: settled unknown; undo finds nothing applied, says so and sends nothing', async () => {
    const h = await harness();
    for (const step of family.setup ?? []) await h.call(step.tool, step.args);
    const before = family.state(h.fake);
    h.proxy.once({ ...family.write, status: 502, forward: false });
    const r = await h.call(family.tool, family.args);
    const op = settlements(h.journal).at(-1);
    expect(op!.outcome).toBe('unknown');
    expect(r.text).toMatch(mayHaveApplied(family.tool, 502, family.check, op!.operation_id));
    expect(family.state(h.fake)).toEqual(before);
    const writes = h.writes();

    const undo = await h.call('undo_operation', { plan_id: PLAN, operation_id: op!.operation_id });
    expect(undo.structuredContent, undo.text).toMatchObject({ status: 'nothing_to_do', restored: 0, conflicts: [] });
    expect(undo.structuredContent!.message).toBe(
      family.tool === 'create_transactions'
        ? 'None of the 2 transaction(s) this operation sent is on Checking as sent: YNAB did not apply it, or they were changed or deleted since, so the undo touches nothing.'
        : NOT_APPLIED,
    );
    expect(h.writes()).toBe(writes);
    expect(family.state(h.fake)).toEqual(before);
  });

  it('refused with a 4xx: settled failed, YNAB’s error alone, nothing to undo', async () => {
    const h = await harness();
    for (const step of family.setup ?? []) await h.call(step.tool, step.args);
    const before = family.state(h.fake);
    h.fake.addFault({ method: family.write.method, path: family.write.path, status: 409 });
    const r = await h.call(family.tool, family.args);
    expect(r.text).toBe(`Error calling tool '${family.tool}': YNAB 409: Conflict`);
    const outcomes = settlements(h.journal).map((o) => o.outcome);
    expect(outcomes).toEqual([...(family.setup ?? []).map(() => 'applied'), 'failed']);
    expect(family.state(h.fake)).toEqual(before);
    const failed = settlements(h.journal).at(-1)!.operation_id;
    const undo = await h.call('undo_operation', { plan_id: PLAN, ...(family.setup ? { operation_id: failed } : {}) });
    expect(undo.text).toMatch(
      family.setup
        ? /^Nothing to undo \(no operation \w+ of this plan is in effect|^Nothing to undo/
        : /^Nothing to undo \(no operation of this plan is still in effect\)/,
    );
  });
});

describe('move_money behind a gateway: two PATCHes, source then target', () => {
  const MOVE = { plan_id: PLAN, month: 'current', from_category_id: 'cat-tennis', to_category_id: 'cat-restaurants', amount: 30 };
  const SOURCE = { method: 'PATCH', path: MONTH_CATEGORY('cat-tennis') };
  const TARGET = { method: 'PATCH', path: MONTH_CATEGORY('cat-restaurants') };
  const CHECK = 'get_category_balances (the amounts assigned)';
  const amounts = (f: FakeYnab) => [budgeted(f, 'cat-tennis'), budgeted(f, 'cat-restaurants')];
  const BEFORE = [80000, 120000];

  async function moved(rule: GatewayRule, expected: number[]) {
    const h = await harness();
    h.proxy.once(rule);
    const r = await h.call('move_money', MOVE);
    const [op] = settlements(h.journal);
    expect(op!.outcome).toBe('unknown');
    expect(r.text).toMatch(mayHaveApplied('move_money', rule.status, CHECK, op!.operation_id));
    expect(amounts(h.fake)).toEqual(expected);
    return { h, id: op!.operation_id };
  }

  it.each(STATUSES)('target forwarded, then answered %i: both halves in YNAB; undo moves the amount back', async (status) => {
    const { h, id } = await moved({ ...TARGET, status, forward: true }, [50000, 150000]);
    const undo = await h.call('undo_operation', { plan_id: PLAN, operation_id: id });
    expect(undo.structuredContent, undo.text).toMatchObject({ status: 'applied', restored: 2, conflicts: [] });
    expect(amounts(h.fake)).toEqual(BEFORE);
  });

  it.each(STATUSES)('source forwarded, then answered %i: the target never sent; undo sets back the source alone', async (status) => {
    const { h, id } = await moved({ ...SOURCE, status, forward: true }, [50000, 120000]);
    expect(h.fake.log.filter((l) => l.method === 'PATCH')).toHaveLength(1);
    const undo = await h.call('undo_operation', { plan_id: PLAN, operation_id: id });
    expect(h.asked.at(-1)).toBe('Undo: budget Tennis for 2026-09-01: 50.00 → 80.00?\n- 1 item(s) YNAB never applied: left as they are');
    expect(undo.structuredContent, undo.text).toMatchObject({ status: 'applied', restored: 1, conflicts: [] });
    expect(undo.structuredContent!.message).toBe(
      'Undone: 1 item(s) set back, 1 that YNAB had never applied left as they are. An undo cannot itself be undone.',
    );
    expect(amounts(h.fake)).toEqual(BEFORE);
  });

  it('target answered 502 without forwarding: the source alone in YNAB, not put back blindly; undo sets it back', async () => {
    const { h, id } = await moved({ ...TARGET, status: 502, forward: false }, [50000, 120000]);
    await h.call('undo_operation', { plan_id: PLAN, operation_id: id });
    expect(amounts(h.fake)).toEqual(BEFORE);
  });

  it('source answered 502 without forwarding: nothing in YNAB; undo says so and sends nothing', async () => {
    const { h, id } = await moved({ ...SOURCE, status: 502, forward: false }, BEFORE);
    const writes = h.writes();
    const undo = await h.call('undo_operation', { plan_id: PLAN, operation_id: id });
    expect(undo.structuredContent).toMatchObject({ status: 'nothing_to_do', message: NOT_APPLIED, restored: 0, conflicts: [] });
    expect(h.writes()).toBe(writes);
  });

  it('target refused with a 4xx: the source put back, settled failed', async () => {
    const h = await harness();
    h.fake.addFault({ ...TARGET, status: 409 });
    const r = await h.call('move_money', MOVE);
    expect(r.text).toMatch(/^Nothing was moved for 2026-09-01: YNAB refused .* \(YNAB 409: Conflict\), so Tennis was set back to 80\.00/);
    expect(settlements(h.journal).map((o) => o.outcome)).toEqual(['failed']);
    expect(amounts(h.fake)).toEqual(BEFORE);
  });
});

describe('reconcile_account behind a gateway: the adjustment POST, then the PATCH marking 49', () => {
  const ADJUSTING = { plan_id: PLAN, account_id: 'acc-checking', bank_balance: 3799, adjust: true };
  const POST = { method: 'POST', path: TX };
  const PATCH = { method: 'PATCH', path: TX };
  const CHECK = "find_transactions (the account's cleared and reconciled transactions)";

  async function reconciled(rule: GatewayRule, expected: { reconciled: number; adjustments: number }) {
    const h = await harness();
    const before = checking(h.fake);
    h.proxy.once(rule);
    const r = await h.call('reconcile_account', ADJUSTING);
    const [op] = settlements(h.journal);
    expect(op!.outcome).toBe('unknown');
    expect(r.text).toMatch(mayHaveApplied('reconcile_account', rule.status, CHECK, op!.operation_id));
    expect(checking(h.fake)).toMatchObject(expected);
    return { h, id: op!.operation_id, before };
  }

  it.each(STATUSES)('the PATCH forwarded, then answered %i: undo sets the 49 back and deletes the adjustment', async (status) => {
    const { h, id, before } = await reconciled({ ...PATCH, status, forward: true }, { reconciled: 49, adjustments: 1 });
    const undo = await h.call('undo_operation', { plan_id: PLAN, operation_id: id });
    expect(undo.structuredContent, undo.text).toMatchObject({ status: 'applied', restored: 50, conflicts: [] });
    expect(checking(h.fake)).toEqual(before);
  });

  it.each(STATUSES)(
    'the POST forwarded, then answered %i (the id lost): undo finds the adjustment by what was sent and deletes it alone',
    async (status) => {
      const { h, id, before } = await reconciled({ ...POST, status, forward: true }, { reconciled: 0, adjustments: 1 });
      const undo = await h.call('undo_operation', { plan_id: PLAN, operation_id: id });
      expect(h.asked.at(-1)).toBe(
        'Undo: reconciliation of Checking: 0 transaction(s) back to cleared and delete the adjustment of 71.86?\n- 49 item(s) YNAB never applied: left as they are',
      );
      expect(undo.structuredContent, undo.text).toMatchObject({ status: 'applied', restored: 1, conflicts: [] });
      expect(checking(h.fake)).toEqual(before);
    },
  );

  it('the PATCH answered 502 without forwarding: undo deletes the adjustment, the 49 never marked are left', async () => {
    const { h, id, before } = await reconciled({ ...PATCH, status: 502, forward: false }, { reconciled: 0, adjustments: 1 });
    const undo = await h.call('undo_operation', { plan_id: PLAN, operation_id: id });
    expect(undo.structuredContent, undo.text).toMatchObject({ status: 'applied', restored: 1, conflicts: [] });
    expect(checking(h.fake)).toEqual(before);
  });

  it('the POST answered 502 without forwarding: nothing in YNAB; undo says so and sends nothing', async () => {
    const { h, id } = await reconciled({ ...POST, status: 502, forward: false }, { reconciled: 0, adjustments: 0 });
    const writes = h.writes();
    const undo = await h.call('undo_operation', { plan_id: PLAN, operation_id: id });
    expect(undo.structuredContent).toMatchObject({ status: 'nothing_to_do', message: NOT_APPLIED, restored: 0, conflicts: [] });
    expect(h.writes()).toBe(writes);
  });
});

describe('create_transactions: what undo takes for the lost creation', () => {
  const ARGS = { plan_id: PLAN, account_id: 'acc-checking', transactions: [{ date: '2026-09-24', amount: -12, payee_name: 'Chez Lucie' }] };
  const lucie = (f: FakeYnab) => plan(f).transactions.filter((t) => !t.deleted && t.payee_name === 'Chez Lucie' && t.amount === -12000);

  it('leaves alone a look-alike the user made since, when more of them are there than were sent', async () => {
    const h = await harness();
    h.proxy.once({ method: 'POST', path: TX, status: 502, forward: true });
    await h.call('create_transactions', ARGS);
    const [op] = settlements(h.journal);
    // The same purchase, entered by the user in YNAB meanwhile: two alike, one sent.
    const made = lucie(h.fake)[0]!.id;
    h.fake.mutate(
      PLAN,
      (p) => void p.transactions.push({ ...structuredClone(p.transactions.find((t) => t.id === made)!), id: 'tx-user-made' }),
    );
    expect(lucie(h.fake)).toHaveLength(2);
    const undo = await h.call('undo_operation', { plan_id: PLAN, operation_id: op!.operation_id });
    expect(undo.structuredContent).toMatchObject({ status: 'nothing_to_do', restored: 0 });
    expect((undo.structuredContent!.conflicts as string[]).sort()).toEqual([lucie(h.fake)[0]!.id, lucie(h.fake)[1]!.id].sort());
    expect(lucie(h.fake)).toHaveLength(2);
  });

  it('never takes a transaction another operation of the journal created', async () => {
    const h = await harness();
    h.proxy.once({ method: 'POST', path: TX, status: 502, forward: false });
    await h.call('create_transactions', ARGS);
    // The user asks again, and this time YNAB answers: the transaction is the second operation's.
    const again = await h.call('create_transactions', { ...ARGS, allow_duplicates: true });
    expect(again.structuredContent?.status, again.text).toBe('applied');
    const [first] = settlements(h.journal);
    const undo = await h.call('undo_operation', { plan_id: PLAN, operation_id: first!.operation_id });
    expect(undo.structuredContent).toMatchObject({ status: 'nothing_to_do', restored: 0, conflicts: [] });
    expect(lucie(h.fake)).toHaveLength(1);
  });

  it('without an operation id, undo passes over an operation YNAB never applied to the one before it', async () => {
    const h = await harness();
    await h.call('set_category_budget', { plan_id: PLAN, month: '2026-09-01', category_id: 'cat-restaurants', amount: 150 });
    h.proxy.once({ method: 'POST', path: TX, status: 504, forward: false });
    await h.call('create_transactions', ARGS);
    const undo = await h.call('undo_operation', { plan_id: PLAN });
    expect(undo.structuredContent, undo.text).toMatchObject({ status: 'applied', kind: 'budget', restored: 1 });
    expect(budgeted(h.fake, 'cat-restaurants')).toBe(120000);
  });
});

interface Unjournaled {
  tool: string;
  args: Record<string, unknown>;
  write: Omit<GatewayRule, 'status' | 'forward'>;
  state(fake: FakeYnab): unknown;
  /** Makes the write do something (a bank import to bring). */
  arrange?(fake: FakeYnab): void;
}

const UNJOURNALED: Unjournaled[] = [
  {
    tool: 'create_category',
    args: { plan_id: PLAN, category_group_id: 'grp-everyday', name: 'Pets' },
    write: { method: 'POST', path: /^\/plans\/demo-budget\/categories$/ },
    state: (f) =>
      plan(f)
        .data.category_groups.flatMap((g) => g.categories)
        .filter((c) => c.name === 'Pets').length,
  },
  {
    tool: 'split_transaction',
    args: { plan_id: PLAN, transaction_id: 'tx-046', lines: RECEIPT },
    write: { method: 'PATCH', path: TX },
    state: (f) => tx(f, 'tx-046').subtransactions.length,
  },
  {
    tool: 'import_transactions',
    args: { plan_id: PLAN },
    write: { method: 'POST', path: /^\/plans\/demo-budget\/transactions\/import$/ },
    state: (f) => checking(f).count,
    arrange: (f) => f.queueImport(PLAN, [{ account_id: 'acc-checking', date: '2026-09-25', amount: -45000, payee_name: 'RAIL CO' }]),
  },
];

describe.each(UNJOURNALED)('$tool (not journaled) behind a gateway', (family) => {
  it.each(STATUSES)(
    'forwarded, then answered %i: the agent is told it may have been applied and to look before sending it again',
    async (status) => {
      const h = await harness();
      family.arrange?.(h.fake);
      const before = family.state(h.fake);
      h.proxy.once({ ...family.write, status, forward: true });
      const r = await h.call(family.tool, family.args);
      expect(r.text).toMatch(
        new RegExp(
          `^Error calling tool '${family.tool}': YNAB ${status}: .* — YNAB can answer this after it saved the change, so it may have applied it\\. ` +
            'Do not send it again: first look at the current state \\(find_transactions, get_category_balances\\) to see whether the change is there, then decide with the user\\.$',
        ),
      );
      expect(family.state(h.fake)).not.toEqual(before);
      expect(settlements(h.journal)).toEqual([]);
    },
  );
});
