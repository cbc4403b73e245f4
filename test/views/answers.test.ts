// A view changes no answer: for each tool with a view, a client without MCP Apps gets exactly the answer it got
// before views existed (the committed snapshot, written before the first view), and a client that declares the
// extension gets the same content and structured answer, its _meta adding the plan's currency for the view;
// tools/list names each view's resource, and the resource is the built page.
import { existsSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { registry } from '../../generated/registry.ts';
import { connectInProcess, type InProcessSession } from '../helpers/in-process.ts';
import { EXTENSION_ID, RESOURCE_MIME_TYPE } from '@modelcontextprotocol/ext-apps/server';
import { UI_EXTENSION_ID, VIEW_MIME_TYPE, viewFile } from '../../src/mcp/register-views.ts';
import { DEMO_STATEMENT } from './expected.ts';
import { CURRENCY_META } from '../../src/mcp/view-currency.ts';
import { REQUESTS_META } from '../../src/mcp/run-tool.ts';
import { CURRENCY_META as VIEW_CURRENCY_META } from '../../views/shared/format.ts';

export const VIEW_CALLS: Record<string, Record<string, unknown>> = {
  suggest_categories: { plan_id: 'demo-budget' },
  forecast_balance: { plan_id: 'demo-budget', until: '2027-03' },
  get_net_worth_trend: { plan_id: 'demo-budget', months_count: 12 },
  get_spending_trends: { plan_id: 'demo-budget', months_count: 6 },
  get_monthly_summary: { plan_id: 'demo-budget', month: '2026-09-01' },
  match_statement: { plan_id: 'demo-budget', account_id: 'acc-checking', content: DEMO_STATEMENT },
};

const withView = registry.filter((e) => e.definition.view).map((e) => e.definition);

let sessions: InProcessSession[] = [];
afterEach(async () => {
  for (const s of sessions) await s.close();
  sessions = [];
});
const open = async (era: 'legacy' | 'modern', apps: boolean) => {
  const session = await connectInProcess({ era, apps, env: { AVENIR_MCP_WRITE: '1' } });
  sessions.push(session);
  return session.client;
};

it('covers every tool with a view', () => {
  expect(withView.map((d) => d.name).sort()).toEqual(Object.keys(VIEW_CALLS).sort());
});

describe.each(['legacy', 'modern'] as const)('answers of the tools with a view (%s era)', (era) => {
  it.each(Object.keys(VIEW_CALLS))('%s: the same answer with and without MCP Apps; only _meta adds the plan’s currency', async (name) => {
    const args = VIEW_CALLS[name];
    const plain = await (await open(era, false)).callTool({ name, arguments: args });
    await expect(JSON.stringify(plain, null, 2)).toMatchFileSnapshot(`../snapshots/answers/${name}.${era}.json`);
    const { _meta: appsMeta, ...apps } = await (await open(era, true)).callTool({ name, arguments: args });
    const { _meta: plainMeta, ...rest } = plain;
    expect(JSON.stringify(apps)).toBe(JSON.stringify(rest));
    expect(plainMeta?.[CURRENCY_META]).toBeUndefined();
    expect(appsMeta?.[CURRENCY_META]).toEqual({ iso_code: 'EUR', decimal_digits: 2 });
    // The plan directory, read once in this fresh process for the currency, unless the tool reads it anyway
    // (forecast_balance and match_statement, for the plan's decimals): then that one read serves both.
    const readsDirectory = name === 'forecast_balance' || name === 'match_statement';
    expect(appsMeta?.[REQUESTS_META]).toBe((plainMeta?.[REQUESTS_META] as number) + (readsDirectory ? 0 : 1));
  });
});

describe('the plan’s currency in _meta', () => {
  it('is the key the views read', () => {
    expect(VIEW_CURRENCY_META).toBe(CURRENCY_META);
  });

  it('is not read again once the process holds the plan directory, and is given to no tool without a view', async () => {
    const client = await open('modern', true);
    await client.callTool({ name: 'get_monthly_summary', arguments: VIEW_CALLS.get_monthly_summary });
    const again = await client.callTool({ name: 'get_monthly_summary', arguments: VIEW_CALLS.get_monthly_summary });
    expect(again._meta?.[CURRENCY_META]).toEqual({ iso_code: 'EUR', decimal_digits: 2 });
    const viewless = await client.callTool({ name: 'list_accounts', arguments: { plan_id: 'demo-budget' } });
    expect(viewless.isError).toBeFalsy();
    expect(viewless._meta?.[CURRENCY_META]).toBeUndefined();
  });

  it('names the currency of last-used too, and none for a plan the directory lacks (the tool’s own refusal stands)', async () => {
    const client = await open('legacy', true);
    const lastUsed = await client.callTool({
      name: 'get_monthly_summary',
      arguments: { ...VIEW_CALLS.get_monthly_summary, plan_id: 'last-used' },
    });
    expect(lastUsed._meta?.[CURRENCY_META]).toEqual({ iso_code: 'EUR', decimal_digits: 2 });
    const unknown = await client.callTool({
      name: 'get_monthly_summary',
      arguments: { ...VIEW_CALLS.get_monthly_summary, plan_id: 'no-such-plan' },
    });
    expect(unknown.isError).toBe(true);
    expect(unknown._meta?.[CURRENCY_META]).toBeUndefined();
  });
});

describe('the Apps extension, declared (a host renders views only when both sides declare it)', () => {
  it.each(['legacy', 'modern'] as const)("in the %s era: io.modelcontextprotocol/ui with the views' MIME type", async (era) => {
    const session = await connectInProcess({ era, apps: true });
    sessions.push(session);
    expect(UI_EXTENSION_ID).toBe(EXTENSION_ID);
    expect(session.client.getServerCapabilities()?.extensions).toEqual({ [EXTENSION_ID]: { mimeTypes: [RESOURCE_MIME_TYPE] } });
  });

  it('not when the toolsets list no tool with a view', async () => {
    const session = await connectInProcess({ era: 'modern', env: { AVENIR_MCP_TOOLSETS: 'undo,transactions' } });
    sessions.push(session);
    expect(session.client.getServerCapabilities()?.extensions).toBeUndefined();
  });
});

describe('view resources', () => {
  it('lists each view in its tool, and serves the built page as text/html;profile=mcp-app', async () => {
    const client = await open('modern', true);
    const tools = (await client.listTools()).tools;
    for (const definition of withView) {
      const view = definition.view!;
      const listed = tools.find((t) => t.name === definition.name)!;
      expect(listed._meta).toEqual({ ui: { resourceUri: view.uri } });
      const read = await client.readResource({ uri: view.uri });
      const content = read.contents[0] as { mimeType: string; text: string; _meta: unknown };
      expect(VIEW_MIME_TYPE).toBe(RESOURCE_MIME_TYPE);
      expect(content.mimeType).toBe(RESOURCE_MIME_TYPE);
      expect(content.text).toBe(readFileSync(viewFile(view.name)!, 'utf8'));
      // views/build-page.ts writes the policy first in the head.
      expect(content.text).toMatch(/<head>\s*<meta http-equiv="Content-Security-Policy" content="default-src 'none';/);
      expect(content._meta).toMatchObject({ ui: { csp: { connectDomains: [], resourceDomains: [] } } });
    }
    const resources = (await client.listResources()).resources.filter((r) => r.uri.startsWith('ui://'));
    expect(resources.map((r) => r.uri).sort()).toEqual(withView.map((d) => d.view!.uri).sort());
  });

  it('has the screenshots the tool pages and the views guide show, in both themes, 1000 px and 360 px (npm run screenshots)', () => {
    for (const definition of withView) {
      for (const file of ['light', 'dark', 'light-360', 'dark-360'])
        expect(
          existsSync(new URL(`../../docs/views/${definition.view!.name}-${file}.png`, import.meta.url)),
          `${definition.view!.name}-${file}.png`,
        ).toBe(true);
    }
  });

  it('lists no view whose tool is hidden', async () => {
    const session = await connectInProcess({ era: 'modern', env: { AVENIR_MCP_TOOLSETS: 'classify' } });
    sessions.push(session);
    const uris = (await session.client.listResources()).resources.map((r) => r.uri).filter((u) => u.startsWith('ui://'));
    expect(uris).toEqual(withView.filter((d) => d.group === 'classify').map((d) => d.view!.uri));
  });
});
