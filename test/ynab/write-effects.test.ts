// What a write leaves current (ynab-client.md §9 as issue #31 changes it): a bulk update of known effects
// keeps its answer's transactions and makes stale only the figures YNAB derives from it; a structure read
// takes those as current; the next change check knows the write's own transactions for no change; any
// other write, a refused one, one whose answer was lost or one whose answer the merge refuses makes the
// whole plan stale, as before.
import { describe, expect, it } from 'vitest';
import { derivedBy } from '../../src/ynab/write-effects.ts';
import type { YnabClient } from '../../src/ynab/client.ts';
import { countRequests } from '../../src/ynab/request-count.ts';
import { PLAN, setup } from './demo-client.ts';
import { account, category, group, miniYnab, testClient, transaction } from './mini-ynab.ts';

const SINCE = '2026-01-01';

/** Every collection a write may touch, read once: the cache then holds them all. */
const readAll = (client: YnabClient) =>
  Promise.all([client.transactions(PLAN, SINCE), client.categoryGroups(PLAN), client.accounts(PLAN), client.months(PLAN)]);

/** Two on-budget, categorised, non-transfer transactions of the window, and a category neither has. */
async function subjects(client: YnabClient) {
  const [transactions, groups] = await countRequests(() => readAll(client)).then((r) => r.result);
  const [a, b] = transactions.filter((t) => t.category_id !== null && t.transfer_account_id === null && t.subtransactions.length === 0);
  const category = groups
    .flatMap((g) => g.categories)
    .find((c) => !c.hidden && c.id !== a!.category_id && c.id !== b!.category_id && !c.name.includes('Ready'))!;
  return { a: a!, b: b!, category: category.id };
}

/** The requests one call sends, by path (query left out), in order. */
async function sentBy(setupResult: ReturnType<typeof setup>, call: () => Promise<unknown>, confirming?: Set<string>): Promise<string[]> {
  setupResult.fake.resetLog();
  await countRequests(call, confirming);
  return setupResult.sent().map((line) => line.replace(/\?.*/, ''));
}

describe('derivedBy: what a bulk transaction update changes besides its transactions', () => {
  it('names the figures each field moves, and nothing for a flag', () => {
    expect(derivedBy([{ id: 't', flag_color: 'red' }])).toEqual([]);
    expect(derivedBy([{ id: 't', category_id: 'c' }])).toEqual(['categories', 'months']);
    expect(
      derivedBy([
        { id: 't', approved: true },
        { id: 'u', cleared: 'cleared' },
      ]),
    ).toEqual(['categories', 'months', 'accounts']);
    expect(derivedBy([])).toEqual([]);
  });

  it('does not know the effects of an amount, a split or any other field', () => {
    expect(derivedBy([{ id: 't', amount: 1000 }])).toBeUndefined();
    expect(
      derivedBy([
        { id: 't', category_id: 'c' },
        { id: 'u', subtransactions: [] },
      ]),
    ).toBeUndefined();
    expect(derivedBy([{ id: 't', toString: 'x' }])).toBeUndefined();
  });
});

