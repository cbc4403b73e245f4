// flag_transactions in the write suite: each way of confirming, then its undo (kind `flag`).
import { expect } from 'vitest';
import type { FakeYnab } from '../../../src/fake-ynab/fake-ynab.ts';
import type { WriteCase } from '../../helpers/write-suite.ts';

const MARKET = 'CB MARKET FRESH FACT 190926 525130******1';

const flags = (fake: FakeYnab) => {
  const plan = fake.snapshot().plans.find((p) => p.id === 'demo-budget')!;
  return ['tx-050', 'tx-051'].map((id) => plan.data.transactions.find((t) => t.id === id)!.flag_color ?? null);
};

export const cases: readonly (() => WriteCase)[] = [
  () => ({
    tool: 'flag_transactions',
    args: {
      plan_id: 'demo-budget',
      flags: [
        { transaction_id: 'tx-050', color: 'red' },
        { transaction_id: 'tx-051', color: 'red' },
      ],
    },
    question: `Change the flag of 2 transaction(s)?\n- 2026-09-19 ${MARKET} -71.86: no flag → red\n- 2026-09-19 ${MARKET} -71.86: no flag → red`,
    before: (fake) => expect(flags(fake)).toEqual([null, null]),
    applied: (fake, result) => {
      expect(flags(fake)).toEqual(['red', 'red']);
      expect(result).toMatchObject({ unchanged_count: 0, confirmation: null });
    },
    undoQuestion: `Undo: change the flag of 2 transaction(s)?\n- 2026-09-19 ${MARKET} -71.86: red → no flag\n- 2026-09-19 ${MARKET} -71.86: red → no flag`,
  }),
];
