// reconcile_account in process on the demo plan (demo-plan.md §8): every refusal before any question or code
// and without a write, difference_found and nothing_to_do, the result fields and request counts, the journal,
// the adjustment written before the PATCH and the partial failure it leaves (B16), and the undo's conflicts.
import { describe, expect, it } from 'vitest';
import type { FakeYnab } from '../../src/fake-ynab/fake-ynab.ts';
import { call, journalLines } from './budget-helpers.ts';
import { sessionPerTest } from './write-clients.ts';
import { RECONCILE_AT_BANK } from '../fixtures/demo-answers.ts';

const PLAN = 'demo-budget';
const AT_BANK = { plan_id: PLAN, account_id: 'acc-checking', bank_balance: 3799 };
const MATCHING = { plan_id: PLAN, account_id: 'acc-checking', bank_balance: 3727.14 };
const ADJUSTING = { ...AT_BANK, adjust: true };
const QUESTION = 'Reconcile Checking: mark 49 cleared transaction(s) reconciled?';
const ADJUST_QUESTION = 'Reconcile Checking: mark 49 cleared transaction(s) reconciled and record an adjustment of 71.86?';
const UNDO_ADJUST_QUESTION = 'Undo: reconciliation of Checking: 49 transaction(s) back to cleared and delete the adjustment of 71.86?';
const TX = '/plans/demo-budget/transactions';
const READS = ['GET /plans/demo-budget/accounts', `GET ${TX}`];

const ANALYSIS_AT_BANK = RECONCILE_AT_BANK;

/** The live transactions of Checking by status, and the live adjustments (payee "Bank balance adjustment"). */
function checking(fake: FakeYnab) {
  const plan = fake.snapshot().plans.find((p) => p.id === PLAN)!;
  const live = plan.transactions.filter((t) => t.account_id === 'acc-checking' && !t.deleted);
  const count = (status: string) => live.filter((t) => t.cleared === status).length;
  return {
    cleared: count('cleared'),
    reconciled: count('reconciled'),
    uncleared: count('uncleared'),
    adjustments: live.filter((t) => t.payee_name === 'Bank balance adjustment'),
    ids: (status: string) => live.filter((t) => t.cleared === status && t.payee_name !== 'Bank balance adjustment').map((t) => t.id),
  };
}
const AS_AT_START = { cleared: 49, reconciled: 0, uncleared: 5 };
const statuses = (fake: FakeYnab) => {
  const { cleared, reconciled, uncleared } = checking(fake);
  return { cleared, reconciled, uncleared };
};
const setStatus = (fake: FakeYnab, id: string, cleared: 'cleared' | 'uncleared' | 'reconciled') =>
  fake.mutate(PLAN, (plan) => {
    plan.transactions.find((t) => t.id === id)!.cleared = cleared;
  });
const writes = (sent: string[]) => sent.filter((x) => !x.startsWith('GET'));
const sorted = (xs: string[]) => [...xs].sort();

const fresh = sessionPerTest();

describe('reconcile_account refusals, before any question or code, without a write', () => {
  it.each([
    [{ bank_balance: 3799.0001 }, 'Amount 3799.0001 has more than 3 decimals, and YNAB stores at most 3: round it.', 0],
    [
      { account_id: 'acc-nope', bank_balance: 3799.005 },
      'Account id(s) acc-nope are not open accounts of this plan: use the ids that list_accounts returns.',
      3,
    ],
    [{ bank_balance: 3799.005 }, "Amount 3799.005 has more decimals than this plan's currency shows (2): round it to 2 decimal(s).", 3],
  ])('%j', async (args, message, requests) => {
    const s = await fresh.open('accept');
    const r = await call(s, 'reconcile_account', { ...ADJUSTING, ...args });
    expect([r.isError, r.text]).toEqual([true, message]);
    expect(r.requests).toBe(requests);
    expect(writes(r.sent)).toEqual([]);
    expect(s.asked).toEqual([]);
    expect(journalLines(s.journal)).toEqual([]);
  });

  it.each([[{ bank_balance: '3799' }], [{ bank_balance: undefined }], [{ adjust: 'yes' }]])(
    'refuses %j through the input schema, sending nothing',
    async (args) => {
      const s = await fresh.open('accept');
      const r = await call(s, 'reconcile_account', { ...AT_BANK, ...args });
      expect(r.isError).toBe(true);
      expect(r.sent).toEqual([]);
    },
  );
});

