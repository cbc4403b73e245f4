// Builds a page by Vite into one self-contained file (vite-plugin-singlefile: scripts and styles inlined):
// every view (buildViews, for `npm run build:views` and the view tests), and the test host's page.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { viteSingleFile } from 'vite-plugin-singlefile';

const VIEWS = fileURLToPath(new URL('.', import.meta.url));
export const VIEWS_OUT = fileURLToPath(new URL('../dist/views', import.meta.url));

const viewNames = (): string[] =>
  readdirSync(VIEWS)
    .filter((name) => statSync(join(VIEWS, name)).isDirectory() && existsSync(join(VIEWS, name, 'index.html')))
    .sort();

/**
 * Every view's policy, in one place: nothing from anywhere (the page's own inline script and styles, and
 * data: images, which uPlot does not need but the browser's form controls may use). The host enforces
 * its own policy too, from the resource's _meta.ui.csp (src/mcp/register-views.ts).
 */
export const VIEW_CSP = "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:";

// Written as text first in the head: Vite's tag objects would write the quotes as &#39;, which the browser
// reads the same but the single-file plugin takes for a policy without 'unsafe-inline' (a warning per view).
const viewHead = (): Plugin => ({
  name: 'avenir-view-head',
  transformIndexHtml: (html) =>
    html.replace(
      '<head>',
      `<head>\n    <meta http-equiv="Content-Security-Policy" content="${VIEW_CSP}" />\n    <meta name="viewport" content="width=device-width, initial-scale=1" />`,
    ),
});

/** The page of folder `root` (its index.html) as `outDir`/index.html. */
export async function buildPage(root: string, outDir: string, plugins: Plugin[] = []): Promise<void> {
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [...plugins, viteSingleFile({ removeViteModuleLoader: true })],
    build: { outDir, emptyOutDir: true, target: 'es2022', reportCompressedSize: false },
  });
}

/** Each folder of views/ holding an index.html, as `out`/<view>/index.html, under the views' policy. */
export async function buildViews(out: string = VIEWS_OUT): Promise<void> {
  for (const name of viewNames()) await buildPage(join(VIEWS, name), join(out, name), [viewHead()]);
}
