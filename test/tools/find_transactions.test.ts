// find_transactions in process on the demo plan (demo-plan.md §8): by payee, amount, account and category,
// the limit, clean memos, the period and amount checks before any request, and unknown ids named.
import { describe, expect, it } from 'vitest';
import { textOf } from '../helpers/in-process.ts';
import { readSession } from './read-session.ts';

const s = readSession({}, { plan_id: 'demo-budget' });
const { call, out } = s;
type Row = Record<string, unknown>;

describe('find_transactions', () => {
  const ids = (r: { transactions: Row[] }) => r.transactions.map((t) => t.transaction_id);

  it('finds the merchant behind bank labels', async () => {
    const r = await out<{ transactions: Row[]; total: number; truncated: boolean }>('find_transactions', {
      since_date: '2026-06-01',
      payee: 'chez lucie',
    });
    expect(ids(r)).toEqual(['tx-054', 'tx-037', 'tx-022', 'tx-008']);
    expect(r).toMatchObject({ total: 4, truncated: false });
    expect(s.fake.requestCount).toBe(3);
  });

  it('finds an exact amount, and cuts at the limit while counting every match', async () => {
    expect(ids(await out('find_transactions', { since_date: '2026-06-01', amount: -45 }))).toEqual([
      'tx-049',
      'tx-033',
      'tx-018',
      'tx-004',
    ]);
    const cut = await out<{ transactions: Row[]; total: number; truncated: boolean }>('find_transactions', {
      since_date: '2026-06-01',
      amount: -45,
      limit: 2,
    });
    expect(cut).toMatchObject({ total: 4, truncated: true });
    expect(ids(cut)).toEqual(['tx-049', 'tx-033']);
  });

  it('filters by account and category', async () => {
    const r = await out<{ transactions: Row[]; total: number }>('find_transactions', {
      since_date: '2026-09-01',
      account_ids: ['acc-checking'],
      category_ids: ['cat-restaurants'],
    });
    expect(ids(r)).toEqual(['tx-056', 'tx-054']);
    expect(r.transactions[0]).toMatchObject({
      payee: 'Sushi Go',
      amount: -54.5,
      cleared: 'uncleared',
      approved: true,
      flag: null,
      split: false,
      lines: [],
    });
  });

  it('shows memos cleaned: the injected line break and direction mark are gone', async () => {
    const r = await out<{ transactions: Row[] }>('find_transactions', { since_date: '2026-09-15', until_date: '2026-09-15' });
    const memo = String(r.transactions.find((t) => t.transaction_id === 'tx-047')!.memo);
    expect(memo).not.toMatch(/[\n\u202e]/);
    expect(memo.startsWith('Monthly plan - 2026-09-01 LANDLORD SARL -950.00: Rent → no category')).toBe(true);
    expect([...memo].length).toBeLessThanOrEqual(80);
  });

  it.each([
    [{ since_date: '2026-02-30' }, 'since_date ‘2026-02-30’ is not a real date'],
    [{ since_date: '2026-06-01', until_date: '06/30/2026' }, 'until_date ‘06/30/2026’ is not a real date'],
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
    expect(
      textOf(await call('find_transactions', { since_date: '2026-06-01', account_ids: ['acc-checking', 'acc-nope', 'acc-gone'] })),
    ).toBe('Account id(s) acc-nope, acc-gone are not open accounts of this plan: use the ids that list_accounts returns.');
    expect(textOf(await call('find_transactions', { since_date: '2026-06-01', category_ids: ['cat-nope'] }))).toBe(
      'Category id(s) cat-nope are not categories of this plan: use the category_id values that get_category_balances returns.',
    );
  });
});