describe('reconcile_account without a write', () => {
  it('at the bank’s 3,799.00: difference_found, nothing asked nor written (demo-plan.md §8)', async () => {
    const s = await fresh.open('accept');
    const r = await call(s, 'reconcile_account', AT_BANK);
    expect(r.result).toEqual({
      status: 'difference_found',
      message:
        "YNAB's cleared balance for Checking is 3727.14 and the bank shows 3799.00: a difference of 71.86 (YNAB counts less money than the bank). Nothing was changed. " +
        'Review with the user: the 5 uncleared transaction(s) (uncleared); 1 pair(s) of possible duplicates (possible_duplicates). ' +
        'Once the user has fixed what is wrong in YNAB, call reconcile_account again; or, only if the user wants the gap recorded as an adjustment, call again with adjust=true.',
      preview: null,
      account: 'Checking',
      analysis: ANALYSIS_AT_BANK,
      adjustment: null,
      confirmation: null,
      operation_id: null,
    });
    expect(sorted(r.sent)).toEqual(sorted([...READS, 'GET /plans']));
    expect(s.asked).toEqual([]);
    expect(statuses(s.fake)).toEqual(AS_AT_START);
    expect(journalLines(s.journal)).toEqual([]);
  });

  it('names the uncleared transaction a gap matches', async () => {
    const s = await fresh.open('accept');
    const r = await call(s, 'reconcile_account', { ...AT_BANK, bank_balance: 3639.14 });
    expect(r.result).toMatchObject({ status: 'difference_found', analysis: { difference: -88, explained_by: ['tx-054'] } });
    expect(r.result.message).toContain('YNAB counts more money than the bank');
    expect(r.result.message).toContain(
      'Review with the user: 1 uncleared transaction(s) whose amount equals the difference (explained_by); the 5 uncleared',
    );
  });

  it('is nothing_to_do on an account already reconciled at the bank’s balance', async () => {
    const s = await fresh.open('accept');
    const r = await call(s, 'reconcile_account', { plan_id: PLAN, account_id: 'acc-former-bank', bank_balance: 0 });
    expect(r.result).toMatchObject({
      status: 'nothing_to_do',
      message:
        'Former bank already matches the bank (cleared balance 0.00) and none of its transactions is left cleared but not reconciled: nothing to mark.',
      preview: null,
      account: 'Former bank',
      analysis: { cleared_balance: 0, difference: 0, to_reconcile_count: 0, uncleared_count: 0, possible_duplicates: [] },
      adjustment: null,
      confirmation: null,
      operation_id: null,
    });
    expect(s.asked).toEqual([]);
  });

  it('writes nothing when the user declines', async () => {
    const s = await fresh.open('decline');
    const r = await call(s, 'reconcile_account', ADJUSTING);
    expect(s.asked).toEqual([ADJUST_QUESTION]);
    expect(r.result).toMatchObject({
      status: 'declined',
      preview: ADJUST_QUESTION,
      adjustment: 71.86,
      confirmation: null,
      operation_id: null,
    });
    expect(writes(r.sent)).toEqual([]);
    expect(statuses(s.fake)).toEqual(AS_AT_START);
    expect(journalLines(s.journal)).toEqual([]);
  });
});

