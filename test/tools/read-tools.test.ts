// Pins list_plans, list_accounts and get_monthly_summary on the demo plan (demo-plan.md §8), in both eras,
// through the official client in process: the answers, their request counts, and the month check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUESTS_META } from '../../src/mcp/run-tool.ts';
import { connectInProcess, textOf, type InProcessSession } from '../helpers/in-process.ts';

const SEPTEMBER = {
  month: '2026-09-01',
  income: 0,
  budgeted: 1967.67,
  activity: -1441.21,
  ready_to_assign: 1729.32,
  age_of_money: 47,
  overspent: [{ category_id: 'cat-restaurants', name: 'Restaurants', group: 'Everyday', balance: -22.5 }],
};

for (const era of ['legacy', 'modern'] as const) {
  describe(`read tools on the demo plan (${era})`, () => {
    let s: InProcessSession;
    beforeAll(async () => {
      s = await connectInProcess({ era });
      await s.client.listTools(); // the client then validates structuredContent against each output schema
    });
    afterAll(async () => s.close());

    const call = async (name: string, args: Record<string, unknown>) => {
      s.fake.resetLog();
      const result = await s.client.callTool({ name, arguments: args });
      expect(result._meta?.[REQUESTS_META]).toBe(s.fake.requestCount);
      return result;
    };

    it('list_plans: the demo plan with its months and currency, in one request', async () => {
      const result = await call('list_plans', {});
      expect(result.structuredContent).toEqual({
        plans: [{ id: 'demo-budget', name: 'Demo household', first_month: '2026-06-01', last_month: '2026-09-01', currency: { iso_code: 'EUR', decimal_digits: 2 } }],
      });
      expect(s.fake.log.map((r) => `${r.method} ${r.path}?${r.query}`)).toEqual(['GET /plans?include_accounts=true']);
    });

    it('list_accounts: the six accounts with balances, bank links and reconciliation dates', async () => {
      const result = await call('list_accounts', { plan_id: 'demo-budget' });
      const accounts = (result.structuredContent as { accounts: Record<string, unknown>[] }).accounts;
      expect(accounts.map((a) => a.id)).toEqual(['acc-checking', 'acc-savings', 'acc-joint-savings', 'acc-car-loan', 'acc-student-loan', 'acc-former-bank']);
      expect(accounts[0]).toEqual({
        id: 'acc-checking', name: 'Checking', type: 'checking', on_budget: true, closed: false,
        balance: 3512.66, cleared_balance: 3727.14, uncleared_balance: -214.48, bank_link: 'healthy', last_reconciled: null,
      });
      expect(accounts.find((a) => a.id === 'acc-joint-savings')).toMatchObject({ on_budget: false, bank_link: 'broken', last_reconciled: '2026-08-31', balance: 16342.36 });
      expect(accounts.find((a) => a.id === 'acc-car-loan')).toMatchObject({ type: 'autoLoan', balance: -19040.81 });
      expect(accounts.find((a) => a.id === 'acc-student-loan')).toMatchObject({ closed: true, balance: 0, last_reconciled: '2026-02-28' });
      expect(s.fake.requestCount).toBe(1);
    });

    it('get_monthly_summary: September by date and as current', async () => {
      expect((await call('get_monthly_summary', { plan_id: 'demo-budget', month: '2026-09-01' })).structuredContent).toEqual(SEPTEMBER);
      expect((await call('get_monthly_summary', { plan_id: 'demo-budget' })).structuredContent).toEqual(SEPTEMBER);
      // `current` is resolved by the server (today 2026-09-25): YNAB's own `current` is never sent.
      expect(s.fake.log.map((r) => r.path)).toEqual(['/plans/demo-budget/months/2026-09-01']);
    });

    it('get_monthly_summary: an earlier month keeps its own figures', async () => {
      const result = await call('get_monthly_summary', { plan_id: 'demo-budget', month: '2026-08-01' });
      expect(result.structuredContent).toMatchObject({ month: '2026-08-01', income: 2700, budgeted: 1967.67, activity: -1412.39, ready_to_assign: 3696.99, age_of_money: 48 });
    });

    it.each(['2026-09', '2026-09-15', '2026-13-01', 'CURRENT', ' current', 'next', '', '2026-02-30', '../x'])(
      'get_monthly_summary refuses month %j before any request',
      async (month) => {
        const result = await call('get_monthly_summary', { plan_id: 'demo-budget', month });
        expect(result.isError).toBe(true);
        expect(textOf(result)).toMatch(/^Month ‘.*’ is not a month this tool accepts: pass ‘current’, or the first day of a month written YYYY-MM-01/);
        expect(s.fake.requestCount).toBe(0);
      },
    );

    it('get_monthly_summary: a month YNAB does not have is YNAB’s 404', async () => {
      const result = await call('get_monthly_summary', { plan_id: 'demo-budget', month: '2030-01-01' });
      expect(textOf(result)).toBe("Error calling tool 'get_monthly_summary': YNAB 404: Resource not found");
    });
  });
}
