// The transactions window and the freshness rules of the YNAB client (ynab-client.md §9), over the demo
// fake: a window reads only its dates, an older question reads only the older part and later deltas keep
// the whole window consistent (a property over random questions and changes); ids outside the window are
// looked for in all history; a list answered within freshMs sends nothing, a write that changes it makes it
// ask again; and a confirming leg checks only its change_check collections unless that check finds a change.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/logic/core/day-numbers.ts';
import type { YnabClient } from '../../src/ynab/client.ts';
import { countRequests } from '../../src/ynab/request-count.ts';
import { DEMO_TODAY } from '../../src/config.ts';
import { PLAN, setup, summary, truth } from './demo-client.ts';

describe('the transactions window', () => {
  it('reads only its dates, then only the older part, then one delta over the whole window', async () => {
    const { fake, client, sent } = setup();
    const recent = await countRequests(() => client.transactions(PLAN, '2026-09-10'));
    // The window starts a month early (windowStart): a date corrected backward stays inside it.
    expect(sent()).toEqual([`GET /plans/${PLAN}/transactions?since_date=2026-08-01`]);
    expect(recent.result.length).toBeGreaterThan(0);
    expect(recent.result.every((t) => t.date >= '2026-09-10')).toBe(true);
    expect(summary(recent.result)).toEqual(await truth(fake, '2026-09-10'));

    fake.resetLog();
    const older = await countRequests(() => client.transactions(PLAN, '2026-07-20'));
    // The window's delta and the older part alone, [2026-06-01, 2026-07-31]: nothing read twice.
    expect(sent().sort()).toEqual([
      `GET /plans/${PLAN}/transactions?since_date=2026-06-01&until_date=2026-07-31`,
      expect.stringMatching(new RegExp(`^GET /plans/${PLAN}/transactions\\?since_date=2026-08-01&last_knowledge_of_server=\\d+$`)),
    ]);
    expect(summary(older.result)).toEqual(await truth(fake, '2026-07-20'));

    fake.resetLog();
    const inside = await countRequests(() => client.transactions(PLAN, '2026-06-15'));
    expect(sent()).toEqual([expect.stringMatching(/since_date=2026-06-01&last_knowledge_of_server=\d+$/)]);
    expect(summary(inside.result)).toEqual(await truth(fake, '2026-06-15'));
  });

  it('property: after any questions and changes, every answer equals a fresh read of its dates', async () => {
    const since = fc.constantFrom('2025-10-01', '2026-01-15', '2026-06-01', '2026-08-20', '2026-09-20', '1970-01-01');
    const step = fc.oneof(
      since.map((s) => ({ read: s }) as const),
      fc.record({ edit: fc.nat(), amount: fc.integer({ min: -99_000, max: 99_000 }), days: fc.integer({ min: -27, max: 400 }) }),
      fc.record({ remove: fc.nat() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 8 }), async (steps) => {
        const { fake, client } = setup();
        for (const s of steps) {
          if ('read' in s) {
            expect(summary(await countRequests(() => client.transactions(PLAN, s.read)).then((r) => r.result))).toEqual(
              await truth(fake, s.read),
            );
          } else if ('edit' in s) {
            // A change anywhere: its amount, and its date corrected up to four weeks back or any later
            // (windowStart's margin; a correction further back is the limitation docs/*/limitations.md names).
            fake.mutate(PLAN, (plan) => {
              const t = plan.transactions[s.edit % plan.transactions.length]!;
              t.amount = s.amount * 10;
              t.date = [addDays(t.date, s.days)!, DEMO_TODAY].sort()[0]!;
            });
          } else {
            fake.mutate(PLAN, (plan) => void (plan.transactions[s.remove % plan.transactions.length]!.deleted = true));
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  it('a transaction named by id outside the window is looked for in all history', async () => {
    const { fake, client, sent } = setup();
    const old = (await truth(fake, '1970-01-01')).map((line) => line.split(' ')).find(([, date]) => date! < '2026-08-01')!;
    fake.resetLog();
    const found = await countRequests(() => client.transactionsHolding(PLAN, [old[0]!], '2026-09-01'));
    expect(found.result.some((t) => t.id === old[0])).toBe(true);
    expect(found.requests).toBe(2);
    expect(sent()[1]).toBe(`GET /plans/${PLAN}/transactions?since_date=1970-01-01&until_date=2026-07-31`);
    // Once held, the older window serves the same id with one delta.
    fake.resetLog();
    expect((await countRequests(() => client.transactionsHolding(PLAN, [old[0]!], '2026-09-01'))).requests).toBe(1);
  });

  it('two windows asked at once merge one after the other, both right', async () => {
    const { fake, client } = setup();
    const [a, b] = await countRequests(() =>
      Promise.all([client.transactions(PLAN, '2026-09-01'), client.transactions(PLAN, '2026-03-01')]),
    ).then((r) => r.result);
    expect(summary(a)).toEqual(await truth(fake, '2026-09-01'));
    expect(summary(b)).toEqual(await truth(fake, '2026-03-01'));
  });
});

describe('freshness', () => {
  it('a list answered within freshMs sends nothing; after it, one delta; a write that changes it makes it ask again', async () => {
    const { client, clock } = setup({ freshMs: 5_000 });
    expect((await countRequests(() => client.accounts(PLAN))).requests).toBe(1);
    clock.now = 4_999;
    expect((await countRequests(() => client.accounts(PLAN))).requests).toBe(0);
    clock.now = 5_000;
    expect((await countRequests(() => client.accounts(PLAN))).requests).toBe(1);
    // A cleared status moves the account's cleared balance (write-effects.test.ts: what each write leaves current).
    await client.updateTransactions(PLAN, [{ id: 'tx-048', cleared: 'cleared' }]);
    expect((await countRequests(() => client.accounts(PLAN))).requests).toBe(1);
  });

  it('a month read within freshMs sends nothing, and is asked again after a write or in a confirming leg', async () => {
    const { client, clock } = setup({ freshMs: 5_000 });
    const month = (confirming?: Set<string>) => countRequests(() => client.month(PLAN, '2026-09-01'), confirming);
    const first = await month();
    expect(first.requests).toBe(1);
    clock.now = 1_000;
    const again = await month();
    expect([again.requests, again.result]).toEqual([0, first.result]);
    expect((await month(new Set())).requests).toBe(1);
    await client.setMonthBudget(PLAN, '2026-09-01', first.result.categories.find((c) => c.id === 'cat-groceries')!.id, 1000);
    expect((await month()).requests).toBe(1);
    clock.now = 7_000;
    expect((await month()).requests).toBe(1);
  });

  it('a fresh window asked for older dates reads only the older part', async () => {
    const { client, sent, fake } = setup({ freshMs: 5_000 });
    await countRequests(() => client.transactions(PLAN, '2026-09-01'));
    fake.resetLog();
    await countRequests(() => client.transactions(PLAN, '2026-07-15'));
    expect(sent()).toEqual([`GET /plans/${PLAN}/transactions?since_date=2026-06-01&until_date=2026-07-31`]);
  });
});

describe('the change check of a confirming leg', () => {
  const readAll = (client: YnabClient) =>
    Promise.all([client.transactions(PLAN, '2026-01-01'), client.categoryGroups(PLAN), client.accounts(PLAN)]);

  it('asks only for the checked collections when nothing changed, however old the rest is', async () => {
    const { fake, client, clock, sent } = setup({ freshMs: 5_000 });
    await countRequests(() => readAll(client));
    clock.now = 600_000;
    fake.resetLog();
    const leg = await countRequests(() => readAll(client), new Set(['transactions']));
    expect(leg.requests).toBe(1);
    expect(sent()).toEqual([
      expect.stringMatching(new RegExp(`^GET /plans/${PLAN}/transactions\\?since_date=2025-12-01&last_knowledge_of_server=\\d+$`)),
    ]);
  });

  it('asks for the rest too when the check found a change, and reads in full what it does not hold', async () => {
    const { fake, client, sent } = setup({ freshMs: 5_000 });
    await countRequests(() => Promise.all([client.transactions(PLAN, '2026-01-01'), client.categoryGroups(PLAN)]));
    fake.mutate(PLAN, (plan) => void (plan.transactions.find((t) => t.date >= '2026-01-01')!.memo = 'changed'));
    fake.resetLog();
    const leg = await countRequests(() => readAll(client), new Set(['transactions']));
    expect(
      sent()
        .map((line) => line.replace(/\?.*/, ''))
        .sort(),
    ).toEqual([`GET /plans/${PLAN}/accounts`, `GET /plans/${PLAN}/categories`, `GET /plans/${PLAN}/transactions`]);
    expect(leg.requests).toBe(3);
    expect(leg.result[0].some((t) => t.memo === 'changed')).toBe(true);
  });
});
