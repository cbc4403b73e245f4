// set_category_target in the write suite: each way of confirming sets the demo target on Holidays
// (1200.00 by 2027-06-01, demo-plan.md §8), and the undo (kind `target`) leaves Holidays without a target.
import { expect } from 'vitest';
import type { FakeYnab } from '../../../src/fake-ynab/fake-ynab.ts';
import type { WriteCase } from '../../helpers/write-suite.ts';

const holidays = (fake: FakeYnab) => {
  const plan = fake.snapshot().plans.find((p) => p.id === 'demo-budget')!;
  const stored = plan.data.category_groups.flatMap((g) => g.categories).find((c) => c.id === 'cat-holidays')!;
  const shown = plan.months.find((m) => m.month === '2026-09-01')!.categories.find((c) => c.id === 'cat-holidays')!;
  return {
    stored: stored.target,
    shown: { type: shown.goal_type, target: shown.goal_target, date: shown.goal_target_date, cadence: shown.goal_cadence },
  };
};

export const cases: readonly (() => WriteCase)[] = [
  () => ({
    tool: 'set_category_target',
    args: { plan_id: 'demo-budget', category_id: 'cat-holidays', amount: 1200, by_date: '2027-06-01' },
    question: 'Set the target of Holidays: no target → 1200.00 by 2027-06-01?',
    before: (fake) => expect(holidays(fake)).toEqual({ stored: null, shown: { type: null, target: null, date: null, cadence: null } }),
    applied: (fake, result) => {
      expect(result).toMatchObject({
        category_id: 'cat-holidays',
        category: 'Holidays',
        before: 'no target',
        after: '1200.00 by 2027-06-01',
        undoable: true,
      });
      const { stored, shown } = holidays(fake);
      expect(stored).toMatchObject({
        goal_type: 'NEED',
        goal_target: 1200000,
        goal_target_date: '2027-06-01',
        goal_cadence: null,
        goal_cadence_frequency: null,
      });
      expect(shown).toEqual({ type: 'NEED', target: 1200000, date: '2027-06-01', cadence: null });
    },
    undoQuestion: 'Undo: target of Holidays: 1200.00 by 2027-06-01 → no target?',
  }),
];
