// End to end over stdio with the official client: apply_categories and undo_operation through each way of
// confirming (seed 000) — a 2026-07-28 client answering in the input-required round trip, a 2025-11-25
// client answering during the call (or failing to: a code), a client without elicitation using codes, and
// AVENIR_MCP_REQUIRE_ELICITATION=1 — with the fake YNAB's state checked after every write and undo.
import { describe, expect, it } from 'vitest';
import { textOf, type Served, type ToolResult } from '../helpers/calls.ts';
import { loopbackYnab, stdioOver } from '../helpers/loopback-ynab.ts';
import { connectStdio, type Answer, type Era } from '../helpers/stdio-client.ts';
import { ASSIGN, ASSIGN_QUESTION, assignedCategories } from '../fixtures/demo-assignments.ts';

const PLAN = 'demo-budget';
const QUESTION = ASSIGN_QUESTION;
const BAD_CODE =
  'This confirmation code is unknown, expired, already used, or was issued for different changes. Call again without confirmation to get a new preview.';
const PLAN_CHANGED = 'The plan changed between the preview and the answer. Call again without an answer to get a new preview.';

const ynab = loopbackYnab('confirm-e2e');
const WRITE = { AVENIR_MCP_WRITE: '1' };
const env = (extra: Record<string, string> = {}) => ynab.env({ ...WRITE, ...extra });

const categories = () => assignedCategories(ynab.fake);
const patches = () => ynab.fake.log.filter((r) => r.method === 'PATCH').length;
const setCategory = (id: string, categoryId: string | null) =>
  ynab.fake.mutate(PLAN, (plan) => {
    plan.transactions.find((t) => t.id === id)!.category_id = categoryId;
  });

type Result = ToolResult;
const out = (r: Result) =>
  r.structuredContent as Record<string, unknown> & { status: string; confirmation: string | null; operation_id: string | null };

async function undoLatest(s: Pick<Served, 'client'>, viaCode = false): Promise<Record<string, unknown>> {
  let r = (await s.client.callTool({ name: 'undo_operation', arguments: { plan_id: PLAN } })) as Result;
  if (viaCode) {
    expect(out(r).status).toBe('confirmation_required');
    r = (await s.client.callTool({ name: 'undo_operation', arguments: { plan_id: PLAN, confirmation: out(r).confirmation } })) as Result;
  }
  expect(out(r).status, textOf(r)).toBe('applied');
  expect(categories()).toEqual([null, null]);
  return out(r);
}

for (const era of ['modern', 'legacy'] as const satisfies readonly Era[]) {
  describe(`a ${era === 'modern' ? '2026-07-28' : '2025-11-25'} client that can ask`, () => {
    let answer: Answer = { action: 'accept', content: { value: true } };
    const asked: string[] = [];
    let beforeAnswer: (() => void) | undefined;
    const s = stdioOver(ynab, {
      era,
      env: WRITE,
      elicit: (message) => {
        asked.push(message);
        beforeAnswer?.();
        return answer;
      },
    });

    it('applies after the user ticks the box, and the undo puts everything back', async () => {
      answer = { action: 'accept', content: { value: true } };
      asked.length = 0;
      ynab.fake.resetLog();
      const r = out((await s.client.callTool({ name: 'apply_categories', arguments: ASSIGN })) as Result);
      expect(asked).toEqual([QUESTION]);
      expect(r).toMatchObject({ status: 'applied', confirmation: null, unchanged_count: 0, conflicts: [] });
      expect(r.operation_id).toMatch(/^[0-9a-f]{12}$/);
      expect(categories()).toEqual(['cat-groceries', 'cat-transport']);
      expect(patches()).toBe(1);
      const undone = await undoLatest(s);
      expect(undone).toMatchObject({ operation_id: r.operation_id, kind: 'categorize', restored: 2, conflicts: [] });
      expect(asked[1]).toBe(
        'Undo: recategorise 2 transaction(s)?\n- 2026-09-16 CB BOULANGERIE DU PORT FACT 160926 525130******1 -8.40: Groceries → no category\n- 2026-09-18 RAIL CO -45.00: Transport → no category',
      );
    });

    it.each([
      ['unticks the box', { action: 'accept', content: { value: false } }],
      ['declines', { action: 'decline' }],
    ] as const)('writes nothing when the user %s', async (_what, given) => {
      answer = given as Answer;
      ynab.fake.resetLog();
      const r = out((await s.client.callTool({ name: 'apply_categories', arguments: ASSIGN })) as Result);
      expect(r).toMatchObject({ status: 'declined', confirmation: null, operation_id: null });
      expect(patches()).toBe(0);
      expect(categories()).toEqual([null, null]);
    });

    it('falls back to a code when the question is closed, and the code then applies once', async () => {
      answer = { action: 'cancel' };
      const r = out((await s.client.callTool({ name: 'apply_categories', arguments: ASSIGN })) as Result);
      expect(r.status).toBe('confirmation_required');
      expect(r.confirmation).toMatch(/^[A-Za-z0-9_-]{11}$/);
      expect(categories()).toEqual([null, null]);
      const applied = out(
        (await s.client.callTool({ name: 'apply_categories', arguments: { ...ASSIGN, confirmation: r.confirmation } })) as Result,
      );
      expect(applied.status).toBe('applied');
      answer = { action: 'accept', content: { value: true } };
      await undoLatest(s);
    });

    it('refuses when the plan changed between the preview and the answer, writing nothing', async () => {
      answer = { action: 'accept', content: { value: true } };
      // While the user reads, tx-048 gets Groceries elsewhere: the change is no longer the one shown.
      beforeAnswer = () => setCategory('tx-048', 'cat-groceries');
      ynab.fake.resetLog();
      const r = (await s.client.callTool({ name: 'apply_categories', arguments: ASSIGN })) as Result;
      beforeAnswer = undefined;
      expect(r.isError).toBe(true);
      expect(textOf(r)).toBe(PLAN_CHANGED);
      expect(patches()).toBe(0);
      setCategory('tx-048', null);
    });
  });
}

