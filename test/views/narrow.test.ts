// The views in a 360 px frame (a phone, a side panel). None overflows sideways; the two write views stay at
// most 500 px tall inline, their lists scrolling in one region, their rows as cards with labels that keep
// whole words, their dates on one line, and every button and picker at least 44 px square (a touch target).
import { afterAll, describe, expect, it } from 'vitest';
import { closeHostPage, openHost } from './harness.ts';
import { VIEW_CALLS } from './expected.ts';

afterAll(closeHostPage);

const WIDTH = 360;
const WRITE_VIEWS = new Set(['suggest_categories', 'match_statement']);

describe.each(VIEW_CALLS)('$tool view at 360 px', ({ tool, args }) => {
  it('fits the width; a write view fits 500 px in height, with 44 px targets and unbroken dates and labels', async () => {
    const host = await openHost({ transport: 'in-process', era: 'modern', width: WIDTH });
    try {
      await host.show(tool, args);
      const { view } = host;
      await view.locator('h1').waitFor();
      const page = await view.locator('html').evaluate((html) => ({ scroll: html.scrollWidth, client: html.clientWidth }));
      expect(page.client).toBe(WIDTH);
      expect(page.scroll, 'horizontal overflow').toBeLessThanOrEqual(page.client);
      if (!WRITE_VIEWS.has(tool)) return;
      // The host sizes the frame to what the view reports (ui/notifications/size-changed).
      await expect.poll(async () => (await host.page.locator('#view').boundingBox())?.height ?? 0).toBeGreaterThan(150);
      expect((await host.page.locator('#view').boundingBox())!.height, 'inline height').toBeLessThanOrEqual(500);
      const region = await view
        .locator('.scroll-region')
        .evaluate((e) => ({ scroll: e.scrollHeight, client: e.clientHeight, overflow: getComputedStyle(e).overflowY }));
      expect(region.overflow).toBe('auto');
      expect(region.scroll, 'the rest scrolls inside the region').toBeGreaterThan(region.client);
      const targets = await view
        .locator('button:visible, select:visible')
        .evaluateAll((els) =>
          els.map((e) => [e.id || e.textContent?.slice(0, 20), e.getBoundingClientRect().width, e.getBoundingClientRect().height] as const),
        );
      expect(targets.length).toBeGreaterThan(0);
      for (const [name, width, height] of targets) expect([name, width >= 44, height >= 44]).toEqual([name, true, true]);
      // Dates on one line: their text's boxes all share one top.
      const dates = await view.locator('.date').evaluateAll((els) =>
        els.map((e) => {
          const range = document.createRange();
          range.selectNodeContents(e);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        }),
      );
      expect(dates.length).toBeGreaterThan(0);
      expect(dates.every((lines) => lines === 1)).toBe(true);
      // Labels and payees get the card's width, not a sliver that breaks them letter by letter.
      const labels = await view.locator('.label, .payee').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().width));
      expect(labels.length).toBeGreaterThan(0);
      expect(Math.min(...labels)).toBeGreaterThanOrEqual(200);
    } finally {
      await host.close();
    }
  });
});
