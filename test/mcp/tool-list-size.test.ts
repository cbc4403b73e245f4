// Pins issue #15's budgets for tools/list with writes on and every toolset: at most 1,000 model-visible
// bytes per tool on average (name + description + input schema) and, for the whole result, the 64 KB it
// set for 33 tools as an average (1,940 B a tool), so a new tool pays its own way instead of being refused;
// and, on the 2026-07-28 protocol, the lists' cache hints and their order. Issue #29 raised the whole
// result's average to 2,010 B: its 114 nullable fields are spelled `anyOf` instead of a type array, for
// clients that read a single-`type` dialect (listed-schema.ts), which costs about 2.2 KB of the list.
import { describe, expect, it } from 'vitest';
import { registry } from '../../generated/registry.ts';
import { LIST_CACHE_HINT } from '../../src/mcp/build-server.ts';
import { connectInProcess } from '../helpers/in-process.ts';
import { perTest } from '../helpers/lifetimes.ts';
import { toolListBytes } from '../helpers/tool-list-bytes.ts';

const sessions = perTest(connectInProcess, (s) => s.close());

describe('tools/list size', () => {
  it('stays within 1,000 model-visible bytes and 2,010 bytes in all per tool, writes on', async () => {
    const session = await sessions.open({ env: { AVENIR_MCP_WRITE: '1' } });
    const size = await toolListBytes(session.client);
    expect(size.tools).toBe(registry.length);
    expect(size.visible / size.tools, `model-visible ${size.visible} B for ${size.tools} tools`).toBeLessThanOrEqual(1000);
    expect(size.whole / size.tools, `whole tools/list ${size.whole} B for ${size.tools} tools`).toBeLessThanOrEqual(2010);
  });

  it('is shorter with fewer toolsets', async () => {
    const session = await sessions.open({ env: { AVENIR_MCP_WRITE: '1', AVENIR_MCP_TOOLSETS: 'classify' } });
    const size = await toolListBytes(session.client);
    expect(size.tools).toBe(registry.filter((e) => e.definition.group === 'classify').length);
    expect(size.whole).toBeLessThan(16_000);
  });
});

describe('cache hints (2026-07-28)', () => {
  it('gives every list its hint, and lists the tools in the registry order every time', async () => {
    const session = await sessions.open({ era: 'modern', env: { AVENIR_MCP_WRITE: '1' } });
    const { client } = session;
    const lists = [
      await client.listTools(),
      await client.listPrompts(),
      await client.listResources(),
      await client.listResourceTemplates(),
    ];
    for (const list of lists) expect(list).toMatchObject(LIST_CACHE_HINT);
    const again = await client.listTools();
    expect(again.tools.map((t) => t.name)).toEqual(registry.map((e) => e.definition.name));
    expect(JSON.stringify(again.tools)).toBe(JSON.stringify(lists[0]!.tools));
    const guide = await client.readResource({ uri: 'avenir-mcp://guide' });
    expect(guide).toMatchObject(LIST_CACHE_HINT);
  });

  it('sends no cache fields on the 2025 protocol', async () => {
    const session = await sessions.open({ era: 'legacy' });
    const list = await session.client.listTools();
    expect(list).not.toHaveProperty('ttlMs');
    expect(list).not.toHaveProperty('cacheScope');
  });
});
