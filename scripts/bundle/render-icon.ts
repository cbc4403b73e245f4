// `tsx scripts/bundle/render-icon.ts`: renders bundle/icon.svg into bundle/icon.png (512×512, transparent
// outside the rounded square), the Claude Desktop bundle's icon. Run it after changing the SVG and commit both
// files; `npm run bundle` only copies the PNG. Chromium (through playwright-core) draws the SVG: the one the
// view tests use (test/views/chromium.ts: CHROMIUM_PATH, else /usr/bin/chromium, else Playwright's own).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath } from '../../test/views/chromium.ts';
import { ROOT } from '../pack.ts';

export const ICON_SIZE = 512;
export const ICON_SVG = join(ROOT, 'bundle', 'icon.svg');
export const ICON_PNG = join(ROOT, 'bundle', 'icon.png');

/** The SVG drawn at ICON_SIZE pixels square, as PNG bytes. */
export async function renderIcon(svg: string): Promise<Buffer> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: ICON_SIZE, height: ICON_SIZE }, deviceScaleFactor: 1 });
    await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${svg}</body></html>`);
    return await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: ICON_SIZE, height: ICON_SIZE } });
  } finally {
    await browser.close();
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const png = await renderIcon(readFileSync(ICON_SVG, 'utf8'));
  writeFileSync(ICON_PNG, png);
  process.stdout.write(`${ICON_PNG}: ${png.length} bytes, ${ICON_SIZE}×${ICON_SIZE}\n`);
}