describe('after a write of known effects', () => {
  it('the written transactions come from its answer, their figures are asked again, the rest is current', async () => {
    const s = setup({ freshMs: 60_000 });
    const { a, category } = await subjects(s.client);
    await s.client.updateTransactions(PLAN, [{ id: a.id, category_id: category }]);
    // Held: the answer's transaction, no request.
    const held = await countRequests(() => s.client.transactions(PLAN, SINCE));
    expect([held.requests, held.result.find((t) => t.id === a.id)?.category_id]).toEqual([0, category]);
    // Accounts: a category moves no balance. Categories and months: their activity moved.
    expect(await sentBy(s, () => s.client.accounts(PLAN))).toEqual([]);
    expect(await sentBy(s, () => s.client.categoryGroups(PLAN, 'structure'))).toEqual([]);
    expect(await sentBy(s, () => s.client.categoryGroups(PLAN))).toEqual([`GET /plans/${PLAN}/categories`]);
    expect(await sentBy(s, () => s.client.months(PLAN))).toEqual([`GET /plans/${PLAN}/months`]);
    // Asked once, current again for both uses.
    expect(await sentBy(s, () => Promise.all([s.client.categoryGroups(PLAN), s.client.categoryGroups(PLAN, 'structure')]))).toEqual([]);
  });

  it('a structure read that left stale figures alone does not count as brought up to date in its call', async () => {
    const s = setup({ freshMs: 60_000 });
    const { a, category } = await subjects(s.client);
    await s.client.updateTransactions(PLAN, [{ id: a.id, category_id: category }]);
    const sent = await sentBy(s, async () => {
      await s.client.categoryGroups(PLAN, 'structure');
      return s.client.categoryGroups(PLAN);
    });
    expect(sent).toEqual([`GET /plans/${PLAN}/categories`]);
  });

  it("the next confirming leg's check takes the write's own transactions for no change", async () => {
    const s = setup({ freshMs: 60_000 });
    const { a, b, category } = await subjects(s.client);
    await s.client.updateTransactions(PLAN, [{ id: a.id, category_id: category }]);
    const leg = () =>
      Promise.all([
        s.client.transactionsHolding(PLAN, [b.id], SINCE),
        s.client.categoryGroups(PLAN, 'structure'),
        s.client.accounts(PLAN, 'structure'),
      ]);
    // The preview: nothing to ask. The confirming leg: its check only, whose delta holds the write's own transaction.
    expect(await sentBy(s, leg)).toEqual([]);
    expect(await sentBy(s, leg, new Set(['transactions']))).toEqual([`GET /plans/${PLAN}/transactions`]);
    expect(s.fake.log).toHaveLength(1);
  });

  it('a change by someone else besides the write is a change: the leg reads the rest again', async () => {
    const s = setup({ freshMs: 60_000 });
    const { a, b, category } = await subjects(s.client);
    await s.client.updateTransactions(PLAN, [{ id: a.id, category_id: category }]);
    s.fake.mutate(PLAN, (plan) => void (plan.transactions.find((t) => t.id === b.id)!.memo = 'changed elsewhere'));
    const leg = () =>
      Promise.all([s.client.transactions(PLAN, SINCE), s.client.categoryGroups(PLAN, 'structure'), s.client.accounts(PLAN)]);
    expect((await sentBy(s, leg, new Set(['transactions']))).sort()).toEqual([
      `GET /plans/${PLAN}/accounts`,
      `GET /plans/${PLAN}/categories`,
      `GET /plans/${PLAN}/transactions`,
    ]);
    const now = await countRequests(() => s.client.transactions(PLAN, SINCE));
    expect(now.result.find((t) => t.id === b.id)?.memo).toBe('changed elsewhere');
  });
});

describe('a confirming leg after a write of known effects', () => {
  it('asks again for the figures it uses that the write made stale, though its check found no change', async () => {
    const s = setup({ freshMs: 60_000 });
    const { a, category } = await subjects(s.client);
    await s.client.updateTransactions(PLAN, [{ id: a.id, category_id: category }]);
    const leg = () => Promise.all([s.client.transactions(PLAN, SINCE), s.client.categoryGroups(PLAN), s.client.accounts(PLAN)]);
    expect((await sentBy(s, leg, new Set(['transactions']))).sort()).toEqual([
      `GET /plans/${PLAN}/categories`,
      `GET /plans/${PLAN}/transactions`,
    ]);
  });
});

