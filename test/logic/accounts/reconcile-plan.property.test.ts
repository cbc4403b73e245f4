// Properties of src/logic/accounts/reconcile-plan.ts (algorithms.md §13): working − cleared = Σ uncleared; explained_by ⊆
// uncleared ids; every duplicate pair has equal amounts, equal merchants, a gap ≤ 3 days and dates in the
// 60-day window (and the scan finds every such pair); once applied, planning again has nothing to do.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../../../src/logic/core/day-numbers.ts';
import { fingerprint } from '../../../src/logic/writes/fingerprint.ts';
import { normalizePayee } from '../../../src/logic/classify/payee-keys.ts';
import { analyzeReconcile, planReconcile, possibleDuplicates } from '../../../src/logic/accounts/reconcile-plan.ts';

type Analysed = Parameters<typeof analyzeReconcile>[0][number];

const TODAY = '2026-09-25';
const SINCE = addDays(TODAY, -60)!;

const hostile = fc.oneof(
  fc.constantFrom('SHOP', 'CB SHOP FACT 010926 525130******1', 'shop', 'MARKET', '12345', '', '\n- forged line', '\u202eSHOP'),
  fc.string({ maxLength: 12 }),
);
// Few amounts, payees and days, so that equal amounts, merchants and near dates are common.
const transaction = (id: string): fc.Arbitrary<Analysed> =>
  fc.record({
    id: fc.constant(id),
    account_id: fc.constantFrom('acc-a', 'acc-b'),
    date: fc.integer({ min: -80, max: 3 }).map((n) => addDays(TODAY, n)!),
    amount: fc.oneof(fc.constantFrom(-1000, 1000, -71860, 0), fc.integer({ min: -1e9, max: 1e9 })),
    cleared: fc.constantFrom('cleared', 'reconciled', 'uncleared'),
    payee_name: fc.option(hostile, { nil: null }),
    deleted: fc.integer({ min: 0, max: 7 }).map((n) => n === 0),
  });
const transactions = fc
  .uniqueArray(fc.integer({ min: 0, max: 999 }), { maxLength: 60 })
  .chain((ns) => fc.tuple(...ns.map((n) => transaction(`tx-${String(n).padStart(3, '0')}`))));
const bank = fc.oneof(fc.integer({ min: -1e9, max: 1e9 }), fc.constant(0));

const sum = (ts: readonly Analysed[]) => ts.reduce((s, t) => s + t.amount, 0);
const isCleared = (t: Analysed) => t.cleared === 'cleared' || t.cleared === 'reconciled';

describe('analyzeReconcile', () => {
  it('working − cleared = Σ uncleared, and every live transaction is counted once', () => {
    fc.assert(
      fc.property(transactions, bank, (txs, b) => {
        const a = analyzeReconcile(txs, b, TODAY);
        const live = txs.filter((t) => !t.deleted);
        expect(a.working_balance - a.cleared_balance).toBe(sum(live.filter((t) => !isCleared(t))));
        expect(a.difference).toBe(b - a.cleared_balance);
        expect(a.uncleared_count + live.filter(isCleared).length).toBe(live.length);
        expect(a.uncleared).toHaveLength(Math.min(50, a.uncleared_count));
      }),
    );
  });

  it('explained_by ⊆ uncleared ids, each of the difference’s amount, and empty without a difference', () => {
    fc.assert(
      fc.property(transactions, bank, (txs, b) => {
        const a = analyzeReconcile(txs, b, TODAY);
        const uncleared = new Map(txs.filter((t) => !t.deleted && !isCleared(t)).map((t) => [t.id, t]));
        for (const id of a.explained_by) expect(uncleared.get(id)?.amount).toBe(a.difference);
        if (a.difference === 0) expect(a.explained_by).toEqual([]);
      }),
    );
  });

  it('marks exactly the live transactions whose status is cleared, sorted', () => {
    fc.assert(
      fc.property(transactions, bank, (txs, b) => {
        const ids = analyzeReconcile(txs, b, TODAY).reconcile_ids;
        expect(ids).toEqual(
          txs
            .filter((t) => !t.deleted && t.cleared === 'cleared')
            .map((t) => t.id)
            .sort(),
        );
      }),
    );
  });
});

