// apply_statement in process on the demo plan and its statement: the question, what one confirmed operation
// writes (one POST, one PATCH) and leaves in the fake, that a second run creates nothing, the reconciliation
// once the balances agree, the refusals and the partial failure, and the undo of all of it as one operation.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoStatementsDir } from '../../src/config.ts';
import type { FakeYnab } from '../../src/fake-ynab/fake-ynab.ts';
import { addTransactions, call, demoTransaction, journalLines, transactionReads, type Session } from './budget-helpers.ts';
import { sessionPerTest } from './write-clients.ts';

const DEMO = readFileSync(join(demoStatementsDir()!, 'checking-2026-09.csv'), 'utf8');
const ARGS = { plan_id: 'demo-budget', account_id: 'acc-checking', content: DEMO };
const QUESTION = [
  'Apply the statement of Checking (2026-09-01 → 2026-09-24): create 2 transaction(s), mark 4 cleared and correct 1 amount(s)?',
  '- new: 2026-09-22 CB PHARMACIE CENTRALE FACT 220926 525130******1 -12.80',
  '- new: 2026-09-24 VIR SEPA MUTUELLE SANTE REMBOURSEMENT 35.00',
  '- amount: 2026-09-22 Chez Lucie -88.00 → -89.50',
].join('\n');
const TX = '/plans/demo-budget/transactions';

const fresh = sessionPerTest();

/** Checking's live transactions as {id: [cleared, amount]}, and the statement's ones by import id. */
function checking(fake: FakeYnab) {
  const plan = fake.snapshot().plans.find((p) => p.id === 'demo-budget')!;
  const live = plan.transactions.filter((t) => t.account_id === 'acc-checking' && !t.deleted);
  return {
    state: Object.fromEntries(live.map((t) => [t.id, [t.cleared, t.amount]])),
    created: live.filter((t) => t.import_id === 'YNAB:-12800:2026-09-22:1' || t.import_id === 'YNAB:35000:2026-09-24:1'),
  };
}

async function applied(on: Session, args: Record<string, unknown> = ARGS) {
  const preview = await call(on, 'apply_statement', args);
  expect(preview.result.status, preview.text).toBe('confirmation_required');
  return call(on, 'apply_statement', { ...args, confirmation: preview.result.confirmation });
}

