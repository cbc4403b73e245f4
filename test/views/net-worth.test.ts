// The net worth chart (get_net_worth_trend) in the test host, over stdio and HTTP, in both eras.
import { afterAll, describe, expect, it } from 'vitest';
import type { Output as Trend } from '../../generated/contract/get_net_worth_trend.d.ts';
import { closeHostPage, openHost } from './harness.ts';
import { screenshot } from './screenshots.ts';
import { WAYS, money, monthLabel } from './expected.ts';

afterAll(closeHostPage);

describe.each(WAYS)('net worth chart over $transport ($era)', (way) => {
  it('draws assets, debts and net worth of the answer, with the change and the months as a table, in both themes, loading nothing', async () => {
    const host = await openHost(way);
    try {
      const result = await host.show('get_net_worth_trend', { plan_id: 'demo-budget', months_count: 12 });
      const answer = result.structuredContent as unknown as Trend;
      const { view } = host;
      const from = monthLabel(answer.months[0]!.month);
      const to = monthLabel(answer.months.at(-1)!.month);
      await expect.poll(() => view.locator('h1').textContent()).toBe(`Net worth rose by ${money(answer.change)} from ${from} to ${to}`);
      const rows = await view
        .locator('table[aria-label="Month by month"] tbody tr')
        .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
      expect(rows).toEqual(answer.months.map((m) => [monthLabel(m.month), money(m.assets), money(m.debts), money(m.net_worth)]));
      expect(await view.locator('[role="img"]').getAttribute('aria-label')).toContain(
        `Net worth from ${from} to ${to}: from ${money(answer.first_net_worth)} to ${money(answer.last_net_worth)}.`,
      );
      // Before any hover, the legend shows the last month's values.
      const last = answer.months.at(-1)!;
      await expect
        .poll(() => view.locator('.u-legend .u-value').allTextContents())
        .toEqual([to, money(last.assets), money(last.debts), money(last.net_worth)]);
      // Mouse: hovering the plot's left edge shows the first month's values in the legend.
      const box = (await view.locator('.u-over').boundingBox())!;
      await host.page.mouse.move(box.x + 1, box.y + box.height / 2);
      const first = answer.months[0]!;
      await expect
        .poll(() => view.locator('.u-legend .u-value').allTextContents())
        .toEqual([from, money(first.assets), money(first.debts), money(first.net_worth)]);
      // Keyboard: End then Left lands on the month before the last.
      await view.locator('[role="img"]').focus();
      await host.page.keyboard.press('End');
      await host.page.keyboard.press('ArrowLeft');
      const before = answer.months.at(-2)!;
      await expect.poll(() => view.locator('.u-legend .u-value').first().textContent()).toBe(monthLabel(before.month));
      expect(await view.locator('.u-legend .u-value').nth(3).textContent()).toBe(money(before.net_worth));
      await host.page.mouse.move(0, 0);
      await view.locator('[role="img"]').blur();
      await screenshot(host, 'net-worth', 'light');
      await host.setTheme('dark');
      await expect.poll(() => view.locator('html').getAttribute('data-theme')).toBe('dark');
      await screenshot(host, 'net-worth', 'dark');
      expect(host.requests).toEqual([]);
    } finally {
      await host.close();
    }
  });
});
