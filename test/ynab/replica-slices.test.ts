// The replica read in slices (src/ynab/replica/replica.ts loadInSlices) and the restart that uses it
// (delta-sync.ts): a restart sends each collection's delta read before reading its items from the file,
// so YNAB answers while the file is read; a collection is read whole, in YNAB's order, however many slices;
// a read that spans an emptying of the file or the server's close gives nothing rather than part; and an
// emptied file never ends up holding part of a collection under its knowledge.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_TODAY } from '../../src/config.ts';
import { FakeYnab } from '../../src/fake-ynab/fake-ynab.ts';
import { createLogger } from '../../src/log.ts';
import { specOf, type Stored } from '../../src/ynab/collections.ts';
import { DeltaCache } from '../../src/ynab/delta-cache.ts';
import { Pacer } from '../../src/ynab/pacing.ts';
import { YnabClient } from '../../src/ynab/client.ts';
import { Replica } from '../../src/ynab/replica/replica.ts';
import { ReplicaStore } from '../../src/ynab/replica/store.ts';
import { countRequests } from '../../src/ynab/request-count.ts';
import type { Account } from '../../src/ynab/types.ts';
import { account } from './mini-ynab.ts';

const PLAN = 'demo-budget';
const TOKEN = 'replica-token-0123456789';
const SINCE = '2026-06-01';

const tempFile = () => join(mkdtempSync(join(tmpdir(), 'avenir-slices-')), 'avenir-mcp', 'replica.sqlite');

function quietLog() {
  const lines: string[] = [];
  return { log: createLogger('WARNING', (line) => lines.push(line)), lines };
}

/** `n` accounts, named by their place, as a full read would bring them. */
const accounts = (n: number, from = 0): Account[] =>
  Array.from({ length: n }, (_, i) => account(`a${String(from + i).padStart(5, '0')}`) as Account);

/** A replica whose file holds the accounts given, as a first read writes them. */
function replicaHolding(items: readonly { id: string }[], file = tempFile()) {
  const { log, lines } = quietLog();
  const store = ReplicaStore.open(file, TOKEN, log)!;
  store.write(PLAN, 'accounts', { knowledge: 42, all: true, upserts: items.map((a) => [a.id, a]), deletes: [] });
  store.close();
  return { file, replica: Replica.open(file, TOKEN, log)!, lines };
}

