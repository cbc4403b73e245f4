// Properties of src/logic/transactions/payee-usage.ts (algorithms.md §23).
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { compareIgnoringCase } from '../../../src/logic/core/compare.ts';
import { listPayees, payeeUsage } from '../../../src/logic/transactions/payee-usage.ts';
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
});
