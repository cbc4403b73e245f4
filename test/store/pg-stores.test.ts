// The PostgreSQL stores of a hosted deployment (src/store/pg), against a real PostgreSQL the test starts:
// codes and request-state nonces follow the memory stores' rules and are single use across instances (two
// pools stand for two instances), no person can take, burn or read another's, the journal in rows
// reads back as the file does, and a person's rules are theirs, a write from a stale revision refused.
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Binding } from '../../src/confirm/codes.ts';
import { RequestStates } from '../../src/confirm/request-state.ts';
import { Journal } from '../../src/journal/journal.ts';
import { openDatabase } from '../../src/store/pg/database.ts';
import { PgCodes } from '../../src/store/pg/codes.ts';
import { PgJournalMedium } from '../../src/store/pg/journal-medium.ts';
import { PgNonces } from '../../src/store/pg/nonces.ts';
import { digest } from '../../src/store/pg/oauth-store.ts';
import { SCHEMA_STEPS } from '../../src/store/pg/schema.ts';
import { PgRulesStore } from '../../src/store/pg/rules-store.ts';
import type { Rule } from '../../src/logic/rules/rule.ts';
import { RulesChanged, RulesUnreadable } from '../../src/rules/store.ts';
import { twoInstances } from './two-instances.ts';

const B: Binding = { fp: 'fp-1', seen: 'seen-1' };
const db = twoInstances();