describe('reconcile_account applied', () => {
  it('at 3,727.14 with a code: one PATCH marks the 49, journaled; calling again has nothing to do', async () => {
    const s = await fresh.open();
    const first = await call(s, 'reconcile_account', MATCHING);
    expect(first.result).toMatchObject({
      status: 'confirmation_required',
      preview: QUESTION,
      account: 'Checking',
      adjustment: null,
      operation_id: null,
    });
    expect(first.result.analysis).toMatchObject({ difference: 0, to_reconcile_count: 49 });
    expect(first.result.confirmation).toMatch(/^[A-Za-z0-9_-]{11}$/);
    expect(sorted(first.sent)).toEqual(sorted([...READS, 'GET /plans']));
    const toMark = checking(s.fake).ids('cleared');

    const applied = await call(s, 'reconcile_account', { ...MATCHING, confirmation: first.result.confirmation });
    const id = String(applied.result.operation_id);
    expect(applied.result).toMatchObject({ status: 'applied', preview: QUESTION, confirmation: null, adjustment: null });
    expect(id).toMatch(/^[0-9a-f]{12}$/);
    expect(applied.result.message).toBe(
      'Marked 49 transaction(s) of Checking reconciled: its cleared balance is 3727.14, as the bank shows. ' +
        "YNAB's “last reconciled” date of the account does not move through the API. " +
        `To set the transactions back to cleared, call undo_operation with operation_id ${id}.`,
    );
    expect(writes(applied.sent)).toEqual([`PATCH ${TX}`]);
    // The change check of the transactions found nothing, so the accounts held stand: one GET, one PATCH.
    expect(applied.requests).toBe(2);
    expect(statuses(s.fake)).toEqual({ cleared: 0, reconciled: 49, uncleared: 5 });
    const [entry, settled] = journalLines(s.journal);
    expect(entry).toMatchObject({
      operation_id: id,
      kind: 'reconcile',
      pending: true,
      details: { account_id: 'acc-checking', reconciled_ids: toMark, adjustment_id: null },
    });
    expect(settled).toEqual({ settled: id, outcome: 'applied', details: { reconciled_ids: toMark, adjustment_id: null } });

    const again = await call(s, 'reconcile_account', MATCHING);
    expect(again.result).toMatchObject({ status: 'nothing_to_do', preview: null, analysis: { difference: 0, to_reconcile_count: 0 } });
    expect(writes(again.sent)).toEqual([]);
  });

  it('with adjust: the adjustment first (POST, Ready to Assign), then the PATCH; at the same balance again, nothing to do', async () => {
    const s = await fresh.open('accept');
    const r = await call(s, 'reconcile_account', ADJUSTING);
    expect(s.asked).toEqual([ADJUST_QUESTION]);
    expect(r.result).toMatchObject({ status: 'applied', preview: ADJUST_QUESTION, adjustment: 71.86 });
    expect(writes(r.sent)).toEqual([`POST ${TX}`, `PATCH ${TX}`]);
    expect(r.sent).toContain('GET /plans/demo-budget/categories');
    const [adj] = checking(s.fake).adjustments;
    expect(adj).toMatchObject({
      date: '2026-09-25',
      amount: 71860,
      memo: 'Added by avenir-mcp reconcile_account',
      cleared: 'reconciled',
      approved: true,
      category_id: 'cat-inflow',
    });
    const id = String(r.result.operation_id);
    expect(r.result.message).toContain(`recorded an adjustment of 71.86: its cleared balance is 3799.00`);
    expect(r.result.message).toContain(
      `To set the transactions back to cleared and delete the adjustment, call undo_operation with operation_id ${id}.`,
    );
    expect(journalLines(s.journal)[1]).toMatchObject({ settled: id, outcome: 'applied', details: { adjustment_id: adj!.id } });
    const again = await call(s, 'reconcile_account', AT_BANK);
    expect(again.result).toMatchObject({ status: 'nothing_to_do', analysis: { cleared_balance: 3799, difference: 0 } });
  });

  it('with adjust on a tracking account: the adjustment has no category', async () => {
    const s = await fresh.open('accept');
    const r = await call(s, 'reconcile_account', { plan_id: PLAN, account_id: 'acc-joint-savings', bank_balance: 16400, adjust: true });
    expect(r.result).toMatchObject({ status: 'applied', adjustment: 57.64 });
    expect(r.sent).not.toContain('GET /plans/demo-budget/categories');
    const plan = s.fake.snapshot().plans.find((p) => p.id === PLAN)!;
    const adj = plan.transactions.find((t) => t.account_id === 'acc-joint-savings' && t.payee_name === 'Bank balance adjustment');
    expect(adj).toMatchObject({ amount: 57640, category_id: null, cleared: 'reconciled' });
  });
});

