// Node's compile cache (src/start/compiled-code.ts): in avenir-mcp's own cache folder, mode 700, never with
// AVENIR_MCP_CACHE off; a start leaves the compiled code there and the next one reuses it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileCacheFolder } from '../../src/config.ts';
import { ROOT } from '../helpers/paths.ts';

describe('compileCacheFolder', () => {
  it('is avenir-mcp’s cache folder’s compiled-code, unless AVENIR_MCP_CACHE is off (any case)', () => {
    expect(compileCacheFolder({ XDG_CACHE_HOME: '/x/cache' })).toBe('/x/cache/avenir-mcp/compiled-code');
    expect(compileCacheFolder({ XDG_CACHE_HOME: '/x/cache', AVENIR_MCP_CACHE: 'on' })).toBe('/x/cache/avenir-mcp/compiled-code');
    expect(compileCacheFolder({ XDG_CACHE_HOME: '/x/cache', AVENIR_MCP_CACHE: ' OFF ' })).toBeUndefined();
    expect(compileCacheFolder({ XDG_CACHE_HOME: 'relative' })).toMatch(/\.cache\/avenir-mcp\/compiled-code$/);
  });
});

describe('keepCompiledCode', () => {
  // A child process, so the test's own Node keeps no cache: it enables the cache as the server's entry does.
  const run = (folder: string | undefined) => {
    const script = join(mkdtempSync(join(tmpdir(), 'avenir-cc-script-')), 'start.mts');
    writeFileSync(
      script,
      `import { keepCompiledCode } from ${JSON.stringify(join(ROOT, 'src/start/compiled-code.ts'))};\n` +
        `keepCompiledCode(${JSON.stringify(folder)});\n` +
        `await import(${JSON.stringify(join(ROOT, 'src/logic/core/calendar.ts'))});\n`,
    );
    return spawnSync(process.execPath, ['--import', 'tsx', script], { cwd: ROOT, encoding: 'utf8' });
  };

  it('makes the folder (mode 700) and leaves the compiled code there', () => {
    const folder = join(mkdtempSync(join(tmpdir(), 'avenir-cc-')), 'avenir-mcp', 'compiled-code');
    expect(run(folder).status).toBe(0);
    expect(statSync(folder).mode & 0o777).toBe(0o700);
    expect(readdirSync(folder).length).toBeGreaterThan(0);
  });

  it('does nothing without a folder, and a folder it cannot make only means no cache', () => {
    expect(run(undefined).status).toBe(0);
    const blocked = join(mkdtempSync(join(tmpdir(), 'avenir-cc-')), 'file');
    writeFileSync(blocked, '');
    expect(run(join(blocked, 'compiled-code')).status).toBe(0);
  });
});