describe('after any other write, the whole plan is stale as before', () => {
  const everything = [
    `GET /plans/${PLAN}/accounts`,
    `GET /plans/${PLAN}/categories`,
    `GET /plans/${PLAN}/months`,
    `GET /plans/${PLAN}/transactions`,
  ];

  it('a write of unknown effects (an amount)', async () => {
    const s = setup({ freshMs: 60_000 });
    const { a } = await subjects(s.client);
    await s.client.updateTransactions(PLAN, [{ id: a.id, amount: a.amount - 1000 }]);
    expect((await sentBy(s, () => readAll(s.client))).sort()).toEqual(everything);
  });

  it('a write YNAB refused, and one whose answer was lost', async () => {
    const s = setup({ freshMs: 60_000 });
    const { a, category } = await subjects(s.client);
    s.fake.addFault({ method: 'PATCH', path: `/plans/${PLAN}/transactions`, status: 400 });
    await expect(s.client.updateTransactions(PLAN, [{ id: a.id, category_id: category }])).rejects.toThrow();
    expect((await sentBy(s, () => readAll(s.client))).sort()).toEqual(everything);
    s.fake.addFault({ method: 'PATCH', path: `/plans/${PLAN}/transactions`, applyThenLose: true });
    await expect(s.client.updateTransactions(PLAN, [{ id: a.id, category_id: category }])).rejects.toThrow();
    expect((await sentBy(s, () => readAll(s.client))).sort()).toEqual(everything);
  });

  it('a write whose answer is not exactly the update applied: no transactions in it, or a change of someone else', async () => {
    const s = setup({ freshMs: 60_000 });
    const { a, b, category } = await subjects(s.client);
    s.fake.addFault({
      method: 'PATCH',
      path: `/plans/${PLAN}/transactions`,
      status: 200,
      body: { data: { transaction_ids: [a.id], server_knowledge: 1 } },
    });
    await s.client.updateTransactions(PLAN, [{ id: a.id, category_id: category }]);
    expect((await sentBy(s, () => readAll(s.client))).sort()).toEqual(everything);
    // Someone changes b's memo after our read; our write to b brings their change back in its answer.
    s.fake.mutate(PLAN, (plan) => void (plan.transactions.find((t) => t.id === b.id)!.memo = 'changed elsewhere'));
    await s.client.updateTransactions(PLAN, [{ id: b.id, flag_color: 'red' }]);
    expect((await sentBy(s, () => readAll(s.client))).sort()).toEqual(everything);
  });

  it('a write to a transfer or a split, whose other side or lines YNAB may change too', async () => {
    const s = setup({ freshMs: 60_000 });
    const [transactions] = await countRequests(() => readAll(s.client)).then((r) => r.result);
    const transfer = transactions.find((t) => t.transfer_account_id !== null)!;
    await s.client.updateTransactions(PLAN, [{ id: transfer.id, flag_color: 'red' }]);
    expect((await sentBy(s, () => readAll(s.client))).sort()).toEqual(everything);
  });

  it('a read YNAB answered while a write was made is not current after it', async () => {
    let release = (): void => undefined;
    let calls = 0;
    const ynab = miniYnab({
      'GET /plans/p1/categories': async () => {
        calls += 1;
        if (calls === 2) await new Promise<void>((resolve) => (release = resolve));
        return { category_groups: [group('g1', [category('c1', 'g1')])], server_knowledge: calls };
      },
      'GET /plans/p1/transactions': () => ({ transactions: [transaction('t1', -1000, { category_id: 'c1' })], server_knowledge: 1 }),
      'GET /plans/p1/accounts': () => ({ accounts: [account('a1')], server_knowledge: 1 }),
      'PATCH /plans/p1/transactions': () => ({
        transaction_ids: ['t1'],
        transactions: [transaction('t1', -1000, { category_id: 'c1' })],
        server_knowledge: 2,
      }),
    });
    const clock = { now: 0 };
    const client = testClient(ynab.fetch, { freshMs: 60_000, now: () => clock.now });
    await countRequests(() => Promise.all([client.transactions('p1', SINCE), client.categoryGroups('p1')]));
    clock.now = 60_000;
    // A delta of the categories is on its way when a write lands; its answer comes after.
    const inFlight = countRequests(() => client.categoryGroups('p1'));
    await new Promise((resolve) => setImmediate(resolve));
    await client.updateTransactions('p1', [{ id: 't1', category_id: 'c1' }]);
    release();
    await inFlight;
    expect((await countRequests(() => client.categoryGroups('p1'))).requests).toBe(1);
  });

  it('a write whose answer the merge refuses keeps nothing of it', async () => {
    const s = setup({ freshMs: 60_000 });
    const { a, category } = await subjects(s.client);
    const body = { data: { transaction_ids: [a.id], transactions: [{ ...a, id: '' }], server_knowledge: 1 } };
    s.fake.addFault({ method: 'PATCH', path: `/plans/${PLAN}/transactions`, status: 200, body });
    await s.client.updateTransactions(PLAN, [{ id: a.id, category_id: category }]);
    expect((await sentBy(s, () => readAll(s.client))).sort()).toEqual(everything);
    const held = await countRequests(() => s.client.transactions(PLAN, SINCE));
    expect(held.result.find((t) => t.id === a.id)?.category_id).toBe(a.category_id);
  });
});
