// A person's view of a view: the test host's page (test/views/host) in Debian's Chromium through
// playwright-core, the real server over stdio or HTTP on a fake YNAB holding the demo plan, and the official
// MCP client between them. show() calls a tool as the model would, reads the tool's ui:// resource as a
// host does, and hands both to the page, which embeds the view through the Apps bridge.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Client } from '@modelcontextprotocol/client';
import { chromium, type Browser, type FrameLocator, type Page } from 'playwright-core';
import { FakeYnab } from '../../src/fake-ynab/fake-ynab.ts';
import { serveFakeYnab, type FakeYnabServer } from '../../src/fake-ynab/http.ts';
import { connectHttp, startHttpServer, type HttpProcess } from '../helpers/http-server.ts';
import { connectStdio, type Era } from '../helpers/stdio-client.ts';
import { HOST_OUT } from './global-setup.ts';

export const CHROMIUM = '/usr/bin/chromium';
const FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'];

export type Theme = 'light' | 'dark';
export type Result = { structuredContent?: Record<string, unknown>; content?: { type: string; text?: string }[]; isError?: boolean };

export interface HostOptions {
  transport: 'stdio' | 'http';
  era: Era;
  /** The host asks the server's questions in its own dialog (declares elicitation); false: it cannot ask. */
  asks?: boolean;
  writes?: boolean;
  /** More of the server's environment (AVENIR_MCP_STATEMENT_DIRS for a statement read by path). */
  env?: Record<string, string>;
}

export interface ViewHost {
  page: Page;
  /** The view's document, inside the host's sandboxed frame. */
  view: FrameLocator;
  fake: FakeYnab;
  client: Client;
  /** Every question the server asked through the host, in order. */
  asked: string[];
  /** Requests the browser made anywhere but the host page itself (a view must make none). */
  requests: string[];
  show(tool: string, args: Record<string, unknown>, theme?: Theme): Promise<Result>;
  /** The host switches theme, as when the person changes it while the view is shown. */
  setTheme(theme: Theme): Promise<void>;
  /** The tools the view called through the host, in order. */
  calls(): Promise<string[]>;
  close(): Promise<void>;
}

// window.avenirHost inside page.evaluate: its type is the host page's own declaration (test/views/host/host.ts).
let browser: Promise<Browser> | undefined;
function launch(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: install Debian's chromium (apt-get install -y chromium), as .ci/run does.`);
  return (browser ??= chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS }));
}

export async function closeBrowser(): Promise<void> {
  const b = browser;
  browser = undefined;
  await (await b)?.close();
}

export async function openHost(options: HostOptions): Promise<ViewHost> {
  const fake = new FakeYnab();
  const ynab: FakeYnabServer = await serveFakeYnab(fake);
  const env = { YNAB_API_KEY: 'views-test', AVENIR_MCP_YNAB_URL: ynab.url, AVENIR_MCP_TODAY: '2026-09-25', ...(options.writes === false ? {} : { AVENIR_MCP_WRITE: '1' }), ...options.env };
  const page = await (await launch()).newPage({ viewport: { width: 760, height: 900 } });
  const asked: string[] = [];
  const elicit = options.asks === false ? undefined : async (message: string) => {
    asked.push(message);
    const answer = await page.evaluate((m) => window.avenirHost.ask(m), message);
    return answer === 'accept' ? { action: 'accept' as const, content: { value: true } } : { action: 'decline' as const };
  };
  let http: HttpProcess | undefined;
  let client: Client;
  let closeClient: () => Promise<void>;
  if (options.transport === 'stdio') {
    const session = await connectStdio({ era: options.era, env, ...(elicit ? { elicit } : {}) });
    client = session.client;
    closeClient = () => session.close();
  } else {
    http = await startHttpServer(env, []);
    client = await connectHttp(http.url, http.printedToken!, { era: options.era, ...(elicit ? { elicit } : {}) });
    closeClient = () => client.close();
  }
  const requests: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('about:') && !request.url().startsWith('data:')) requests.push(request.url());
  });
  await page.exposeFunction('hostCallTool', (params: { name: string; arguments: Record<string, unknown> }) => client.callTool(params));
  await page.setContent(readFileSync(join(HOST_OUT, 'index.html'), 'utf8'));
  const host: ViewHost = {
    page,
    view: page.frameLocator('#view'),
    fake,
    client,
    asked,
    requests,
    async show(tool, args, theme = 'light') {
      const result = (await client.callTool({ name: tool, arguments: args })) as Result;
      const listed = (await client.listTools()).tools.find((t) => t.name === tool);
      const uri = (listed?._meta as { ui?: { resourceUri?: string } } | undefined)?.ui?.resourceUri;
      if (!uri) throw new Error(`${tool} names no view in tools/list`);
      const resource = await client.readResource({ uri });
      const html = (resource.contents[0] as { text: string }).text;
      await page.evaluate((shown) => window.avenirHost.show(shown), { html, tool, args, result: result as Record<string, unknown>, theme });
      return result;
    },
    setTheme: (theme) => page.evaluate((t) => window.avenirHost.setTheme(t), theme),
    calls: () => page.evaluate(() => [...window.avenirHost.calls]),
    async close() {
      await page.close();
      await closeClient();
      await http?.stop();
      await ynab.close();
    },
  };
  return host;
}
