// Vitest global set-up for the view tests: builds the views (dist/views) and the test host's page once per
// run, before any worker starts, so parallel test files never build into the same folder at once.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { viteSingleFile } from 'vite-plugin-singlefile';

export const HOST_OUT = fileURLToPath(new URL('../../.tmp/views-host', import.meta.url));
const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export default async function setup(): Promise<void> {
  execFileSync(process.execPath, ['--import', 'tsx', 'views/build.ts'], { cwd: ROOT, stdio: 'inherit' });
  await build({
    root: fileURLToPath(new URL('./host', import.meta.url)),
    configFile: false,
    logLevel: 'warn',
    plugins: [viteSingleFile()],
    build: { outDir: HOST_OUT, emptyOutDir: true, reportCompressedSize: false },
  });
}
