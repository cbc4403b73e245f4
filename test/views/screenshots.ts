// Screenshots of a view, as the docs show them: docs/views/<view>-<theme>.png at 1000 px and
// docs/views/<view>-<theme>-360.png at 360 px, taken under `npm run screenshots` (AVENIR_MCP_SCREENSHOTS=1)
// only: a plain test run leaves the docs untouched and takes none (no test reads them; the 20 a run took
// cost about 30 s of CPU). The host's style variables are light-dark() pairs, as the extension recommends
// (host/styles.ts).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Theme, ViewHost } from './harness.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const TAKEN = process.env.AVENIR_MCP_SCREENSHOTS === '1';
export const SCREENSHOT_DIR = join(ROOT, 'docs/views');

/** The frame widths the docs show: a wide conversation column, and a phone. */
export const SCREENSHOT_WIDTHS = [1000, 360] as const;

/** The frame's height, once it has stopped changing: the view re-lays out and reports its size after a resize. */
async function settledHeight(host: ViewHost): Promise<number> {
  const frame = host.page.locator('#view');
  let last = -1;
  for (;;) {
    // Two animation frames of the host: the view's size notification, if any, has arrived after them.
    await host.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const height = Math.ceil((await frame.boundingBox())?.height ?? 0);
    if (height === last) return height;
    last = height;
  }
}

/** The paths written, none unless `npm run screenshots` asked for them. */
export async function screenshot(host: ViewHost, view: string, theme: Theme): Promise<string[]> {
  if (!TAKEN) return [];
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const frame = host.page.locator('#view');
  const before = { width: await frame.evaluate((f) => (f as HTMLElement).style.width), viewport: host.page.viewportSize() };
  const paths: string[] = [];
  try {
    for (const width of SCREENSHOT_WIDTHS) {
      const path = join(SCREENSHOT_DIR, `${view}-${theme}${width === 1000 ? '' : `-${width}`}.png`);
      await host.page.setViewportSize({ width: width + 40, height: before.viewport?.height ?? 900 });
      await frame.evaluate((f, w) => void ((f as HTMLElement).style.width = `${w}px`), width);
      const height = await settledHeight(host);
      // The page grows to the frame first: Chromium leaves a frame's part below the viewport unpainted.
      if (height + 20 > (host.page.viewportSize()?.height ?? 0))
        await host.page.setViewportSize({ width: width + 40, height: height + 20 });
      await frame.screenshot({ path, animations: 'disabled' });
      paths.push(path);
    }
  } finally {
    // The test goes on with the frame as it was.
    await frame.evaluate((f, w) => void ((f as HTMLElement).style.width = w), before.width);
    if (before.viewport) await host.page.setViewportSize(before.viewport);
    await settledHeight(host);
  }
  return paths;
}
