// The replica (src/ynab/replica/): a restarted client asks YNAB only for changes, with the same answers;
// the file is mode 600 in a folder of mode 700 and never holds the token; a file of another token, of
// another schema version, corrupt as a whole or in one row is discarded with one WARNING line and rebuilt;
// a process killed in the middle of a write leaves the last complete write; and no file without it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { DEMO_TODAY } from '../../src/config.ts';
import { FakeYnab } from '../../src/fake-ynab/fake-ynab.ts';
import { createLogger } from '../../src/log.ts';
import { Pacer } from '../../src/ynab/pacing.ts';
import { YnabClient, type TransactionDetail } from '../../src/ynab/client.ts';
import { ReplicaStore } from '../../src/ynab/replica/store.ts';
import { countRequests } from '../../src/ynab/request-count.ts';

const PLAN = 'demo-budget';
const TOKEN = 'replica-token-0123456789';
const SINCE = '2026-06-01';

function world() {
  const fake = new FakeYnab({ today: DEMO_TODAY });
  const file = join(mkdtempSync(join(tmpdir(), 'avenir-replica-')), 'cache', 'avenir-mcp', 'replica.sqlite');
  const logs: string[] = [];
  const start = (token = TOKEN) => {
    fake.resetLog();
    return new YnabClient({
      baseUrl: 'http://demo.invalid/v1',
      token: { token },
      userAgent: 'avenir-mcp/test',
      fetch: (request) => fake.fetch(request),
      pacer: new Pacer(),
      log: createLogger('WARNING', (line) => logs.push(line)),
      replica: { file },
    });
  };
  const warnings = () => logs.filter((l) => l.includes('WARNING'));
  const queries = () => fake.log.map((l) => `${l.path}?${l.query}`);
  return { fake, file, start, logs, warnings, queries };
}

const summary = (ts: readonly TransactionDetail[]) => ts.map((t) => `${t.id} ${t.date} ${t.amount} ${t.memo ?? ''}`).sort();

/** The reads a tool makes, inside one call. */
const read = (client: YnabClient) =>
  countRequests(async () => {
    const [accounts, transactions, groups] = await Promise.all([
      client.accounts(PLAN),
      client.transactions(PLAN, SINCE),
      client.categoryGroups(PLAN),
    ]);
    return {
      accounts: accounts.map((a) => `${a.id} ${a.balance}`),
      transactions: summary(transactions),
      groups: groups.map((g) => `${g.id} ${g.categories.length}`),
    };
  });