describe('reconcile_account: the PATCH fails after the adjustment was recorded (B16)', () => {
  it('says the adjustment was recorded but nothing marked; the entry keeps the adjustment, and undo deletes it', async () => {
    const s = await fresh.open('accept');
    s.fake.addFault({ method: 'PATCH', path: TX, status: 400 });
    const r = await call(s, 'reconcile_account', ADJUSTING);
    const [entry, settled] = journalLines(s.journal);
    const id = String(entry!.operation_id);
    expect(r.isError).toBe(true);
    expect(r.text).toBe(
      'The adjustment of 71.86 was recorded on Checking, but YNAB refused to mark the 49 cleared transaction(s) reconciled (YNAB 400: Bad request), so none was marked. ' +
        `Call reconcile_account again with the same bank_balance (the balances now match) to mark them, or undo_operation with operation_id ${id} to delete the adjustment.`,
    );
    expect(writes(r.sent)).toEqual([`POST ${TX}`, `PATCH ${TX}`]);
    const adj = checking(s.fake).adjustments[0]!;
    expect(statuses(s.fake)).toEqual({ cleared: 49, reconciled: 1, uncleared: 5 });
    expect(settled).toEqual({ settled: id, outcome: 'applied', details: { reconciled_ids: [], adjustment_id: adj.id } });

    const undo = await call(s, 'undo_operation', { plan_id: PLAN });
    expect(s.asked).toEqual(['Undo: reconciliation of Checking: 0 transaction(s) back to cleared and delete the adjustment of 71.86?']);
    expect(undo.result).toMatchObject({ status: 'applied', operation_id: id, kind: 'reconcile', restored: 1, conflicts: [] });
    expect(writes(undo.sent)).toEqual([`DELETE ${TX}/${adj.id}`]);
    expect(checking(s.fake).adjustments).toEqual([]);
    expect(statuses(s.fake)).toEqual(AS_AT_START);
  });

  it('a lost PATCH answer: may have applied, the entry settled unknown with the adjustment id and every id listed for undo to check', async () => {
    const s = await fresh.open('accept');
    s.fake.addFault({ method: 'PATCH', path: TX, applyThenLose: true });
    const r = await call(s, 'reconcile_account', ADJUSTING);
    const [entry, settled] = journalLines(s.journal);
    expect(r.text).toMatch(
      /^Error calling tool 'reconcile_account': The request was sent to YNAB but its answer was lost .* YNAB may have applied the change, or not\. Do not send it again\./,
    );
    expect(r.text).toContain(
      `call undo_operation with operation_id ${entry!.operation_id as string}: it checks what YNAB holds and sets back only what was applied.`,
    );
    expect(statuses(s.fake)).toEqual({ cleared: 0, reconciled: 50, uncleared: 5 });
    expect((entry!.details as { reconciled_ids: string[] }).reconciled_ids).toHaveLength(49);
    expect(settled).toEqual({
      settled: entry!.operation_id,
      outcome: 'unknown',
      details: { adjustment_id: checking(s.fake).adjustments[0]!.id },
    });
    const undo = await call(s, 'undo_operation', { plan_id: PLAN });
    expect(s.asked).toEqual([UNDO_ADJUST_QUESTION]);
    expect(undo.result).toMatchObject({ status: 'applied', restored: 50, conflicts: [] });
    expect(statuses(s.fake)).toEqual(AS_AT_START);
    expect(checking(s.fake).adjustments).toEqual([]);
  });

  it('the POST refused: nothing written, the entry settled failed', async () => {
    const s = await fresh.open('accept');
    s.fake.addFault({ method: 'POST', path: TX, status: 400 });
    const r = await call(s, 'reconcile_account', ADJUSTING);
    expect(r.text).toBe("Error calling tool 'reconcile_account': YNAB 400: Bad request");
    expect(writes(r.sent)).toEqual([`POST ${TX}`]);
    const [entry, settled] = journalLines(s.journal);
    expect(settled).toEqual({ settled: entry!.operation_id, outcome: 'failed' });
    expect(statuses(s.fake)).toEqual(AS_AT_START);
  });
});

