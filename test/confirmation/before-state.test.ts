// Issue #13, item 4: a confirmation binds what the user saw. For each confirmed tool, a value its question
// displays changes in the fake between the preview and the answer (2026-07-28 retry, 2025-era in-call
// question) or the code, while the change confirmed stays the same: the call is refused, nothing written.
import { describe, expect, it } from 'vitest';
import { connectInProcess, textOf } from '../helpers/in-process.ts';
import type { Era } from '../helpers/test-client.ts';
import { BAD_CODE, CONFIRMED, PLAN_CHANGED, WRITE, requestsOf, writes, type Result } from './cases.ts';

describe.each(CONFIRMED)('$tool', (c) => {
  it('refuses the code once what the preview showed changed, writing nothing', async () => {
    const s = await connectInProcess({ env: WRITE });
    try {
      const args = { ...c.args, ...(await c.setup?.(s)) };
      const first = (await s.client.callTool({ name: c.tool, arguments: args })) as Result;
      expect(first.structuredContent?.status, textOf(first)).toBe('confirmation_required');
      c.change(s.fake);
      s.fake.resetLog();
      const r = (await s.client.callTool({
        name: c.tool,
        arguments: { ...args, confirmation: first.structuredContent?.confirmation },
      })) as Result;
      expect(r.isError).toBe(true);
      expect(textOf(r)).toBe(BAD_CODE);
      expect(writes(s.fake)).toEqual([]);
    } finally {
      await s.close();
    }
  });

  it.each(['modern', 'legacy'] as const satisfies readonly Era[])(
    'refuses a %s answer once what the question showed changed, writing nothing',
    async (era) => {
      let whileAsked: (() => void) | undefined;
      const asked: string[] = [];
      const s = await connectInProcess({
        era,
        env: WRITE,
        elicit: (message) => {
          asked.push(message);
          whileAsked?.();
          return { action: 'accept', content: { value: true } };
        },
      });
      try {
        const args = { ...c.args, ...(await c.setup?.(s)) };
        asked.length = 0;
        whileAsked = () => c.change(s.fake);
        s.fake.resetLog();
        const r = (await s.client.callTool({ name: c.tool, arguments: args })) as Result;
        expect(asked).toHaveLength(1);
        expect(r.isError, textOf(r)).toBe(true);
        expect(textOf(r)).toBe(PLAN_CHANGED);
        expect(writes(s.fake)).toEqual([]);
      } finally {
        await s.close();
      }
    },
  );
});

describe('the before-state of apply_categories', () => {
  it('needs no request of its own: the code path checks the transactions for changes, and never reads the currency format', async () => {
    const s = await connectInProcess({ env: WRITE });
    try {
      const c = CONFIRMED.find((x) => x.tool === 'apply_categories')!;
      const sent = () => s.fake.log.map((r) => `${r.method} ${r.path}`);
      const reads = ['GET /plans/demo-budget/transactions', 'GET /plans/demo-budget/categories', 'GET /plans/demo-budget/accounts'];
      const first = (await s.client.callTool({ name: c.tool, arguments: c.args })) as Result;
      expect(sent()).toEqual(reads);
      s.fake.resetLog();
      const r = (await s.client.callTool({
        name: c.tool,
        arguments: { ...c.args, confirmation: first.structuredContent?.confirmation },
      })) as Result;
      expect(r.structuredContent?.status).toBe('applied');
      // One change check (nothing changed, so the categories and accounts held stand), then the write.
      expect(sent()).toEqual(['GET /plans/demo-budget/transactions', 'PATCH /plans/demo-budget/transactions']);
      expect(requestsOf(r)).toBe(2);
    } finally {
      await s.close();
    }
  });
});
