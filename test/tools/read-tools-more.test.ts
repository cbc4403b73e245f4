// Pins the seven read tools closest to YNAB on the demo plan (demo-plan.md §8), with their request counts
// and their refusals (the period and amount checks run before any request).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUESTS_META } from '../../src/mcp/run-tool.ts';
import { connectInProcess, textOf, type InProcessSession } from '../helpers/in-process.ts';

let s: InProcessSession;
beforeAll(async () => {
  s = await connectInProcess();
  await s.client.listTools();
});
afterAll(async () => s.close());

async function call(name: string, args: Record<string, unknown>) {
  s.fake.resetLog();
  const result = await s.client.callTool({ name, arguments: { plan_id: 'demo-budget', ...args } });
  expect(result._meta?.[REQUESTS_META]).toBe(s.fake.requestCount);
  return result;
}
const out = async <T = Record<string, unknown>>(name: string, args: Record<string, unknown> = {}) => (await call(name, args)).structuredContent as T;
type Row = Record<string, unknown>;

describe('list_category_groups', () => {
  it('lists the user groups only', async () => {
    expect(await out('list_category_groups')).toEqual({
      groups: [
        { id: 'grp-bills', name: 'Bills' },
        { id: 'grp-everyday', name: 'Everyday' },
        { id: 'grp-fun', name: 'Fun' },
        { id: 'grp-savings-goals', name: 'Savings goals' },
      ],
    });
  });
});

describe('month tools', () => {
  it('get_category_balances: Restaurants 120 assigned, −142.50 activity, −22.50 available', async () => {
    const { month, categories } = await out<{ month: string; categories: Row[] }>('get_category_balances');
    expect(month).toBe('2026-09-01');
    expect(categories.find((c) => c.category_id === 'cat-restaurants')).toEqual({
      category_id: 'cat-restaurants', name: 'Restaurants', group: 'Everyday', budgeted: 120, activity: -142.5, balance: -22.5,
    });
    expect(categories.some((c) => c.name === 'Uncategorized')).toBe(false);
    const all = await out<{ categories: Row[] }>('get_category_balances', { include_empty: true });
    expect(all.categories.length).toBeGreaterThanOrEqual(categories.length);
  });

  it('get_budget_vs_actual: utilisation per category', async () => {
    const { categories } = await out<{ categories: Row[] }>('get_budget_vs_actual', { month: 'current' });
    const pct = Object.fromEntries(categories.map((c) => [c.name, c.utilization_pct]));
    expect(pct).toEqual({ Rent: 100, Electricity: 0, Internet: 100, Phone: 100, Groceries: 0, Restaurants: 118.8, Transport: 0, Tennis: 27.5, Subscriptions: 0, Holidays: 0 });
    expect(categories.find((c) => c.name === 'Restaurants')).toMatchObject({ budgeted: 120, actual: 142.5, balance: -22.5 });
  });

  it('get_spending_trends: three months ending with the current one, 1 + 3 requests', async () => {
    const trends = await out<{ months: string[]; categories: { name: string; amounts: { amount: number }[] }[] }>('get_spending_trends', { months_count: 3 });
    expect(trends.months).toEqual(['2026-07-01', '2026-08-01', '2026-09-01']);
    const amounts = (name: string) => trends.categories.find((c) => c.name === name)!.amounts.map((a) => a.amount);
    expect(amounts('Restaurants')).toEqual([61.5, 89.1, 142.5]);
    expect(amounts('Groceries')).toEqual([128.25, 178.62, 0]);
    expect(amounts('Rent')).toEqual([950, 950, 950]);
    expect(s.fake.requestCount).toBe(4);
    // Only the months the plan has: 24 months back from September 2026 reach June at the earliest.
    expect((await out<{ months: string[] }>('get_spending_trends', { months_count: 24 })).months).toEqual(['2026-06-01', '2026-07-01', '2026-08-01', '2026-09-01']);
  });
});

