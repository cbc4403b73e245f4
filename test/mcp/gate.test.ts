// Pins the write gate: write-tagged tools are neither listed nor callable unless AVENIR_MCP_WRITE=1
// exactly, in both eras, and no listed description names a hidden tool.
import Type from 'typebox';
import { describe, expect, it } from 'vitest';
import { registry } from '../../generated/registry.ts';
import { visibleTools } from '../../src/mcp/build-server.ts';
import type { RegistryEntry } from '../../src/mcp/tool-definition.ts';
import { connectInProcess } from '../helpers/in-process.ts';
import { perTest } from '../helpers/lifetimes.ts';
import { READ_ANNOTATIONS, probeTool } from './probe-tool.ts';

const output = Type.Object({ done: Type.Boolean() }, { additionalProperties: false });
const writeTool = probeTool(
  {
    name: 'zz_write_probe',
    title: 'Write probe',
    kind: 'write',
    description: 'A write tool that exists only in this test.',
    annotations: { ...READ_ANNOTATIONS, readOnlyHint: false },
    output,
    confirmation: 'immediate',
  },
  async () => ({ done: true }),
);
const withWrite = [...registry, writeTool];

const sessions = perTest(connectInProcess, (s) => s.close());

describe('write gate', () => {
  it('is a filter over the kind tag', () => {
    expect(visibleTools(withWrite, false).map((e) => e.definition.name)).not.toContain('zz_write_probe');
    expect(visibleTools(withWrite, true).map((e) => e.definition.name)).toContain('zz_write_probe');
    expect(visibleTools(withWrite, false).every((e) => e.definition.annotations.readOnlyHint)).toBe(true);
  });

  for (const era of ['legacy', 'modern'] as const) {
    for (const value of [undefined, '0', 'true', 'yes', ' 1', '1 ']) {
      it(`hides and refuses write tools with AVENIR_MCP_WRITE=${JSON.stringify(value)} (${era})`, async () => {
        const session = await sessions.open({ era, registry: withWrite, env: value === undefined ? {} : { AVENIR_MCP_WRITE: value } });
        const names = (await session.client.listTools()).tools.map((t) => t.name);
        expect(names).toEqual(registry.filter((e) => e.definition.kind === 'read').map((e) => e.definition.name));
        for (const hidden of registry.filter((e) => e.definition.kind === 'write')) {
          await expect(session.client.callTool({ name: hidden.definition.name, arguments: {} })).rejects.toThrow(/not found/);
        }
        await expect(session.client.callTool({ name: 'zz_write_probe', arguments: {} })).rejects.toThrow(/zz_write_probe not found/);
      });
    }

    it(`lists and runs write tools with AVENIR_MCP_WRITE=1 (${era})`, async () => {
      const session = await sessions.open({ era, registry: withWrite, env: { AVENIR_MCP_WRITE: '1' } });
      const tools = (await session.client.listTools()).tools;
      const probe = tools.find((t) => t.name === 'zz_write_probe');
      // The title as the tool's own and in the annotations (Claude's connector directory reads it there),
      // and a write tool's four hints.
      expect(probe?.title).toBe('Write probe');
      expect(probe?.annotations).toEqual({
        title: 'Write probe',
        readOnlyHint: false,
        destructiveHint: false,
        idempotentHint: true,
        openWorldHint: true,
      });
      const result = await session.client.callTool({ name: 'zz_write_probe', arguments: {} });
      expect(result.structuredContent).toEqual({ done: true });
    });
  }

  it('uses the read-only wording of a description when writes are off', async () => {
    const reader: RegistryEntry = {
      ...writeTool,
      definition: {
        ...writeTool.definition,
        name: 'zz_read_probe',
        kind: 'read',
        annotations: READ_ANNOTATIONS,
        description: 'Reads things. Then call zz_write_probe.',
        variants: [{ sentence: 'Then call zz_write_probe.', without: '', tools: ['zz_write_probe'] }],
      },
    };
    for (const writes of [false, true]) {
      const session = await sessions.open({ registry: [reader, writeTool], env: writes ? { AVENIR_MCP_WRITE: '1' } : {} });
      const listed = (await session.client.listTools()).tools.find((t) => t.name === 'zz_read_probe');
      expect(listed?.description).toBe(writes ? 'Reads things. Then call zz_write_probe.' : 'Reads things.');
    }
  });

  // tools.md (list_payees): with writes on the description points to rename_payee; read-only it sends the
  // user to YNAB's app, and the hidden tool stays unnamed (the test below).
  it('describes list_payees with rename_payee only when writes are on', async () => {
    const described: Record<string, string> = {};
    for (const writes of [false, true]) {
      const session = await sessions.open({ env: writes ? { AVENIR_MCP_WRITE: '1' } : {} });
      described[String(writes)] = (await session.client.listTools()).tools.find((t) => t.name === 'list_payees')?.description ?? '';
    }
    expect(described.true).toContain('rename_payee cleans one up');
    expect(described.false).toContain("Renaming or merging payees is done by the user in YNAB's app.");
    expect(described.false).not.toContain('rename_payee');
  });

  it('lists no description that names a hidden tool', async () => {
    for (const writes of [false, true]) {
      const session = await sessions.open({ env: writes ? { AVENIR_MCP_WRITE: '1' } : {} });
      const listed = (await session.client.listTools()).tools;
      const hidden = registry.map((e) => e.definition.name).filter((n) => !listed.some((t) => t.name === n));
      for (const tool of listed) for (const name of hidden) expect(tool.description ?? '').not.toMatch(new RegExp(`\\b${name}\\b`));
    }
  });
});

describe('what a connector directory checks of tools/list', () => {
  it('gives every tool annotations.title (its own title) and the hints its kind makes meaningful', async () => {
    const session = await sessions.open({ era: 'modern', env: { AVENIR_MCP_WRITE: '1' } });
    const tools = (await session.client.listTools()).tools;
    expect(tools).toHaveLength(registry.length);
    for (const tool of tools) {
      const { definition } = registry.find((e) => e.definition.name === tool.name)!;
      expect(tool.annotations?.title, tool.name).toBe(tool.title);
      // ChatGPT's apps review wants readOnlyHint, destructiveHint and openWorldHint on every tool.
      const hints =
        definition.kind === 'read'
          ? ['readOnlyHint', 'destructiveHint', 'openWorldHint']
          : ['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint'];
      expect(Object.keys(tool.annotations!).sort(), tool.name).toEqual(['title', ...hints].sort());
      expect(tool.annotations?.readOnlyHint, tool.name).toBe(definition.kind === 'read');
      if (definition.kind === 'read') expect(tool.annotations?.destructiveHint, tool.name).toBe(false);
    }
  });
});
