// list_scheduled_transactions in process on the demo plan (demo-plan.md §8): the next 30 days by default
// with money in and out, a chosen period, and the period and account checks.
import { describe, expect, it } from 'vitest';
import { textOf } from '../helpers/in-process.ts';
import { readSession } from './read-session.ts';

const s = readSession({}, { plan_id: 'demo-budget' });
const { call, out } = s;
type Row = Record<string, unknown>;

describe('list_scheduled_transactions', () => {
  it('lists the next 30 days by default, with money in and out', async () => {
    const r = await out<{ since_date: string; until_date: string; occurrences: Row[]; inflows: number; outflows: number }>(
      'list_scheduled_transactions',
    );
    expect([r.since_date, r.until_date]).toEqual(['2026-09-25', '2026-10-25']);
    expect(r.occurrences.map((o) => [o.date, o.amount])).toEqual([
      ['2026-09-26', -64.2],
      ['2026-09-28', 2700],
      ['2026-09-29', -200],
      ['2026-10-01', -950],
      ['2026-10-20', -420],
      ['2026-10-21', -29.99],
      ['2026-10-23', -19.99],
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
    expect(textOf(await call('list_scheduled_transactions', { account_ids: ['acc-x'] }))).toMatch(
      /^Account id\(s\) acc-x are not open accounts/,
    );
  });
});
