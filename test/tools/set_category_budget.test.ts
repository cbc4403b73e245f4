// set_category_budget in process on the demo plan (demo-plan.md §8): every refusal before any question or
// code and without a write, nothing_to_do, the result fields and request counts, the journal entry, and
// its undo — applied, and left alone when the amount changed since.
import { describe, expect, it } from 'vitest';
import { assign, call, figures, journalLines } from './budget-helpers.ts';
import { sessionPerSuite, sessionPerTest } from './write-clients.ts';

const base = { plan_id: 'demo-budget', month: '2026-09-01', category_id: 'cat-restaurants', amount: 150 };
const QUESTION = 'Budget Restaurants for 2026-09-01: 120.00 → 150.00?';
const UNDO_QUESTION = 'Undo: budget Restaurants for 2026-09-01: 150.00 → 120.00?';

describe('set_category_budget refusals, before any question or code', () => {
  const s = sessionPerSuite('decline');

  it.each([
    [
      { month: '2026-09-15' },
      'Month ‘2026-09-15’ is not a month this tool accepts: pass ‘current’, or the first day of a month written YYYY-MM-01 (for example 2026-09-01).',
      0,
    ],
    [
      { month: 'nope', amount: 1.2345 },
      'Month ‘nope’ is not a month this tool accepts: pass ‘current’, or the first day of a month written YYYY-MM-01 (for example 2026-09-01).',
      0,
    ],
    [{ amount: 1.2345 }, 'Amount 1.2345 has more than 3 decimals, and YNAB stores at most 3: round it.', 0],
    [
      { amount: 150.125, category_id: 'cat-nope' },
      "Amount 150.125 has more decimals than this plan's currency shows (2): round it to 2 decimal(s).",
      null,
    ],
    [
      { category_id: 'cat-nope' },
      'Category cat-nope is not a category of this plan that can be budgeted here (hidden, deleted, internal and Credit Card Payment categories are left out): use a category_id from get_category_balances.',
      null,
    ],
    [
      { category_id: 'cat-inflow' },
      'Category cat-inflow is not a category of this plan that can be budgeted here (hidden, deleted, internal and Credit Card Payment categories are left out): use a category_id from get_category_balances.',
      null,
    ],
  ])('%j', async (args, message, requests) => {
    const r = await call(s, 'set_category_budget', { ...base, ...args });
    expect(r.isError).toBe(true);
    expect(r.text).toBe(message);
    // Refused before any request, or after the reads only (the plan directory is loaded once per process).
    if (requests === 0) expect(r.requests).toBe(0);
    else expect(r.sent).toContain('GET /plans/demo-budget/months/2026-09-01');
    expect(r.sent.filter((x) => !x.startsWith('GET'))).toEqual([]);
    expect(s.asked).toEqual([]);
  });

  it('refuses a hidden category', async () => {
    s.fake.mutate('demo-budget', (plan) => {
      plan.category_groups.find((g) => g.id === 'grp-fun')!.categories.find((c) => c.id === 'cat-tennis')!.hidden = true;
    });
    const r = await call(s, 'set_category_budget', { ...base, category_id: 'cat-tennis' });
    expect(r.text).toMatch(/^Category cat-tennis is not a category of this plan/);
    expect(s.asked).toEqual([]);
  });

  it('refuses an amount of more than 1,000,000,000 through the input schema', async () => {
    const r = await call(s, 'set_category_budget', { ...base, amount: 2e9 });
    expect(r.isError).toBe(true);
    expect(r.sent).toEqual([]);
  });

  it('does nothing when the amount is already assigned, without asking', async () => {
    const r = await call(s, 'set_category_budget', { ...base, amount: 120 });
    expect(r.result).toEqual({
      status: 'nothing_to_do',
      message: 'Restaurants already has 120.00 assigned for 2026-09-01: nothing to change.',
      preview: null,
      category_id: 'cat-restaurants',
      category: 'Restaurants',
      month: '2026-09-01',
      from_amount: 120,
      to_amount: 120,
      confirmation: null,
      operation_id: null,
    });
    expect(s.asked).toEqual([]);
    expect(journalLines(s.journal)).toEqual([]);
  });

  it('asks the question and writes nothing when the user declines', async () => {
    const r = await call(s, 'set_category_budget', base);
    expect(s.asked).toEqual([QUESTION]);
    expect(r.result).toMatchObject({ status: 'declined', preview: QUESTION, operation_id: null });
    expect(figures(s.fake, 'cat-restaurants').budgeted).toBe(120000);
    expect(journalLines(s.journal)).toEqual([]);
  });
});