describe('the schema', () => {
  it('is applied once however many instances open the database at once', async () => {
    const url = await db.postgres.freshDatabase('racing');
    const pools = await Promise.all(Array.from({ length: 4 }, () => openDatabase({ url })));
    const steps = await pools[0]!.query('SELECT count(*)::int AS n FROM avenir_schema');
    expect(steps.rows[0].n).toBeGreaterThan(0);
    await Promise.all(pools.map((pool) => pool.end()));
  });

  it('carries a deployment of the last version over: each person’s YNAB tokens to their scope, codes and nonces to digests (#26)', async () => {
    const url = await db.postgres.freshDatabase('upgrade');
    const old = new pg.Pool({ connectionString: url, max: 1 });
    await old.query('CREATE TABLE avenir_schema (step integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    // The three steps of the last released schema, as a deployment of it holds them.
    for (const [index, sql] of SCHEMA_STEPS.slice(0, 3).entries()) {
      await old.query(sql);
      await old.query('INSERT INTO avenir_schema (step) VALUES ($1)', [index + 1]);
    }
    await old.query(
      "INSERT INTO people (id, ynab_user, ynab_tokens, ynab_expires_at, read_only) VALUES ('p_w', 'u-w', 'sealed-w', now() + interval '1 hour', false), ('p_r', 'u-r', 'sealed-r', now() + interval '1 hour', true)",
    );
    await old.query(
      "INSERT INTO confirmation_codes (code, person, fp, seen, expires_at) VALUES ('code-in-flight', 'p_w', 'fp-1', 'seen-1', now() + interval '5 minutes')",
    );
    await old.query(
      "INSERT INTO request_nonces (nonce, person, expires_at) VALUES ('nonce-in-flight', 'p_w', now() + interval '5 minutes')",
    );
    await old.end();
    const upgraded = await openDatabase({ url });
    try {
      const tokens = await upgraded.query('SELECT person, scope, sealed FROM ynab_tokens ORDER BY person');
      expect(tokens.rows).toEqual([
        { person: 'p_r', scope: 'read-only', sealed: 'sealed-r' },
        { person: 'p_w', scope: 'full', sealed: 'sealed-w' },
      ]);
      const columns = await upgraded.query(
        "SELECT column_name FROM information_schema.columns WHERE table_name = 'people' ORDER BY column_name",
      );
      expect(columns.rows.map((r: { column_name: string }) => r.column_name)).toEqual(['created_at', 'id', 'ynab_user']);
      // What was in flight still works once, and the database holds no code or nonce in clear.
      expect((await upgraded.query("SELECT 1 FROM confirmation_codes WHERE digest = 'code-in-flight'")).rowCount).toBe(0);
      expect(await new PgCodes(upgraded, 'p_w').take('code-in-flight')).toEqual({ fp: 'fp-1', seen: 'seen-1' });
      expect(await new PgNonces(upgraded, 'p_w').consume('nonce-in-flight')).toBe(true);
      expect(await new PgNonces(upgraded, 'p_w').consume('nonce-in-flight')).toBe(false);
    } finally {
      await upgraded.end();
    }
  });

  it('refuses a database it cannot reach, naming why', async () => {
    await expect(openDatabase({ url: 'postgres://nobody:wrong@127.0.0.1:1/none' })).rejects.toThrow(/ECONNREFUSED/);
  });
});

describe('PgCodes', () => {
  it('makes 11 URL-safe characters; a code minted on one instance confirms once, on the other', async () => {
    const code = await new PgCodes(db.one, 'alice').issue(B);
    expect(code).toMatch(/^[A-Za-z0-9_-]{11}$/);
    // Kept as its digest only: a copy of the database holds no code that confirms anything.
    expect((await db.one.query('SELECT 1 FROM confirmation_codes WHERE digest = $1', [code])).rowCount).toBe(0);
    expect((await db.one.query('SELECT 1 FROM confirmation_codes WHERE digest = $1', [digest(code)])).rowCount).toBe(1);
    expect(await new PgCodes(db.two, 'alice').take(code)).toEqual(B);
    expect(await new PgCodes(db.one, 'alice').take(code)).toBeUndefined();
  });

  it('lets exactly one of many instances taking the same code at once apply it', async () => {
    const code = await new PgCodes(db.one, 'alice').issue(B);
    const takes = await Promise.all(Array.from({ length: 8 }, (_, i) => new PgCodes(i % 2 ? db.one : db.two, 'alice').take(code)));
    expect(takes.filter((taken) => taken !== undefined)).toEqual([B]);
  });

  it('never lets another person take a code, nor burn it by trying', async () => {
    const code = await new PgCodes(db.one, 'alice').issue(B);
    expect(await new PgCodes(db.two, 'bob').take(code)).toBeUndefined();
    expect(await new PgCodes(db.one, 'alice').take(code)).toEqual(B);
  });

  it('refuses a code once its 600 s are over, and burns it', async () => {
    const code = await new PgCodes(db.one, 'alice').issue(B);
    await db.one.query("UPDATE confirmation_codes SET expires_at = now() - interval '1 second' WHERE digest = $1", [digest(code)]);
    expect(await new PgCodes(db.two, 'alice').take(code)).toBeUndefined();
    const row = await db.one.query('SELECT used_at FROM confirmation_codes WHERE digest = $1', [digest(code)]);
    expect(row.rows[0].used_at).not.toBeNull();
  });

  it('keeps a code alive until its deadline: 600 s from issue', async () => {
    const code = await new PgCodes(db.one, 'alice').issue(B);
    const row = await db.one.query('SELECT extract(epoch FROM expires_at - now())::int AS left FROM confirmation_codes WHERE digest = $1', [
      digest(code),
    ]);
    expect(row.rows[0].left).toBeGreaterThan(590);
    expect(row.rows[0].left).toBeLessThanOrEqual(600);
  });

  it('draws again when the random bytes give a code already stored', async () => {
    const fills = [9, 9, 10];
    const random = (n: number) => Buffer.alloc(n, fills.shift()!);
    const codes = new PgCodes(db.one, 'carol', random);
    const first = await codes.issue(B);
    const second = await codes.issue({ fp: 'fp-2', seen: 'seen-2' });
    expect(first).not.toBe(second);
    expect(await codes.take(second)).toEqual({ fp: 'fp-2', seen: 'seen-2' });
  });

  it('burns any try of the person, even of a text that is not a code', async () => {
    expect(await new PgCodes(db.one, 'alice').take('not-a-code1')).toBeUndefined();
    expect(await new PgCodes(db.one, 'alice').take('')).toBeUndefined();
  });
});

describe('PgNonces through RequestStates', () => {
  const KEY = Buffer.alloc(32, 3);
  it('verifies on one instance a state sealed by the other, and accepts its answer once', async () => {
    const sealer = new RequestStates(undefined, KEY, new PgNonces(db.one, 'alice'));
    const verifier = new RequestStates(undefined, KEY, new PgNonces(db.two, 'alice'));
    const payload = verifier.open(await sealer.issue(B));
    expect(payload).toMatchObject(B);
    const answers = await Promise.all([verifier.consume(payload!), sealer.consume(payload!), verifier.consume(payload!)]);
    expect(answers.filter(Boolean)).toHaveLength(1);
  });

  it('never accepts a person’s answer for another person, and leaves it usable by its own', async () => {
    const alice = new RequestStates(undefined, KEY, new PgNonces(db.one, 'alice'));
    const bob = new RequestStates(undefined, KEY, new PgNonces(db.two, 'bob'));
    const payload = alice.open(await alice.issue(B))!;
    expect(await bob.consume(payload)).toBe(false);
    expect(await alice.consume(payload)).toBe(true);
  });

  it('refuses an answer whose state is 600 s old', async () => {
    const states = new RequestStates(undefined, KEY, new PgNonces(db.one, 'alice'));
    const payload = states.open(await states.issue(B))!;
    await db.one.query('UPDATE request_nonces SET expires_at = now() WHERE digest = $1', [digest(payload.nonce)]);
    expect(await states.consume(payload)).toBe(false);
  });
});

describe('PgJournalMedium', () => {
  it('reads back on one instance what the other journaled, in order, as the file would', async () => {
    const writer = new Journal(new PgJournalMedium(db.one, 'alice'));
    const id = await writer.appendPending({
      plan_id: 'p',
      kind: 'budget',
      details: { month: '2026-09-01', category_id: 'c', from: 0, to: 1000 },
    });
    await writer.settle(id, 'applied');
    const view = await new Journal(new PgJournalMedium(db.two, 'alice')).read();
    expect(view.operations.map((op) => [op.entry.operation_id, op.state])).toEqual([[id, 'in_effect']]);
  });

  it('shows no person another’s operations', async () => {
    await new Journal(new PgJournalMedium(db.one, 'dave')).appendPending({ plan_id: 'p', kind: 'budget', details: {} as never });
    expect((await new Journal(new PgJournalMedium(db.two, 'erin')).read()).operations).toEqual([]);
  });

  it('fails an append it cannot store with JournalUnwritable naming the database', async () => {
    const closed = await openDatabase({ url: db.postgres.url });
    await closed.end();
    await expect(
      new Journal(new PgJournalMedium(closed, 'alice')).appendPending({ plan_id: 'p', kind: 'budget', details: {} as never }),
    ).rejects.toMatchObject({
      name: 'JournalUnwritable',
      message: expect.stringContaining('AVENIR_MCP_DATABASE_URL'),
    });
  });
});

describe('PgRulesStore', () => {
  const rule = (name: string): Rule => ({ name, enabled: true, conditions: { payee: { contains: name } }, actions: { approve: true } });

  it('reads on one instance the rules the other saved, per person and plan', async () => {
    const writer = new PgRulesStore(db.one, 'alice');
    const empty = await writer.read('plan-a');
    expect(empty).toEqual({ rules: [], revision: '0' });
    await writer.replace('plan-a', [rule('A'), rule('B')], empty.revision);
    const read = await new PgRulesStore(db.two, 'alice').read('plan-a');
    expect(read.rules).toEqual([rule('A'), rule('B')]);
    expect((await new PgRulesStore(db.two, 'alice').read('plan-b')).rules).toEqual([]);
    expect((await new PgRulesStore(db.two, 'bob').read('plan-a')).rules).toEqual([]);
  });

  it('lets exactly one of two instances writing from the same revision win, the other refused', async () => {
    const one = new PgRulesStore(db.one, 'carol');
    const two = new PgRulesStore(db.two, 'carol');
    await one.replace('p', [rule('A')], '0');
    const seen = (await two.read('p')).revision;
    const outcomes = await Promise.allSettled([one.replace('p', [rule('B')], seen), two.replace('p', [rule('C')], seen)]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.find((o) => o.status === 'rejected')).toMatchObject({ reason: expect.any(RulesChanged) });
    // Two first saves of a plan race the same way.
    const first = await Promise.allSettled([one.replace('q', [rule('B')], '0'), two.replace('q', [rule('C')], '0')]);
    expect(first.filter((o) => o.status === 'rejected')).toHaveLength(1);
  });

  it('fails a write it cannot store with RulesUnwritable naming the database', async () => {
    const closed = await openDatabase({ url: db.postgres.url });
    await closed.end();
    await expect(new PgRulesStore(closed, 'alice').replace('p', [rule('A')], '0')).rejects.toMatchObject({
      name: 'RulesUnwritable',
      fix: expect.stringContaining('AVENIR_MCP_DATABASE_URL'),
    });
  });

  it('refuses a row that does not read as rules, with the fix', async () => {
    await db.one.query("INSERT INTO rule_sets (person, plan_id, body, revision) VALUES ('dora', 'p', 'version: 9', 1)");
    await expect(new PgRulesStore(db.two, 'dora').read('p')).rejects.toBeInstanceOf(RulesUnreadable);
  });
});
