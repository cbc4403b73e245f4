// The spending chart (get_spending_trends) in the test host, over stdio and HTTP, in both eras.
import { afterAll, describe, expect, it } from 'vitest';
import type { Output as Trends } from '../../generated/contract/get_spending_trends.d.ts';
import { closeHostPage, openHost } from './harness.ts';
import { screenshot } from './screenshots.ts';
import { WAYS, money, monthLabel } from './expected.ts';

afterAll(closeHostPage);

describe.each(WAYS)('spending chart over $transport ($era)', (way) => {
  it('stacks the top categories of the answer per month, with every category as a table, in both themes, loading nothing', async () => {
    const host = await openHost(way);
    try {
      const result = await host.show('get_spending_trends', { plan_id: 'demo-budget', months_count: 6 });
      const answer = result.structuredContent as unknown as Trends;
      const { view } = host;
      const from = monthLabel(answer.months[0]!);
      const to = monthLabel(answer.months.at(-1)!);
      await expect.poll(() => view.locator('h1').textContent()).toBe(`Spending by category, ${from} to ${to}`);
      const rows = await view
        .locator('table[aria-label="Every category, month by month"] tbody tr')
        .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
      expect(rows).toEqual(answer.categories.map((c) => [c.name, c.group, ...c.amounts.map((a) => money(a.amount))]));
      // The chart: the six that spent the most, largest first, then Other for the rest.
      const total = (c: Trends['categories'][number]) => c.amounts.reduce((s, a) => s + a.amount, 0);
      const ranked = answer.categories.filter((c) => total(c) > 0).sort((a, b) => total(b) - total(a));
      const label = (await view.locator('[role="img"]').getAttribute('aria-label'))!;
      expect(label).toContain(
        `Spending by category from ${from} to ${to}, the largest first: ${ranked[0]!.name} ${money(total(ranked[0]!))} in all`,
      );
      const legend = await view.locator('.u-legend .u-label').allTextContents();
      expect(legend.slice(1, 7)).toEqual(ranked.slice(0, 6).map((c) => c.name));
      if (ranked.length > 6) expect(legend[7]).toBe(`Other (${ranked.length - 6} categories)`);
      // Keyboard: the first ArrowRight lands on the first month; the legend shows each category's own amount.
      await view.locator('[role="img"]').focus();
      await host.page.keyboard.press('ArrowRight');
      await expect.poll(() => view.locator('.u-legend .u-value').nth(1).textContent()).toBe(money(ranked[0]!.amounts[0]!.amount));
      expect(await view.locator('.u-legend .u-value').nth(2).textContent()).toBe(money(ranked[1]!.amounts[0]!.amount));
      // Mouse: hovering the last bar shows the last month.
      const box = (await view.locator('.u-over').boundingBox())!;
      await host.page.mouse.move(box.x + box.width - 20, box.y + box.height / 2);
      await expect.poll(() => view.locator('.u-legend .u-value').first().textContent()).toContain(to);
      expect(await view.locator('.u-legend .u-value').nth(1).textContent()).toBe(money(ranked[0]!.amounts.at(-1)!.amount));
      await host.page.mouse.move(0, 0);
      await view.locator('[role="img"]').blur();
      await screenshot(host, 'spending', 'light');
      await host.setTheme('dark');
      await expect.poll(() => view.locator('html').getAttribute('data-theme')).toBe('dark');
      await screenshot(host, 'spending', 'dark');
      expect(host.requests).toEqual([]);
    } finally {
      await host.close();
    }
  });
});
