// Issue #13, item 5: a wrong code costs nothing. An unknown, expired or used code (and any code under
// AVENIR_MCP_REQUIRE_ELICITATION=1) is refused before any YNAB request, for every confirmed tool: a run of
// wrong codes cannot spend the hourly budget. A code for other changes still needs the plan computed.
import { describe, expect, it } from 'vitest';
import { CODE_LIFETIME_MS } from '../../src/confirm/codes.ts';
import { connectInProcess, textOf } from '../helpers/in-process.ts';
import { BAD_CODE, CODES_DISABLED, CONFIRMED, PLAN, WRITE, requestsOf, writes, type Result } from './cases.ts';

const ASSIGN = CONFIRMED.find((c) => c.tool === 'apply_categories')!.args;

describe.each(CONFIRMED)('$tool', (c) => {
  it('refuses an unknown code, and any code with AVENIR_MCP_REQUIRE_ELICITATION=1, before any request', async () => {
    for (const [env, message] of [
      [WRITE, BAD_CODE],
      [{ ...WRITE, AVENIR_MCP_REQUIRE_ELICITATION: '1' }, CODES_DISABLED],
    ] as const) {
      const s = await connectInProcess({ env });
      try {
        const r = (await s.client.callTool({ name: c.tool, arguments: { ...c.args, confirmation: 'not-a-code1' } })) as Result;
        expect(r.isError).toBe(true);
        expect(textOf(r)).toBe(message);
        expect(requestsOf(r)).toBe(0);
        expect(s.fake.requestCount).toBe(0);
      } finally {
        await s.close();
      }
    }
  });
});

describe('wrong codes and the hourly budget', () => {
  it('sends no request for 300 wrong codes in a row', async () => {
    const s = await connectInProcess({ env: WRITE });
    try {
      for (let i = 0; i < 300; i += 1) {
        const r = (await s.client.callTool({
          name: 'apply_categories',
          arguments: { ...ASSIGN, confirmation: `wrong-${String(i).padStart(5, '0')}` },
        })) as Result;
        expect(textOf(r)).toBe(BAD_CODE);
        expect(requestsOf(r)).toBe(0);
      }
      expect(s.fake.requestCount).toBe(0);
    } finally {
      await s.close();
    }
  });

  it('refuses a used code and an expired one before any request', async () => {
    const clock = { now: 0 };
    const s = await connectInProcess({ env: WRITE, clock: { now: () => clock.now } });
    const call = async (tool: string, args: Record<string, unknown>) =>
      (await s.client.callTool({ name: tool, arguments: args })) as Result;
    try {
      const used = (await call('apply_categories', ASSIGN)).structuredContent?.confirmation;
      expect((await call('apply_categories', { ...ASSIGN, confirmation: used })).structuredContent?.status).toBe('applied');
      // A code for the undo's preview, left to expire.
      const expired = (await call('undo_operation', { plan_id: PLAN })).structuredContent?.confirmation;
      s.fake.resetLog();
      const again = await call('apply_categories', { ...ASSIGN, confirmation: used });
      expect([textOf(again), requestsOf(again), s.fake.requestCount]).toEqual([BAD_CODE, 0, 0]);
      clock.now += CODE_LIFETIME_MS;
      const late = await call('undo_operation', { plan_id: PLAN, confirmation: expired });
      expect([textOf(late), requestsOf(late), s.fake.requestCount]).toEqual([BAD_CODE, 0, 0]);
    } finally {
      await s.close();
    }
  });

  it('computes the plan for a code issued for other changes, refuses it, and the try burns it', async () => {
    const s = await connectInProcess({ env: WRITE });
    try {
      const other = { plan_id: PLAN, assignments: [{ transaction_id: 'tx-048', category_id: 'cat-groceries' }] };
      const code = ((await s.client.callTool({ name: 'apply_categories', arguments: other })) as Result).structuredContent?.confirmation;
      s.fake.resetLog();
      const wrong = (await s.client.callTool({ name: 'apply_categories', arguments: { ...ASSIGN, confirmation: code } })) as Result;
      expect(textOf(wrong)).toBe(BAD_CODE);
      expect(s.fake.requestCount).toBeGreaterThan(0);
      s.fake.resetLog();
      const burnt = (await s.client.callTool({ name: 'apply_categories', arguments: { ...other, confirmation: code } })) as Result;
      expect([textOf(burnt), requestsOf(burnt), writes(s.fake)]).toEqual([BAD_CODE, 0, []]);
    } finally {
      await s.close();
    }
  });
});
