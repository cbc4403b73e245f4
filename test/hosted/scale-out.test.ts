// Two avenir-mcp instances on one PostgreSQL behind a loopback round-robin, each HTTP request to the
// next instance (issue #18): the sign-in crosses instances; a confirmation code minted by one applies on
// the other, once; a 2026-07-28 answer sealed by one is verified by the other; and no person can read,
// confirm or undo another's operation — a code, an answer, an operation id of one person is nothing to
// another, and does not even burn by their try.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHostedStack, signIn, type HostedStack } from '../helpers/hosted-stack.ts';
import type { FetchLike } from '@modelcontextprotocol/client';
import { testClient } from '../helpers/test-client.ts';

const PLAN = 'demo-budget';
const ASSIGN = { plan_id: PLAN, assignments: [{ transaction_id: 'tx-048', category_id: 'cat-groceries' }] };
const BAD_CODE =
  'This confirmation code is unknown, expired, already used, or was issued for different changes. Call again without confirmation to get a new preview.';

type Result = { isError?: boolean; structuredContent?: Record<string, unknown>; content?: { text?: string }[] };
const out = (r: unknown) => (r as Result).structuredContent as { status: string; confirmation: string | null; operation_id: string | null };
const textOf = (r: unknown) => ((r as Result).content ?? []).map((c) => c.text ?? '').join('');

let stack: HostedStack;
beforeAll(async () => {
  stack = await startHostedStack({ instances: 2 });
});
afterAll(() => stack?.close());

const category = (user: string, id: string) =>
  stack.accounts
    .account(user)
    .snapshot()
    .plans.find((p) => p.id === PLAN)!
    .data.transactions.find((t) => t.id === id)!.category_id ?? null;
const served = () => stack.routed.reduce((a, b) => a + b, 0);

