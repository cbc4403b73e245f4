// Fault runs: confirmed writes under 5xx (reads and writes), connection resets, answers lost after the write
// applied, refused connections and 429 storms — through the real server over stdio with confirmation codes,
// and in process with a client that answers the question. After each fault the journal and the fake agree:
// an applied entry's change is in YNAB, a failed one's is not, an unknown one's (a 5xx on the write too) is as the fault left it;
// a write is never sent twice, asking again never applies it twice, and a 429 silences the server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeSnapshot } from '../../src/fake-ynab/fake-ynab.ts';
import { harness, operations, presenceOf, WAYS, type Harness, type Outcome, type Presence, type Way } from './fault-kit.ts';

const LOST = /^Error calling tool '\w+': The request was sent to YNAB but its answer was lost .*Do not send it again/;

interface ToolCase {
  tool: string;
  /** Arguments of the i-th scenario: each scenario changes something no other one touches. */
  args(i: number): Record<string, unknown>;
  /** Path of its write requests (below /v1). */
  writePath: RegExp;
  /** Write requests one application sends. */
  writes: number;
  /** What asking again after an applied-but-lost write answers: nothing to do, or a duplicate refusal. */
  again: 'nothing_to_do' | RegExp | 'relative';
  /** create_transactions only: live transactions that look like scenario i's. */
  createdLike?(snapshot: FakeSnapshot, i: number): number;
}

const UNCATEGORISED = ['tx-046', 'tx-047', 'tx-048', 'tx-049', 'tx-050', 'tx-051'];

const BUDGETED = ['cat-rent', 'cat-power', 'cat-internet', 'cat-phone', 'cat-groceries', 'cat-restaurants'];
// Moves are relative, so each scenario whose entry ends applied gets categories no later one touches.
const MOVES = [
  ['cat-tennis', 'cat-restaurants'],
  ['cat-subscriptions', 'cat-transport'],
  ['cat-holidays', 'cat-phone'],
  ['cat-rent', 'cat-power'],
  ['cat-internet', 'cat-groceries'],
  ['cat-internet', 'cat-groceries'],
] as const;

const CASES: ToolCase[] = [
  {
    tool: 'apply_categories',
    args: (i) => ({ plan_id: 'demo-budget', assignments: [{ transaction_id: UNCATEGORISED[i]!, category_id: 'cat-groceries' }] }),
    writePath: /^\/plans\/demo-budget\/transactions$/,
    writes: 1,
    again: 'nothing_to_do',
  },
  {
    tool: 'set_category_budget',
    args: (i) => ({ plan_id: 'demo-budget', month: '2026-09-01', category_id: BUDGETED[i]!, amount: 333 + i }),
    writePath: /^\/plans\/demo-budget\/months\/2026-09-01\/categories\/cat-[a-z]+$/,
    writes: 1,
    again: 'nothing_to_do',
  },
  {
    tool: 'rename_payee',
    args: (i) => ({ plan_id: 'demo-budget', payee_id: `pay-01${i}`, name: `Fault run payee ${i}` }),
    writePath: /^\/plans\/demo-budget\/payees\/pay-01\d$/,
    writes: 1,
    again: 'nothing_to_do',
  },
  {
    tool: 'create_transactions',
    args: (i) => ({
      plan_id: 'demo-budget',
      account_id: 'acc-checking',
      transactions: [{ date: '2026-09-24', amount: -(10 + i), payee_name: `Fault run ${i}` }],
    }),
    writePath: /^\/plans\/demo-budget\/transactions$/,
    writes: 1,
    again: /look already recorded on this account.*Nothing was created/,
    createdLike: (snapshot, i) =>
      snapshot.plans[0]!.transactions.filter(
        (t) => !t.deleted && t.account_id === 'acc-checking' && t.amount === -(10 + i) * 1000 && t.payee_name === `Fault run ${i}`,
      ).length,
  },
  {
    tool: 'move_money',
    args: (i) => ({
      plan_id: 'demo-budget',
      month: 'current',
      from_category_id: MOVES[i]![0],
      to_category_id: MOVES[i]![1],
      amount: 1 + i,
    }),
    writePath: /^\/plans\/demo-budget\/months\/2026-09-01\/categories\/cat-[a-z]+$/,
    writes: 2,
    // A move is relative: asking again is another move, shown to the user with the current amounts.
    again: 'relative',
  },
];