describe('find_transactions', () => {
  const ids = (r: { transactions: Row[] }) => r.transactions.map((t) => t.transaction_id);

  it('finds the merchant behind bank labels', async () => {
    const r = await out<{ transactions: Row[]; total: number; truncated: boolean }>('find_transactions', { since_date: '2026-06-01', payee: 'chez lucie' });
    expect(ids(r)).toEqual(['tx-054', 'tx-037', 'tx-022', 'tx-008']);
    expect(r).toMatchObject({ total: 4, truncated: false });
    expect(s.fake.requestCount).toBe(3);
  });

  it('finds an exact amount, and cuts at the limit while counting every match', async () => {
    expect(ids(await out('find_transactions', { since_date: '2026-06-01', amount: -45 }))).toEqual(['tx-049', 'tx-033', 'tx-018', 'tx-004']);
    const cut = await out<{ transactions: Row[]; total: number; truncated: boolean }>('find_transactions', { since_date: '2026-06-01', amount: -45, limit: 2 });
    expect(cut).toMatchObject({ total: 4, truncated: true });
    expect(ids(cut)).toEqual(['tx-049', 'tx-033']);
  });

  it('filters by account and category', async () => {
    const r = await out<{ transactions: Row[]; total: number }>('find_transactions', { since_date: '2026-09-01', account_ids: ['acc-checking'], category_ids: ['cat-restaurants'] });
    expect(ids(r)).toEqual(['tx-056', 'tx-054']);
    expect(r.transactions[0]).toMatchObject({ payee: 'Sushi Go', amount: -54.5, cleared: 'uncleared', approved: true, flag: null, split: false, lines: [] });
  });

  it('shows memos cleaned: the injected line break and direction mark are gone', async () => {
    const r = await out<{ transactions: Row[] }>('find_transactions', { since_date: '2026-09-15', until_date: '2026-09-15' });
    const memo = String(r.transactions.find((t) => t.transaction_id === 'tx-047')!.memo);
    expect(memo).not.toMatch(/[\n\u202e]/);
    expect(memo.startsWith('Monthly plan - 2026-09-01 LANDLORD SARL -950.00: Rent → no category')).toBe(true);
    expect([...memo].length).toBeLessThanOrEqual(80);
  });

  it.each([
    [{ since_date: '2026-02-30' }, "since_date ‘2026-02-30’ is not a real date"],
    [{ since_date: '2026-06-01', until_date: '06/30/2026' }, "until_date ‘06/30/2026’ is not a real date"],
    [{ since_date: '2026-06-01', until_date: '2026-05-01' }, 'until_date 2026-05-01 is before since_date 2026-06-01: swap the two dates.'],
    [{ since_date: '2025-01-01', until_date: '2026-06-01' }, 'The period from 2025-01-01 to 2026-06-01 is longer than 366 days'],
    [{ since_date: '2026-06-01', amount: -12.3456 }, 'Amount -12.3456 has more than 3 decimals'],
  ])('refuses %j before any request', async (args, message) => {
    const r = await call('find_transactions', args);
    expect(r.isError).toBe(true);
    expect(textOf(r)).toContain(message);
    expect(s.fake.requestCount).toBe(0);
  });

  it('names every unknown account and category', async () => {
    expect(textOf(await call('find_transactions', { since_date: '2026-06-01', account_ids: ['acc-checking', 'acc-nope', 'acc-gone'] }))).toBe(
      'Account id(s) acc-nope, acc-gone are not open accounts of this plan: use the ids that list_accounts returns.',
    );
    expect(textOf(await call('find_transactions', { since_date: '2026-06-01', category_ids: ['cat-nope'] }))).toBe(
      'Category id(s) cat-nope are not categories of this plan: use the category_id values that get_category_balances returns.',
    );
  });
});

describe('list_payees', () => {
  it('lists payees by use, transfer payees left out', async () => {
    const r = await out<{ payees: Row[]; total: number; shown: number }>('list_payees');
    expect(r.total).toBe(36);
    expect(r.shown).toBe(36);
    expect(r.payees.slice(0, 4).map((p) => [p.name, p.transactions])).toEqual([
      ['Interest', 29],
      ['LOYER RESIDENCE DES TILLEULS', 14],
      ['RELEVE CARTE DIFFERE', 14],
      ['VIR ACME EMPLOYER', 14],
    ]);
    expect(r.payees.some((p) => String(p.payee_id).startsWith('pay-tr-'))).toBe(false);
    expect(s.fake.requestCount).toBe(2);
  });

  it('searches names and merchants', async () => {
    const r = await out<{ payees: Row[]; total: number; shown: number }>('list_payees', { search: 'market', limit: 3 });
    expect(r).toMatchObject({ total: 10, shown: 3 });
    expect(r.payees.every((p) => p.merchant === 'MARKET FRESH')).toBe(true);
  });
});

describe('list_scheduled_transactions', () => {
  it('lists the next 30 days by default, with money in and out', async () => {
    const r = await out<{ since_date: string; until_date: string; occurrences: Row[]; inflows: number; outflows: number }>('list_scheduled_transactions');
    expect([r.since_date, r.until_date]).toEqual(['2026-09-25', '2026-10-25']);
    expect(r.occurrences.map((o) => [o.date, o.amount])).toEqual([
      ['2026-09-26', -64.2], ['2026-09-28', 2700], ['2026-09-29', -200], ['2026-10-01', -950], ['2026-10-20', -420], ['2026-10-21', -29.99], ['2026-10-23', -19.99],
    ]);
    expect(r.occurrences[2]).toMatchObject({ transfer: true, category: null });
    expect([r.inflows, r.outflows]).toEqual([2700, -1484.18]);
  });

  it('finds only the rent due between the 1st and the 10th of October', async () => {
    const r = await out<{ occurrences: Row[] }>('list_scheduled_transactions', { since_date: '2026-10-01', until_date: '2026-10-10' });
    expect(r.occurrences.map((o) => [o.payee, o.amount])).toEqual([['LANDLORD SARL', -950]]);
  });

  it('refuses a reversed period before any request, and an unknown account', async () => {
    expect((await call('list_scheduled_transactions', { since_date: '2026-10-10', until_date: '2026-10-01' })).isError).toBe(true);
    expect(s.fake.requestCount).toBe(0);
    expect(textOf(await call('list_scheduled_transactions', { account_ids: ['acc-x'] }))).toMatch(/^Account id\(s\) acc-x are not open accounts/);
  });
});