describe('undo of reconcile_account', () => {
  async function reconcile(args: Record<string, unknown>) {
    const r = await call(fresh.s, 'reconcile_account', args);
    expect(r.result.status).toBe('applied');
    return String(r.result.operation_id);
  }

  it('leaves alone a transaction set back to cleared (or uncleared) behind the server’s back, and lists it in conflicts', async () => {
    const s = await fresh.open('accept');
    const id = await reconcile(MATCHING);
    setStatus(s.fake, 'tx-045', 'cleared');
    setStatus(s.fake, 'tx-049', 'uncleared');
    const undo = await call(s, 'undo_operation', { plan_id: PLAN });
    expect(s.asked).toEqual([
      'Undo: reconciliation of Checking: 47 transaction(s) back to cleared?\n- 2 item(s) changed since and will be left alone',
    ]);
    expect(undo.result).toMatchObject({
      status: 'applied',
      operation_id: id,
      kind: 'reconcile',
      restored: 47,
      changes: [],
      conflicts: ['tx-045', 'tx-049'],
    });
    expect(writes(undo.sent)).toEqual([`PATCH ${TX}`]);
    expect(statuses(s.fake)).toEqual({ cleared: 48, reconciled: 0, uncleared: 6 });
    expect(journalLines(s.journal).at(-1)).toMatchObject({ undone: id, restored: 47, conflicts: ['tx-045', 'tx-049'] });
    expect((await call(s, 'undo_operation', { plan_id: PLAN })).text).toMatch(/^Nothing to undo/);
  });

  it('is nothing_to_do when every item changed since, without asking nor writing a marker', async () => {
    const s = await fresh.open('accept');
    const id = await reconcile(ADJUSTING);
    const marked = checking(s.fake).ids('reconciled');
    const adj = checking(s.fake).adjustments[0]!;
    s.fake.mutate(PLAN, (plan) => {
      for (const t of plan.transactions) if (marked.includes(t.id)) t.cleared = 'cleared';
      plan.transactions.find((t) => t.id === adj.id)!.deleted = true;
    });
    s.asked.length = 0;
    const undo = await call(s, 'undo_operation', { plan_id: PLAN });
    expect(undo.result).toEqual({
      status: 'nothing_to_do',
      message:
        'Since the operation, the 49 transaction(s) are no longer reconciled or were deleted, and the adjustment was deleted, so the undo touches nothing.',
      preview: null,
      operation_id: id,
      kind: 'reconcile',
      restored: 0,
      changes: [],
      conflicts: [...marked, adj.id],
      confirmation: null,
    });
    expect(s.asked).toEqual([]);
    expect(writes(undo.sent)).toEqual([]);
    expect(journalLines(s.journal).some((l) => 'undone' in l)).toBe(false);
  });

  it('the DELETE fails: the error says the transactions are back but the adjustment remains; no marker, and a retry deletes it', async () => {
    const s = await fresh.open('accept');
    const id = await reconcile(ADJUSTING);
    const adj = checking(s.fake).adjustments[0]!;
    s.fake.addFault({ method: 'DELETE', path: `${TX}/${adj.id}`, status: 500 });
    const failed = await call(s, 'undo_operation', { plan_id: PLAN });
    expect(s.asked).toEqual([UNDO_ADJUST_QUESTION]);
    expect(failed.text).toBe(
      'The undo stopped before the end (YNAB 500: Internal server error): the 49 transaction(s) set back are cleared again, but the adjustment of 71.86 on Checking may still be there. ' +
        `Call undo_operation again with operation_id ${id} to delete it.`,
    );
    expect(statuses(s.fake)).toEqual({ cleared: 49, reconciled: 1, uncleared: 5 });
    expect(journalLines(s.journal).some((l) => 'undone' in l)).toBe(false);

    const retry = await call(s, 'undo_operation', { plan_id: PLAN });
    expect(s.asked).toEqual([
      'Undo: reconciliation of Checking: 0 transaction(s) back to cleared and delete the adjustment of 71.86?\n- 49 item(s) changed since and will be left alone',
    ]);
    expect(retry.result).toMatchObject({ status: 'applied', operation_id: id, restored: 1 });
    expect(writes(retry.sent)).toEqual([`DELETE ${TX}/${adj.id}`]);
    expect(checking(s.fake).adjustments).toEqual([]);
    expect(statuses(s.fake)).toEqual(AS_AT_START);
  });
});