describe('the replica', () => {
  it('makes a restart ask only for changes, with the same answers, and keeps changes made between', async () => {
    const w = world();
    const first = w.start();
    const cold = await read(first);
    expect(cold.requests).toBe(3);
    expect(w.queries().every((q) => !q.includes('last_knowledge_of_server'))).toBe(true);
    first.close();

    w.fake.mutate(PLAN, (plan) => void (plan.transactions.find((t) => t.date >= SINCE)!.memo = 'changed while stopped'));
    const second = w.start();
    const warm = await read(second);
    // One delta request per collection, none in full.
    expect(warm.requests).toBe(3);
    expect(w.queries().every((q) => /last_knowledge_of_server=\d+/.test(q))).toBe(true);
    expect(warm.result.transactions.some((t) => t.includes('changed while stopped'))).toBe(true);
    // The same answers a client without replica gets.
    const fresh = new YnabClient({
      baseUrl: 'http://demo.invalid/v1',
      token: { token: TOKEN },
      userAgent: 't',
      fetch: (r) => w.fake.fetch(r),
      pacer: new Pacer(),
    });
    expect(warm.result).toEqual((await read(fresh)).result);
    // The plan directory too: the currency format costs no GET /plans after a restart.
    await countRequests(() => second.currencyDigits(PLAN));
    second.close();
    const third = w.start();
    expect((await countRequests(() => third.currencyDigits(PLAN))).requests).toBe(0);
    third.close();
    expect(w.warnings()).toEqual([]);
  });

  it('is mode 600 in a folder of mode 700, and never holds the token', async () => {
    const w = world();
    const client = w.start();
    await read(client);
    client.close();
    expect(statSync(w.file).mode & 0o777).toBe(0o600);
    expect(statSync(join(w.file, '..')).mode & 0o777).toBe(0o700);
    for (const suffix of ['', '-wal']) {
      let bytes = '';
      try {
        bytes = readFileSync(`${w.file}${suffix}`, 'latin1');
      } catch {
        continue;
      }
      expect(bytes.includes(TOKEN)).toBe(false);
    }
  });

  it('writes once the server is quiet for a second, on its own, without a close', async () => {
    const w = world();
    await read(w.start());
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    const again = w.start();
    expect((await read(again)).requests).toBe(3);
    expect(w.queries().every((q) => q.includes('last_knowledge_of_server'))).toBe(true);
    again.close();
  });

  it.each([
    ['another token', (w: ReturnType<typeof world>) => w.start('another-token-9876543210')],
    [
      'another schema version',
      (w: ReturnType<typeof world>) => {
        const db = new DatabaseSync(w.file);
        db.exec("UPDATE meta SET value = '0' WHERE key = 'schema'");
        db.close();
        return w.start();
      },
    ],
    [
      'corrupt',
      (w: ReturnType<typeof world>) => {
        writeFileSync(w.file, 'this is not a SQLite file, nor ever was one '.repeat(200));
        return w.start();
      },
    ],
  ])('a file of %s is discarded with one WARNING line and rebuilt', async (why, restart) => {
    const w = world();
    const first = w.start();
    await read(first);
    first.close();
    const second = restart(w);
    const after = await read(second);
    // Read in full, as if there had been no file.
    expect(after.requests).toBe(3);
    expect(w.queries().some((q) => q.includes('last_knowledge_of_server'))).toBe(false);
    expect(w.warnings()).toHaveLength(1);
    expect(w.warnings()[0]).toContain('cache replica discarded and rebuilt');
    expect(w.warnings()[0]).toContain(why);
    // The real reason, as SQLite gives it, for a file that is not a database (issue #29 item 8).
    if (why === 'corrupt') expect(w.warnings()[0]).toContain('reason=corrupt (file is not a database)');
    second.close();
    // Rebuilt: the next start asks for changes only, with no warning of its own.
    const third = why === 'another token' ? w.start('another-token-9876543210') : w.start();
    await read(third);
    expect(w.queries().every((q) => q.includes('last_knowledge_of_server'))).toBe(true);
    expect(w.warnings()).toHaveLength(1);
    third.close();
  });

  it('a folder it cannot write in keeps the cache in memory, deletes nothing, and logs the real reason, not "corrupt"', async () => {
    const w = world();
    const blocker = join(mkdtempSync(join(tmpdir(), 'avenir-replica-')), 'cache-is-a-file');
    writeFileSync(blocker, 'kept');
    const logs: string[] = [];
    const client = new YnabClient({
      baseUrl: 'http://demo.invalid/v1',
      token: { token: TOKEN },
      userAgent: 'avenir-mcp/test',
      fetch: (request) => w.fake.fetch(request),
      pacer: new Pacer(),
      log: createLogger('WARNING', (line) => logs.push(line)),
      replica: { file: join(blocker, 'avenir-mcp', 'replica.sqlite') },
    });
    expect((await read(client)).result.transactions.length).toBeGreaterThan(0);
    expect(logs).toEqual([
      `avenir-mcp WARNING cache replica unusable: the cache stays in memory folder=${join(blocker, 'avenir-mcp')} reason=ENOTDIR\n`,
    ]);
    expect(readFileSync(blocker, 'utf8')).toBe('kept');
    client.close();
  });

  it('a row that cannot be read discards the replica with one WARNING line; the read goes on in full', async () => {
    const w = world();
    const first = w.start();
    const before = await read(first);
    first.close();
    const db = new DatabaseSync(w.file);
    db.exec(
      "UPDATE items SET body = '{not json' WHERE collection = 'transactions' AND rowid = (SELECT min(rowid) FROM items WHERE collection = 'transactions')",
    );
    db.close();
    const second = w.start();
    const after = await read(second);
    expect(after.result).toEqual(before.result);
    expect(w.warnings()).toEqual([expect.stringContaining('cache replica discarded and rebuilt')]);
    // The delta read went out before the rows were read (they answer while it is on its way); once they
    // prove unreadable, its answer is dropped and the transactions are read in full.
    expect(w.queries().filter((q) => q.includes('/transactions'))).toEqual([
      expect.stringContaining('last_knowledge_of_server'),
      expect.not.stringContaining('last_knowledge_of_server'),
    ]);
    second.close();
  });

  it('a process killed in the middle of a write leaves the last complete write, and starts without warning', () => {
    const w = world();
    const log = createLogger('WARNING', (line) => w.logs.push(line));
    const store = ReplicaStore.open(w.file, TOKEN, log)!;
    store.write(PLAN, 'accounts', { knowledge: 7, all: true, upserts: [['a1', { id: 'a1', name: 'Kept' }]], deletes: [] });
    store.close();
    // A child writes a second state and is killed (SIGKILL) half way through its upserts.
    const child = [
      "import { ReplicaStore } from './src/ynab/replica/store.ts';",
      'const quiet = { debug() {}, info() {}, warning() {}, error() {} };',
      `const store = ReplicaStore.open(${JSON.stringify(w.file)}, ${JSON.stringify(TOKEN)}, quiet);`,
      'function* rows() { for (let i = 0; i < 1000; i++) { if (i === 500) process.kill(process.pid, "SIGKILL"); yield [`n${i}`, { id: `n${i}` }]; } }',
      "store.write('demo-budget', 'accounts', { knowledge: 8, all: true, upserts: rows(), deletes: [] });",
    ].join('\n');
    const script = join(w.file, '..', 'child.ts');
    writeFileSync(script, child);
    expect(() =>
      execFileSync(process.execPath, ['--import', 'tsx', script], { cwd: join(import.meta.dirname, '..', '..'), stdio: 'pipe' }),
    ).toThrow();
    const reopened = ReplicaStore.open(w.file, TOKEN, log)!;
    expect(reopened.load(PLAN, 'accounts')).toEqual({ knowledge: 7, items: [{ id: 'a1', name: 'Kept' }] });
    reopened.close();
    expect(w.logs.filter((l) => l.includes('WARNING'))).toEqual([]);
  });

  it('without a replica file nothing is written', async () => {
    const w = world();
    const client = new YnabClient({
      baseUrl: 'http://demo.invalid/v1',
      token: { token: TOKEN },
      userAgent: 't',
      fetch: (r) => w.fake.fetch(r),
      pacer: new Pacer(),
    });
    await read(client);
    client.close();
    expect(() => statSync(w.file)).toThrow();
  });
});
