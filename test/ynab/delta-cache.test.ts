// The delta cache through the client (ynab-client.md §9), on a scripted YNAB: cold full reads, warm reads
// with last_knowledge_of_server merged (changed replaced, deleted removed, an empty delta keeping all),
// knowledge kept when a merge fails, categories merged inside groups, one fetch per collection per call,
// one in-flight fetch shared by concurrent calls, and months/{month} never cached.
import { describe, expect, it } from 'vitest';
import { countRequests } from '../../src/ynab/request-count.ts';
import { account, category, group, json, miniYnab, rejection, testClient, transaction } from './mini-ynab.ts';

const TX = '/plans/p1/transactions';
const call = <T>(fn: () => Promise<T>) => countRequests(fn);

/** A transactions route answering the full list cold and `delta(knowledge)` warm. */
function transactionsYnab(full: unknown[], delta: (knowledge: number) => { transactions: unknown[]; server_knowledge: number } | Response) {
  return miniYnab({
    [`GET ${TX}`]: (q) => {
      const known = q.get('last_knowledge_of_server');
      return known === null ? { transactions: full, server_knowledge: 10 } : delta(Number(known));
    },
  });
}

describe('transactions', () => {
  const full = () => [
    transaction('t1', -1000, { date: '1999-03-04' }),
    transaction('t2', -2000, {
      subtransactions: [
        { id: 's1', transaction_id: 't2', amount: -500, deleted: false },
        { id: 's2', transaction_id: 't2', amount: -1500, deleted: false },
      ],
    }),
    transaction('t3', 3000),
  ];

  it('cold: a full read since 1970; warm: the same read with last_knowledge_of_server, merged', async () => {
    const ynab = transactionsYnab(full(), (k) => ({
      server_knowledge: k + 1,
      transactions: [
        // t2 comes back whole, with one line left: it replaces the cached one.
        transaction('t2', -2500, { subtransactions: [{ id: 's3', transaction_id: 't2', amount: -2500, deleted: false }] }),
        transaction('t3', 3000, { deleted: true }),
        transaction('t4', 4000),
      ],
    }));
    const client = testClient(ynab.fetch);
    expect((await call(() => client.transactions('p1'))).result.map((t) => t.id)).toEqual(['t1', 't2', 't3']);
    const warm = (await call(() => client.transactions('p1'))).result;
    expect(warm.map((t) => [t.id, t.amount])).toEqual([
      ['t1', -1000],
      ['t2', -2500],
      ['t4', 4000],
    ]);
    expect(warm.find((t) => t.id === 't2')?.subtransactions.map((s) => s.id)).toEqual(['s3']);
    await call(() => client.transactions('p1'));
    expect(ynab.paths()).toEqual([
      `GET ${TX}?since_date=1970-01-01`,
      `GET ${TX}?since_date=1970-01-01&last_knowledge_of_server=10`,
      `GET ${TX}?since_date=1970-01-01&last_knowledge_of_server=11`,
    ]);
  });

  it('an empty delta keeps the whole list (history older than a year included)', async () => {
    const ynab = transactionsYnab(full(), (k) => ({ transactions: [], server_knowledge: k }));
    const client = testClient(ynab.fetch);
    await call(() => client.transactions('p1'));
    for (let i = 0; i < 3; i += 1) {
      const { result } = await call(() => client.transactions('p1'));
      expect(result.map((t) => t.id)).toEqual(['t1', 't2', 't3']);
    }
    expect(ynab.log.map((r) => r.query).slice(1)).toEqual(Array(3).fill('since_date=1970-01-01&last_knowledge_of_server=10'));
  });

  it('deleted transactions and deleted lines never reach callers, even in a full read', async () => {
    const ynab = transactionsYnab(
      [
        transaction('t1', -1, { deleted: true }),
        transaction('t2', -3, {
          subtransactions: [
            { id: 's1', transaction_id: 't2', amount: -3, deleted: false },
            { id: 's2', transaction_id: 't2', amount: 0, deleted: true },
          ],
        }),
      ],
      () => ({ transactions: [], server_knowledge: 10 }),
    );
    const { result } = await call(() => testClient(ynab.fetch).transactions('p1'));
    expect(result.map((t) => t.id)).toEqual(['t2']);
    expect(result[0]?.subtransactions.map((s) => s.id)).toEqual(['s1']);
  });

  it.each([
    ['an entity without an id', { transactions: [{ amount: 1, deleted: false }], server_knowledge: 11 }, /a transaction without an id/],
    [
      'an unsafe amount',
      { transactions: [transaction('t1', 2 ** 53)], server_knowledge: 11 },
      /data\.transactions\[0\]\.amount = 9007199254740992/,
    ],
    ['no list', { server_knowledge: 11 }, /no transactions list/],
    ['no knowledge', { transactions: [] }, /no server_knowledge/],
  ])('a delta with %s fails, and neither the entities nor the knowledge move', async (_, bad, message) => {
    let answer: unknown = bad;
    const ynab = transactionsYnab(full(), () => answer as never);
    const client = testClient(ynab.fetch);
    await call(() => client.transactions('p1'));
    const error = await rejection(client.transactions('p1'));
    expect(error.message).toMatch(message);
    expect(error.message).toMatch(/^YNAB 200: /);
    answer = { transactions: [transaction('t5', 5)], server_knowledge: 12 };
    const { result } = await call(() => client.transactions('p1'));
    expect(ynab.log.at(-1)?.query).toBe('since_date=1970-01-01&last_knowledge_of_server=10');
    expect(result.map((t) => t.id)).toEqual(['t1', 't2', 't3', 't5']);
  });

  it('a failed warm read (HTTP error) keeps the cache and its knowledge too', async () => {
    let fail = true;
    const ynab = transactionsYnab(full(), () => (fail ? json(500, {}) : { transactions: [], server_knowledge: 10 }));
    const client = testClient(ynab.fetch);
    await call(() => client.transactions('p1'));
    expect((await rejection(client.transactions('p1'))).message).toMatch(/^YNAB 500/);
    fail = false;
    expect((await call(() => client.transactions('p1'))).result).toHaveLength(3);
    expect(ynab.log.at(-1)?.query).toBe('since_date=1970-01-01&last_knowledge_of_server=10');
  });

  it('cached entities are frozen: a caller cannot change what the next call reads', async () => {
    const ynab = transactionsYnab(full(), () => ({ transactions: [], server_knowledge: 10 }));
    const client = testClient(ynab.fetch);
    const first = (await call(() => client.transactions('p1'))).result;
    expect(() => {
      (first[0] as { amount: number }).amount = 0;
    }).toThrow(TypeError);
    // The list is shared too (a warm read hands back the same one, for memoised derivations): frozen as well.
    expect(() => (first as unknown[]).pop()).toThrow(TypeError);
    const again = (await call(() => client.transactions('p1'))).result;
    expect(again).toBe(first);
    expect(again.map((t) => t.amount)).toEqual([-1000, -2000, 3000]);
  });
});