/** Runs `then` once the first slice of accounts is read, before the next one. */
function afterFirstSlice(then: () => void) {
  const original = ReplicaStore.prototype.items;
  let slices = 0;
  vi.spyOn(ReplicaStore.prototype, 'items').mockImplementation(function (this: ReplicaStore, ...args: Parameters<ReplicaStore['items']>) {
    const slice = original.apply(this, args);
    if (args[1] === 'accounts' && ++slices === 1) setImmediate(then);
    return slice;
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the replica read in slices', () => {
  it('reads a collection of several slices whole, in the order YNAB first sent it, a slice at a time', async () => {
    const items = accounts(2_500).reverse();
    const { replica } = replicaHolding(items);
    const slices = vi.spyOn(ReplicaStore.prototype, 'items');
    const stored = await replica.loadInSlices(PLAN, 'accounts');
    expect(stored?.knowledge).toBe(42);
    expect(stored?.syncedAt).toBe(-Infinity);
    expect(
      specOf('accounts')
        .view(stored!.state)
        .map((a) => a.id),
    ).toEqual(items.map((a) => a.id));
    expect(slices.mock.calls.map((call) => call.slice(2))).toEqual([
      [0, 1_000],
      [1_000, 1_000],
      [2_000, 1_000],
    ]);
    // The same as the whole read at once.
    expect(stored).toEqual(replica.load(PLAN, 'accounts'));
    replica.close();
  });

  it('gives nothing, rather than part of the collection, when the file is emptied while it reads', async () => {
    const { file, replica, lines } = replicaHolding(accounts(2_500));
    const other = new DatabaseSync(file);
    other.exec(
      `INSERT INTO windows VALUES ('${PLAN}', 'payees', 1, NULL); INSERT INTO items VALUES ('${PLAN}', 'payees', 'p1', 1, '{not json')`,
    );
    other.close();
    // After the first slice, another read finds its rows unreadable: the file is emptied (one WARNING line).
    afterFirstSlice(() => expect(replica.load(PLAN, 'payees')).toBeUndefined());
    expect(await replica.loadInSlices(PLAN, 'accounts')).toBeUndefined();
    expect(lines).toEqual([expect.stringContaining('cache replica discarded and rebuilt')]);
    replica.close();
  });

  it('gives nothing, and reports nothing, when the server closes it while it reads', async () => {
    const { replica, lines } = replicaHolding(accounts(2_500));
    afterFirstSlice(() => replica.close());
    expect(await replica.loadInSlices(PLAN, 'accounts')).toBeUndefined();
    expect(lines).toEqual([]);
  });

  it('keeps a collection the cache was given while the file was read: it is newer than the file', async () => {
    const { replica } = replicaHolding(accounts(2_500));
    const cache = new DeltaCache();
    cache.useReplica(replica);
    const newer: Stored<'accounts'> = { knowledge: 50, state: specOf('accounts').merge(undefined, accounts(1)), syncedAt: 0 };
    afterFirstSlice(() => cache.set(PLAN, 'accounts', newer));
    expect(await cache.getInSlices(PLAN, 'accounts')).toBe(newer);
    expect(cache.get(PLAN, 'accounts')).toBe(newer);
    replica.close();
  });

  it('gives nothing, and reports nothing, when another process changes the collection between two slices', async () => {
    const { file, replica, lines } = replicaHolding(accounts(2_500));
    // A second server on the same token brings the accounts up to date meanwhile: a new knowledge, one more item.
    afterFirstSlice(() => {
      const other = ReplicaStore.open(file, TOKEN, quietLog().log)!;
      other.write(PLAN, 'accounts', { knowledge: 43, all: false, upserts: accounts(1, 9_000).map((a) => [a.id, a]), deletes: [] });
      other.close();
    });
    expect(await replica.loadInSlices(PLAN, 'accounts')).toBeUndefined();
    expect(lines).toEqual([]);
    replica.close();
  });

  it('after the file was emptied, writes a collection it held whole at its next change, never as the few items touched', async () => {
    const { file, replica } = replicaHolding(accounts(3));
    const held = await replica.loadInSlices(PLAN, 'accounts');
    // Nothing is pending when a read of another collection finds the file unreadable and empties it.
    const db = new DatabaseSync(file);
    db.exec(
      `INSERT INTO windows VALUES ('${PLAN}', 'payees', 1, NULL); INSERT INTO items VALUES ('${PLAN}', 'payees', 'p1', 1, '{not json')`,
    );
    db.close();
    expect(replica.load(PLAN, 'payees')).toBeUndefined();
    const changed = { ...accounts(1, 1)[0]!, name: 'Renamed' };
    const current: Stored<'accounts'> = { knowledge: 43, state: specOf('accounts').merge(held!.state, [changed]), syncedAt: 0 };
    replica.changed(PLAN, 'accounts', [changed], () => current);
    replica.close();
    const reopened = ReplicaStore.open(file, TOKEN, quietLog().log)!;
    expect(reopened.load(PLAN, 'accounts')).toEqual({ knowledge: 43, items: [accounts(1)[0], changed, accounts(1, 2)[0]] });
    reopened.close();
  });

  it('writes a pending change whole after the file was emptied, never as the few items it touched', async () => {
    const { file, replica } = replicaHolding(accounts(3));
    const held = await replica.loadInSlices(PLAN, 'accounts');
    const changed = { ...accounts(1, 1)[0]!, name: 'Renamed' };
    const state = specOf('accounts').merge(held!.state, [changed]);
    const current: Stored<'accounts'> = { knowledge: 43, state, syncedAt: 0 };
    replica.changed(PLAN, 'accounts', [changed], () => current);
    // Before the write, a read of another collection finds the file unreadable and empties it.
    const db = new DatabaseSync(file);
    db.exec(
      `INSERT INTO windows VALUES ('${PLAN}', 'payees', 1, NULL); INSERT INTO items VALUES ('${PLAN}', 'payees', 'p1', 1, '{not json')`,
    );
    db.close();
    expect(replica.load(PLAN, 'payees')).toBeUndefined();
    replica.close();
    const { log } = quietLog();
    const reopened = ReplicaStore.open(file, TOKEN, log)!;
    expect(reopened.load(PLAN, 'accounts')?.items).toEqual([accounts(1)[0], changed, accounts(1, 2)[0]]);
    reopened.close();
  });
});

/** A maker of clients over one replica file (each one a start of the server), their requests sent to `fetch`. */
const clientOver = (file: string, fetch: (request: Request) => Promise<Response>) => (): YnabClient =>
  new YnabClient({
    baseUrl: 'http://demo.invalid/v1',
    token: { token: TOKEN },
    userAgent: 'avenir-mcp/test',
    fetch,
    pacer: new Pacer(),
    log: createLogger('WARNING', () => undefined),
    replica: { file },
  });

describe('a restart over the replica', () => {
  it('a confirming call whose check ran while another call read the transactions from the file asks YNAB for them itself', async () => {
    const fake = new FakeYnab({ today: DEMO_TODAY });
    const client = clientOver(tempFile(), (request) => fake.fetch(request));
    const first = client();
    await countRequests(() => first.transactions(PLAN, SINCE));
    first.close();
    const second = client();
    fake.resetLog();
    // A read of the year starts reading the file; meanwhile a confirming call reads the categories, whose
    // load runs the check of both lists, then the transactions from a later date.
    const reading = countRequests(() => second.transactions(PLAN, SINCE));
    const confirming = await countRequests(
      async () => {
        await second.categoryGroups(PLAN);
        return second.transactions(PLAN, '2026-07-01');
      },
      new Set(['transactions', 'categories']),
    );
    await reading;
    // Its check found the transactions not held yet (the file was still being read): it asks for them
    // itself once they are, rather than take the file's copy for checked.
    const transactionReads = fake.log.filter((l) => l.path.endsWith('/transactions'));
    expect(transactionReads).toHaveLength(2);
    expect(confirming.requests).toBe(2);
    second.close();
  });

  it('sends each delta read before reading that collection from the file, and answers as before', async () => {
    const fake = new FakeYnab({ today: DEMO_TODAY });
    const events: string[] = [];
    const client = clientOver(tempFile(), (request) => {
      events.push(`ynab ${new URL(request.url).pathname.split('/').at(-1)}`);
      return fake.fetch(request);
    });
    const read = (c: YnabClient) =>
      countRequests(async () => {
        const [list, transactions] = await Promise.all([c.accounts(PLAN), c.transactions(PLAN, SINCE)]);
        return { accounts: list.map((a) => `${a.id} ${a.balance}`), transactions: transactions.map((t) => `${t.id} ${t.amount}`) };
      });
    const first = client();
    const before = await read(first);
    first.close();
    events.length = 0;
    const original = ReplicaStore.prototype.items;
    vi.spyOn(ReplicaStore.prototype, 'items').mockImplementation(function (this: ReplicaStore, ...args: Parameters<ReplicaStore['items']>) {
      events.push(`file ${args[1]}`);
      return original.apply(this, args);
    });
    const second = client();
    // Whether the year is held is known from the file's window alone, without reading its items.
    expect(await second.historyAtHand(PLAN, SINCE)).toBe(true);
    expect(events).toEqual([]);
    const after = await read(second);
    second.close();
    expect(after.result).toEqual(before.result);
    expect(after.requests).toBe(2);
    for (const collection of ['accounts', 'transactions']) {
      expect(events.indexOf(`ynab ${collection}`)).toBeGreaterThanOrEqual(0);
      expect(events.indexOf(`ynab ${collection}`)).toBeLessThan(events.indexOf(`file ${collection}`));
    }
  });
});
