// move_money in process on the demo plan (demo-plan.md §8): every refusal before any question or code and
// without a write, the result fields and request counts, the journal entry, the two-step write's failure
// paths (target refused: source put back, or not), an answer lost, and the undo with its conflicts.
import { describe, expect, it } from 'vitest';
import { registry } from '../../generated/registry.ts';
import { assign, call, figures, journalLines, type Session } from './budget-helpers.ts';
import { sessionPerSuite, sessionPerTest } from './write-clients.ts';

const base = { plan_id: 'demo-budget', month: 'current', from_category_id: 'cat-tennis', to_category_id: 'cat-restaurants', amount: 30 };
const QUESTION = 'Move 30.00 from Tennis to Restaurants for 2026-09-01?\n- Tennis: 80.00 → 50.00\n- Restaurants: 120.00 → 150.00';
const UNDO_QUESTION =
  'Undo: move 30.00 from Restaurants to Tennis for 2026-09-01?\n- Restaurants: 150.00 → 120.00\n- Tennis: 50.00 → 80.00';
const PATH = '/plans/demo-budget/months/2026-09-01/categories/';
const MONTH = 'GET /plans/demo-budget/months/2026-09-01';
const UNKNOWN = (id: string) =>
  `Category ${id} is not a category of this plan that can be budgeted here (hidden, deleted, internal and Credit Card Payment categories are left out): use a category_id from get_category_balances.`;

/** undo_operation on the operation named, on the code path: its preview, then the code back, applied. */
async function undoByCode(s: Session, operationId: unknown): Promise<void> {
  const args = { plan_id: 'demo-budget', operation_id: operationId };
  const preview = await call(s, 'undo_operation', args);
  const undone = await call(s, 'undo_operation', { ...args, confirmation: preview.result.confirmation });
  expect(undone.result.status).toBe('applied');
}

describe('move_money refusals, before any question or code', () => {
  const s = sessionPerSuite('decline');

  it.each([
    [
      { month: '2026-9-01', to_category_id: 'cat-tennis' },
      'Month ‘2026-9-01’ is not a month this tool accepts: pass ‘current’, or the first day of a month written YYYY-MM-01 (for example 2026-09-01).',
      true,
    ],
    [
      { to_category_id: 'cat-tennis', amount: 1.0001 },
      'from_category_id and to_category_id are both cat-tennis: money moves between two distinct categories, so pass two different ids.',
      true,
    ],
    [
      { amount: 1.0001, from_category_id: 'cat-nope' },
      'Amount 1.0001 has more than 3 decimals, and YNAB stores at most 3: round it.',
      true,
    ],
    [
      { amount: 30.005, from_category_id: 'cat-nope' },
      "Amount 30.005 has more decimals than this plan's currency shows (2): round it to 2 decimal(s).",
      false,
    ],
    [{ from_category_id: 'cat-nope', to_category_id: 'cat-nada' }, UNKNOWN('cat-nope'), false],
    [{ to_category_id: 'cat-uncategorized' }, UNKNOWN('cat-uncategorized'), false],
    [{ from_category_id: 'cat-inflow' }, UNKNOWN('cat-inflow'), false],
  ])('%j', async (args, message, noRequest) => {
    const r = await call(s, 'move_money', { ...base, ...args });
    expect(r.isError).toBe(true);
    expect(r.text).toBe(message);
    // Refused before any request, or after the reads only (the plan directory is loaded once per process).
    if (noRequest) expect(r.sent).toEqual([]);
    else expect(r.sent.filter((x) => x !== 'GET /plans')).toEqual([MONTH]);
    expect(s.asked).toEqual([]);
  });

  it.each([0, -5])('refuses an amount of %d through the input schema, sending nothing', async (amount) => {
    const r = await call(s, 'move_money', { ...base, amount });
    expect(r.isError).toBe(true);
    expect(r.sent).toEqual([]);
    expect(s.asked).toEqual([]);
  });

  it('asks the question and moves nothing when the user declines', async () => {
    const r = await call(s, 'move_money', base);
    expect(s.asked).toEqual([QUESTION]);
    expect(r.result).toMatchObject({ status: 'declined', preview: QUESTION, operation_id: null, confirmation: null });
    expect(r.sent.filter((x) => !x.startsWith('GET'))).toEqual([]);
    expect(journalLines(s.journal)).toEqual([]);
  });
});