describe('categories', () => {
  const cold = () => ({
    server_knowledge: 5,
    category_groups: [group('g1', [category('c1', 'g1', 100), category('c2', 'g1', 200)]), group('g2', [category('c3', 'g2', 300)])],
  });

  function categoriesYnab(delta: () => unknown) {
    return miniYnab({ 'GET /plans/p1/categories': (q) => (q.has('last_knowledge_of_server') ? delta() : cold()) });
  }

  const shape = (groups: readonly { id: string; name: string; categories: { id: string; budgeted: number }[] }[]) =>
    groups.map((g) => [g.id, g.name, g.categories.map((c) => `${c.id}=${c.budgeted}`)]);

  it('a group coming back with only its changed category keeps its other categories and the other groups', async () => {
    const client = testClient(
      categoriesYnab(() => ({ server_knowledge: 6, category_groups: [group('g1', [category('c2', 'g1', 250)], { name: 'Renamed' })] }))
        .fetch,
    );
    await call(() => client.categoryGroups('p1'));
    expect(shape((await call(() => client.categoryGroups('p1'))).result)).toEqual([
      ['g1', 'Renamed', ['c1=100', 'c2=250']],
      ['g2', 'Group g2', ['c3=300']],
    ]);
  });

  it('a deleted group takes its categories; a deleted category goes; a new group is added', async () => {
    const client = testClient(
      categoriesYnab(() => ({
        server_knowledge: 6,
        category_groups: [
          group('g2', [], { deleted: true }),
          group('g1', [category('c1', 'g1', 100, { deleted: true })]),
          group('g3', [category('c4', 'g3', 1)]),
        ],
      })).fetch,
    );
    await call(() => client.categoryGroups('p1'));
    expect(shape((await call(() => client.categoryGroups('p1'))).result)).toEqual([
      ['g1', 'Group g1', ['c2=200']],
      ['g3', 'Group g3', ['c4=1']],
    ]);
  });

  it('a category moved to another group leaves its former one', async () => {
    const client = testClient(
      categoriesYnab(() => ({ server_knowledge: 6, category_groups: [group('g2', [category('c1', 'g2', 100)])] })).fetch,
    );
    await call(() => client.categoryGroups('p1'));
    expect(shape((await call(() => client.categoryGroups('p1'))).result)).toEqual([
      ['g1', 'Group g1', ['c2=200']],
      ['g2', 'Group g2', ['c3=300', 'c1=100']],
    ]);
  });

  it('an empty delta keeps every group and category', async () => {
    const client = testClient(categoriesYnab(() => ({ server_knowledge: 5, category_groups: [] })).fetch);
    const first = shape((await call(() => client.categoryGroups('p1'))).result);
    expect(shape((await call(() => client.categoryGroups('p1'))).result)).toEqual(first);
  });

  it('a failing category merge keeps the knowledge', async () => {
    let bad = true;
    const ynab = categoriesYnab(() =>
      bad ? { server_knowledge: 9, category_groups: [group('g1', [{ name: 'no id' }])] } : { server_knowledge: 9, category_groups: [] },
    );
    const client = testClient(ynab.fetch);
    await call(() => client.categoryGroups('p1'));
    expect((await rejection(client.categoryGroups('p1'))).message).toMatch(/a category without an id/);
    bad = false;
    expect(shape((await call(() => client.categoryGroups('p1'))).result)).toHaveLength(2);
    expect(ynab.log.at(-1)?.query).toBe('last_knowledge_of_server=5');
  });
});

