// list_accounts in process on the demo plan (demo-plan.md §8), in both eras: the six accounts with their
// balances, bank links and reconciliation dates, in one request.
import { describe, expect, it } from 'vitest';
import { readSession } from './read-session.ts';
import { CHECKING_ROW } from '../fixtures/demo-answers.ts';

for (const era of ['legacy', 'modern'] as const) {
  describe(`list_accounts on the demo plan (${era})`, () => {
    const s = readSession({ era });

    it('the six accounts with balances, bank links and reconciliation dates', async () => {
      const result = await s.call('list_accounts', { plan_id: 'demo-budget' });
      const accounts = (result.structuredContent as { accounts: Record<string, unknown>[] }).accounts;
      expect(accounts.map((a) => a.id)).toEqual([
        'acc-checking',
        'acc-savings',
        'acc-joint-savings',
        'acc-car-loan',
        'acc-student-loan',
        'acc-former-bank',
      ]);
      expect(accounts[0]).toEqual(CHECKING_ROW);
      expect(accounts.find((a) => a.id === 'acc-joint-savings')).toMatchObject({
        on_budget: false,
        bank_link: 'broken',
        last_reconciled: '2026-08-31',
        balance: 16342.36,
      });
      expect(accounts.find((a) => a.id === 'acc-car-loan')).toMatchObject({ type: 'autoLoan', balance: -19040.81 });
      expect(accounts.find((a) => a.id === 'acc-student-loan')).toMatchObject({ closed: true, balance: 0, last_reconciled: '2026-02-28' });
      expect(s.fake.requestCount).toBe(1);
    });
  });
}
