// Screenshots of a view, as the docs show them: docs/views/<view>-<theme>.png under `npm run screenshots`
// (AVENIR_MCP_SCREENSHOTS=1), .tmp/screenshots otherwise, so a plain test run leaves the docs untouched.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Theme, ViewHost } from './harness.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SCREENSHOT_DIR = join(ROOT, process.env.AVENIR_MCP_SCREENSHOTS === '1' ? 'docs/views' : '.tmp/screenshots');

export async function screenshot(host: ViewHost, view: string, theme: Theme): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${view}-${theme}.png`);
  // The page grows to the frame first: Chromium leaves a frame's part below the viewport unpainted.
  const frame = host.page.locator('#view');
  const height = Math.ceil((await frame.boundingBox())?.height ?? 0);
  const viewport = host.page.viewportSize();
  if (viewport && height > viewport.height) await host.page.setViewportSize({ width: viewport.width, height: height + 20 });
  await frame.screenshot({ path, animations: 'disabled' });
  return path;
}