describe('the other collections', () => {
  it('accounts, payees, scheduled transactions and months: delta reads, merged by id (months by month)', async () => {
    const ynab = miniYnab({
      'GET /plans/p1/accounts': (q) =>
        q.has('last_knowledge_of_server')
          ? { accounts: [account('a2', 0, { deleted: true })], server_knowledge: 2 }
          : { accounts: [account('a1'), account('a2')], server_knowledge: 1 },
      'GET /plans/p1/payees': (q) =>
        q.has('last_knowledge_of_server')
          ? { payees: [{ id: 'y1', name: 'New name', deleted: false }], server_knowledge: 2 }
          : {
              payees: [
                { id: 'y1', name: 'Old', deleted: false },
                { id: 'y2', name: 'Gone', deleted: true },
              ],
              server_knowledge: 1,
            },
      'GET /plans/p1/scheduled_transactions': (q) =>
        q.has('last_knowledge_of_server')
          ? { scheduled_transactions: [], server_knowledge: 1 }
          : {
              scheduled_transactions: [
                { id: 'st1', amount: -5, deleted: false, subtransactions: [{ id: 'ss1', amount: -5, deleted: true }] },
              ],
              server_knowledge: 1,
            },
      'GET /plans/p1/months': (q) =>
        q.has('last_knowledge_of_server')
          ? {
              months: [{ month: '2026-09-01', income: 1, budgeted: 2, activity: 3, to_be_budgeted: 4, deleted: false }],
              server_knowledge: 3,
            }
          : {
              months: [
                { month: '2026-08-01', income: 0, budgeted: 0, activity: 0, to_be_budgeted: 0, deleted: false },
                { month: '2026-09-01', income: 0, budgeted: 0, activity: 0, to_be_budgeted: 0, deleted: false },
              ],
              server_knowledge: 2,
            },
    });
    const client = testClient(ynab.fetch);
    const read = () =>
      call(async () => ({
        accounts: (await client.accounts('p1')).map((a) => a.id),
        payees: (await client.payees('p1')).map((p) => p.name),
        scheduled: (await client.scheduledTransactions('p1')).map((s) => [s.id, s.subtransactions.length]),
        months: (await client.months('p1')).map((m) => [m.month, m.to_be_budgeted]),
      }));
    expect((await read()).result).toEqual({
      accounts: ['a1', 'a2'],
      payees: ['Old'],
      scheduled: [['st1', 0]],
      months: [
        ['2026-08-01', 0],
        ['2026-09-01', 0],
      ],
    });
    expect((await read()).result).toEqual({
      accounts: ['a1'],
      payees: ['New name'],
      scheduled: [['st1', 0]],
      months: [
        ['2026-08-01', 0],
        ['2026-09-01', 4],
      ],
    });
    expect(ynab.paths()).toEqual([
      'GET /plans/p1/accounts',
      'GET /plans/p1/payees',
      'GET /plans/p1/scheduled_transactions',
      'GET /plans/p1/months',
      'GET /plans/p1/accounts?last_knowledge_of_server=1',
      'GET /plans/p1/payees?last_knowledge_of_server=1',
      'GET /plans/p1/scheduled_transactions?last_knowledge_of_server=1',
      'GET /plans/p1/months?last_knowledge_of_server=2',
    ]);
  });

  it('the cache is per plan', async () => {
    const ynab = miniYnab({
      'GET /plans/p1/accounts': () => ({ accounts: [account('a1')], server_knowledge: 1 }),
      'GET /plans/p2/accounts': () => ({ accounts: [account('b1')], server_knowledge: 7 }),
    });
    const client = testClient(ynab.fetch);
    expect((await call(() => client.accounts('p1'))).result.map((a) => a.id)).toEqual(['a1']);
    expect((await call(() => client.accounts('p2'))).result.map((a) => a.id)).toEqual(['b1']);
    await call(() => client.accounts('p2'));
    expect(ynab.paths().at(-1)).toBe('GET /plans/p2/accounts?last_knowledge_of_server=7');
  });
});

