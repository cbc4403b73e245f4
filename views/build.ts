// `npm run build:views`: each folder of views/ holding an index.html is built by Vite into one self-contained
// file, dist/views/<view>/index.html (scripts and styles inlined: a view loads nothing). The server reads
// it only when a host asks for the view's ui:// resource.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { viteSingleFile } from 'vite-plugin-singlefile';

const VIEWS = fileURLToPath(new URL('.', import.meta.url));
// dist/views, or the folder given (scripts/pack.ts builds into the package it packs).
const OUT = process.argv[2] ? resolve(process.argv[2]) : fileURLToPath(new URL('../dist/views', import.meta.url));

export const viewNames = (): string[] =>
  readdirSync(VIEWS)
    .filter((name) => statSync(join(VIEWS, name)).isDirectory() && existsSync(join(VIEWS, name, 'index.html')))
    .sort();

/**
 * Every view's policy, in one place: nothing from anywhere (the page's own inline script and styles, and
 * data: images, which uPlot does not need but the browser's form controls may use). The host enforces
 * its own policy too, from the resource's _meta.ui.csp (src/mcp/register-views.ts).
 */
export const VIEW_CSP = "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:";

const head = (): Plugin => ({
  name: 'avenir-view-head',
  transformIndexHtml: () => [
    { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content: VIEW_CSP }, injectTo: 'head-prepend' },
    { tag: 'meta', attrs: { name: 'viewport', content: 'width=device-width, initial-scale=1' }, injectTo: 'head' },
  ],
});

for (const name of viewNames()) {
  await build({
    root: join(VIEWS, name),
    configFile: false,
    logLevel: 'warn',
    plugins: [head(), viteSingleFile({ removeViteModuleLoader: true })],
    build: { outDir: join(OUT, name), emptyOutDir: true, target: 'es2022', reportCompressedSize: false },
  });
}
