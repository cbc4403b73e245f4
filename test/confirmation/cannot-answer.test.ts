// Issue #13, item 6: a 2025-era client that cannot answer the in-call question — its elicitation handler
// fails, or it never answers before the timeout — gets what a closed question gets (seed 000): a
// confirmation code, which then applies once; `declined` with AVENIR_MCP_REQUIRE_ELICITATION=1. Never an
// undeclared error, and nothing written before the code comes back. Answers that keep outliving their
// question are asked again a bounded number of times.
import { describe, expect, it } from 'vitest';
import { CODE_LIFETIME_MS } from '../../src/confirm/codes.ts';
import { connectInProcess, textOf, type InProcessSession } from '../helpers/in-process.ts';
import type { Answer } from '../helpers/test-client.ts';
import { BAD_CODE, CONFIRMED, WRITE, requestsOf, writes, type ConfirmedCase, type Result } from './cases.ts';

const failing = (): Answer => {
  throw new Error('this client cannot show forms');
};
// Answers nothing, ever: the server's timeout decides.
const silent = (): Promise<Answer> => new Promise<Answer>(() => {});

/** A legacy session whose client declares form elicitation and answers with `elicit` once `asking` is set. */
async function legacy(elicit: () => Answer | Promise<Answer>, env: Record<string, string> = WRITE) {
  const state = { asking: false, asked: 0 };
  const s = await connectInProcess({
    era: 'legacy',
    env,
    askTimeoutMs: 200,
    elicit: () => {
      state.asked += 1;
      return state.asking ? elicit() : { action: 'accept', content: { value: true } };
    },
  });
  return { s, state };
}

async function unanswered(s: InProcessSession, c: ConfirmedCase, state: { asking: boolean; asked: number }) {
  const args = { ...c.args, ...(await c.setup?.(s)) };
  state.asking = true;
  state.asked = 0;
  s.fake.resetLog();
  const r = (await s.client.callTool({ name: c.tool, arguments: args })) as Result;
  expect(state.asked).toBe(1);
  expect(writes(s.fake)).toEqual([]);
  // Both runs of the tool are counted, as for an answered question.
  expect(requestsOf(r)).toBe(s.fake.requestCount);
  return { r, args };
}

/** The code applies the change, and a second use is refused. */
async function appliesOnce(s: InProcessSession, tool: string, args: Record<string, unknown>, code: unknown) {
  const applied = (await s.client.callTool({ name: tool, arguments: { ...args, confirmation: code } })) as Result;
  expect(applied.structuredContent?.status, textOf(applied)).toBe('applied');
  expect(textOf((await s.client.callTool({ name: tool, arguments: { ...args, confirmation: code } })) as Result)).toBe(BAD_CODE);
}

describe.each(CONFIRMED)('$tool', (c) => {
  it('gives a code when the client fails to answer, and the code applies once', async () => {
    const { s, state } = await legacy(failing);
    try {
      const { r, args } = await unanswered(s, c, state);
      expect(r.isError, textOf(r)).toBeFalsy();
      expect(r.structuredContent).toMatchObject({
        status: 'confirmation_required',
        confirmation: expect.stringMatching(/^[A-Za-z0-9_-]{11}$/),
      });
      await appliesOnce(s, c.tool, args, r.structuredContent?.confirmation);
    } finally {
      await s.close();
    }
  });

  it('declines when the client fails to answer and AVENIR_MCP_REQUIRE_ELICITATION=1', async () => {
    const { s, state } = await legacy(failing, { ...WRITE, AVENIR_MCP_REQUIRE_ELICITATION: '1' });
    try {
      const { r } = await unanswered(s, c, state);
      expect(r.structuredContent).toMatchObject({ status: 'declined', confirmation: null });
    } finally {
      await s.close();
    }
  });
});

describe('a 2025-era client that never answers', () => {
  const c = CONFIRMED.find((x) => x.tool === 'apply_categories')!;

  it('gets a code once the question times out, and the code applies once', async () => {
    const { s, state } = await legacy(silent);
    try {
      const { r, args } = await unanswered(s, c, state);
      expect(r.structuredContent).toMatchObject({ status: 'confirmation_required', operation_id: null });
      await appliesOnce(s, c.tool, args, r.structuredContent?.confirmation);
    } finally {
      await s.close();
    }
  });

  it('is declined with AVENIR_MCP_REQUIRE_ELICITATION=1', async () => {
    const { s, state } = await legacy(silent, { ...WRITE, AVENIR_MCP_REQUIRE_ELICITATION: '1' });
    try {
      const { r } = await unanswered(s, c, state);
      expect(r.structuredContent).toMatchObject({ status: 'declined', confirmation: null, operation_id: null });
    } finally {
      await s.close();
    }
  });
});

describe('a 2025-era client whose answers come too late', () => {
  const c = CONFIRMED.find((x) => x.tool === 'apply_categories')!;

  it('is asked again when its answer outlives the question (600 s), at most 8 times, then gets a code', async () => {
    const clock = { now: 0 };
    let asked = 0;
    const s = await connectInProcess({
      era: 'legacy',
      env: WRITE,
      clock: { now: () => clock.now },
      elicit: () => {
        asked += 1;
        clock.now += CODE_LIFETIME_MS;
        return { action: 'accept', content: { value: true } };
      },
    });
    try {
      s.fake.resetLog();
      const r = (await s.client.callTool({ name: c.tool, arguments: c.args })) as Result;
      expect(asked).toBe(8);
      expect(r.structuredContent).toMatchObject({ status: 'confirmation_required', operation_id: null });
      expect(writes(s.fake)).toEqual([]);
    } finally {
      await s.close();
    }
  });
});
