// Node keeps the code it compiled for the server's modules on disk and reuses it at the next start
// (module.enableCompileCache): a client starts the server again and again, and compiling the same 250
// modules each time was about a twentieth of the start (docs/performance.md). Any failure (a folder it
// may not write) only means a start compiled as before.
import { mkdirSync } from 'node:fs';
import { enableCompileCache } from 'node:module';

/** Turns the cache on in `folder` (mode 700), before the server's modules load; nothing when undefined. */
export function keepCompiledCode(folder: string | undefined): void {
  if (folder === undefined) return;
  try {
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    enableCompileCache(folder);
  } catch {
    // No cache: the start compiles every module, as without it.
  }
}