describe('apply_statement', () => {
  it('asks first, then creates the missing lines, clears the matched and corrects the fee, in two writes', async () => {
    const s = await fresh.open();
    const before = checking(s.fake);
    const preview = await call(s, 'apply_statement', ARGS);
    expect(preview.result).toMatchObject({
      status: 'confirmation_required',
      preview: QUESTION,
      counts: { created: 2, cleared: 4, corrected: 1, reconciled: 0 },
      created_ids: [],
    });
    expect(checking(s.fake).state).toEqual(before.state);

    const done = await call(s, 'apply_statement', { ...ARGS, confirmation: preview.result.confirmation });
    expect(done.result.status, done.text).toBe('applied');
    expect(done.sent.filter((x) => !x.startsWith('GET'))).toEqual([`POST ${TX}`, `PATCH ${TX}`]);
    const after = checking(s.fake);
    expect(after.created.map((t) => [t.date, t.amount, t.cleared, t.approved, t.payee_name, t.category_id])).toEqual([
      ['2026-09-22', -12800, 'cleared', false, 'CB PHARMACIE CENTRALE FACT 220926 525130******1', null],
      ['2026-09-24', 35000, 'cleared', false, 'VIR SEPA MUTUELLE SANTE REMBOURSEMENT', null],
    ]);
    expect(done.result.created_ids).toEqual(after.created.map((t) => t.id));
    expect(after.state['tx-052']).toEqual(['cleared', -22000]);
    expect(after.state['tx-054']).toEqual(['cleared', -89500]);
    expect(after.state['tx-056']).toEqual(['uncleared', -54500]);
    expect(after.state['tx-051']).toEqual(['cleared', -71860]);
    expect(done.result.message).toContain('differ by 71.86');
    expect(journalLines(s.journal).at(-1)).toMatchObject({ settled: expect.any(String), outcome: 'applied' });

    // A second run finds every line, the new ones by their import ids: nothing left to do.
    const again = await call(s, 'apply_statement', ARGS);
    expect(again.result.status, again.text).toBe('nothing_to_do');
    expect(again.sent.filter((x) => !x.startsWith('GET'))).toEqual([]);

    // One undo sets all of it back.
    const undo = await call(s, 'undo_operation', { plan_id: 'demo-budget', operation_id: done.result.operation_id });
    expect(undo.result.status, undo.text).toBe('confirmation_required');
    expect(undo.result.preview).toMatch(
      /^Undo: statement applied to Checking: delete 2 transaction\(s\) created and set 4 transaction\(s\) back to their state and amount before\?\n- 2026-09-22 /,
    );
    const undone = await call(s, 'undo_operation', {
      plan_id: 'demo-budget',
      operation_id: done.result.operation_id,
      confirmation: undo.result.confirmation,
    });
    expect(undone.result.status, undone.text).toBe('applied');
    expect(checking(s.fake).state).toEqual(before.state);
  });

  it('reconciles when the closing balance then agrees (the duplicate deleted first)', async () => {
    const s = await fresh.open();
    s.fake.mutate('demo-budget', (plan) => {
      plan.transactions.find((t) => t.id === 'tx-051')!.deleted = true;
    });
    const before = checking(s.fake);
    const matched = await call(s, 'match_statement', ARGS);
    expect(matched.result.balance).toEqual({ statement: 3659.72, ynab: 3659.72, difference: 0, agrees: true });
    const done = await applied(s);
    expect(done.result.status, done.text).toBe('applied');
    // The 49 cleared of Checking up to the 24th, but the deleted duplicate, and the four now cleared.
    expect(done.result.counts).toEqual({ created: 2, cleared: 4, corrected: 1, reconciled: 52 });
    expect(done.result.message).toContain('reconciled the balance at 2026-09-24 (3659.72, as the statement shows)');
    const after = checking(s.fake);
    expect(after.created.every((t) => t.cleared === 'reconciled')).toBe(true);
    for (const [id, [state]] of Object.entries(after.state)) {
      // Everything cleared up to the statement's end is reconciled; the pending Sushi Go stays uncleared.
      expect(state, id).toBe(id === 'tx-056' ? 'uncleared' : 'reconciled');
    }
    const undo = await call(s, 'undo_operation', { plan_id: 'demo-budget', operation_id: done.result.operation_id });
    await call(s, 'undo_operation', {
      plan_id: 'demo-budget',
      operation_id: done.result.operation_id,
      confirmation: undo.result.confirmation,
    });
    expect(checking(s.fake).state).toEqual(before.state);
  });

  it('leaves the disagreeing amount alone with fix_amounts=false', async () => {
    const s = await fresh.open();
    const done = await applied(s, { ...ARGS, fix_amounts: false });
    expect(done.result.counts).toMatchObject({ corrected: 0 });
    expect(checking(s.fake).state['tx-054']).toEqual(['uncleared', -88000]);
  });

  it('changes nothing when the user declines', async () => {
    const s = await fresh.open('decline');
    const before = checking(s.fake);
    const r = await call(s, 'apply_statement', ARGS);
    expect(s.asked).toEqual([QUESTION]);
    expect(r.result.status).toBe('declined');
    expect(checking(s.fake).state).toEqual(before.state);
  });

  it('refuses a line dated after today, before asking', async () => {
    const s = await fresh.open();
    const late = DEMO.replace('24/09/2026;VIR SEPA', '26/09/2026;VIR SEPA');
    const r = await call(s, 'apply_statement', { ...ARGS, content: late });
    expect(r.isError).toBe(true);
    expect(r.text).toContain('Line 16 is dated 2026-09-26, later than today (2026-09-25)');
  });

  it('reports the created ones when YNAB refuses the PATCH, and the undo deletes them', async () => {
    const s = await fresh.open();
    const before = checking(s.fake);
    const preview = await call(s, 'apply_statement', ARGS);
    s.fake.addFault({ method: 'PATCH', path: /^\/plans\/demo-budget\/transactions$/, status: 400, times: 1 });
    const r = await call(s, 'apply_statement', { ...ARGS, confirmation: preview.result.confirmation });
    expect(r.isError).toBe(true);
    expect(r.text).toMatch(
      /The 2 missing transaction\(s\) were created on Checking, but YNAB refused the rest \(.*\): nothing was marked cleared/,
    );
    expect(checking(s.fake).created).toHaveLength(2);
    const id = /operation_id ([0-9a-f]{12})/.exec(r.text)![1];
    const undo = await call(s, 'undo_operation', { plan_id: 'demo-budget', operation_id: id });
    expect(undo.result.preview).toMatch(/^Undo: statement applied to Checking: delete 2 transaction\(s\) created\?/);
    await call(s, 'undo_operation', { plan_id: 'demo-budget', operation_id: id, confirmation: undo.result.confirmation });
    expect(checking(s.fake).state).toEqual(before.state);
  });
});

// The statement tools read the transactions of the period and the year before (issue #27, 8); balances that
// agree read the whole history, so that every cleared transaction up to the period's end is reconciled.

describe('apply_statement on a history older than what it reads', () => {
  it('reads the whole history when the balances agree, and reconciles an old cleared transaction with the rest', async () => {
    const s = await fresh.open();
    // As in the reconciliation above: the duplicate deleted, the closing balance agrees. Two years back, out of
    // what the tools read first, a cleared 25.00 and a reconciled −25.00: the cleared balance is the same, but
    // the first is to be reconciled.
    s.fake.mutate('demo-budget', (plan) => void (plan.transactions.find((t) => t.id === 'tx-051')!.deleted = true));
    addTransactions(
      s.fake,
      demoTransaction('tx-old-1', { date: '2024-09-10', amount: 25_000, cleared: 'cleared' }),
      demoTransaction('tx-old-2', { date: '2024-09-11', amount: -25_000, cleared: 'reconciled' }),
    );
    const matched = await call(s, 'match_statement', ARGS);
    expect(matched.result.balance).toEqual({ statement: 3659.72, ynab: 3659.72, difference: 0, agrees: true });
    expect(matched.result.proposal).toMatchObject({ reconcile: 53 });
    expect(transactionReads(s.fake)).toEqual(['2025-07-01', '1970-01-01']);
    const preview = await call(s, 'apply_statement', ARGS);
    expect(preview.result.counts).toEqual({ created: 2, cleared: 4, corrected: 1, reconciled: 53 });
    const done = await call(s, 'apply_statement', { ...ARGS, confirmation: preview.result.confirmation });
    expect(done.result.status, done.text).toBe('applied');
    const plan = s.fake.snapshot().plans.find((p) => p.id === 'demo-budget')!;
    expect(plan.transactions.filter((t) => t.id.startsWith('tx-old')).map((t) => [t.id, t.cleared])).toEqual([
      ['tx-old-1', 'reconciled'],
      ['tx-old-2', 'reconciled'],
    ]);
  });
});