describe('move_money with a confirmation code', () => {
  const fresh = sessionPerTest();

  /** The first call's preview, then the code back: the applying call's result. */
  async function confirmed(args: Record<string, unknown> = base) {
    const first = await call(fresh.s, 'move_money', args);
    expect(first.result.status).toBe('confirmation_required');
    return call(fresh.s, 'move_money', { ...args, confirmation: first.result.confirmation });
  }

  it('previews, then moves with two PATCHes; the undo moves it back', async () => {
    const s = await fresh.open();
    const first = await call(s, 'move_money', base);
    expect(first.sent).toEqual([MONTH, 'GET /plans']);
    expect(first.result).toMatchObject({ status: 'confirmation_required', preview: QUESTION, operation_id: null });
    const applied = await call(s, 'move_money', { ...base, confirmation: first.result.confirmation });
    expect(applied.sent).toEqual([MONTH, `PATCH ${PATH}cat-tennis`, `PATCH ${PATH}cat-restaurants`]);
    const id = applied.result.operation_id as string;
    expect(applied.result).toEqual({
      status: 'applied',
      message:
        'Moved 30.00 from Tennis to Restaurants for 2026-09-01: Tennis now has 50.00 assigned (202.00 available), Restaurants 150.00 (7.50 available). ' +
        `To move it back, call undo_operation with operation_id ${id}.`,
      preview: QUESTION,
      month: '2026-09-01',
      amount: 30,
      from_category: { category_id: 'cat-tennis', name: 'Tennis', from_amount: 80, to_amount: 50, available_after: 202 },
      to_category: { category_id: 'cat-restaurants', name: 'Restaurants', from_amount: 120, to_amount: 150, available_after: 7.5 },
      confirmation: null,
      operation_id: id,
    });
    expect(figures(s.fake, 'cat-tennis')).toEqual({ budgeted: 50000, balance: 202000 });
    expect(figures(s.fake, 'cat-restaurants')).toEqual({ budgeted: 150000, balance: 7500 });
    const [entry, settled] = journalLines(s.journal);
    expect(entry).toMatchObject({
      operation_id: id,
      kind: 'move',
      pending: true,
      details: {
        month: '2026-09-01',
        changes: [
          { category_id: 'cat-tennis', from: 80000, to: 50000 },
          { category_id: 'cat-restaurants', from: 120000, to: 150000 },
        ],
      },
    });
    expect(settled).toEqual({ settled: id, outcome: 'applied' });

    const preview = await call(s, 'undo_operation', { plan_id: 'demo-budget' });
    expect(preview.result).toMatchObject({
      status: 'confirmation_required',
      preview: UNDO_QUESTION,
      kind: 'move',
      restored: 2,
      conflicts: [],
    });
    const undone = await call(s, 'undo_operation', { plan_id: 'demo-budget', confirmation: preview.result.confirmation });
    expect(undone.result).toMatchObject({ status: 'applied', operation_id: id, restored: 2, conflicts: [] });
    // Target back first, then the source.
    expect(undone.sent).toEqual([MONTH, `PATCH ${PATH}cat-restaurants`, `PATCH ${PATH}cat-tennis`]);
    expect(figures(s.fake, 'cat-tennis')).toEqual({ budgeted: 80000, balance: 232000 });
    expect(figures(s.fake, 'cat-restaurants')).toEqual({ budgeted: 120000, balance: -22500 });
    expect((await call(s, 'undo_operation', { plan_id: 'demo-budget' })).isError).toBe(true);
  });

  it('undo: when either amount changed since, both are conflicts and nothing moves', async () => {
    const s = await fresh.open();
    const applied = await confirmed();
    assign(s.fake, 'cat-restaurants', 160000);
    const r = await call(s, 'undo_operation', { plan_id: 'demo-budget', operation_id: applied.result.operation_id });
    expect(r.result).toMatchObject({
      status: 'nothing_to_do',
      message:
        'The amount assigned to one of the two categories for 2026-09-01 changed since the move, so neither is set back and the undo touches nothing.',
      preview: null,
      restored: 0,
      conflicts: ['cat-tennis', 'cat-restaurants'],
    });
    expect(r.sent).toEqual([MONTH]);
    expect(figures(s.fake, 'cat-tennis').budgeted).toBe(50000);
    expect(figures(s.fake, 'cat-restaurants').budgeted).toBe(160000);
    expect(journalLines(s.journal).some((l) => 'undone' in l)).toBe(false);
  });

  it('target refused: the source is put back, the entry settled failed', async () => {
    const s = await fresh.open();
    s.fake.addFault({ method: 'PATCH', path: `${PATH}cat-restaurants`, status: 400 });
    const r = await confirmed();
    expect(r.isError).toBe(true);
    expect(r.text).toBe(
      'Nothing was moved for 2026-09-01: YNAB refused to set the amount assigned to Restaurants to 150.00 (YNAB 400: Bad request), so Tennis was set back to 80.00, its amount before.',
    );
    expect(r.sent).toEqual([MONTH, `PATCH ${PATH}cat-tennis`, `PATCH ${PATH}cat-restaurants`, `PATCH ${PATH}cat-tennis`]);
    expect(figures(s.fake, 'cat-tennis').budgeted).toBe(80000);
    expect(figures(s.fake, 'cat-restaurants').budgeted).toBe(120000);
    const [entry, settled] = journalLines(s.journal);
    expect(settled).toEqual({ settled: entry!.operation_id, outcome: 'failed' });
    expect((await call(s, 'undo_operation', { plan_id: 'demo-budget' })).isError).toBe(true);
  });

  it('target refused and the source cannot be put back: settled unknown, and the undo_operation it names sets the source back', async () => {
    const s = await fresh.open();
    s.fake.addFault({ method: 'PATCH', path: `${PATH}cat-tennis`, delayMs: 0 }); // the first source PATCH goes through
    s.fake.addFault({ method: 'PATCH', path: `${PATH}cat-restaurants`, status: 400 });
    s.fake.addFault({ method: 'PATCH', path: `${PATH}cat-tennis`, status: 500 });
    const r = await confirmed();
    expect(r.isError).toBe(true);
    const [entry, settled] = journalLines(s.journal);
    expect(r.text).toBe(
      'Only half of the move was made for 2026-09-01: YNAB refused to set the amount assigned to Restaurants to 150.00 (YNAB 400: Bad request), ' +
        `and setting Tennis back to 80.00 failed too (YNAB 500: Internal server error). Call undo_operation with operation_id ${entry!.operation_id}: it sets back the half YNAB holds (or the user can, in YNAB).`,
    );
    expect(figures(s.fake, 'cat-tennis').budgeted).toBe(50000);
    expect(figures(s.fake, 'cat-restaurants').budgeted).toBe(120000);
    expect(settled).toEqual({ settled: entry!.operation_id, outcome: 'unknown' });
    // The advice, followed: Tennis goes back to 80.00, Restaurants (never changed) is left as it is.
    await undoByCode(s, entry!.operation_id);
    expect(figures(s.fake, 'cat-tennis').budgeted).toBe(80000);
    expect(figures(s.fake, 'cat-restaurants').budgeted).toBe(120000);
  });

  it('source refused: nothing moved, YNAB’s error, settled failed', async () => {
    const s = await fresh.open();
    s.fake.addFault({ method: 'PATCH', path: `${PATH}cat-tennis`, status: 400 });
    const r = await confirmed();
    expect(r.text).toBe("Error calling tool 'move_money': YNAB 400: Bad request");
    expect(r.sent).toEqual([MONTH, `PATCH ${PATH}cat-tennis`]);
    const [entry, settled] = journalLines(s.journal);
    expect(settled).toEqual({ settled: entry!.operation_id, outcome: 'failed' });
  });

  it('target answer lost: the source is not put back (the move may be complete), the entry stays uncertain and undoable', async () => {
    const s = await fresh.open();
    s.fake.addFault({ method: 'PATCH', path: `${PATH}cat-restaurants`, applyThenLose: true });
    const r = await confirmed();
    expect(r.text).toMatch(/^Error calling tool 'move_money': The request was sent to YNAB but its answer was lost/);
    expect(r.sent).toEqual([MONTH, `PATCH ${PATH}cat-tennis`, `PATCH ${PATH}cat-restaurants`]);
    expect(figures(s.fake, 'cat-tennis').budgeted).toBe(50000);
    expect(figures(s.fake, 'cat-restaurants').budgeted).toBe(150000);
    const [entry, settled] = journalLines(s.journal);
    expect(settled).toEqual({ settled: entry!.operation_id, outcome: 'unknown' });
    const preview = await call(s, 'undo_operation', { plan_id: 'demo-budget' });
    expect(preview.result).toMatchObject({ status: 'confirmation_required', preview: UNDO_QUESTION });
  });
});