describe('a 2025-11-25 client whose elicitation handler fails (issue #13)', () => {
  it('gets a confirmation code instead of an error, nothing written until the code comes back', async () => {
    const s = await connectStdio({
      era: 'legacy',
      env: env(),
      elicit: () => {
        throw new Error('no way to show a form here');
      },
    });
    try {
      ynab.fake.resetLog();
      const r = (await s.client.callTool({ name: 'apply_categories', arguments: ASSIGN })) as Result;
      expect(r.isError, textOf(r)).toBeFalsy();
      expect(out(r)).toMatchObject({ status: 'confirmation_required', operation_id: null });
      expect(patches()).toBe(0);
      expect(
        out((await s.client.callTool({ name: 'apply_categories', arguments: { ...ASSIGN, confirmation: out(r).confirmation } })) as Result)
          .status,
      ).toBe('applied');
      expect(categories()).toEqual(['cat-groceries', 'cat-transport']);
      await undoLatest(s, true);
    } finally {
      await s.close();
    }
  });
});

describe('the 2026-07-28 round trip, driven by hand', () => {
  const s = stdioOver(ynab, { era: 'modern', env: WRITE, elicit: () => ({ action: 'accept', content: { value: true } }) });

  const first = async () =>
    (await s.client.callTool({ name: 'apply_categories', arguments: ASSIGN }, { allowInputRequired: true })) as unknown as {
      resultType: string;
      inputRequests: { confirm: { method: string; params: { message: string; requestedSchema: unknown } } };
      requestState: string;
    };
  const retry = (requestState: string, response: Answer = { action: 'accept', content: { value: true } }) =>
    s.client.callTool({ name: 'apply_categories', arguments: ASSIGN, inputResponses: { confirm: response }, requestState } as never, {
      allowInputRequired: true,
    }) as Promise<Result & { resultType?: string }>;

  it('asks with one boolean form whose message is the preview', async () => {
    const r = await first();
    expect(r.resultType).toBe('input_required');
    expect(r.inputRequests.confirm.method).toBe('elicitation/create');
    expect(r.inputRequests.confirm.params.message).toBe(QUESTION);
    expect(r.inputRequests.confirm.params.requestedSchema).toEqual({
      type: 'object',
      properties: { value: { type: 'boolean', title: 'Apply these changes' } },
      required: ['value'],
    });
  });

  it('applies an accepted answer once: replaying the same retry asks again and writes nothing', async () => {
    const { requestState } = await first();
    ynab.fake.resetLog();
    expect(out(await retry(requestState)).status).toBe('applied');
    await undoLatest(s);
    // Everything is back as it was, so only the state's single use stands between a replay and a second write.
    ynab.fake.resetLog();
    const replay = await retry(requestState);
    expect(replay.resultType).toBe('input_required');
    expect(patches()).toBe(0);
    expect(categories()).toEqual([null, null]);
  });

  it('refuses a tampered request state', async () => {
    const { requestState } = await first();
    const [payload, mac] = requestState.split('.');
    const forged = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as Record<string, unknown>;
    forged.fp = '0'.repeat(64);
    await expect(retry(`${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${mac}`)).rejects.toThrow(
      /Invalid or expired requestState/,
    );
    await expect(retry(`${requestState}x`)).rejects.toThrow(/Invalid or expired requestState/);
    expect(categories()).toEqual([null, null]);
  });

  it('refuses an answer to a preview of another plan state', async () => {
    const { requestState } = await first();
    setCategory('tx-049', 'cat-transport');
    ynab.fake.resetLog();
    const r = await retry(requestState);
    expect(textOf(r)).toBe(PLAN_CHANGED);
    expect(patches()).toBe(0);
    setCategory('tx-049', null);
  });
});

