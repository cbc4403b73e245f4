// apply_statement in the write suite: each way of
// confirming applies the demo statement (two created with their import ids, four cleared, the fee
// corrected), and the undo (kind `statement`) deletes the two and sets the four back, the amount too.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { demoStatementsDir } from '../../../src/config.ts';
import type { FakeYnab } from '../../../src/fake-ynab/fake-ynab.ts';
import type { WriteCase } from '../../helpers/write-suite.ts';

const DIR = demoStatementsDir()!;
const DEMO = readFileSync(join(DIR, 'checking-2026-09.csv'), 'utf8');
const IMPORT_IDS = ['YNAB:-12800:2026-09-22:1', 'YNAB:35000:2026-09-24:1'];

const checking = (fake: FakeYnab) => {
  const plan = fake.snapshot().plans.find((p) => p.id === 'demo-budget')!;
  const live = plan.transactions.filter((t) => t.account_id === 'acc-checking' && !t.deleted);
  const of = (id: string) => live.find((t) => t.id === id)!;
  return {
    created: live.filter((t) => IMPORT_IDS.includes(t.import_id ?? '')).map((t) => [t.import_id, t.amount, t.cleared, t.approved]),
    states: ['tx-052', 'tx-053', 'tx-054', 'tx-055', 'tx-056'].map((id) => [id, of(id).cleared, of(id).amount]),
  };
};

export const cases: readonly (() => WriteCase)[] = [
  () => ({
    tool: 'apply_statement',
    args: { plan_id: 'demo-budget', account_id: 'acc-checking', content: DEMO },
    question: [
      'Apply the statement of Checking (2026-09-01 → 2026-09-24): create 2 transaction(s), mark 4 cleared and correct 1 amount(s)?',
      '- new: 2026-09-22 CB PHARMACIE CENTRALE FACT 220926 525130******1 -12.80',
      '- new: 2026-09-24 VIR SEPA MUTUELLE SANTE REMBOURSEMENT 35.00',
      '- amount: 2026-09-22 Chez Lucie -88.00 → -89.50',
    ].join('\n'),
    before: (fake) =>
      expect(checking(fake)).toEqual({
        created: [],
        states: [
          ['tx-052', 'uncleared', -22000],
          ['tx-053', 'uncleared', -29990],
          ['tx-054', 'uncleared', -88000],
          ['tx-055', 'uncleared', -19990],
          ['tx-056', 'uncleared', -54500],
        ],
      }),
    applied: (fake, result) => {
      expect(result).toMatchObject({ counts: { created: 2, cleared: 4, corrected: 1, reconciled: 0 } });
      expect(result.message).toContain('The balances still differ by 71.86, so nothing was reconciled');
      expect(checking(fake)).toEqual({
        created: [
          [IMPORT_IDS[0], -12800, 'cleared', false],
          [IMPORT_IDS[1], 35000, 'cleared', false],
        ],
        states: [
          ['tx-052', 'cleared', -22000],
          ['tx-053', 'cleared', -29990],
          ['tx-054', 'cleared', -89500],
          ['tx-055', 'cleared', -19990],
          ['tx-056', 'uncleared', -54500],
        ],
      });
    },
    undoQuestion: [
      'Undo: statement applied to Checking: delete 2 transaction(s) created and set 4 transaction(s) back to their state and amount before?',
      '- 2026-09-22 CB PHARMACIE CENTRALE FACT 220926 525130******1 -12.80',
      '- 2026-09-24 VIR SEPA MUTUELLE SANTE REMBOURSEMENT 35.00',
    ].join('\n'),
  }),
];
