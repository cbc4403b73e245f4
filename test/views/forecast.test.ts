// The balance forecast (forecast_balance) in the test host, over stdio and HTTP, in both eras.
import { afterAll, describe, expect, it } from 'vitest';
import type { Output as Forecast } from '../../generated/contract/forecast_balance.d.ts';
import { closeHostPage, openHost } from './harness.ts';
import { screenshot } from './screenshots.ts';
import { WAYS, money, monthLabel } from './expected.ts';

afterAll(closeHostPage);

describe.each(WAYS)('balance forecast over $transport ($era)', (way) => {
  it('draws the balance, its low point and the dated amounts of the answer, with the months as a table, in both themes, loading nothing', async () => {
    const host = await openHost(way);
    try {
      const oneOff = { date: '2026-12-10', amount: -9500, label: 'Roof repair' };
      const result = await host.show('forecast_balance', { plan_id: 'demo-budget', until: '2027-03', one_offs: [oneOff] });
      const answer = result.structuredContent as unknown as Forecast;
      const { view } = host;
      await expect.poll(() => view.locator('h1').textContent()).toBe('Balance forecast to the end of Mar 2027');
      const rows = await view
        .locator('table.months tbody tr')
        .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
      expect(rows).toEqual(
        answer.months.map((m) => [monthLabel(m.month), money(m.start), money(m.inflows), money(m.outflows), money(m.end), money(m.lowest)]),
      );
      // The one-off is among the dated amounts, listed by date with the scheduled ones.
      const dated = [
        ...answer.assumptions.scheduled.map((s) => [s.payee, s.amount]),
        ...answer.assumptions.one_offs.map((o) => [`${o.label} (one-off)`, o.amount]),
      ];
      const listed = await view
        .locator('table.events tbody tr')
        .evaluateAll((trs) => trs.map((tr) => [tr.children[1]!.textContent, tr.children[2]!.textContent]));
      expect(listed).toHaveLength(dated.length);
      expect(listed).toContainEqual(['Roof repair (one-off)', money(-9500)]);
      // What the forecast assumes, which its answer asks the person to check, is shown with it.
      const assumed = answer.assumptions;
      expect(await view.locator('#assumptions li').allTextContents()).toEqual([
        `Variable spending: ${money(assumed.variable_monthly)} a month.`,
        `Income besides the scheduled and recurring amounts: ${money(assumed.monthly_income)} a month.`,
        `Recurring amounts that no schedule covers, each month on its usual day: ${assumed.recurring.length + assumed.recurring_more}.`,
      ]);
      expect(assumed.recurring.length).toBeGreaterThan(0);
      const recurring = await view
        .locator('#assumptions tbody tr')
        .evaluateAll((trs) => trs.map((tr) => [tr.children[0]!.textContent, tr.children[2]!.textContent]));
      expect(recurring).toEqual(assumed.recurring.map((r) => [r.payee, money(r.amount)]));
      const low = answer.months.reduce((a, m) => (m.lowest < a.lowest ? m : a));
      expect(answer.first_shortfall).toBe('2026-12');
      await expect.poll(() => view.locator('.low-label').textContent()).toBe(`Lowest ${money(low.lowest)} · ${monthLabel(low.month)}`);
      expect(await view.locator('.verdict').textContent()).toContain('first goes below zero in Dec 2026');
      const label = await view.locator('[role="img"]').getAttribute('aria-label');
      expect(label).toContain(`from ${money(answer.start_balance)} today to ${money(answer.months.at(-1)!.end)}`);
      expect(label).toContain('first goes below zero in Dec 2026');
      // Keyboard: the focused chart moves its cursor point by point; the legend shows the point's values.
      await view.locator('[role="img"]').focus();
      await host.page.keyboard.press('ArrowRight');
      await host.page.keyboard.press('ArrowRight');
      await expect
        .poll(() => view.locator('.u-legend .u-value').allTextContents())
        .toEqual(['End of Sept 2026', money(answer.months[0]!.end), money(answer.months[0]!.lowest)]);
      expect(await view.locator('.chart [aria-live]').textContent()).toContain(`Balance ${money(answer.months[0]!.end)}`);
      // Mouse: hovering the plot's right edge shows the last month's end.
      const box = (await view.locator('.u-over').boundingBox())!;
      await host.page.mouse.move(box.x + box.width - 1, box.y + box.height / 2);
      await expect.poll(() => view.locator('.u-legend .u-value').first().textContent()).toBe('End of Mar 2027');
      expect(await view.locator('.u-legend .u-value').nth(1).textContent()).toBe(money(answer.months.at(-1)!.end));
      await host.page.mouse.move(0, 0);
      await view.locator('[role="img"]').blur();
      const balanceMarker = () =>
        view
          .locator('.u-legend .u-series')
          .nth(1)
          .locator('.u-marker')
          .evaluate((e) => getComputedStyle(e).borderColor);
      expect(await balanceMarker()).toBe('rgb(37, 99, 235)');
      await screenshot(host, 'forecast', 'light');
      await host.setTheme('dark');
      await expect.poll(() => view.locator('html').getAttribute('data-theme')).toBe('dark');
      // The chart is drawn again in the dark theme's colours.
      await expect.poll(balanceMarker).toBe('rgb(96, 165, 250)');
      await expect.poll(() => view.locator('.low-label').count()).toBe(1);
      await screenshot(host, 'forecast', 'dark');
      expect(host.requests).toEqual([]);
    } finally {
      await host.close();
    }
  });
});
