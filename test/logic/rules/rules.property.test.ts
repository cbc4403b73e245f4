// Properties of rules (issue #32), over random rule lists and transactions: a rule set applied (through the
// review plan that apply_rules writes with) then applied again changes nothing the second time; the list's
// order alone decides a conflict; the undo of what the rules applied gives back every transaction exactly.
// Rules here test no memo: a list that both sets and tests memos is refused when saved, since one rule's memo
// would decide whether another matches next time.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { categoryLookup } from '../../../src/logic/classify/category-lookup.ts';
import type { ClassifyGroup } from '../../../src/logic/classify/classify-inputs.ts';
import { decide, ruleItem } from '../../../src/logic/rules/decide.ts';
import type { Rule } from '../../../src/logic/rules/rule.ts';
import { FLAG_COLORS } from '../../../src/logic/transactions/flag-plan.ts';
import { reviewPatch, type Reviewed } from '../../../src/logic/transactions/review-plan.ts';
import { planned, reviewState, written } from '../fixtures/review-writes.ts';
import { checkReviewUndo } from '../../../src/logic/undo/review.ts';

const CATEGORIES = ['cat-a', 'cat-b', 'cat-c'];
const groups: ClassifyGroup[] = [
  {
    id: 'g',
    name: 'G',
    hidden: false,
    deleted: false,
    categories: CATEGORIES.map((id) => ({ id, name: id, hidden: false, deleted: false })),
  },
];
const categories = {
  lookup: categoryLookup(groups),
  accountsById: new Map([
    ['acc-1', { on_budget: true }],
    ['acc-2', { on_budget: true }],
  ]),
};
const PAYEES = ['CB MARKET FRESH FACT 190926', 'RAIL CO', 'STREAMFLIX', 'Café du Port'];

const transaction = (id: string) =>
  fc.record({
    id: fc.constant(id),
    date: fc.integer({ min: 1, max: 28 }).map((d) => `2026-09-${String(d).padStart(2, '0')}`),
    amount: fc.integer({ min: -200_000, max: 200_000 }),
    account_id: fc.constantFrom('acc-1', 'acc-2'),
    payee_name: fc.constantFrom(...PAYEES),
    category_id: fc.constantFrom(null, ...CATEGORIES),
    category_name: fc.constant(null),
    transfer_account_id: fc.constant(null),
    deleted: fc.constant(false),
    approved: fc.boolean(),
    flag_color: fc.constantFrom<string | null>(...FLAG_COLORS, null).map((c) => c as Reviewed['flag_color']),
    memo: fc.option(fc.constantFrom('', 'weekly', 'note'), { nil: null }),
  });

const text = fc.constantFrom('market', 'rail co', 'streamflix', 'cafe', 'cb', 'fresh');
const conditions = fc
  .record(
    {
      payee: fc.oneof(
        text.map((equals) => ({ equals })),
        text.map((contains) => ({ contains })),
        text.map((starts_with) => ({ starts_with })),
      ),
      label: text.map((contains) => ({ contains })),
      amount: fc.oneof(
        fc.integer({ min: -200, max: 200 }).map((equals) => ({ equals })),
        fc.record({ min: fc.integer({ min: -200, max: 0 }), max: fc.integer({ min: 0, max: 200 }) }, { requiredKeys: [] }),
      ),
      sign: fc.constantFrom('outflow' as const, 'inflow' as const),
      account_id: fc.constantFrom('acc-1', 'acc-2'),
      day_of_month: fc.record({ from: fc.integer({ min: 1, max: 31 }), to: fc.integer({ min: 1, max: 31 }) }),
    },
    { requiredKeys: [] },
  )
  .filter((when) => Object.keys(when).length > 0);
const actions = fc
  .record(
    {
      category_id: fc.constantFrom(...CATEGORIES),
      flag: fc.option(fc.constantFrom(...FLAG_COLORS), { nil: null }),
      memo: fc.constantFrom('set by a rule', 'other'),
      approve: fc.constant(true as const),
    },
    { requiredKeys: [] },
  )
  .filter((then) => Object.keys(then).length > 0);
const rules = fc
  .array(fc.record({ enabled: fc.boolean(), conditions, actions }), { minLength: 1, maxLength: 6 })
  .map((list) => list.map((r, i): Rule => ({ name: `rule ${i}`, ...r })));
const world = fc.tuple(
  rules,
  fc
    .uniqueArray(fc.integer({ min: 0, max: 999 }), { minLength: 1, maxLength: 25 })
    .chain((ns) => fc.tuple(...ns.map((n) => transaction(`tx-${n}`)))),
);

/** What apply_rules writes for these rules: each transaction's rule item, planned as a review. */
function applied(list: readonly Rule[], transactions: readonly Reviewed[]) {
  const items = transactions.map((t) => ruleItem(t.id, decide(list, t).set)).filter((i) => Object.keys(i).length > 1);
  return planned(items, transactions, categories);
}

describe('rules applied', () => {
  it('twice: the second time changes nothing', () => {
    fc.assert(
      fc.property(world, ([list, transactions]) => {
        const after = written(transactions, applied(list, transactions).subject);
        expect(applied(list, after).subject).toEqual([]);
      }),
    );
  });

  it('in another order: the first rule in the list wins each field, and the same list always gives the same', () => {
    fc.assert(
      fc.property(world, fc.nat(), ([list, transactions], k) => {
        for (const tx of transactions) {
          const once = decide(list, tx);
          expect(decide(list, tx)).toEqual(once);
          for (const [field, decided] of Object.entries(once.set)) {
            const winner = list.find((r) => r.name === decided.rule)!;
            // No earlier enabled, matching rule sets this field.
            const before = list.slice(0, list.indexOf(winner));
            expect(
              before.some((r) => r.enabled && field in r.actions && decide([r], tx).set[field as keyof typeof once.set] !== undefined),
            ).toBe(false);
          }
          // Two rules in conflict, swapped: the one overruled now stands first among those setting the field, and wins it.
          if (once.conflicts.length === 0) continue;
          const { field, kept, overruled } = once.conflicts[k % once.conflicts.length]!;
          const a = list.findIndex((r) => r.name === kept);
          const b = list.findIndex((r) => r.name === overruled);
          const swapped = list.map((r, i) => (i === a ? list[b]! : i === b ? list[a]! : r));
          expect(decide(swapped, tx).set[field]!.rule).toBe(overruled);
        }
      }),
    );
  });

  it('then undone: every transaction as it was', () => {
    fc.assert(
      fc.property(world, ([list, transactions]) => {
        const plan = applied(list, transactions);
        const after = written(transactions, plan.subject);
        const undo = checkReviewUndo(JSON.parse(JSON.stringify(plan.details)), after);
        expect(undo.conflicts).toEqual([]);
        const back = written(
          after,
          undo.revert.map((r) => reviewPatch(r.transaction_id, r.back)),
        );
        expect(back.map(reviewState)).toEqual(transactions.map(reviewState));
      }),
    );
  });
});