describe('one fetch per collection per call', () => {
  it('however many steps need it; the next call makes one (delta) request again', async () => {
    const ynab = miniYnab({
      'GET /plans/p1/accounts': () => ({ accounts: [account('a1')], server_knowledge: 1 }),
      [`GET ${TX}`]: () => ({ transactions: [], server_knowledge: 1 }),
    });
    const client = testClient(ynab.fetch);
    const first = await call(async () => {
      await client.accounts('p1');
      await Promise.all([client.accounts('p1'), client.transactions('p1'), client.transactions('p1')]);
      await client.transactions('p1');
      return client.accounts('p1');
    });
    expect(first.requests).toBe(2);
    expect(first.result.map((a) => a.id)).toEqual(['a1']);
    const second = await call(async () => {
      await client.accounts('p1');
      return client.accounts('p1');
    });
    expect(second.requests).toBe(1);
    expect(ynab.paths()).toEqual([
      'GET /plans/p1/accounts',
      `GET ${TX}?since_date=1970-01-01`,
      'GET /plans/p1/accounts?last_knowledge_of_server=1',
    ]);
  });

  it('two clients in one call keep their own reads', async () => {
    const route = () => ({ 'GET /plans/p1/accounts': () => ({ accounts: [account('a1')], server_knowledge: 1 }) });
    const [a, b] = [miniYnab(route()), miniYnab(route())];
    const { requests } = await call(async () => {
      await testClient(a.fetch).accounts('p1');
      await testClient(b.fetch).accounts('p1');
    });
    expect([a.log.length, b.log.length, requests]).toEqual([1, 1, 2]);
  });

  it('a failed fetch is not re-sent within the call', async () => {
    const ynab = miniYnab({ 'GET /plans/p1/accounts': () => json(404, { error: { detail: 'Plan not found' } }) });
    const client = testClient(ynab.fetch);
    const { result, requests } = await call(async () => [await rejection(client.accounts('p1')), await rejection(client.accounts('p1'))]);
    expect(result.map((e) => e.message)).toEqual(['YNAB 404: Plan not found', 'YNAB 404: Plan not found']);
    expect(requests).toBe(1);
  });

  it('concurrent calls share one in-flight fetch per plan and collection', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const ynab = miniYnab({
      'GET /plans/p1/accounts': async () => {
        await gate;
        return { accounts: [account('a1')], server_knowledge: 1 };
      },
    });
    const client = testClient(ynab.fetch);
    const a = call(() => client.accounts('p1'));
    const b = call(() => client.accounts('p1'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    const [ra, rb] = await Promise.all([a, b]);
    expect(ra.result.map((x) => x.id)).toEqual(['a1']);
    expect(rb.result.map((x) => x.id)).toEqual(['a1']);
    expect(ynab.log).toHaveLength(1);
    expect(ra.requests + rb.requests).toBe(1);
  });
});

describe('months/{month}', () => {
  it('is never cached: each call reads it in full, and its deleted categories are left out', async () => {
    const ynab = miniYnab({
      'GET /plans/p1/months/2026-09-01': () => ({
        month: {
          month: '2026-09-01',
          income: 0,
          budgeted: 0,
          activity: 0,
          to_be_budgeted: 7,
          deleted: false,
          categories: [category('c1', 'g1'), category('c2', 'g1', 0, { deleted: true })],
        },
      }),
    });
    const client = testClient(ynab.fetch);
    for (let i = 0; i < 2; i += 1) {
      const { result } = await call(() => client.month('p1', '2026-09-01'));
      expect(result.categories.map((c) => c.id)).toEqual(['c1']);
    }
    expect(ynab.paths()).toEqual(['GET /plans/p1/months/2026-09-01', 'GET /plans/p1/months/2026-09-01']);
  });
});
