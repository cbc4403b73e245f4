// rename_payee in process: refusals before any question, nothing_to_do, the code path's fields and requests,
// and its undo: restored, or left alone when renamed again or its old name taken since.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeYnab } from '../../src/fake-ynab/fake-ynab.ts';
import { REQUESTS_META } from '../../src/mcp/run-tool.ts';
import { connectInProcess, textOf, type InProcessSession } from '../helpers/in-process.ts';

type Result = { isError?: boolean; structuredContent?: Record<string, unknown>; content?: unknown; _meta?: Record<string, unknown> };

const FRESH = 'CB MARKET FRESH FACT 190926 525130******1';
let asking: InProcessSession; // a client that can ask; the user declines
let coding: InProcessSession; // a client that cannot ask: confirmation codes
let asked = 0;
beforeAll(async () => {
  asking = await connectInProcess({
    env: { AVENIR_MCP_WRITE: '1' },
    elicit: () => {
      asked += 1;
      return { action: 'decline' };
    },
  });
  coding = await connectInProcess({ env: { AVENIR_MCP_WRITE: '1' } });
});
afterAll(async () => {
  await asking.close();
  await coding.close();
});

const plan = (fake: FakeYnab) => fake.snapshot().plans.find((p) => p.id === 'demo-budget')!;
const payeeName = (fake: FakeYnab, id: string) => plan(fake).payees.find((p) => p.id === id)?.name;

async function call(s: InProcessSession, tool: string, args: Record<string, unknown>): Promise<Result> {
  s.fake.resetLog();
  const r = (await s.client.callTool({ name: tool, arguments: { plan_id: 'demo-budget', ...args } })) as Result;
  expect(r._meta?.[REQUESTS_META]).toBe(s.fake.requestCount);
  return r;
}

async function confirmed(tool: string, args: Record<string, unknown>): Promise<{ preview: Result; applied: Result }> {
  const preview = await call(coding, tool, args);
  expect(preview.structuredContent?.status, textOf(preview)).toBe('confirmation_required');
  const applied = await call(coding, tool, { ...args, confirmation: preview.structuredContent!.confirmation });
  expect(applied.structuredContent?.status, textOf(applied)).toBe('applied');
  return { preview, applied };
}

describe('rename_payee refusals, before any question or code', () => {
  it.each([
    [{ payee_id: 'pay-tr-checking', name: 'Checking' }, "Payee pay-tr-checking stands for an account in transfers, and its name follows the account's: rename the account in YNAB instead."],
    [{ payee_id: 'pay-999', name: 'Market Fresh' }, "Payee pay-999 is not one of this plan's payees: use a payee_id from list_payees."],
    [{ payee_id: 'pay-012', name: '\u3000 ' }, 'The new payee name is empty once surrounding spaces are removed: give the payee a name.'],
    [{ payee_id: 'pay-012', name: 'Market\nFresh' }, 'Payee name ‘Market Fresh’ must be one line of visible characters: remove line breaks, control characters and invisible characters.'],
    [{ payee_id: 'pay-012', name: 'Market\u2066Fresh' }, 'Payee name ‘MarketFresh’ must be one line of visible characters: remove line breaks, control characters and invisible characters.'],
    [{ payee_id: 'pay-012', name: 'chez lucie' }, 'Payee pay-018 is already named ‘Chez Lucie’ (ignoring case), and the API cannot merge payees: merge the two payees in YNAB, or choose another name.'],
  ])('%j', async (args, message) => {
    asked = 0;
    const r = await call(asking, 'rename_payee', args);
    expect(r.isError).toBe(true);
    expect(textOf(r)).toBe(message);
    expect(asked).toBe(0);
    expect(asking.fake.log.filter((l) => l.method !== 'GET')).toEqual([]);
  });

  it('leaves a name over 500 characters to the schema, before any request', async () => {
    asked = 0;
    asking.fake.resetLog();
    // (name_too_long is the plan's own guard: the input schema's 1..500 refuses first.)
    const r = (await asking.client.callTool({ name: 'rename_payee', arguments: { plan_id: 'demo-budget', payee_id: 'pay-012', name: 'x'.repeat(501) } })) as Result;
    expect(r.isError).toBe(true);
    expect(textOf(r)).toMatch(/500/);
    expect(asked).toBe(0);
    expect(asking.fake.requestCount).toBe(0);
  });
});

