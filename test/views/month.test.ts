// The month card (get_monthly_summary) in the test host, over stdio and HTTP, in both eras.
import { afterAll, describe, expect, it } from 'vitest';
import { closeBrowser, openHost } from './harness.ts';
import { screenshot } from './screenshots.ts';
import { WAYS, money } from './expected.ts';

afterAll(closeBrowser);


describe.each(WAYS)('month card over $transport ($era)', (way) => {
  it('shows the figures and the overspent categories of the answer, in both themes, loading nothing', async () => {
    const host = await openHost(way);
    try {
      const result = await host.show('get_monthly_summary', { plan_id: 'demo-budget', month: '2026-09-01' });
      const answer = result.structuredContent as { overspent: { name: string }[]; ready_to_assign: number };
      const { view } = host;
      await expect.poll(() => view.locator('h1').textContent()).toBe('Month of Sept 2026');
      const figures = await view.locator('.figure').allTextContents();
      expect(figures).toHaveLength(5);
      expect(figures[3]).toContain(money(answer.ready_to_assign));
      const rows = await view.locator('tbody tr td:first-child').allTextContents();
      expect(rows).toEqual(answer.overspent.map((c) => c.name));
      expect(await view.locator('html').getAttribute('data-theme')).toBe('light');
      await screenshot(host, 'month', 'light');
      await host.setTheme('dark');
      await expect.poll(() => view.locator('html').getAttribute('data-theme')).toBe('dark');
      await screenshot(host, 'month', 'dark');
      expect(host.requests).toEqual([]);
      // The page's own policy refuses a connection the view would try (the host adds its own on top).
      const refused = await view.locator('html').evaluate(
        () =>
          new Promise<string>((resolve) => {
            document.addEventListener('securitypolicyviolation', (event) => resolve(event.effectiveDirective));
            fetch('http://127.0.0.1:9/').catch(() => undefined);
          }),
      );
      expect(refused).toBe('connect-src');
      expect(host.requests).toEqual([]);
    } finally {
      await host.close();
    }
  });
});
