// A person's view of a view: the test host's page (test/views/host) in Debian's Chromium through
// playwright-core, the real server over stdio or HTTP on a fake YNAB holding the demo plan, and the official
// MCP client between them, declaring the Apps extension as a host that renders views does. show() calls a tool as the model would, reads the tool's ui:// resource as a
// host does, and hands both to the page, which embeds the view through the Apps bridge. The hosts of a test
// file open one after another on one page (a new page costs Chromium more than the rest of a test's set-up):
// each gets its own fake, server and client, and the page a new host document, its viewport and mouse reset.
import { WRITE_TIMEOUT_MS } from '../../views/shared/write-timeout.ts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Client } from '@modelcontextprotocol/client';
import type { Frame, Page } from 'playwright-core';
import { FakeYnab } from '../../src/fake-ynab/fake-ynab.ts';
import { serveFakeYnab, type FakeYnabServer } from '../../src/fake-ynab/http.ts';
import { connectHttp, startHttpServer, type HttpProcess } from '../helpers/http-server.ts';
import { connectStdio, type Era } from '../helpers/stdio-client.ts';
import { connectInProcess } from '../helpers/in-process.ts';
import { HOST_OUT } from './global-setup.ts';
import { HANG_GUARD_MS } from '../helpers/hang-guard.ts';
import { workerBrowser } from './chromium.ts';
import type { HostSetup } from './host/host.ts';
import type { HostStyles } from './host/styles.ts';

export type Theme = 'light' | 'dark';
export type Result = {
  structuredContent?: Record<string, unknown>;
  content?: { type: string; text?: string }[];
  isError?: boolean;
  _meta?: Record<string, unknown>;
};

export interface HostOptions {
  /** in-process: buildServer over the SDK's in-memory transport, for tests about the view rather than the way it came. */
  transport: 'stdio' | 'http' | 'in-process';
  era: Era;
  /** The host asks the server's questions in its own dialog (declares elicitation); false: it cannot ask. */
  asks?: boolean;
  writes?: boolean;
  /** More of the server's environment (AVENIR_MCP_STATEMENT_DIRS for a statement read by path). */
  env?: Record<string, string>;
  /** The host's style variables: light-dark() values as the spec recommends (default), or one hex per theme. */
  styles?: HostStyles;
  /** The host declares serverTools (default true): it passes the view's tool calls on to the server. */
  serverTools?: boolean;
  /** The frame's width (default 720 px). */
  width?: number;
  /** Tools whose calls the host forwards but whose answers it loses (the view gets an error). */
  loseAnswers?: string[];
  /** The host offers fullscreen (availableDisplayModes) and grants a view's request for it. */
  fullscreen?: boolean;
  /** Playwright's fake clock in the page and the view: the test moves time (page.clock) instead of waiting. */
  clock?: boolean;
}

export interface ViewHost {
  page: Page;
  /**
   * The view's document, inside the host's sandboxed frame: the frame of the last show(). Playwright's
   * frameLocator('#view') finds that frame again on every action, which cost Chromium 7 times what the action
   * did; the host replaces its frame only in show(), so the frame found then is the one every later action means.
   */
  readonly view: Frame;
  fake: FakeYnab;
  client: Client;
  /** Every question the server asked through the host, in order. */
  asked: string[];
  /** Requests the browser made anywhere but the host page itself (a view must make none). */
  requests: string[];
  /** Content Security Policy violations reported in the view (securitypolicyviolation): close() fails on any. */
  violations: string[];
  /** `reshape` changes the answer the host hands the view (a host that passes on only the text block). */
  /**
   * A server's first review answers before the year's history is read (suggestions_pending): show() then
   * asks again, as an assistant does (classify guide), unless `firstLook` is set.
   */
  show(
    tool: string,
    args: Record<string, unknown>,
    theme?: Theme,
    reshape?: (result: Result) => Result,
    options?: { firstLook?: boolean },
  ): Promise<Result>;
  /** The host page's background (sRGB), what shows behind the view's transparent frame. */
  backdrop(): Promise<number[]>;
  /** The host switches theme, as when the person changes it while the view is shown. */
  setTheme(theme: Theme): Promise<void>;
  /** The tools the view called through the host, in order. */
  calls(): Promise<string[]>;
  /** The host sends ui/resource-teardown: 'answered', or the view's error. */
  teardown(): Promise<string>;
  /** The host sends the last answer again into the same frame (after a teardown, a frame reused). */
  resendResult(): Promise<void>;
  close(): Promise<void>;
}

