// `npm run build:views`: each folder of views/ holding an index.html is built by Vite into one self-contained
// file, dist/views/<view>/index.html (scripts and styles inlined: a view loads nothing). The server reads
// it only when a host asks for the view's ui:// resource.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { viteSingleFile } from 'vite-plugin-singlefile';

const VIEWS = fileURLToPath(new URL('.', import.meta.url));
const OUT = fileURLToPath(new URL('../dist/views', import.meta.url));

export const viewNames = (): string[] =>
  readdirSync(VIEWS)
    .filter((name) => statSync(join(VIEWS, name)).isDirectory() && existsSync(join(VIEWS, name, 'index.html')))
    .sort();

for (const name of viewNames()) {
  await build({
    root: join(VIEWS, name),
    configFile: false,
    logLevel: 'warn',
    plugins: [viteSingleFile({ removeViteModuleLoader: true })],
    build: { outDir: join(OUT, name), emptyOutDir: true, target: 'es2022', reportCompressedSize: false },
  });
}
