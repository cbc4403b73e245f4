// list_payees in process on the demo plan (demo-plan.md §8): payees by use, transfer payees left out, and
// the search over names and merchants.
import { describe, expect, it } from 'vitest';
import { readSession } from './read-session.ts';
import { MOST_USED_PAYEES } from '../fixtures/demo-answers.ts';

const s = readSession({}, { plan_id: 'demo-budget' });
type Row = Record<string, unknown>;

describe('list_payees', () => {
  it('lists payees by use, transfer payees left out', async () => {
    const r = await s.out<{ payees: Row[]; total: number; shown: number }>('list_payees');
    expect(r.total).toBe(36);
    expect(r.shown).toBe(36);
    expect(r.payees.slice(0, 4).map((p) => [p.name, p.transactions])).toEqual(MOST_USED_PAYEES);
    expect(r.payees.some((p) => String(p.payee_id).startsWith('pay-tr-'))).toBe(false);
    expect(s.fake.requestCount).toBe(2);
  });

  it('searches names and merchants', async () => {
    const r = await s.out<{ payees: Row[]; total: number; shown: number }>('list_payees', { search: 'market', limit: 3 });
    expect(r).toMatchObject({ total: 10, shown: 3 });
    expect(r.payees.every((p) => p.merchant === 'MARKET FRESH')).toBe(true);
  });
});
