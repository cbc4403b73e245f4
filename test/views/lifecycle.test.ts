// What the spec asks of every view besides drawing its answer: it answers ui/resource-teardown (hosts must send
// it and may wait for the answer) and lets its observers go; it reads an answer whose JSON is only in the text
// block; and it loads without a Content Security Policy violation (the harness fails close() on any).
import { afterAll, describe, expect, it } from 'vitest';
import { closeHostPage, openHost, type Result } from './harness.ts';
import { VIEW_CALLS } from './expected.ts';

afterAll(closeHostPage);

/** What the view's heading says once it has drawn the answer (before that it says "Waiting…", or nothing). */
const heading = (tool: string) =>
  tool === 'suggest_categories' ? /^Pending transactions: \d+$/ : tool === 'match_statement' ? /^Statement of Checking$/ : /\S/;

/** The answer as a host that passes on only the content blocks gives it: the JSON in the text block. */
const textOnly = (result: Result): Result => {
  const { structuredContent: _dropped, ...rest } = result;
  expect(rest.content?.[0]?.text && JSON.parse(rest.content[0].text)).toEqual(result.structuredContent);
  return rest;
};

describe.each(VIEW_CALLS)('$tool view, as the spec has it', ({ tool, args }) => {
  it('reads an answer whose JSON is only in its text block, answers ui/resource-teardown, letting its chart go, and draws a later answer in the same frame', async () => {
    const host = await openHost({ transport: 'in-process', era: 'modern' });
    try {
      await host.show(tool, args, 'light', textOnly);
      await expect.poll(() => host.view.locator('h1').textContent()).toMatch(heading(tool));
      const charts = await host.view.locator('.chart .uplot').count();
      expect(charts).toBe(['forecast_balance', 'get_net_worth_trend', 'get_spending_trends'].includes(tool) ? 1 : 0);
      expect(await host.teardown()).toBe('answered');
      // Released at teardown: the chart (uPlot removes its element) with its observers.
      expect(await host.view.locator('.chart .uplot').count()).toBe(0);
      // A host that reuses the frame for a later answer: the view draws it and reports its size again.
      const frame = host.page.locator('#view');
      await frame.evaluate((f) => void ((f as HTMLElement).style.height = '1px'));
      await host.resendResult();
      await expect.poll(() => host.view.locator('h1').textContent()).toMatch(heading(tool));
      await expect.poll(async () => (await frame.boundingBox())?.height ?? 0).toBeGreaterThan(50);
    } finally {
      await host.close();
    }
  });
});
