// rename_payee in process: refusals before any question, nothing_to_do, the code path's fields and requests,
// and its undo: restored, or left alone when renamed again or its old name taken since.
import { describe, expect, it } from 'vitest';
import type { FakeYnab } from '../../src/fake-ynab/fake-ynab.ts';
import { callTool, textOf } from '../helpers/calls.ts';
import { callDemo as call, writeClients } from './write-clients.ts';

const FRESH = 'CB MARKET FRESH FACT 190926 525130******1';
const w = writeClients();

const plan = (fake: FakeYnab) => fake.snapshot().plans.find((p) => p.id === 'demo-budget')!;
const payeeName = (fake: FakeYnab, id: string) => plan(fake).payees.find((p) => p.id === id)?.name;

describe('rename_payee refusals, before any question or code', () => {
  it.each([
    [
      { payee_id: 'pay-tr-checking', name: 'Checking' },
      "Payee pay-tr-checking stands for an account in transfers, and its name follows the account's: rename the account in YNAB instead.",
    ],
    [{ payee_id: 'pay-999', name: 'Market Fresh' }, "Payee pay-999 is not one of this plan's payees: use a payee_id from list_payees."],
    [{ payee_id: 'pay-012', name: '\u3000 ' }, 'The new payee name is empty once surrounding spaces are removed: give the payee a name.'],
    [
      { payee_id: 'pay-012', name: 'Market\nFresh' },
      'Payee name ‘Market Fresh’ must be one line of visible characters: remove line breaks, control characters and invisible characters.',
    ],
    [
      { payee_id: 'pay-012', name: 'Market\u2066Fresh' },
      'Payee name ‘MarketFresh’ must be one line of visible characters: remove line breaks, control characters and invisible characters.',
    ],
    [
      { payee_id: 'pay-012', name: 'chez lucie' },
      'Payee pay-018 is already named ‘Chez Lucie’ (ignoring case), and the API cannot merge payees: merge the two payees in YNAB, or choose another name.',
    ],
  ])('%j', async (args, message) => {
    expect(await w.refused('rename_payee', args)).toBe(message);
    expect(w.asking.fake.log.filter((l) => l.method !== 'GET')).toEqual([]);
  });

  it('leaves a name over 500 characters to the schema, before any request', async () => {
    w.asked.length = 0;
    // (name_too_long is the plan's own guard: the input schema's 1..500 refuses first.)
    const r = await callTool(w.asking, 'rename_payee', { plan_id: 'demo-budget', payee_id: 'pay-012', name: 'x'.repeat(501) });
    expect(r.isError).toBe(true);
    expect(textOf(r)).toMatch(/500/);
    expect(w.asked).toEqual([]);
    expect(w.asking.fake.requestCount).toBe(0);
  });
});

describe('rename_payee with nothing to change', () => {
  it('keeps exactly the same name without asking', async () => {
    w.asked.length = 0;
    const r = await call(w.asking, 'rename_payee', { payee_id: 'pay-018', name: ' Chez Lucie ' });
    expect(r.structuredContent).toEqual({
      status: 'nothing_to_do',
      message: 'Payee ‘Chez Lucie’ already has this name: nothing to rename.',
      preview: null,
      payee_id: 'pay-018',
      from_name: 'Chez Lucie',
      to_name: 'Chez Lucie',
      transactions: 1,
      confirmation: null,
      operation_id: null,
    });
    expect(w.asked).toEqual([]);
  });
});

describe('rename_payee on the code path, and its undo', () => {
  it('renames pay-012 to Market Fresh (2 transactions) after one change check; the undo puts the bank label back', async () => {
    const { preview, applied } = await w.confirmed('rename_payee', { payee_id: 'pay-012', name: 'Market Fresh' });
    expect(preview.structuredContent).toEqual({
      status: 'confirmation_required',
      message: expect.stringMatching(/^Nothing changed yet\./),
      preview: `Rename payee ‘${FRESH}’ to ‘Market Fresh’ (2 transaction(s))?`,
      payee_id: 'pay-012',
      from_name: FRESH,
      to_name: 'Market Fresh',
      transactions: 2,
      confirmation: expect.any(String),
      operation_id: null,
    });
    const id = applied.structuredContent!.operation_id as string;
    expect(applied.structuredContent!.message).toBe(
      `Renamed payee ‘${FRESH}’ to ‘Market Fresh’; its 2 transaction(s) show the new name. To put the old name back, call undo_operation with operation_id ${id}.`,
    );
    expect(w.coding.fake.log.map((l) => `${l.method} ${l.path}`).sort()).toEqual([
      'GET /plans/demo-budget/payees',
      'PATCH /plans/demo-budget/payees/pay-012',
    ]);
    expect(payeeName(w.coding.fake, 'pay-012')).toBe('Market Fresh');
    expect(
      plan(w.coding.fake)
        .transactions.filter((t) => t.payee_id === 'pay-012')
        .map((t) => t.payee_name),
    ).toEqual(['Market Fresh', 'Market Fresh']);

    const undo = await w.confirmed('undo_operation', { operation_id: id });
    expect(undo.preview.structuredContent).toMatchObject({
      kind: 'payee',
      restored: 1,
      conflicts: [],
      preview: `Undo: rename payee ‘Market Fresh’ back to ‘${FRESH}’?`,
    });
    expect(payeeName(w.coding.fake, 'pay-012')).toBe(FRESH);
  });

  it('leaves alone a payee renamed again since', async () => {
    const { applied } = await w.confirmed('rename_payee', { payee_id: 'pay-026', name: 'Rail Co' });
    w.coding.fake.mutate('demo-budget', (p) => {
      p.payees.find((x) => x.id === 'pay-026')!.name = 'Railway';
    });
    const r = await call(w.coding, 'undo_operation', { operation_id: applied.structuredContent!.operation_id });
    expect(r.structuredContent).toMatchObject({
      status: 'nothing_to_do',
      kind: 'payee',
      conflicts: ['pay-026'],
      message: 'The payee was renamed again (or removed) since the operation, so the undo touches nothing.',
    });
    expect(w.coding.fake.log.filter((l) => l.method !== 'GET')).toEqual([]);
    expect(payeeName(w.coding.fake, 'pay-026')).toBe('Railway');
  });

  it('leaves alone a payee whose old name another payee took since', async () => {
    const { applied } = await w.confirmed('rename_payee', { payee_id: 'pay-028', name: 'Streamflix' });
    w.coding.fake.mutate('demo-budget', (p) => {
      p.payees.find((x) => x.id === 'pay-019')!.name = 'streamflix';
    });
    const r = await call(w.coding, 'undo_operation', { operation_id: applied.structuredContent!.operation_id });
    expect(r.structuredContent).toMatchObject({ status: 'nothing_to_do', conflicts: ['pay-028'] });
    expect(r.structuredContent!.message).toMatch(/^Another payee now has the old name/);
    expect(payeeName(w.coding.fake, 'pay-028')).toBe('Streamflix');
  });
});

describe('rename_payee when the user declines', () => {
  it('renames nothing', async () => {
    w.asked.length = 0;
    const r = await callTool(w.asking, 'rename_payee', { plan_id: 'demo-budget', payee_id: 'pay-012', name: 'Market Fresh' });
    expect(w.asked).toHaveLength(1);
    expect(r.structuredContent).toMatchObject({ status: 'declined', operation_id: null, transactions: 2 });
    expect(w.asking.fake.log.filter((l) => l.method !== 'GET')).toEqual([]);
    expect(payeeName(w.asking.fake, 'pay-012')).toBe(FRESH);
  });
});
