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
  await host.page.locator('#view').screenshot({ path, animations: 'disabled' });
  return path;
}
