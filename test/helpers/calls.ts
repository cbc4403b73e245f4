// One tool call through the official client, in the forms the tests make it: from a clean request log of the
// fake, typed as the tests read a result, with the request count the result reports checked against what the
// fake served; a call that must answer, a refusal, and the code path (a preview, then its code).
import type { Client } from '@modelcontextprotocol/client';
import { expect } from 'vitest';
import { DEMO_PLAN_ID } from '../../src/fake-ynab/demo-plan/plan.ts';
import type { FakeYnab } from '../../src/fake-ynab/fake-ynab.ts';
import { REQUESTS_META } from '../../src/mcp/run-tool.ts';

export type Args = Record<string, unknown>;

/** A tool result as the tests read it. */
export interface ToolResult {
  isError?: boolean;
  structuredContent?: Record<string, unknown>;
  content?: unknown;
  _meta?: Record<string, unknown>;
}

/** A client and the fake YNAB behind its server (in process, or over loopback HTTP). */
export interface Served {
  client: Client;
  fake: FakeYnab;
}

/** Arguments on the demo plan unless they name another. */
export const onDemo = (args: Args): Args => ({ plan_id: DEMO_PLAN_ID, ...args });

/** The text of a result's first content item. */
export const textOf = (result: { content?: unknown }): string =>
  (result.content as { type: string; text?: string }[] | undefined)?.[0]?.text ?? '';

/** One call from a clean request log; the count is not checked (a question asked during the call runs the handler again). */
export async function callTool(s: Served, name: string, args: Args): Promise<ToolResult> {
  s.fake.resetLog();
  return (await s.client.callTool({ name, arguments: args })) as ToolResult;
}

/** The result reports `n` requests, and the fake served `n`. */
export function expectRequests(r: ToolResult, fake: FakeYnab, n: number): void {
  expect([r._meta?.[REQUESTS_META], fake.requestCount]).toEqual([n, n]);
}

/** One call whose reported request count must be what the fake served. */
export async function countedCall(s: Served, name: string, args: Args): Promise<ToolResult> {
  const r = await callTool(s, name, args);
  expect(r._meta?.[REQUESTS_META], name).toBe(s.fake.requestCount);
  return r;
}

/** A counted call that must answer: its structuredContent. */
export async function answerOf<T = Args>(s: Served, name: string, args: Args): Promise<T> {
  const r = await countedCall(s, name, args);
  expect(r.isError, textOf(r)).toBeFalsy();
  return r.structuredContent as T;
}

/** A counted call that must be refused: the message, and the number of requests it cost. */
export async function refusalOf(s: Served, name: string, args: Args): Promise<{ text: string; requests: number }> {
  const r = await countedCall(s, name, args);
  expect(r.isError).toBe(true);
  expect(r.structuredContent).toBeUndefined();
  return { text: textOf(r), requests: s.fake.requestCount };
}

/** The code path, on a client that cannot ask: a preview with a code, then the same call with it, applied. */
export async function confirmByCode(s: Served, name: string, args: Args): Promise<{ preview: ToolResult; applied: ToolResult }> {
  const preview = await countedCall(s, name, args);
  expect(preview.structuredContent?.status, textOf(preview)).toBe('confirmation_required');
  const applied = await countedCall(s, name, { ...args, confirmation: preview.structuredContent!.confirmation });
  expect(applied.structuredContent?.status, textOf(applied)).toBe('applied');
  return { preview, applied };
}