// window.avenirHost inside page.evaluate: its type is the host page's own declaration (test/views/host/host.ts).

/**
 * What one host's test reads of the page it is shown in: the page's events and the view's tool calls go to
 * the host open on it, and to no other.
 */
interface Listener {
  client: Client;
  requests: string[];
  violations: string[];
}

/** A page with the host's instruments, and the host currently open on it (none between tests). */
interface HostPage {
  page: Page;
  listener: Listener | undefined;
}

/** A new page with the instruments every host needs, reporting to whichever host is open on it. */
async function newHostPage(): Promise<HostPage> {
  const page = await (await workerBrowser()).newPage({ viewport: VIEWPORT });
  const hostPage: HostPage = { page, listener: undefined };
  // Playwright's 30 s per action is a guess of the machine's speed: a wait here ends on what it waits for.
  page.setDefaultTimeout(HANG_GUARD_MS);
  page.on('request', (request) => {
    if (!request.url().startsWith('about:') && !request.url().startsWith('data:')) hostPage.listener?.requests.push(request.url());
  });
  // In every frame, the view's too: a violation is reported even when the page catches what was refused.
  await page.exposeFunction('hostCspViolation', (text: string) => void hostPage.listener?.violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (e) =>
        void (window as unknown as { hostCspViolation(t: string): void }).hostCspViolation(
          `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
        ),
    );
  });
  // A host passes the view's call on with a time limit of its own: longer than the server's question, as the views' own.
  await page.exposeFunction('hostCallTool', (params: { name: string; arguments: Record<string, unknown> }) => {
    if (!hostPage.listener) throw new Error(`${params.name} called after its host closed`);
    return hostPage.listener.client.callTool(params, { timeout: WRITE_TIMEOUT_MS });
  });
  return hostPage;
}

const VIEWPORT = { width: 760, height: 900 };
/** The page the hosts of a test file share, one after the other; closeHostPage closes it after the file. */
let sharedPage: Promise<HostPage> | undefined;

export async function closeHostPage(): Promise<void> {
  const shared = sharedPage;
  sharedPage = undefined;
  await (await shared)?.page.close();
}

export async function openHost(options: HostOptions): Promise<ViewHost> {
  const fake = new FakeYnab();
  const ynab: FakeYnabServer = await serveFakeYnab(fake);
  const env = {
    YNAB_API_KEY: 'views-test',
    AVENIR_MCP_YNAB_URL: ynab.url,
    AVENIR_MCP_TODAY: '2026-09-25',
    ...(options.writes === false ? {} : { AVENIR_MCP_WRITE: '1' }),
    ...options.env,
  };
  // The shared page, unless the test installs Playwright's clock (for good, so on a page of its own) or the
  // shared one holds another host still open.
  const shared = options.clock ? undefined : await (sharedPage ??= newHostPage());
  const hostPage = shared && !shared.listener ? shared : await newHostPage();
  const own = hostPage !== shared;
  const { page } = hostPage;
  const asked: string[] = [];
  const elicit =
    options.asks === false
      ? undefined
      : async (message: string) => {
          asked.push(message);
          const answer = await page.evaluate((m) => window.avenirHost.ask(m), message);
          return answer === 'accept' ? { action: 'accept' as const, content: { value: true } } : { action: 'decline' as const };
        };
  let http: HttpProcess | undefined;
  let client: Client;
  let closeClient: () => Promise<void>;
  if (options.transport === 'in-process') {
    const session = await connectInProcess({ era: options.era, env, fake, apps: true, ynabUrl: ynab.url, ...(elicit ? { elicit } : {}) });
    client = session.client;
    closeClient = () => session.close();
  } else if (options.transport === 'stdio') {
    const session = await connectStdio({ era: options.era, env, apps: true, ...(elicit ? { elicit } : {}) });
    client = session.client;
    closeClient = () => session.close();
  } else {
    http = await startHttpServer(env, []);
    client = await connectHttp(http.url, http.printedToken!, { era: options.era, apps: true, ...(elicit ? { elicit } : {}) });
    closeClient = () => client.close();
  }
  const requests: string[] = [];
  const violations: string[] = [];
  hostPage.listener = { client, requests, violations };
  // As a new page has it: the viewport (a screenshot changes it), the mouse in the corner, and a new host document.
  if (page.viewportSize()?.width !== VIEWPORT.width || page.viewportSize()?.height !== VIEWPORT.height)
    await page.setViewportSize(VIEWPORT);
  await page.mouse.move(0, 0);
  if (options.clock) await page.clock.install();
  await page.setContent(readFileSync(join(HOST_OUT, 'index.html'), 'utf8'));
  const setup = {
    styles: options.styles ?? 'light-dark',
    serverTools: options.serverTools ?? true,
    width: options.width ?? 720,
    loseAnswers: options.loseAnswers ?? [],
    fullscreen: options.fullscreen ?? false,
  } satisfies HostSetup;
  let view: Frame | undefined;
  const host: ViewHost = {
    page,
    get view() {
      if (!view) throw new Error('no view shown yet: call show() first');
      return view;
    },
    fake,
    client,
    asked,
    requests,
    violations,
    async show(tool, args, theme = 'light', reshape = (r) => r, { firstLook = false } = {}) {
      const call = async () => (await client.callTool({ name: tool, arguments: args })) as Result;
      let result = await call();
      if (!firstLook && (result.structuredContent as { suggestions_pending?: boolean } | undefined)?.suggestions_pending)
        result = await call();
      const listed = (await client.listTools()).tools.find((t) => t.name === tool);
      const uri = (listed?._meta as { ui?: { resourceUri?: string } } | undefined)?.ui?.resourceUri;
      if (!uri) throw new Error(`${tool} names no view in tools/list`);
      const resource = await client.readResource({ uri });
      const html = (resource.contents[0] as { text: string }).text;
      await page.evaluate((shown) => window.avenirHost.show(shown), {
        html,
        tool,
        args,
        result: reshape(result) as Record<string, unknown>,
        theme,
        setup,
      });
      // The frame is in the document and its view initialised: show() resolved once the view said so.
      const element = await page.$('#view');
      view = (await element?.contentFrame()) ?? undefined;
      await element?.dispose();
      if (!view) throw new Error(`the host shows no frame for ${tool}`);
      return result;
    },
    backdrop: async () =>
      (await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).match(/\d+/g)!.slice(0, 3).map(Number),
    setTheme: (theme) => page.evaluate((t) => window.avenirHost.setTheme(t), theme),
    calls: () => page.evaluate(() => [...window.avenirHost.calls]),
    teardown: () => page.evaluate(() => window.avenirHost.teardown()),
    resendResult: () => page.evaluate(() => window.avenirHost.resendResult()),
    async close() {
      // The host document and its view go as with a closed page; the shared page waits for the next host.
      if (own) await page.close();
      else {
        await page.goto('about:blank');
        hostPage.listener = undefined;
      }
      await closeClient();
      await http?.stop();
      await ynab.close();
      if (violations.length > 0) throw new Error(`The view filed Content Security Policy violations: ${violations.join('; ')}`);
    },
  };
  return host;
}
