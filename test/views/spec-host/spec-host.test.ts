// The six views in an independent MCP Apps host written from the specification (2026-01-26) rather than from
// the project's test host: a hand-written JSON-RPC-over-postMessage bridge (host.js), the view served from a
// second loopback origin with a Content-Security-Policy header built from its _meta.ui.csp (origins.ts), in
// an iframe sandboxed to allow-scripts only, host style variables written with light-dark(). The real server
// over stdio, on the fake YNAB, through the official MCP client.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Frame, Page } from 'playwright-core';
import type { Client } from '@modelcontextprotocol/client';
import { FakeYnab } from '../../../src/fake-ynab/fake-ynab.ts';
import { serveFakeYnab, type FakeYnabServer } from '../../../src/fake-ynab/http.ts';
import { connectStdio, type Era, type StdioSession } from '../../helpers/stdio-client.ts';
import { VIEW_CALLS, money } from '../expected.ts';
import { workerBrowser } from '../chromium.ts';
import { startOrigins, type Origins, type UiCsp } from './origins.ts';
import { HANG_GUARD_MS } from '../../helpers/hang-guard.ts';

const PLAN = 'demo-budget';
const env = (ynab: FakeYnabServer) => ({
  YNAB_API_KEY: 'x',
  AVENIR_MCP_YNAB_URL: ynab.url,
  AVENIR_MCP_TODAY: '2026-09-25',
  AVENIR_MCP_WRITE: '1',
});

type Result = { structuredContent?: Record<string, any>; content?: unknown[]; isError?: boolean; _meta?: Record<string, unknown> };
interface Prepared {
  tool: string;
  args: Record<string, unknown>;
  toolDef: Record<string, unknown>;
  result: Result;
  html: string;
  csp: UiCsp | undefined;
}
type Theme = 'light' | 'dark';
type Modes = ('inline' | 'fullscreen')[];

interface HostState {
  log: { dir: 'in' | 'out'; msg: { id?: unknown; method?: string; params?: any; result?: unknown; error?: unknown } }[];
  sizes: { width?: number; height?: number; displayMode: string }[];
  displayModeRequests: { mode: string }[];
  calls: string[];
  initialized: boolean;
  initializeParams: { protocolVersion?: string } | null;
}

/** What each view is meant to show of its answer: the key figures, in EUR as en-GB writes them (or counts). */
function figures(tool: string, sc: Record<string, any>): string[] {
  switch (tool) {
    case 'get_monthly_summary':
      return [
        money(sc.income),
        money(sc.budgeted),
        money(sc.activity),
        money(sc.ready_to_assign),
        ...sc.overspent.map((c: { balance: number }) => money(c.balance)),
      ];
    case 'get_net_worth_trend':
      return [money(sc.first_net_worth), money(sc.last_net_worth)];
    case 'forecast_balance': {
      const lowest = Math.min(...sc.months.map((m: { lowest: number }) => m.lowest));
      return [money(sc.start_balance), money(lowest)];
    }
    case 'suggest_categories':
      return [`Pending transactions: ${sc.pending_count}`, ...sc.items.map((i: { amount: number }) => money(i.amount))];
    case 'match_statement':
      return [
        money(sc.statement.opening_balance),
        money(sc.statement.closing_balance),
        money(sc.balance.ynab),
        money(sc.balance.difference),
        // Its counts, as the summary states them.
        `${sc.counts.matched} matched`,
        `${sc.counts.missing} missing from YNAB`,
        `${sc.counts.extra} not on the statement`,
        `${sc.counts.disagreements} amount disagreement`,
      ];
    case 'get_spending_trends': {
      const last = sc.months.at(-1);
      return sc.categories.map((c: { amounts: { month: string; amount: number }[] }) =>
        money(c.amounts.find((a) => a.month === last)?.amount ?? 0),
      );
    }
    default:
      throw new Error(`no figures for ${tool}`);
  }
}

let page: Page;
let origins: Origins;
let ynab: FakeYnabServer;
let session: StdioSession;
const prepared = new Map<string, Prepared>();
/** Per render: CSP violations inside the frame, console errors anywhere, requests the browser made. */
const seen = {
  violations: [] as string[],
  consoleErrors: [] as string[],
  pageErrors: [] as string[],
  requests: [] as { url: string; frame: string }[],
};