describe('set_category_budget with a confirmation code, and its undo', () => {
  const fresh = sessionPerTest();

  async function apply(): Promise<string> {
    const first = await call(fresh.s, 'set_category_budget', { ...base, month: 'current' });
    expect(first.result).toMatchObject({
      status: 'confirmation_required',
      preview: QUESTION,
      month: '2026-09-01',
      from_amount: 120,
      to_amount: 150,
      operation_id: null,
    });
    // GET month, GET /plans (the currency format the question needs).
    expect(first.sent).toEqual(['GET /plans/demo-budget/months/2026-09-01', 'GET /plans']);
    const applied = await call(fresh.s, 'set_category_budget', { ...base, month: 'current', confirmation: first.result.confirmation });
    expect(applied.sent).toEqual([
      'GET /plans/demo-budget/months/2026-09-01',
      'PATCH /plans/demo-budget/months/2026-09-01/categories/cat-restaurants',
    ]);
    const id = applied.result.operation_id as string;
    expect(applied.result).toEqual({
      status: 'applied',
      message: `Assigned 150.00 to Restaurants for 2026-09-01 (it was 120.00). To set it back to 120.00, call undo_operation with operation_id ${id}.`,
      preview: QUESTION,
      category_id: 'cat-restaurants',
      category: 'Restaurants',
      month: '2026-09-01',
      from_amount: 120,
      to_amount: 150,
      confirmation: null,
      operation_id: id,
    });
    expect(figures(fresh.s.fake, 'cat-restaurants')).toEqual({ budgeted: 150000, balance: 7500 });
    return id;
  }

  it('applies once, journals kind budget, and the undo sets the amount back', async () => {
    const s = await fresh.open();
    const id = await apply();
    const [entry, settled] = journalLines(s.journal);
    expect(entry).toMatchObject({
      operation_id: id,
      plan_id: 'demo-budget',
      kind: 'budget',
      pending: true,
      details: { month: '2026-09-01', category_id: 'cat-restaurants', from: 120000, to: 150000 },
    });
    expect(settled).toEqual({ settled: id, outcome: 'applied' });

    const preview = await call(s, 'undo_operation', { plan_id: 'demo-budget' });
    expect(preview.result).toMatchObject({
      status: 'confirmation_required',
      preview: UNDO_QUESTION,
      operation_id: id,
      kind: 'budget',
      restored: 1,
      changes: [],
      conflicts: [],
    });
    const undone = await call(s, 'undo_operation', { plan_id: 'demo-budget', confirmation: preview.result.confirmation });
    expect(undone.result).toMatchObject({ status: 'applied', restored: 1, conflicts: [] });
    expect(undone.sent).toEqual([
      'GET /plans/demo-budget/months/2026-09-01',
      'PATCH /plans/demo-budget/months/2026-09-01/categories/cat-restaurants',
    ]);
    expect(figures(s.fake, 'cat-restaurants')).toEqual({ budgeted: 120000, balance: -22500 });
    expect((await call(s, 'undo_operation', { plan_id: 'demo-budget' })).isError).toBe(true);
  });

  it('leaves an amount changed since alone: nothing_to_do, no write, no marker', async () => {
    const s = await fresh.open();
    const id = await apply();
    assign(s.fake, 'cat-restaurants', 140000);
    const r = await call(s, 'undo_operation', { plan_id: 'demo-budget', operation_id: id });
    expect(r.result).toEqual({
      status: 'nothing_to_do',
      message: 'The amount assigned to Restaurants for 2026-09-01 changed since the operation, so the undo touches nothing.',
      preview: null,
      operation_id: id,
      kind: 'budget',
      restored: 0,
      changes: [],
      conflicts: ['cat-restaurants'],
      confirmation: null,
    });
    expect(r.sent).toEqual(['GET /plans/demo-budget/months/2026-09-01']);
    expect(figures(s.fake, 'cat-restaurants').budgeted).toBe(140000);
    expect(journalLines(s.journal).some((l) => 'undone' in l)).toBe(false);
  });

  it('a YNAB refusal settles the entry failed: there is then nothing to undo', async () => {
    const s = await fresh.open();
    const first = await call(s, 'set_category_budget', base);
    s.fake.addFault({ method: 'PATCH', path: '/plans/demo-budget/months/2026-09-01/categories/cat-restaurants', status: 400 });
    const r = await call(s, 'set_category_budget', { ...base, confirmation: first.result.confirmation });
    expect(r.isError).toBe(true);
    expect(r.text).toBe("Error calling tool 'set_category_budget': YNAB 400: Bad request");
    const lines = journalLines(s.journal);
    expect(lines[1]).toEqual({ settled: lines[0]!.operation_id, outcome: 'failed' });
    expect((await call(s, 'undo_operation', { plan_id: 'demo-budget' })).isError).toBe(true);
  });
});