describe('two instances behind a round-robin', () => {
  it('signs a person in across both, and applies on one instance the code the other minted', async () => {
    const { client } = await signIn(stack, 'alice', 'write');
    expect(stack.routed[0]).toBeGreaterThan(0);
    expect(stack.routed[1]).toBeGreaterThan(0);
    const before = served();
    const preview = out(await client.callTool({ name: 'apply_categories', arguments: ASSIGN }));
    expect(preview.status).toBe('confirmation_required');
    expect(served() - before).toBe(1);
    const applied = out(await client.callTool({ name: 'apply_categories', arguments: { ...ASSIGN, confirmation: preview.confirmation } }));
    expect(served() - before).toBe(2);
    expect(stack.sequence.at(-1)).not.toBe(stack.sequence.at(-2));
    expect(applied.status).toBe('applied');
    expect(category('alice', 'tx-048')).toBe('cat-groceries');
    // Single use across instances: the same code, on whichever instance, confirms nothing more.
    expect(textOf(await client.callTool({ name: 'apply_categories', arguments: { ...ASSIGN, confirmation: preview.confirmation } }))).toBe(
      BAD_CODE,
    );
    await client.close();
  });

  it('verifies on one instance the 2026-07-28 answer sealed by the other', async () => {
    const asked: string[] = [];
    const client = testClient('ben-client', {
      era: 'modern',
      elicit: (message) => (asked.push(message), { action: 'accept', content: { value: true } }),
    });
    await signIn(stack, 'ben', 'write', client);
    const before = served();
    const applied = out(await client.callTool({ name: 'apply_categories', arguments: ASSIGN }));
    expect(applied.status).toBe('applied');
    expect(asked).toHaveLength(1);
    // The question and the answer were two requests: one instance sealed, the other verified.
    expect(served() - before).toBe(2);
    expect(stack.sequence.at(-1)).not.toBe(stack.sequence.at(-2));
    expect(category('ben', 'tx-048')).toBe('cat-groceries');
    await client.close();
  });

  it('never takes one person’s sealed answer for another’s: the replay is asked again, and nothing of the other changes', async () => {
    const callOf = (init: RequestInit | undefined) =>
      typeof init?.body === 'string' ? (JSON.parse(init.body) as { method?: string; params?: Record<string, unknown> }) : undefined;
    // Ann is asked; her state is read from the answer, and her retry never leaves her machine.
    let annState: string | undefined;
    const annFetch: FetchLike = async (url, init) => {
      if (callOf(init)?.params?.requestState !== undefined) throw new TypeError('Ann closed her laptop');
      const response = await fetch(url, init);
      annState ??= /"requestState":"([^"]+)"/.exec(await response.clone().text())?.[1];
      return response;
    };
    const ann = testClient('cleo-client', { era: 'modern', elicit: () => ({ action: 'accept', content: { value: true } }) });
    await signIn(stack, 'cleo', 'write', ann, annFetch);
    await expect(ann.callTool({ name: 'apply_categories', arguments: ASSIGN })).rejects.toThrow();
    expect(annState).toEqual(expect.any(String));
    // Bob's first answer carries Ann's state instead of his own: same plan ids, same change, same seal key.
    let swapped = 0;
    const bobFetch: FetchLike = async (url, init) => {
      const call = callOf(init);
      if (swapped === 0 && call?.params?.requestState !== undefined) {
        swapped++;
        return fetch(url, { ...init, body: JSON.stringify({ ...call, params: { ...call.params, requestState: annState } }) });
      }
      return fetch(url, init);
    };
    const asked: string[] = [];
    const bob = testClient('dan-client', {
      era: 'modern',
      elicit: (message) => (asked.push(message), { action: 'accept', content: { value: true } }),
    });
    await signIn(stack, 'dan', 'write', bob, bobFetch);
    const applied = out(await bob.callTool({ name: 'apply_categories', arguments: ASSIGN }));
    expect(swapped).toBe(1);
    // The replayed state confirmed nothing: Bob was asked again, and only his own answer applied his change.
    expect(asked).toHaveLength(2);
    expect(applied.status).toBe('applied');
    expect(category('dan', 'tx-048')).toBe('cat-groceries');
    expect(category('cleo', 'tx-048')).toBeNull();
    await Promise.all([ann.close(), bob.close()]);
  });

  it('keeps people apart: another person’s code, operation and journal are nothing to them', async () => {
    const alice = (await signIn(stack, 'ann', 'write')).client;
    const bob = (await signIn(stack, 'bob', 'write')).client;
    const code = out(await alice.callTool({ name: 'apply_categories', arguments: ASSIGN })).confirmation!;
    // Bob's plan has the same ids (both are the demo plan): the code still confirms nothing for him.
    expect(textOf(await bob.callTool({ name: 'apply_categories', arguments: { ...ASSIGN, confirmation: code } }))).toBe(BAD_CODE);
    expect(category('bob', 'tx-048')).toBeNull();
    // Bob's try did not burn Ann's code.
    const applied = out(await alice.callTool({ name: 'apply_categories', arguments: { ...ASSIGN, confirmation: code } }));
    expect(applied.status).toBe('applied');
    expect(category('ann', 'tx-048')).toBe('cat-groceries');
    // Bob can neither see nor undo Ann's operation.
    const undo = await bob.callTool({ name: 'undo_operation', arguments: { plan_id: PLAN, operation_id: applied.operation_id } });
    expect(undo.isError).toBe(true);
    const latest = await bob.callTool({ name: 'undo_operation', arguments: { plan_id: PLAN } });
    expect(latest.isError).toBe(true);
    expect(textOf(latest)).not.toContain(applied.operation_id!);
    expect(category('ann', 'tx-048')).toBe('cat-groceries');
    // Ann can.
    const preview = out(await alice.callTool({ name: 'undo_operation', arguments: { plan_id: PLAN, operation_id: applied.operation_id } }));
    expect(preview.status).toBe('confirmation_required');
    expect(
      out(
        await alice.callTool({
          name: 'undo_operation',
          arguments: { plan_id: PLAN, operation_id: applied.operation_id, confirmation: preview.confirmation },
        }),
      ).status,
    ).toBe('applied');
    expect(category('ann', 'tx-048')).toBeNull();
    await Promise.all([alice.close(), bob.close()]);
  });
});
