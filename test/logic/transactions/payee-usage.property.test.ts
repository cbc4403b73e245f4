// Properties of src/logic/transactions/payee-usage.ts (algorithms.md §23).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareCodePoints, compareIgnoringCase } from '../../../src/logic/core/compare.ts';
import { normalizePayee } from '../../../src/logic/classify/payee-keys.ts';
import { untrusted } from '../../../src/logic/core/untrusted.ts';
import { listPayees, payeeUsage, type PayeeListOptions, type PayeeUsage } from '../../../src/logic/transactions/payee-usage.ts';
import type { Payee } from '../../../src/logic/core/ynab-slices.ts';

const ids = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'];
const payee: fc.Arbitrary<Payee> = fc.record({
  id: fc.constantFrom(...ids),
  name: fc.oneof(fc.constantFrom('CB MARKET FRESH FACT 050626 525130******1', 'market', 'Rail', 'rail', 'RAIL'), fc.string()),
  transfer_account_id: fc.option(fc.constant('acc'), { nil: null }),
  deleted: fc.boolean(),
});
const transaction = fc.record({
  payee_id: fc.option(fc.constantFrom(...ids), { nil: null }),
  date: fc.constantFrom('2026-01-01', '2026-02-01', '2026-03-01'),
  deleted: fc.boolean(),
});
const search = fc.option(fc.oneof(fc.constantFrom('market', 'RAIL', 'fresh', 'a'), fc.string({ maxLength: 3 })), { nil: undefined });

describe('listPayees', () => {
  it('is sorted by (count desc, name ignoring case), without transfer or deleted payees, cut at the limit', () => {
    fc.assert(
      fc.property(
        fc.array(payee, { maxLength: 12 }),
        fc.array(transaction, { maxLength: 30 }),
        search,
        fc.integer({ min: 1, max: 10 }),
        (ps, txs, term, limit) => {
          const live = new Set(ps.filter((p) => !p.deleted && p.transfer_account_id == null));
          const list = listPayees(ps, payeeUsage(txs), { search: term, limit });
          const rows = list.payees;
          return (
            list.shown === rows.length &&
            rows.length === Math.min(limit, list.total) &&
            rows.every((r) => [...live].some((p) => p.id === r.payee_id)) &&
            rows.every((r, i) => {
              const prev = rows[i - 1];
              return (
                prev === undefined ||
                prev.transactions > r.transactions ||
                (prev.transactions === r.transactions && compareIgnoringCase(prev.name, r.name) <= 0)
              );
            })
          );
        },
      ),
    );
  });

  it('search results are a subset of the unsearched list', () => {
    fc.assert(
      fc.property(fc.array(payee, { maxLength: 12 }), fc.array(transaction, { maxLength: 30 }), fc.string(), (ps, txs, term) => {
        const usage = payeeUsage(txs);
        const all = listPayees(ps, usage, { limit: 200 }).payees;
        const found = listPayees(ps, usage, { search: term, limit: 200 });
        return found.total <= all.length && found.payees.every((r) => all.some((a) => JSON.stringify(a) === JSON.stringify(r)));
      }),
    );
  });

  it('counts each payee’s non-deleted transactions', () => {
    fc.assert(
      fc.property(fc.array(transaction, { maxLength: 30 }), (txs) => {
        const usage = payeeUsage(txs);
        return ids.every((id) => {
          const mine = txs.filter((t) => !t.deleted && t.payee_id === id);
          const u = usage.get(id);
          if (mine.length === 0) return u === undefined;
          return (
            u?.transactions === mine.length &&
            u.last_date ===
              mine
                .map((t) => t.date)
                .sort()
                .at(-1)
          );
        });
      }),
    );
  });

  it('equals the listing of every payee cleaned and sorted whole, however many tie at the cut', () => {
    // The reference: each live payee's row made in full, all sorted, then cut (the order algorithms.md §23 gives).
    const reference = (ps: readonly Payee[], usage: ReadonlyMap<string, PayeeUsage>, options: PayeeListOptions) => {
      const term = options.search?.toUpperCase();
      const rows = ps
        .filter((p) => !p.deleted && p.transfer_account_id == null)
        .map((p) => ({ p, name: untrusted(p.name), merchant: normalizePayee(p.name) }))
        .filter(
          ({ p, name, merchant }) =>
            term === undefined || [p.name.toUpperCase(), name.toUpperCase(), merchant].some((x) => x.includes(term)),
        )
        .map(({ p, name, merchant }) => ({
          payee_id: p.id,
          name,
          merchant: untrusted(merchant),
          transactions: usage.get(p.id)?.transactions ?? 0,
          last_date: usage.get(p.id)?.last_date ?? null,
        }))
        .sort(
          (a, b) => b.transactions - a.transactions || compareIgnoringCase(a.name, b.name) || compareCodePoints(a.payee_id, b.payee_id),
        );
      const shown = rows.slice(0, Math.max(0, options.limit));
      return { payees: shown, total: rows.length, shown: shown.length };
    };
    const many = Array.from({ length: 30 }, (_, i) => `q${i}`);
    const anyPayee = fc.record({
      id: fc.constantFrom(...many),
      name: fc.oneof(
        fc.constantFrom('Rail', 'rail', 'RAIL', 'Café', 'CAFÉ', 'a\u0000b', 'CB MARKET FRESH FACT 050626 525130******1'),
        fc.string(),
      ),
      transfer_account_id: fc.option(fc.constant('acc'), { nil: null }),
      deleted: fc.boolean(),
    });
    const anyTransaction = fc.record({
      payee_id: fc.option(fc.constantFrom(...many), { nil: null }),
      date: fc.constantFrom('2026-01-01', '2026-02-01'),
      deleted: fc.constant(false),
    });
    fc.assert(
      fc.property(
        fc.array(anyPayee, { maxLength: 40 }),
        fc.array(anyTransaction, { maxLength: 60 }),
        search,
        fc.integer({ min: -1, max: 45 }),
        (ps, txs, term, limit) => {
          const usage = payeeUsage(txs);
          expect(listPayees(ps, usage, { search: term, limit })).toEqual(reference(ps, usage, { search: term, limit }));
        },
      ),
      { numRuns: 500 },
    );
  });
});
