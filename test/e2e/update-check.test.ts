// The update check end to end, offline: a cache file written less than a day ago says a newer release
// exists, so the real server process adds one line to its instructions (never to the guide resource)
// without any request, and logs a warning on stderr. Turned off, neither happens.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VERSION } from '../../generated/version.ts';
import { connectStdio } from '../helpers/stdio-client.ts';

function cacheSaying(latest: string): string {
  const home = mkdtempSync(join(tmpdir(), 'avenir-xdg-cache-'));
  mkdirSync(join(home, 'avenir-mcp'));
  writeFileSync(join(home, 'avenir-mcp', 'latest-version.json'), JSON.stringify({ checked_at: Date.now(), latest }));
  return home;
}

// An unreachable YNAB is fine: listing tools and reading the guide make no YNAB request.
const env = (extra: Record<string, string>) => ({ YNAB_API_KEY: 'unused', AVENIR_MCP_YNAB_URL: 'http://127.0.0.1:9/v1', ...extra });
const line = `A newer avenir-mcp release exists: 999.0.0 (this server runs ${VERSION}).`;

describe('update check over stdio', () => {
  it('adds the line to the instructions only, and warns on stderr', async () => {
    const s = await connectStdio({ era: 'legacy', env: env({ AVENIR_MCP_NO_UPDATE_CHECK: '0', XDG_CACHE_HOME: cacheSaying('999.0.0') }) });
    try {
      const instructions = s.client.getInstructions() ?? '';
      expect(instructions).toContain(line);
      const guide = await s.client.readResource({ uri: 'avenir-mcp://guide' });
      const text = (guide.contents[0] as { text: string }).text;
      expect(text).not.toContain('newer avenir-mcp');
      expect(instructions.startsWith(text)).toBe(true);
      expect(s.stderr()).toContain('a newer avenir-mcp release exists latest=999.0.0');
    } finally {
      await s.close();
    }
  });

  it('does nothing when AVENIR_MCP_NO_UPDATE_CHECK=1', async () => {
    const s = await connectStdio({ era: 'modern', env: env({ AVENIR_MCP_NO_UPDATE_CHECK: '1', XDG_CACHE_HOME: cacheSaying('999.0.0') }) });
    try {
      expect(s.client.getInstructions() ?? '').not.toContain('newer avenir-mcp');
      expect(s.stderr()).not.toContain('newer');
    } finally {
      await s.close();
    }
  });
});
