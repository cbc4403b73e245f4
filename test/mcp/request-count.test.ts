// Pins the request count of a call that asked the user: on a 2025-era connection the question is asked
// during the call and the handler runs again, and the count covers both runs; a 2026-07-28 retry is a new
// call with its own count.
import { describe, expect, it } from 'vitest';
import { REQUESTS_META } from '../../src/mcp/run-tool.ts';
import { connectInProcess } from '../helpers/in-process.ts';

const ASSIGN = { plan_id: 'demo-budget', assignments: [{ transaction_id: 'tx-048', category_id: 'cat-groceries' }] };

describe('request counts of confirmed calls', () => {
  it('adds the requests made before an in-call question to those made after it', async () => {
    const s = await connectInProcess({
      era: 'legacy',
      env: { AVENIR_MCP_WRITE: '1' },
      elicit: () => ({ action: 'accept', content: { value: true } }),
    });
    try {
      s.fake.resetLog();
      const r = await s.client.callTool({ name: 'apply_categories', arguments: ASSIGN });
      expect((r.structuredContent as { status?: string } | undefined)?.status).toBe('applied');
      expect(r._meta?.[REQUESTS_META]).toBe(s.fake.requestCount);
      expect(s.fake.requestCount).toBeGreaterThan(4);
    } finally {
      await s.close();
    }
  });

  it('counts a 2026-07-28 retry as its own call', async () => {
    const s = await connectInProcess({
      era: 'modern',
      env: { AVENIR_MCP_WRITE: '1' },
      elicit: () => ({ action: 'accept', content: { value: true } }),
    });
    try {
      const first = (await s.client.callTool({ name: 'apply_categories', arguments: ASSIGN }, { allowInputRequired: true })) as unknown as {
        requestState: string;
        _meta: Record<string, unknown>;
      };
      s.fake.resetLog();
      const retry = await s.client.callTool(
        {
          name: 'apply_categories',
          arguments: ASSIGN,
          inputResponses: { confirm: { action: 'accept', content: { value: true } } },
          requestState: first.requestState,
        } as never,
        { allowInputRequired: true },
      );
      expect(retry._meta?.[REQUESTS_META]).toBe(s.fake.requestCount);
    } finally {
      await s.close();
    }
  });
});
