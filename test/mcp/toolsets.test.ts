// Pins the toolsets (AVENIR_MCP_TOOLSETS): the start refuses an unknown name and lists the valid ones; a
// server lists only its toolsets' tools, refuses the others' calls exactly as an unknown tool's, and no
// text it sends (descriptions, parameter descriptions, instructions, guide, prompts) names a tool it does
// not list — for each toolset alone, writes on and off.
import { describe, expect, it } from 'vitest';
import { registry } from '../../generated/registry.ts';
import { toolsets } from '../../generated/toolsets.ts';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { connectInProcess } from '../helpers/in-process.ts';
import { perTest } from '../helpers/lifetimes.ts';

const ALL = registry.map((e) => e.definition.name);
const NAMES = toolsets.map((t) => t.name);
const named = (text: string): string[] => ALL.filter((name) => new RegExp(`\\b${name}\\b`).test(text));

const sessions = perTest(connectInProcess, (s) => s.close());

describe('AVENIR_MCP_TOOLSETS', () => {
  it('selects every toolset when unset or empty', () => {
    for (const value of [undefined, '', ' , ']) {
      expect(loadConfig(value === undefined ? {} : { AVENIR_MCP_TOOLSETS: value }, { demo: false }).toolsets).toEqual(NAMES);
    }
  });

  it('reads names separated by commas, case and spaces ignored, in the declared order', () => {
    expect(loadConfig({ AVENIR_MCP_TOOLSETS: ' Undo, budget ,budget' }, { demo: false }).toolsets).toEqual(['budget', 'undo']);
  });

  it('stops the start on an unknown name, listing every toolset with what it holds', () => {
    const run = () => loadConfig({ AVENIR_MCP_TOOLSETS: 'budget,payments' }, { demo: false });
    expect(run).toThrow(ConfigError);
    expect(run).toThrow(
      /^AVENIR_MCP_TOOLSETS names "payments", which is not a toolset: list toolsets separated by commas, among budget \(/,
    );
    for (const t of toolsets) expect(run).toThrow(`${t.name} (${t.description.replace(/\.$/, '')})`);
    expect(run).toThrow(/; or unset it for all of them\.$/);
  });

  it('reads names separated by spaces too (issue #29 item 7)', () => {
    expect(loadConfig({ AVENIR_MCP_TOOLSETS: 'planning  classify\tbudget' }, { demo: false }).toolsets).toEqual([
      'budget',
      'classify',
      'planning',
    ]);
  });

  it('suggests the toolset a typo was most likely meant to be', () => {
    const refusal = (value: string) => {
      try {
        loadConfig({ AVENIR_MCP_TOOLSETS: value }, { demo: false });
      } catch (error) {
        return (error as Error).message;
      }
      return 'accepted';
    };
    expect(refusal('budegt,clasify')).toMatch(
      /^AVENIR_MCP_TOOLSETS names "budegt" \(did you mean budget\?\), "clasify" \(did you mean classify\?\), which are not toolsets:/,
    );
    expect(refusal('plan')).toMatch(/^AVENIR_MCP_TOOLSETS names "plan" \(did you mean planning\?\), which is not a toolset:/);
    expect(refusal('transaction')).toMatch(/"transaction" \(did you mean transactions\?\)/);
    expect(refusal('payments')).toMatch(/^AVENIR_MCP_TOOLSETS names "payments", which is not a toolset:/);
  });

  it('reads the old name accounts as reconcile, with a warning that says why it changed', () => {
    const config = loadConfig({ AVENIR_MCP_TOOLSETS: 'accounts' }, { demo: false });
    expect(config.toolsets).toEqual(['reconcile']);
    expect(config.warnings).toEqual([
      'AVENIR_MCP_TOOLSETS names "accounts", which is now called "reconcile" (it holds reconcile_account, match_statement and apply_statement; list_accounts is in "budget"): write reconcile instead; the selection is the same.',
    ]);
  });

  it('warns when the selection lists no tool: undo alone while read-only', () => {
    expect(loadConfig({ AVENIR_MCP_TOOLSETS: 'undo' }, { demo: false }).warnings).toEqual([
      'AVENIR_MCP_TOOLSETS is "undo", which lists no tool while the server is read-only: undo holds write tools only. Set AVENIR_MCP_WRITE=1, or add a toolset with read tools (budget, for one).',
    ]);
    expect(loadConfig({ AVENIR_MCP_TOOLSETS: 'undo', AVENIR_MCP_WRITE: '1' }, { demo: false }).warnings).toEqual([]);
    expect(loadConfig({ AVENIR_MCP_TOOLSETS: 'undo,planning' }, { demo: false }).warnings).toEqual([]);
    for (const t of toolsets)
      expect(loadConfig({ AVENIR_MCP_TOOLSETS: t.name }, { demo: false }).warnings.length, t.name).toBe(t.reads === 0 ? 1 : 0);
  });

  it('declares every group a tool names, each with a description', () => {
    expect(new Set(registry.map((e) => e.definition.group))).toEqual(new Set(NAMES));
    for (const t of toolsets) expect(t.description.length).toBeGreaterThan(10);
  });
});

describe('a server with some toolsets', () => {
  const cases: { sets: string; writes: boolean }[] = [
    ...NAMES.flatMap((name) => [true, false].map((writes) => ({ sets: name, writes }))),
    { sets: 'budget,transactions', writes: true },
    { sets: 'classify,undo', writes: true },
  ];

  for (const { sets, writes } of cases) {
    it(`lists only the tools of ${sets}, writes ${writes ? 'on' : 'off'}, and names no other tool`, async () => {
      const chosen = sets.split(',');
      const session = await sessions.open({ env: { AVENIR_MCP_TOOLSETS: sets, ...(writes ? { AVENIR_MCP_WRITE: '1' } : {}) } });
      const { client } = session;
      const listed = (await client.listTools()).tools;
      const expected = registry
        .filter((e) => chosen.includes(e.definition.group) && (writes || e.definition.kind === 'read'))
        .map((e) => e.definition.name);
      expect(listed.map((t) => t.name)).toEqual(expected);
      const shown = new Set(expected);
      const notShown = (text: string) => named(text).filter((name) => !shown.has(name));

      for (const tool of listed) {
        expect(notShown(tool.description ?? ''), `${tool.name} description`).toEqual([]);
        expect(notShown(JSON.stringify(tool.inputSchema)), `${tool.name} input schema`).toEqual([]);
      }
      expect(notShown(client.getInstructions() ?? ''), 'instructions').toEqual([]);
      const guide = await client.readResource({ uri: 'avenir-mcp://guide' });
      expect(notShown(JSON.stringify(guide.contents)), 'guide').toEqual([]);
      const { prompts } = await client.listPrompts();
      expect(notShown(JSON.stringify(prompts)), 'prompts/list').toEqual([]);
      const args: Record<string, string> = { plan_id: 'demo-budget', account_id: 'acc-checking', bank_balance: '10' };
      for (const prompt of prompts) {
        const got = await client.getPrompt({
          name: prompt.name,
          arguments: Object.fromEntries((prompt.arguments ?? []).map((a) => [a.name, args[a.name] ?? 'current'])),
        });
        expect(notShown(JSON.stringify(got.messages)), `prompt ${prompt.name}`).toEqual([]);
      }
    });
  }

  it('refuses a hidden tool exactly as an unknown one, in both eras', async () => {
    for (const era of ['legacy', 'modern'] as const) {
      const session = await sessions.open({ era, env: { AVENIR_MCP_TOOLSETS: 'planning', AVENIR_MCP_WRITE: '1' } });
      const refusal = async (name: string) => {
        try {
          await session.client.callTool({ name, arguments: { plan_id: 'demo-budget' } });
        } catch (error) {
          return String((error as Error).message).replaceAll(name, '<tool>');
        }
        throw new Error(`${name} was not refused`);
      };
      const unknown = await refusal('zz_no_such_tool');
      expect(unknown).toMatch(/not found/);
      for (const hidden of registry.filter((e) => e.definition.group !== 'planning'))
        expect(await refusal(hidden.definition.name)).toBe(unknown);
    }
  });
});