describe('rename_payee with nothing to change', () => {
  it('keeps exactly the same name without asking', async () => {
    asked = 0;
    const r = await call(asking, 'rename_payee', { payee_id: 'pay-018', name: ' Chez Lucie ' });
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
    expect(asked).toBe(0);
  });
});

describe('rename_payee on the code path, and its undo', () => {
  it('renames pay-012 to Market Fresh (2 transactions) after one change check; the undo puts the bank label back', async () => {
    const { preview, applied } = await confirmed('rename_payee', { payee_id: 'pay-012', name: 'Market Fresh' });
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
    expect(coding.fake.log.map((l) => `${l.method} ${l.path}`).sort()).toEqual(['GET /plans/demo-budget/payees', 'PATCH /plans/demo-budget/payees/pay-012']);
    expect(payeeName(coding.fake, 'pay-012')).toBe('Market Fresh');
    expect(plan(coding.fake).transactions.filter((t) => t.payee_id === 'pay-012').map((t) => t.payee_name)).toEqual(['Market Fresh', 'Market Fresh']);

    const undo = await confirmed('undo_operation', { operation_id: id });
    expect(undo.preview.structuredContent).toMatchObject({ kind: 'payee', restored: 1, conflicts: [], preview: `Undo: rename payee ‘Market Fresh’ back to ‘${FRESH}’?` });
    expect(payeeName(coding.fake, 'pay-012')).toBe(FRESH);
  });

  it('leaves alone a payee renamed again since', async () => {
    const { applied } = await confirmed('rename_payee', { payee_id: 'pay-026', name: 'Rail Co' });
    coding.fake.mutate('demo-budget', (p) => {
      p.payees.find((x) => x.id === 'pay-026')!.name = 'Railway';
    });
    const r = await call(coding, 'undo_operation', { operation_id: applied.structuredContent!.operation_id });
    expect(r.structuredContent).toMatchObject({
      status: 'nothing_to_do',
      kind: 'payee',
      conflicts: ['pay-026'],
      message: 'The payee was renamed again (or removed) since the operation, so the undo touches nothing.',
    });
    expect(coding.fake.log.filter((l) => l.method !== 'GET')).toEqual([]);
    expect(payeeName(coding.fake, 'pay-026')).toBe('Railway');
  });

  it('leaves alone a payee whose old name another payee took since', async () => {
    const { applied } = await confirmed('rename_payee', { payee_id: 'pay-028', name: 'Streamflix' });
    coding.fake.mutate('demo-budget', (p) => {
      p.payees.find((x) => x.id === 'pay-019')!.name = 'streamflix';
    });
    const r = await call(coding, 'undo_operation', { operation_id: applied.structuredContent!.operation_id });
    expect(r.structuredContent).toMatchObject({ status: 'nothing_to_do', conflicts: ['pay-028'] });
    expect(r.structuredContent!.message).toMatch(/^Another payee now has the old name/);
    expect(payeeName(coding.fake, 'pay-028')).toBe('Streamflix');
  });
});

describe('rename_payee when the user declines', () => {
  it('renames nothing', async () => {
    asked = 0;
    asking.fake.resetLog();
    const r = (await asking.client.callTool({ name: 'rename_payee', arguments: { plan_id: 'demo-budget', payee_id: 'pay-012', name: 'Market Fresh' } })) as Result;
    expect(asked).toBe(1);
    expect(r.structuredContent).toMatchObject({ status: 'declined', operation_id: null, transactions: 2 });
    expect(asking.fake.log.filter((l) => l.method !== 'GET')).toEqual([]);
    expect(payeeName(asking.fake, 'pay-012')).toBe(FRESH);
  });
});
