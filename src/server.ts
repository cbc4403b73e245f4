#!/usr/bin/env node
// avenir-mcp's entry. Node's version is checked before anything else loads: the server needs Node 22
// (node:sqlite, Map.groupBy), and MCP clients often start the system's older Node and hide npm's warning,
// so an older one gets one line saying what to install, not a tool failing later.
import { nodeTooOld } from './app/node-version.ts';

const tooOld = nodeTooOld(process.versions.node, process.execPath);
if (tooOld !== undefined) {
  process.stderr.write(tooOld);
  process.exitCode = 2;
} else {
  // Before the rest loads, so that it is compiled from the cache of earlier starts.
  const [{ compileCacheFolder }, { keepCompiledCode }] = await Promise.all([import('./config.ts'), import('./start/compiled-code.ts')]);
  keepCompiledCode(compileCacheFolder());
  const { main } = await import('./start/main.ts');
  const code = await main(process.argv.slice(2));
  if (code !== undefined) process.exitCode = code;
}