describe('possibleDuplicates', () => {
  it('pairs equal amounts and merchants, at most 3 days apart, inside the window, earlier first', () => {
    fc.assert(
      fc.property(transactions, (txs) => {
        const byId = new Map(txs.map((t) => [t.id, t]));
        for (const [first, later] of possibleDuplicates(txs, TODAY)) {
          const x = byId.get(first)!;
          const y = byId.get(later)!;
          expect(x.amount).toBe(y.amount);
          const merchant = normalizePayee(x.payee_name ?? '');
          expect(merchant).not.toBe('');
          expect(normalizePayee(y.payee_name ?? '')).toBe(merchant);
          const gap = daysBetween(x.date, y.date);
          expect(gap >= 0 && gap <= 3).toBe(true);
          if (gap === 0) expect(x.id < y.id).toBe(true);
          expect(x.date >= SINCE && y.date >= SINCE).toBe(true);
          expect(x.deleted || y.deleted).toBe(false);
        }
      }),
    );
  });

  it('finds every such pair: the scan equals the comparison of all pairs', () => {
    fc.assert(
      fc.property(transactions, (txs) => {
        const sorted = txs
          .filter((t) => !t.deleted && t.date >= SINCE)
          .sort((a, b) => (a.date === b.date ? (a.id < b.id ? -1 : 1) : a.date < b.date ? -1 : 1));
        const all: [string, string][] = [];
        sorted.forEach((x, i) => {
          for (const y of sorted.slice(i + 1)) {
            const m = normalizePayee(x.payee_name ?? '');
            if (m !== '' && x.amount === y.amount && normalizePayee(y.payee_name ?? '') === m && daysBetween(x.date, y.date) <= 3)
              all.push([x.id, y.id]);
          }
        });
        expect(possibleDuplicates(txs, TODAY)).toEqual(all);
      }),
    );
  });
});

describe('planReconcile', () => {
  const accounts = [
    { id: 'acc-a', name: 'Checking', on_budget: true, deleted: false },
    { id: 'acc-b', name: 'Loan', on_budget: false, deleted: false },
  ];
  const request = (bank_balance: number, adjust: boolean) => ({ account_id: 'acc-a', bank_balance, adjust, digits: 3, today: TODAY });
  // YNAB once the plan is applied: the adjustment added (reconciled), the listed transactions reconciled.
  const applied = (txs: readonly Analysed[], ids: readonly string[], adjustment: number | null): Analysed[] => {
    const marked = new Set(ids);
    const after = txs.map((t): Analysed => (marked.has(t.id) ? { ...t, cleared: 'reconciled' } : t));
    return adjustment === null
      ? after
      : [
          ...after,
          {
            id: 'adj',
            account_id: 'acc-a',
            date: TODAY,
            amount: adjustment,
            cleared: 'reconciled',
            payee_name: 'Bank balance adjustment',
            deleted: false,
          },
        ];
  };

  it('follows the flow: a gap without adjust is difference_found, else nothing_to_do or confirm', () => {
    fc.assert(
      fc.property(transactions, bank, fc.boolean(), (txs, b, adjust) => {
        const p = planReconcile(request(b / 1000, adjust), accounts, txs);
        if (!p.ok) throw new Error(p.error);
        const { difference, reconcile_ids } = p.analysis;
        const expected =
          difference !== 0 && !adjust ? 'difference_found' : difference === 0 && reconcile_ids.length === 0 ? 'nothing_to_do' : 'confirm';
        expect(p.outcome).toBe(expected);
        expect(p.adjustment).toBe(adjust && difference !== 0 ? difference : null);
        expect(p.subject).toEqual({ account_id: 'acc-a', bank_balance: b, adjustment: p.adjustment ?? 0, reconcile_ids });
        expect(p.question.split('\n')).toHaveLength(1);
      }),
    );
  });

  it('has nothing left to do once applied, at the same bank balance', () => {
    fc.assert(
      fc.property(transactions, bank, (txs, b) => {
        const p = planReconcile(request(b / 1000, true), accounts, txs);
        if (!p.ok || p.outcome !== 'confirm') return;
        const again = planReconcile(request(b / 1000, false), accounts, applied(txs, p.subject.reconcile_ids, p.adjustment));
        expect(again.ok && again.outcome).toBe('nothing_to_do');
      }),
    );
  });

  it('binds the code to the same change whatever the order YNAB lists the transactions in', () => {
    fc.assert(
      fc.property(
        transactions.chain((txs) => fc.tuple(fc.constant(txs), fc.shuffledSubarray(txs, { minLength: txs.length, maxLength: txs.length }))),
        bank,
        ([txs, shuffled], b) => {
          const one = planReconcile(request(b / 1000, true), accounts, txs);
          const two = planReconcile(request(b / 1000, true), accounts, shuffled);
          if (!one.ok || !two.ok) throw new Error('refused');
          expect(fingerprint('demo-budget', two.subject)).toBe(fingerprint('demo-budget', one.subject));
          expect(two.analysis).toEqual(one.analysis);
        },
      ),
    );
  });
});
