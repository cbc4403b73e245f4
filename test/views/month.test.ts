// The month card (get_monthly_summary) in the test host, over stdio and HTTP, in both eras.
import { afterAll, describe, expect, it } from 'vitest';
import type { Output as MonthSummary } from '../../generated/contract/get_monthly_summary.d.ts';
import { closeHostPage, openHost, type Result } from './harness.ts';
import { screenshot } from './screenshots.ts';
import { WAYS, money } from './expected.ts';
import { CURRENCY_META } from '../../src/mcp/view-currency.ts';
import { DEMO_CURRENCY_FORMAT } from '../../src/fake-ynab/demo-plan/accounts.ts';

afterAll(closeHostPage);

describe.each(WAYS)('month card over $transport ($era)', (way) => {
  it('shows the figures and the overspent categories of the answer, in both themes, loading nothing', async () => {
    const host = await openHost(way);
    try {
      const result = await host.show('get_monthly_summary', { plan_id: 'demo-budget', month: '2026-09-01' });
      const answer = result.structuredContent as MonthSummary;
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
      // That report is the test's own: the host's check at close() is for the view's.
      await expect.poll(() => host.violations.at(-1)).toMatch(/^connect-src http:\/\/127\.0\.0\.1:9\//);
      host.violations.pop();
      expect(host.requests).toEqual([]);
    } finally {
      await host.close();
    }
  });
});

describe('month card, the plan’s currency', () => {
  const args = { plan_id: 'demo-budget', month: '2026-09-01' };
  const activityShown = (host: Awaited<ReturnType<typeof openHost>>) => () => host.view.locator('.figure dd').nth(2).textContent();

  it('shows amounts in the currency the server names in the result’s _meta (the demo plan’s euros), and plain numbers when a host drops it', async () => {
    const host = await openHost({ transport: 'in-process', era: 'modern' });
    try {
      const result = await host.show('get_monthly_summary', args);
      expect(result._meta?.[CURRENCY_META]).toEqual({ iso_code: 'EUR', decimal_digits: 2 });
      const activity = (result.structuredContent as MonthSummary).activity;
      expect(activity).not.toBe(0);
      await expect.poll(activityShown(host)).toBe(money(activity));
      expect(money(activity)).toContain('€');
      const dropped = (r: Result): Result => ({ ...r, _meta: {} });
      await host.show('get_monthly_summary', args, 'light', dropped);
      await expect
        .poll(activityShown(host))
        .toBe(new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(activity));
    } finally {
      await host.close();
    }
  });

  it('follows the plan’s own currency and decimals (a plan in Japanese yen shows no decimals)', async () => {
    const host = await openHost({ transport: 'http', era: 'legacy' });
    try {
      host.fake.setCurrencyFormat('demo-budget', { ...DEMO_CURRENCY_FORMAT, iso_code: 'JPY', decimal_digits: 0 });
      const result = await host.show('get_monthly_summary', args);
      expect(result._meta?.[CURRENCY_META]).toEqual({ iso_code: 'JPY', decimal_digits: 0 });
      const activity = (result.structuredContent as MonthSummary).activity;
      await expect
        .poll(activityShown(host))
        .toBe(new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'JPY', maximumFractionDigits: 0 }).format(activity));
    } finally {
      await host.close();
    }
  });
});
