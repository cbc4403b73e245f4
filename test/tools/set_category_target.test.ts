// set_category_target in process: every refusal before any question or code, nothing_to_do, the code path's
// fields, requests and PATCH bodies, a target the API cannot recreate (not journaled), and the undo of kind
// `target`: restored, or left alone when the target changed since.
import { describe, expect, it } from 'vitest';
import type { FakeYnab } from '../../src/fake-ynab/fake-ynab.ts';
import type { DemoPlan, DemoTarget } from '../../src/fake-ynab/model/plan-types.ts';
import { REQUESTS_META } from '../../src/mcp/run-tool.ts';
import { callDemo as call, writeClients } from './write-clients.ts';
import { addCardPayments } from '../helpers/card-payments.ts';

const findCategory = (plan: DemoPlan, id: string) => plan.category_groups.flatMap((g) => g.categories).find((c) => c.id === id)!;

/** A loan-paired category (DEBT target) and a Credit Card Payments group, which the demo lacks. */
function addLoanAndCard(plan: DemoPlan): void {
  findCategory(plan, 'cat-power').target = {
    ...findCategory(plan, 'cat-rent').target!,
    goal_type: 'DEBT' as DemoTarget['goal_type'],
    goal_target: 400000,
  };
  addCardPayments(plan);
  findCategory(plan, 'cat-internet').hidden = true;
}

// The code path's fake records each write's body, to check exactly the fields sent.
const w = writeClients({ asking: addLoanAndCard, coding: addLoanAndCard });

const target = (fake: FakeYnab, id: string) => findCategory(fake.snapshot().plans.find((p) => p.id === 'demo-budget')!.data, id).target;

describe('set_category_target refusals, before any question or code', () => {
  it.each([
    [
      { category_id: 'cat-nope', amount: 1.2345, by_date: '2027-02-30', frequency: 'monthly' },
      'by_date ‘2027-02-30’ is not a real date: write it YYYY-MM-DD (for example 2026-09-25).',
    ],
    [
      { category_id: 'cat-nope', amount: 0, by_date: '2027-06-01', frequency: 'weekly' },
      'Both by_date (2027-06-01) and frequency (weekly) were given, and YNAB accepts one or the other: pass by_date for a target reached by a date, or frequency for a repeating one.',
    ],
    [
      { category_id: 'cat-nope', by_date: '2027-06-01' },
      'by_date was given without an amount: pass amount with it to set a target, or leave amount, by_date and frequency all out to remove the target.',
    ],
    [
      { category_id: 'cat-nope', frequency: 'yearly' },
      'frequency was given without an amount: pass amount with it to set a target, or leave amount, by_date and frequency all out to remove the target.',
    ],
    [
      { category_id: 'cat-nope', amount: 0 },
      'Amount 0 is not more than 0: give a positive target amount, or leave amount out (with by_date and frequency) to remove the target.',
    ],
    [
      { category_id: 'cat-nope', amount: -12.5 },
      'Amount -12.5 is not more than 0: give a positive target amount, or leave amount out (with by_date and frequency) to remove the target.',
    ],
    [{ category_id: 'cat-nope', amount: 1.2345 }, 'Amount 1.2345 has more than 3 decimals, and YNAB stores at most 3: round it.'],
  ])('%j, without any request', async (args, message) => {
    expect(await w.refused('set_category_target', args)).toBe(message);
    expect(w.asking.fake.log).toEqual([]);
  });

  const unknown = (id: string) =>
    `Category ${id} is not a category of this plan whose target can be set (hidden, deleted and internal categories are left out): use a category_id from get_category_balances.`;
  it.each([
    [{ category_id: 'cat-nope', amount: 1.234 }, unknown('cat-nope')],
    [{ category_id: 'cat-uncategorized', amount: 10 }, unknown('cat-uncategorized')],
    [{ category_id: 'cat-inflow' }, unknown('cat-inflow')],
    [{ category_id: 'cat-internet', amount: 10 }, unknown('cat-internet')],
    [
      { category_id: 'cat-power', amount: 1.234, frequency: 'monthly' },
      "Amount 1.234 has more decimals than this plan's currency shows (2): round it to 2 decimal(s).",
    ],
    [
      { category_id: 'cat-power', amount: 500, by_date: '2027-01-01' },
      'Category Electricity is paired with a loan: YNAB accepts only an amount for its target, without by_date or frequency. Leave them out.',
    ],
    [
      { category_id: 'cat-power', amount: 500, frequency: 'monthly' },
      'Category Electricity is paired with a loan: YNAB accepts only an amount for its target, without by_date or frequency. Leave them out.',
    ],
    [
      { category_id: 'cat-visa', amount: 500, frequency: 'weekly' },
      'Category Visa is a Credit Card Payment category: YNAB accepts an amount for its target, with or without by_date, but no frequency. Leave frequency out.',
    ],
  ])('%j, after reading only', async (args, message) => {
    expect(await w.refused('set_category_target', args)).toBe(message);
    expect(w.asking.fake.log.map((l) => l.method).every((m) => m === 'GET')).toBe(true);
  });
});