describe('a client that cannot ask: confirmation codes', () => {
  const s = stdioOver(ynab, { era: 'legacy', env: WRITE });

  const apply = async (extra: Record<string, unknown> = {}, args: Record<string, unknown> = ASSIGN) =>
    (await s.client.callTool({ name: 'apply_categories', arguments: { ...args, ...extra } })) as Result;

  it('answers confirmation_required with the changes and the seed’s message, changing nothing', async () => {
    const r = out(await apply());
    expect(r).toMatchObject({ status: 'confirmation_required', operation_id: null, unchanged_count: 0 });
    expect(String(r.message)).toMatch(/^Nothing changed yet\. Only the user can agree, in this conversation/);
    expect(categories()).toEqual([null, null]);
  });

  it('applies a valid code once; the same code again is refused', async () => {
    const code = out(await apply()).confirmation;
    expect(out(await apply({ confirmation: code })).status).toBe('applied');
    expect(categories()).toEqual(['cat-groceries', 'cat-transport']);
    await undoLatest(s, true);
    // The same change is pending again, so only the code's single use refuses it.
    const again = await apply({ confirmation: code });
    expect(textOf(again)).toBe(BAD_CODE);
    expect(categories()).toEqual([null, null]);
  });

  it('refuses a wrong code, and one issued for other changes (burning it)', async () => {
    expect(textOf(await apply({ confirmation: 'not-a-code1' }))).toBe(BAD_CODE);
    const other = { plan_id: PLAN, assignments: [{ transaction_id: 'tx-048', category_id: 'cat-groceries' }] };
    const code = out(await apply({}, other)).confirmation;
    expect(textOf(await apply({ confirmation: code }))).toBe(BAD_CODE);
    expect(textOf(await apply({ confirmation: code }, other))).toBe(BAD_CODE);
    expect(categories()).toEqual([null, null]);
  });

  it('undoes what is still as the operation left it, and lists the rest as conflicts', async () => {
    const code = out(await apply()).confirmation;
    const applied = out(await apply({ confirmation: code }));
    setCategory('tx-049', 'cat-restaurants');
    const preview = out((await s.client.callTool({ name: 'undo_operation', arguments: { plan_id: PLAN } })) as Result);
    expect(preview).toMatchObject({
      status: 'confirmation_required',
      operation_id: applied.operation_id,
      restored: 1,
      conflicts: ['tx-049'],
    });
    expect(String(preview.preview)).toBe(
      'Undo: recategorise 1 transaction(s)?\n- 2026-09-16 CB BOULANGERIE DU PORT FACT 160926 525130******1 -8.40: Groceries → no category\n- 1 item(s) changed since and will be left alone',
    );
    const done = out(
      (await s.client.callTool({ name: 'undo_operation', arguments: { plan_id: PLAN, confirmation: preview.confirmation } })) as Result,
    );
    expect(done).toMatchObject({ status: 'applied', restored: 1, conflicts: ['tx-049'] });
    expect(categories()).toEqual([null, 'cat-restaurants']);
    setCategory('tx-049', null);
    const nothing = (await s.client.callTool({ name: 'undo_operation', arguments: { plan_id: PLAN } })) as Result;
    expect(textOf(nothing)).toMatch(/^Nothing to undo \(no operation of this plan is still in effect\)/);
  });
});

describe('AVENIR_MCP_REQUIRE_ELICITATION=1', () => {
  it('applies on the user’s yes and declines a closed question (a client that can ask)', async () => {
    let answer: Answer = { action: 'accept', content: { value: true } };
    const s = await connectStdio({ era: 'modern', env: env({ AVENIR_MCP_REQUIRE_ELICITATION: '1' }), elicit: () => answer });
    try {
      expect(out((await s.client.callTool({ name: 'apply_categories', arguments: ASSIGN })) as Result).status).toBe('applied');
      await undoLatest(s);
      answer = { action: 'cancel' };
      const closed = out((await s.client.callTool({ name: 'apply_categories', arguments: ASSIGN })) as Result);
      expect(closed).toMatchObject({ status: 'declined', confirmation: null });
      expect(categories()).toEqual([null, null]);
    } finally {
      await s.close();
    }
  });

  it('refuses a client that cannot ask, and any code', async () => {
    const s = await connectStdio({ era: 'legacy', env: env({ AVENIR_MCP_REQUIRE_ELICITATION: '1' }) });
    try {
      expect(textOf((await s.client.callTool({ name: 'apply_categories', arguments: ASSIGN })) as Result)).toBe(
        'This client cannot ask the user to confirm, and AVENIR_MCP_REQUIRE_ELICITATION=1 forbids confirmation codes: nothing was changed. Use a client that supports MCP elicitation, or unset the variable.',
      );
      expect(
        textOf((await s.client.callTool({ name: 'apply_categories', arguments: { ...ASSIGN, confirmation: 'abcdefghijk' } })) as Result),
      ).toBe(
        'Confirmation codes are disabled (AVENIR_MCP_REQUIRE_ELICITATION=1): call again without confirmation, and the user answers in the client.',
      );
      expect(categories()).toEqual([null, null]);
    } finally {
      await s.close();
    }
  });
});