describe('undo of a move: the source refused, the target put back', () => {
  // undo_operation raises move_money's two rollback errors: declared here when the manifest does not yet.
  const codes = ['move_refused_restored', 'move_refused_not_restored'];
  const withRollbackErrors = registry.map((e) =>
    e.definition.name === 'undo_operation' && !codes.every((c) => e.definition.errorCodes.includes(c))
      ? { ...e, definition: { ...e.definition, errorCodes: [...e.definition.errorCodes, ...codes] } }
      : e,
  );
  const fresh = sessionPerTest();

  it('puts the target back when YNAB refuses the source', async () => {
    const s = await fresh.open(undefined, withRollbackErrors);
    const first = await call(s, 'move_money', base);
    await call(s, 'move_money', { ...base, confirmation: first.result.confirmation });
    const preview = await call(s, 'undo_operation', { plan_id: 'demo-budget' });
    s.fake.addFault({ method: 'PATCH', path: `${PATH}cat-tennis`, status: 400 });
    const r = await call(s, 'undo_operation', { plan_id: 'demo-budget', confirmation: preview.result.confirmation });
    expect(r.text).toBe(
      'Nothing was moved for 2026-09-01: YNAB refused to set the amount assigned to Tennis to 80.00 (YNAB 400: Bad request), so Restaurants was set back to 150.00, its amount before.',
    );
    expect(r.sent).toEqual([MONTH, `PATCH ${PATH}cat-restaurants`, `PATCH ${PATH}cat-tennis`, `PATCH ${PATH}cat-restaurants`]);
    expect(figures(s.fake, 'cat-tennis').budgeted).toBe(50000);
    expect(figures(s.fake, 'cat-restaurants').budgeted).toBe(150000);
    expect(journalLines(s.journal).some((l) => 'undone' in l)).toBe(false);
  });

  it('stopped half way (the target cannot be put back either): the move turns uncertain, and undo_operation again finishes it', async () => {
    const s = await fresh.open(undefined, withRollbackErrors);
    const first = await call(s, 'move_money', base);
    await call(s, 'move_money', { ...base, confirmation: first.result.confirmation });
    const [entry] = journalLines(s.journal);
    const preview = await call(s, 'undo_operation', { plan_id: 'demo-budget' });
    s.fake.addFault({ method: 'PATCH', path: `${PATH}cat-restaurants`, delayMs: 0 }); // Restaurants goes back to 120.00
    s.fake.addFault({ method: 'PATCH', path: `${PATH}cat-tennis`, status: 400 });
    s.fake.addFault({ method: 'PATCH', path: `${PATH}cat-restaurants`, status: 500 });
    const r = await call(s, 'undo_operation', { plan_id: 'demo-budget', confirmation: preview.result.confirmation });
    expect(r.text).toBe(
      'Only half of the move was made for 2026-09-01: YNAB refused to set the amount assigned to Tennis to 80.00 (YNAB 400: Bad request), ' +
        `and setting Restaurants back to 150.00 failed too (YNAB 500: Internal server error). Call undo_operation with operation_id ${entry!.operation_id}: it sets back the half YNAB holds (or the user can, in YNAB).`,
    );
    expect(figures(s.fake, 'cat-restaurants').budgeted).toBe(120000);
    expect(figures(s.fake, 'cat-tennis').budgeted).toBe(50000);
    expect(journalLines(s.journal).at(-1)).toEqual({ settled: entry!.operation_id, outcome: 'unknown' });
    // The advice, followed: Tennis goes back to 80.00, Restaurants (already back) is left as it is.
    await undoByCode(s, entry!.operation_id);
    expect(figures(s.fake, 'cat-tennis').budgeted).toBe(80000);
    expect(figures(s.fake, 'cat-restaurants').budgeted).toBe(120000);
  });
});