describe('set_category_target with nothing to change', () => {
  it.each([
    [
      { category_id: 'cat-rent', amount: 950, frequency: 'monthly' },
      'Rent',
      '950.00 each month',
      'The target of Rent is already 950.00 each month: nothing to change.',
    ],
    [
      { category_id: 'cat-transport', amount: 250 },
      'Transport',
      '250.00 by 2026-10-01',
      'The target of Transport is already 250.00 by 2026-10-01: nothing to change.',
    ],
    [{ category_id: 'cat-holidays' }, 'Holidays', 'no target', 'Holidays has no target: nothing to remove.'],
  ])('%j', async (args, category, text, message) => {
    w.asked.length = 0;
    const r = await call(w.asking, 'set_category_target', args);
    expect(r.structuredContent).toEqual({
      status: 'nothing_to_do',
      message,
      preview: null,
      category_id: args.category_id,
      category,
      before: text,
      after: text,
      undoable: true,
      confirmation: null,
      operation_id: null,
    });
    expect(w.asked).toEqual([]);
    expect(w.asking.fake.log.map((l) => l.method).every((m) => m === 'GET')).toBe(true);
  });
});

describe('set_category_target on the code path, and its undo', () => {
  it('sets the demo target on Holidays; the undo removes it again', async () => {
    const { preview, applied } = await w.confirmed('set_category_target', {
      category_id: 'cat-holidays',
      amount: 1200,
      by_date: '2027-06-01',
    });
    expect(preview.structuredContent).toEqual({
      status: 'confirmation_required',
      message: expect.stringMatching(/^Nothing changed yet\./),
      preview: 'Set the target of Holidays: no target → 1200.00 by 2027-06-01?',
      category_id: 'cat-holidays',
      category: 'Holidays',
      before: 'no target',
      after: '1200.00 by 2027-06-01',
      undoable: true,
      confirmation: expect.any(String),
      operation_id: null,
    });
    // GET categories and GET /plans (the currency format for the texts), cold cache.
    expect(preview._meta?.[REQUESTS_META]).toBe(2);
    const id = applied.structuredContent!.operation_id as string;
    expect(id).toMatch(/^[0-9a-f]{12}$/);
    expect(applied.structuredContent!.message).toBe(
      `Set the target of Holidays to 1200.00 by 2027-06-01 (it was no target). To recreate the previous target, call undo_operation with operation_id ${id}.`,
    );
    expect(w.coding.fake.log.map((l) => l.method)).toEqual(['GET', 'PATCH']);
    expect(JSON.parse(w.bodies.at(-1)!)).toEqual({ category: { goal_target: 1200000, goal_target_date: '2027-06-01' } });
    expect(target(w.coding.fake, 'cat-holidays')).toMatchObject({
      goal_type: 'NEED',
      goal_target: 1200000,
      goal_target_date: '2027-06-01',
      goal_cadence: null,
    });

    const undo = await w.confirmed('undo_operation', { operation_id: id });
    expect(undo.preview.structuredContent).toMatchObject({
      kind: 'target',
      restored: 1,
      conflicts: [],
      changes: [],
      preview: 'Undo: target of Holidays: 1200.00 by 2027-06-01 → no target?',
    });
    expect(JSON.parse(w.bodies.at(-1)!)).toEqual({ category: { goal_target: null } });
    expect(target(w.coding.fake, 'cat-holidays')).toBeNull();
    const again = await call(w.coding, 'undo_operation', { operation_id: id });
    expect(again.isError).toBe(true);
  });

  it('turns the dated Transport target into a monthly one (dropping its date); the undo puts the date back', async () => {
    const { applied } = await w.confirmed('set_category_target', { category_id: 'cat-transport', amount: 260, frequency: 'monthly' });
    expect(applied.structuredContent).toMatchObject({ before: '250.00 by 2026-10-01', after: '260.00 each month', undoable: true });
    expect(JSON.parse(w.bodies.at(-1)!)).toEqual({ category: { goal_target: 260000, goal_target_date: null, goal_frequency: 'monthly' } });
    expect(target(w.coding.fake, 'cat-transport')).toMatchObject({
      goal_target: 260000,
      goal_target_date: null,
      goal_cadence: 1,
      goal_cadence_frequency: 1,
    });
    const undo = await w.confirmed('undo_operation', { operation_id: applied.structuredContent!.operation_id });
    expect(undo.preview.structuredContent?.preview).toBe('Undo: target of Transport: 260.00 each month → 250.00 by 2026-10-01?');
    expect(JSON.parse(w.bodies.at(-1)!)).toEqual({
      category: { goal_target: 250000, goal_target_date: '2026-10-01', goal_needs_whole_amount: true },
    });
    expect(target(w.coding.fake, 'cat-transport')).toMatchObject({
      goal_target: 250000,
      goal_target_date: '2026-10-01',
      goal_cadence: null,
      goal_needs_whole_amount: true,
    });
  });

  it('removes a loan category’s target without journaling it: the API cannot recreate a debt payment', async () => {
    const { preview, applied } = await w.confirmed('set_category_target', { category_id: 'cat-power' });
    const question =
      'Set the target of Electricity: 400.00 (debt payment) → no target?\n- undo_operation cannot recreate the previous target (400.00 (debt payment)): it can only be set again by hand in YNAB';
    expect(preview.structuredContent).toMatchObject({
      preview: question,
      undoable: false,
      before: '400.00 (debt payment)',
      after: 'no target',
    });
    expect(applied.structuredContent).toMatchObject({
      operation_id: null,
      undoable: false,
      message:
        'Set the target of Electricity to no target (it was 400.00 (debt payment)). undo_operation cannot recreate the previous target (400.00 (debt payment)): only the user can set it again, by hand in YNAB.',
    });
    expect(JSON.parse(w.bodies.at(-1)!)).toEqual({ category: { goal_target: null } });
    expect(target(w.coding.fake, 'cat-power')).toBeNull();
  });

  it('leaves alone a target changed since: nothing_to_do, no write, no marker', async () => {
    const { applied } = await w.confirmed('set_category_target', { category_id: 'cat-groceries', amount: 500 });
    expect(JSON.parse(w.bodies.at(-1)!)).toEqual({ category: { goal_target: 500000 } });
    const id = applied.structuredContent!.operation_id as string;
    w.coding.fake.mutate('demo-budget', (plan) => {
      findCategory(plan, 'cat-groceries').target!.goal_target = 600000;
    });
    w.bodies.length = 0;
    for (let i = 0; i < 2; i++) {
      // Asked twice: no marker was written, so the operation is still found, and still left alone.
      const r = await call(w.coding, 'undo_operation', { operation_id: id });
      expect(r.structuredContent).toMatchObject({
        status: 'nothing_to_do',
        kind: 'target',
        restored: 0,
        conflicts: ['cat-groceries'],
        preview: null,
        message:
          'The target of Groceries was changed since the operation (it is now 600.00 each month, not 500.00 each month), so the undo touches nothing.',
      });
    }
    expect(w.bodies).toEqual([]);
    expect(target(w.coding.fake, 'cat-groceries')).toMatchObject({ goal_target: 600000 });
  });
});

describe('set_category_target when the user declines', () => {
  it('changes nothing', async () => {
    w.asked.length = 0;
    const r = await call(w.asking, 'set_category_target', { category_id: 'cat-visa', amount: 75 });
    expect(w.asked).toEqual(['Set the target of Visa: no target → 75.00 (monthly funding)?']);
    expect(r.structuredContent).toMatchObject({ status: 'declined', operation_id: null, preview: w.asked[0], undoable: true });
    expect(w.asking.fake.log.filter((l) => l.method !== 'GET')).toEqual([]);
    expect(target(w.asking.fake, 'cat-visa')).toBeNull();
  });
});