async function prepare(client: Client, tool: string, args: Record<string, unknown>): Promise<Prepared> {
  const call = async () => (await client.callTool({ name: tool, arguments: args })) as Result;
  let result = await call();
  // A server's first review answers before the history (suggestions_pending): an assistant asks again.
  if ((result.structuredContent as { suggestions_pending?: boolean } | undefined)?.suggestions_pending) result = await call();
  const toolDef = (await client.listTools()).tools.find((t) => t.name === tool)! as unknown as Record<string, unknown>;
  const uri = (toolDef._meta as { ui?: { resourceUri?: string } }).ui!.resourceUri!;
  const content = (await client.readResource({ uri })).contents[0] as { text: string; mimeType: string; _meta?: { ui?: { csp?: UiCsp } } };
  expect(content.mimeType).toBe('text/html;profile=mcp-app');
  return { tool, args, toolDef, result, html: content.text, csp: content._meta?.ui?.csp };
}

async function openPage(): Promise<Page> {
  const p = await (await workerBrowser()).newPage({ viewport: { width: 1100, height: 900 } });
  p.setDefaultTimeout(HANG_GUARD_MS);
  await p.exposeFunction('specHostViolation', (text: string) => void seen.violations.push(text));
  // Runs in every frame, the cross-origin sandboxed view's too (Playwright's init scripts are not subject to CSP).
  await p.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (e) =>
        void (window as unknown as { specHostViolation(t: string): void }).specHostViolation(
          `${location.origin} ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
        ),
    );
  });
  p.on('console', (m) => {
    if (m.type() === 'error') seen.consoleErrors.push(`${m.location().url}: ${m.text()}`);
  });
  p.on('pageerror', (e) => void seen.pageErrors.push(e.message));
  p.on('request', (r) => void seen.requests.push({ url: r.url(), frame: r.frame().url() }));
  await p.goto(origins.hostUrl);
  return p;
}

const hostState = () => page.evaluate(() => (window as unknown as { specHost: { state: HostState } }).specHost.state) as Promise<HostState>;
const viewFrame = (): Frame => {
  const frame = page.frames().find((f) => f.url().startsWith(origins.sandboxOrigin));
  if (!frame) throw new Error('no view frame');
  return frame;
};

async function show(p: Prepared, theme: Theme, width: number, modes: Modes): Promise<string> {
  seen.violations.length = 0;
  seen.consoleErrors.length = 0;
  seen.pageErrors.length = 0;
  seen.requests.length = 0;
  const url = origins.publish(p.html, p.csp);
  await page.evaluate((shown) => (window as unknown as { specHost: { show(s: unknown): void } }).specHost.show(shown), {
    url,
    toolDef: p.toolDef,
    args: p.args,
    result: p.result,
    theme,
    width,
    modes,
    csp: p.csp,
  });
  // Not expect.poll: show() also runs in beforeAll, outside a test (whose own time limit bounds this wait).
  while (!(await hostState()).initialized) await page.waitForTimeout(100);
  return url;
}

async function settle(): Promise<void> {
  // Sizes arrive from a ResizeObserver: wait until none has come for 400 ms.
  let last = -1;
  for (let i = 0; i < 40; i++) {
    const n = (await hostState()).sizes.length;
    if (n === last && n > 0) return;
    last = n;
    await page.waitForTimeout(400);
  }
}

beforeAll(async () => {
  origins = await startOrigins();
  ynab = await serveFakeYnab(new FakeYnab());
  session = await connectStdio({ era: 'modern', env: env(ynab), apps: true });
  for (const call of VIEW_CALLS) prepared.set(call.tool, await prepare(session.client, call.tool, call.args));
  origins.onCall = (params) => session.client.callTool(params);
  page = await openPage();
});

afterAll(async () => {
  await page?.close();
  await session?.close();
  await ynab?.close();
  await origins?.close();
});

describe('the sandbox origin', () => {
  it("serves each view with the spec's CSP built from _meta.ui.csp (all lists empty here)", () => {
    for (const p of prepared.values())
      expect(p.csp, p.tool).toEqual({ connectDomains: [], resourceDomains: [], frameDomains: [], baseUriDomains: [] });
    const url = origins.publish('<!doctype html><p>x</p>', prepared.get('get_monthly_summary')!.csp);
    const header = origins.headers.get(new URL(url).pathname)!;
    expect(header).toBe(
      "default-src 'none'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; media-src 'self' data:; connect-src 'none'; frame-src 'none'; object-src 'none'; base-uri 'self'",
    );
  });
});

describe('the instruments (a control page that breaks the policy on purpose)', () => {
  it('see a CSP violation, its console error and the blocked request inside the sandboxed frame', async () => {
    const html = `<!doctype html><html><body><p>control</p><script>
      fetch('${origins.hostUrl}call').catch(() => {});
      try { eval('1'); } catch (e) {}
      const img = new Image(); img.src = 'http://127.0.0.1:9/x.png';
    </script></body></html>`;
    seen.violations.length = 0;
    seen.consoleErrors.length = 0;
    seen.requests.length = 0;
    const url = origins.publish(html, { connectDomains: [], resourceDomains: [], frameDomains: [], baseUriDomains: [] });
    await page.evaluate((shown) => (window as unknown as { specHost: { show(s: unknown): void } }).specHost.show(shown), {
      url,
      toolDef: { name: 'control' },
      args: {},
      result: {},
      theme: 'light',
      width: 360,
      modes: ['inline'],
      csp: {},
    });
    await expect.poll(() => seen.violations.length).toBeGreaterThanOrEqual(3);
    expect(seen.violations.join('\n')).toMatch(/connect-src/);
    expect(seen.violations.join('\n')).toMatch(/script-src/);
    expect(seen.violations.join('\n')).toMatch(/img-src/);
    expect(seen.consoleErrors.join('\n')).toMatch(/Content Security Policy/);
    expect(await viewFrame().evaluate(() => origin)).toBe('null');
    await page.evaluate(() => (window as unknown as { specHost: { remove(): void } }).specHost.remove());
  });
});

const THEMES: Theme[] = ['light', 'dark'];
// Each width with one set of modes, which keeps the file under a minute: a wide host offering only inline,
// a narrow one offering fullscreen too (a phone's). The full 2 × 2 × 2 matrix passed too (268 checks).
const FRAMES: [number, Modes][] = [
  [1000, ['inline']],
  [360, ['inline', 'fullscreen']],
];

for (const { tool } of VIEW_CALLS) {
  for (const theme of THEMES) {
    for (const [width, modes] of FRAMES) {
      describe.sequential(`${tool}, ${theme}, ${width} px, modes ${modes.join('+')}`, () => {
        let url = '';
        beforeAll(async () => {
          url = await show(prepared.get(tool)!, theme, width, modes);
          await settle();
        });

        it('completes ui/initialize with the hand-written bridge and shows the key figures in EUR', async () => {
          const state = await hostState();
          expect(state.initializeParams?.protocolVersion).toBe('2026-01-26');
          const p = prepared.get(tool)!;
          const wanted = figures(tool, p.result.structuredContent!);
          const frame = viewFrame();
          await expect
            .poll(async () => {
              const text = await frame.evaluate(() => document.body.textContent);
              return wanted.filter((w) => !text.includes(w));
            })
            .toEqual([]);
          // Follows the theme the host named: its color-scheme, so the light-dark() variables resolve to that theme.
          expect(await frame.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(theme);
        });

        it('files no CSP violation, logs no console error, and makes no request beyond its own document', async () => {
          expect(seen.violations).toEqual([]);
          expect(seen.consoleErrors).toEqual([]);
          expect(seen.pageErrors).toEqual([]);
          const fromFrame = seen.requests.filter(
            (r) => r.frame.startsWith(origins.sandboxOrigin) || r.url.startsWith(origins.sandboxOrigin),
          );
          expect(fromFrame.map((r) => r.url)).toEqual([url]);
          const elsewhere = seen.requests.filter((r) => !r.url.startsWith(origins.sandboxOrigin) && !r.url.startsWith(origins.hostUrl));
          expect(elsewhere).toEqual([]);
          // What the sandbox origin itself received for this view: its document, once.
          const path = new URL(url).pathname;
          expect(origins.sandboxRequests.filter((r) => r.endsWith(path) || !/^GET \/view\/\d+$/.test(r))).toEqual([`GET ${path}`]);
        });

        it('reports an inline size of at most 500 px high and has a transparent html/body background', async () => {
          const state = await hostState();
          const inline = state.sizes.filter((s) => s.displayMode === 'inline' && typeof s.height === 'number');
          expect(inline.length).toBeGreaterThan(0);
          expect(Math.max(...inline.map((s) => s.height!))).toBeLessThanOrEqual(500);
          const backgrounds = await viewFrame().evaluate(() => [
            getComputedStyle(document.documentElement).backgroundColor,
            getComputedStyle(document.body).backgroundColor,
          ]);
          expect(backgrounds).toEqual(['rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)']);
        });

        it(
          modes.includes('fullscreen')
            ? 'offers "Full screen" and asks the host for fullscreen when it is pressed'
            : 'offers no "Full screen" when the host lists only inline',
          async () => {
            const button = viewFrame().getByRole('button', { name: 'Full screen' });
            if (!modes.includes('fullscreen')) {
              expect(await button.count()).toBe(0);
              return;
            }
            expect(await button.count()).toBe(1);
            await button.click();
            await expect.poll(async () => (await hostState()).displayModeRequests).toEqual([{ mode: 'fullscreen' }]);
            // The host granted it and said so in host-context-changed: the view offers the way back.
            await expect.poll(() => viewFrame().getByRole('button', { name: 'Back to the conversation' }).count()).toBe(1);
          },
        );

        if (modes.length === 1) {
          it('follows ui/notifications/host-context-changed to the other theme', async () => {
            const other: Theme = theme === 'light' ? 'dark' : 'light';
            const frame = viewFrame();
            const colour = () => frame.evaluate(() => getComputedStyle(document.body).color);
            const before = await colour();
            await page.evaluate((t) => (window as unknown as { specHost: { setTheme(t: string): void } }).specHost.setTheme(t), other);
            await expect.poll(() => frame.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(other);
            expect(await colour()).not.toBe(before);
            expect(seen.violations).toEqual([]);
          });
        }

        it('answers ui/resource-teardown', async () => {
          expect(await page.evaluate(() => (window as unknown as { specHost: { teardown(): Promise<string> } }).specHost.teardown())).toBe(
            'answered',
          );
          await page.evaluate(() => (window as unknown as { specHost: { remove(): void } }).specHost.remove());
        });
      });
    }
  }
}

const categoryOf = (fake: FakeYnab, ids: readonly string[]) => {
  const plan = fake.snapshot().plans.find((p) => p.id === PLAN)!;
  return ids.map((id) => plan.data.transactions.find((t) => t.id === id)!.category_id ?? null);
};

describe.each<Era>(['modern', 'legacy'])('review queue write flow through the spec host (%s era, stdio)', (era) => {
  it('Apply → elicitation accepted → #applied → Undo → accepted → #undone, the fake changed then put back', async () => {
    const fake = new FakeYnab();
    const server = await serveFakeYnab(fake);
    const asked: string[] = [];
    const writer = await connectStdio({
      era,
      env: env(server),
      apps: true,
      elicit: (message) => {
        asked.push(message);
        return { action: 'accept', content: { value: true } };
      },
    });
    const before = origins.onCall;
    origins.onCall = (params) => writer.client.callTool(params, { timeout: HANG_GUARD_MS });
    try {
      const p = await prepare(writer.client, 'suggest_categories', { plan_id: PLAN });
      const items = (p.result.structuredContent as { items: { transaction_id: string; suggestion: { category_id: string } | null }[] })
        .items;
      const suggested = items.filter((i) => i.suggestion);
      const ids = suggested.map((i) => i.transaction_id);
      const original = categoryOf(fake, ids);
      expect(original.every((c) => c === null)).toBe(true);
      await show(p, 'light', 1000, ['inline']);
      const view = viewFrame();
      await expect.poll(() => view.locator('tbody tr').count()).toBe(items.length);
      await view.locator('#apply').click();
      await view.locator('#applied').waitFor({ timeout: 0 });
      expect(categoryOf(fake, ids)).toEqual(suggested.map((i) => i.suggestion!.category_id));
      await view.locator('#undo').click();
      await view.locator('#undone').waitFor({ timeout: 0 });
      expect(categoryOf(fake, ids)).toEqual(original);
      expect(asked).toHaveLength(2);
      const calls = (await hostState()).calls;
      expect(calls.filter((c) => c === 'review_transactions' || c === 'undo_operation')).toEqual(['review_transactions', 'undo_operation']);
      expect(seen.violations).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { specHost: { teardown(): Promise<string> } }).specHost.teardown())).toBe(
        'answered',
      );
      await page.evaluate(() => (window as unknown as { specHost: { remove(): void } }).specHost.remove());
    } finally {
      origins.onCall = before;
      await writer.close();
      await server.close();
    }
  });
});
