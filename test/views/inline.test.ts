// What hosts' directories ask of a view shown inline, in a host that follows the spec: a transparent
// background (the host's own shows through), at most 500 px tall with the rest scrolling inside the view,
// at 1000 px and 360 px; and, where the host offers fullscreen, a button that takes the view there, without
// the cap, and back.
import { afterAll, describe, expect, it } from 'vitest';
import { closeHostPage, openHost, type ViewHost } from './harness.ts';
import { VIEW_CALLS } from './expected.ts';

afterAll(closeHostPage);

const TRANSPARENT = 'rgba(0, 0, 0, 0)';
const frameHeight = async (host: ViewHost) => (await host.page.locator('#view').boundingBox())?.height ?? 0;

describe.each(VIEW_CALLS)('$tool view inline', ({ tool, args }) => {
  it.each([1000, 360])(
    'at %i px: transparent, at most 500 px tall, the rest scrolling inside; no fullscreen button when the host offers none',
    async (width) => {
      const host = await openHost({ transport: 'in-process', era: 'modern', width });
      try {
        await host.show(tool, args, 'dark');
        await host.view.locator('h1').waitFor();
        const backgrounds = await host.view
          .locator('html')
          .evaluate((html) => [getComputedStyle(html).backgroundColor, getComputedStyle(document.body).backgroundColor]);
        expect(backgrounds).toEqual([TRANSPARENT, TRANSPARENT]);
        // The host sizes the frame to what the view reports (ui/notifications/size-changed).
        await expect.poll(() => frameHeight(host)).toBeGreaterThan(150);
        expect(await frameHeight(host), 'inline height').toBeLessThanOrEqual(500);
        const page = await host.view.locator('html').evaluate((html) => ({ scroll: html.scrollHeight, client: html.clientHeight }));
        expect(page.scroll, 'the page itself never scrolls: its regions do').toBeLessThanOrEqual(page.client);
        expect(await host.view.locator('button.display-mode').count()).toBe(0);
      } finally {
        await host.close();
      }
    },
  );
});

describe('fullscreen, where the host offers it', () => {
  it('a button takes the forecast to fullscreen without the 500 px cap, and back inline', async () => {
    const host = await openHost({ transport: 'http', era: 'legacy', fullscreen: true });
    try {
      await host.show('forecast_balance', { plan_id: 'demo-budget', until: '2027-03' });
      const button = host.view.locator('button.display-mode');
      await expect.poll(() => button.textContent()).toBe('Full screen');
      const box = (await button.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
      await expect.poll(() => frameHeight(host)).toBeGreaterThan(150);
      expect(await frameHeight(host)).toBeLessThanOrEqual(500);

      await button.click();
      await expect.poll(() => host.view.locator('html').getAttribute('data-display-mode')).toBe('fullscreen');
      expect(await button.textContent()).toBe('Back to the conversation');
      expect(await frameHeight(host)).toBe(host.page.viewportSize()!.height);
      const body = await host.view.locator('body').evaluate((b) => ({ cap: getComputedStyle(b).maxHeight, height: b.scrollHeight }));
      expect(body.cap).toBe('none');
      expect(body.height, 'the whole forecast, uncapped').toBeGreaterThan(500);

      await button.click();
      await expect.poll(() => host.view.locator('html').getAttribute('data-display-mode')).toBe('inline');
      expect(await button.textContent()).toBe('Full screen');
      await expect.poll(() => frameHeight(host)).toBeLessThanOrEqual(500);
    } finally {
      await host.close();
    }
  });
});