for (const way of Object.keys(WAYS) as Way[]) {
  describe(`faults around confirmed writes, ${WAYS[way]}`, () => {
    for (const c of CASES) {
      describe(c.tool, () => {
        let h: Harness;
        beforeAll(async () => {
          h = await harness(way);
        });
        afterAll(async () => {
          // Whatever happened before, every applied entry's change is in YNAB at the end.
          const snapshot = h.fake.snapshot();
          for (const op of operations(h.journal).filter((o) => o.outcome === 'applied')) {
            expect(presenceOf(op, snapshot), `${op.kind} ${op.operation_id}`).toBe('all');
          }
          // Creations carry no import id: none of the scenarios may have created its transaction twice.
          for (let i = 0; i < 6 && c.createdLike; i++) expect(c.createdLike(snapshot, i), `scenario ${i}`).toBeLessThanOrEqual(1);
          await h.close();
        });

        const mark = () => h.fake.log.length;
        const writesSince = (from: number) => h.fake.log.slice(from).filter((r) => r.method !== 'GET');
        /** The newest journal entry: its settlement, and whether its change is in the fake. */
        const latest = (i: number, entries: number) => {
          const ops = operations(h.journal);
          expect(ops).toHaveLength(entries);
          const op = ops.at(-1)!;
          const like = c.createdLike && (() => c.createdLike!(h.fake.snapshot(), i));
          return { outcome: op.outcome, presence: presenceOf(op, h.fake.snapshot(), like) } satisfies {
            outcome: Outcome;
            presence: Presence;
          };
        };
        const applied = async (i: number, entries: number) => {
          const from = mark();
          const r = await h.confirmed(c.tool, c.args(i));
          expect(r.structuredContent?.status, r.text).toBe('applied');
          expect(writesSince(from).map((w) => w.status)).toEqual(Array(c.writes).fill(c.tool === 'create_transactions' ? 201 : 200));
          expect(latest(i, entries)).toEqual({ outcome: 'applied', presence: 'all' });
        };

        it('5xx on reads: each read is retried, and the write is sent once', async () => {
          const from = mark();
          const r = await h.confirmed(c.tool, c.args(0), () => h.fake.addFault({ method: 'GET', path: /./, status: 503, times: 2 }));
          expect(r.structuredContent?.status, r.text).toBe('applied');
          expect(h.fake.log.slice(from).filter((l) => l.status === 503)).toHaveLength(2);
          expect(writesSince(from)).toHaveLength(c.writes);
          expect(latest(0, 1)).toEqual({ outcome: 'applied', presence: 'all' });
        });

        it('reads that keep failing: nothing journaled, nothing sent; the next try applies once', async () => {
          const from = mark();
          const r = await h.confirmed(c.tool, c.args(1), () => h.fake.addFault({ method: 'GET', path: /./, status: 502, times: Infinity }));
          h.fake.clearFaults();
          expect(r.text).toMatch(/^Error calling tool '\w+': YNAB 502: Bad Gateway$/);
          expect(writesSince(from)).toEqual([]);
          expect(operations(h.journal)).toHaveLength(1);
          await applied(1, 2);
        });

        it('5xx on the write: not resent, settled unknown (YNAB may have applied it) with nothing in YNAB; a new confirmation applies once', async () => {
          const from = mark();
          const r = await h.confirmed(c.tool, c.args(2), () => h.fake.addFault({ method: writeMethod(c), path: c.writePath, status: 500 }));
          expect(r.text).toMatch(
            /^Error calling tool '\w+': YNAB 500: Internal server error — YNAB can answer this after it saved the change, so it may have applied it\. Do not send it again\. .* call undo_operation with operation_id [0-9a-f]{12}: /,
          );
          expect(writesSince(from).map((w) => w.status)).toEqual([500]);
          expect(latest(2, 3)).toEqual({ outcome: 'unknown', presence: 'none' });
          h.fake.clearFaults();
          await applied(2, 4);
        });

        it('connection reset before YNAB applied it: not resent, settled unknown with nothing in YNAB; a new confirmation applies once', async () => {
          const from = mark();
          const r = await h.confirmed(c.tool, c.args(3), () => h.fake.addFault({ path: c.writePath, method: writeMethod(c), reset: true }));
          expect(r.text).toMatch(LOST);
          expect(writesSince(from).map((w) => w.status)).toEqual([0]);
          expect(latest(3, 5)).toEqual({ outcome: 'unknown', presence: 'none' });
          await applied(3, 6);
        });

        it('answer lost after YNAB applied it: not resent, settled unknown with the change in YNAB; asking again applies nothing', async () => {
          const from = mark();
          // A move's answer is lost on its second request, once both halves are in.
          const second = c.writes === 2 ? [{ path: c.writePath, method: 'PATCH', delayMs: 0 }] : [];
          const r = await h.confirmed(c.tool, c.args(4), () => {
            for (const rule of second) h.fake.addFault(rule);
            h.fake.addFault({ path: c.writePath, method: writeMethod(c), applyThenLose: true });
          });
          h.fake.clearFaults();
          expect(r.text).toMatch(LOST);
          expect(writesSince(from).map((w) => w.status)).toEqual([...Array(c.writes - 1).fill(200), 0]);
          expect(latest(4, 7)).toEqual({ outcome: 'unknown', presence: 'all' });
          if (c.again === 'relative') return;
          const before = h.fake.snapshot();
          const again = mark();
          const r2 = await h.confirmed(c.tool, c.args(4));
          if (c.again === 'nothing_to_do') expect(r2.structuredContent?.status, r2.text).toBe('nothing_to_do');
          else expect(r2.text).toMatch(c.again);
          expect(writesSince(again)).toEqual([]);
          expect(h.fake.snapshot().plans[0]!.server_knowledge).toBe(before.plans[0]!.server_knowledge);
          expect(operations(h.journal)).toHaveLength(7);
        });

        it(
          way === 'elicit'
            ? 'a connection refused before the write left: resent once, applied exactly once'
            : 'a connection dropped unanswered over loopback: not resent, settled unknown with nothing in YNAB',
          async () => {
            const knowledge = h.fake.snapshot().plans[0]!.server_knowledge;
            const from = mark();
            const r = await h.confirmed(c.tool, c.args(5), () =>
              h.fake.addFault({ path: c.writePath, method: writeMethod(c), refuse: true }),
            );
            if (way === 'elicit') {
              // In process a refusal is ECONNREFUSED: the request provably never left, so resending is safe.
              expect(r.structuredContent?.status, r.text).toBe('applied');
              expect(writesSince(from)).toHaveLength(c.writes);
              expect(h.fake.snapshot().plans[0]!.server_knowledge).toBe(knowledge + c.writes);
              expect(latest(5, 8)).toEqual({ outcome: 'applied', presence: 'all' });
            } else {
              // Over loopback the socket is dropped after the request was sent: YNAB may have it.
              expect(r.text).toMatch(LOST);
              expect(writesSince(from)).toEqual([]);
              expect(h.fake.snapshot().plans[0]!.server_knowledge).toBe(knowledge);
              expect(latest(5, 8)).toEqual({ outcome: 'unknown', presence: 'none' });
            }
          },
        );
      });
    }

    describe('move_money when YNAB refuses the second half', () => {
      let h: Harness;
      beforeAll(async () => {
        h = await harness(way);
      });
      afterAll(async () => h.close());
      const MOVE = {
        plan_id: 'demo-budget',
        month: 'current',
        from_category_id: 'cat-tennis',
        to_category_id: 'cat-restaurants',
        amount: 30,
      };
      const budgeted = (id: string) =>
        h.fake
          .snapshot()
          .plans[0]!.months.find((m) => m.month === '2026-09-01')!
          .categories.find((c) => c.id === id)!.budgeted;

      it('puts the first half back: settled failed, nothing in YNAB', async () => {
        const r = await h.confirmed('move_money', MOVE, () => h.fake.addFault({ method: 'PATCH', path: /cat-restaurants$/, status: 409 }));
        expect(r.text).toMatch(/^Nothing was moved for 2026-09-01: YNAB refused .* so Tennis was set back to 80.00/);
        expect([budgeted('cat-tennis'), budgeted('cat-restaurants')]).toEqual([80000, 120000]);
        const [op] = operations(h.journal);
        expect(op!.outcome).toBe('failed');
        expect(presenceOf(op!, h.fake.snapshot())).toBe('none');
      });

      it('cannot put the first half back: settled unknown, as tools.md asks, and the message names the undo_operation that sets it back', async () => {
        const r = await h.confirmed('move_money', MOVE, () => {
          h.fake.addFault({ method: 'PATCH', path: /cat-tennis$/, delayMs: 0 });
          h.fake.addFault({ method: 'PATCH', path: /cat-restaurants$/, status: 409 });
          h.fake.addFault({ method: 'PATCH', path: /cat-tennis$/, status: 503 });
        });
        const op = operations(h.journal).at(-1)!;
        expect(r.text).toMatch(
          new RegExp(
            `^Only half of the move was made .* Call undo_operation with operation_id ${op.operation_id}: it sets back the half YNAB holds \\(or the user can, in YNAB\\)\\.$`,
          ),
        );
        expect([budgeted('cat-tennis'), budgeted('cat-restaurants')]).toEqual([50000, 120000]);
        // Partly in YNAB, so uncertain: undo checks each category and sets back the half YNAB holds.
        expect(op.outcome).toBe('unknown');
        expect(presenceOf(op, h.fake.snapshot())).toBe('partial');
      });
    });

    describe('a 429 storm', () => {
      for (const on of ['reads', 'the write'] as const) {
        it(`on ${on}: one 429 and the server goes silent, saying for how many minutes; nothing is written`, async () => {
          const h = await harness(way);
          try {
            const args = CASES[0]!.args(0);
            const from = h.fake.log.length;
            const r = await h.confirmed('apply_categories', args, () =>
              h.fake.addFault({
                path: /./,
                ...(on === 'the write' ? { method: 'PATCH' } : {}),
                status: 429,
                headers: { 'Retry-After': '420' },
                times: Infinity,
              }),
            );
            expect(r.text).toMatch(/YNAB 429: .* avenir-mcp will neither retry nor send anything to YNAB for the next 7 minutes\./);
            const storm = h.fake.log.slice(from);
            // No retry: each request answered 429 went once (reads run side by side, so a few may have been in flight).
            const hit = storm.filter((l) => l.status === 429).map((l) => `${l.method} ${l.path}`);
            expect(hit.length).toBeGreaterThanOrEqual(1);
            expect(new Set(hit).size).toBe(hit.length);
            expect(storm.filter((l) => l.status !== 429 && l.method !== 'GET')).toEqual([]);
            expect(h.fake.snapshot().plans[0]!.data.transactions.find((t) => t.id === 'tx-046')!.category_id).toBeNull();
            const ops = operations(h.journal);
            if (on === 'reads') expect(ops).toEqual([]);
            else expect(ops.map((o) => [o.outcome, presenceOf(o, h.fake.snapshot())])).toEqual([['failed', 'none']]);

            // During the pause every call answers at once, sending nothing.
            const silent = h.fake.log.length;
            for (const [tool, a] of [
              ['list_accounts', { plan_id: 'demo-budget' }],
              ['list_plans', {}],
              ['apply_categories', args],
            ] as const) {
              const paused = await h.confirmed(tool, a);
              expect(paused.text).toMatch(
                /hit earlier \(YNAB answered 429\), so this call sent nothing to YNAB\. avenir-mcp will talk to YNAB again in [67] minutes\./,
              );
            }
            expect(h.fake.log.length).toBe(silent);
          } finally {
            await h.close();
          }
        });
      }
    });
  });
}

function writeMethod(c: ToolCase): string {
  return c.tool === 'create_transactions' ? 'POST' : 'PATCH';
}
