// A Credit Card Payments group holding Visa (cat-visa), which the demo plan lacks: the write tools' tests add it
// to the fake's plan to see a payment category refused or treated apart.
import type { DemoPlan } from '../../src/fake-ynab/model/plan-types.ts';

export function addCardPayments(plan: DemoPlan): void {
  plan.category_groups.push({
    id: 'grp-cc',
    name: 'Credit Card Payments',
    hidden: false,
    internal: false,
    categories: [{ id: 'cat-visa', name: 'Visa', hidden: false, internal: false, note: null, target: null }],
  });
}
