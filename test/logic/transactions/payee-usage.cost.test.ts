// What listing many payees costs (src/logic/transactions/payee-usage.ts): a plan whose bank labels vary has
// tens of thousands of payees, and only those that can be shown have their names cleaned and their
// merchant found, not every payee of the plan. Counted as reads of each payee's name; the listing itself is
// pinned by payee-usage.test.ts and the property tests.
import { describe, expect, it } from 'vitest';
import { listPayees, type PayeeUsage } from '../../../src/logic/transactions/payee-usage.ts';

/** p0…p6 used 9, 8, 7, 6, 5, 4 and 4 times; 200 more payees never used, listed first; `reads` counts reads of a name. */
function plan() {
  const counter = { reads: 0 };
  const payees = Array.from({ length: 207 }, (_, i) => ({
    id: `p${i}`,
    get name() {
      counter.reads += 1;
      return `Payee ${i}`;
    },
    transfer_account_id: null,
    deleted: false,
  })).reverse();
  const usage = new Map<string, PayeeUsage>(
    [9, 8, 7, 6, 5, 4, 4].map((transactions, i) => [`p${i}`, { transactions, last_date: '2026-09-01' }] as const),
  );
  return { payees, usage, counter };
}

describe('listing many payees', () => {
  it('reads the names of the rows shown only, when no count ties at the cut', () => {
    const { payees, usage, counter } = plan();
    const list = listPayees(payees, usage, { limit: 5 });
    expect(list.payees.map((p) => p.payee_id)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4']);
    expect(list.total).toBe(207);
    // For each of the 5 rows: its shown name and its merchant.
    expect(counter.reads).toBe(10);
  });

  it('and of the payees tied at the cut, whose names order them', () => {
    const { payees, usage, counter } = plan();
    const list = listPayees(payees, usage, { limit: 6 });
    expect(list.payees.map((p) => p.payee_id)).toEqual(['p0', 'p1', 'p2', 'p3', 'p4', 'p5']);
    expect(counter.reads).toBe(6 * 2 + 1);
  });
});
