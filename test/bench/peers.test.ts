// Pins the side-by-side pieces of bench/peers/: the preload's URL rewrite, /budgets mapping and clock
// pin (pure, then in a real `node --import`), the ynab 4.1.0 argument-order adapter, the contexts of
// the workflows, the medians and ratios to the best peer, and the section of docs/performance.md.
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { heavyPlan } from '../../bench/heavy-plan.ts';
import { figureRows, FIGURES, ratioOf, serverResult, type ServerResult } from '../../bench/peers/figures.ts';
import type { WorkflowSample } from '../../bench/peers/measure.ts';
import { formatRatio, renderSideBySide, sideBySideSummary } from '../../bench/peers/report.ts';
import { budgetsAnswer, clockOffset, DEPRECATED_MARK, rewriteYnabUrl } from '../../bench/peers/rewrite.ts';
import { useContexts } from '../../bench/peers/run-peers.ts';

const FAKE = 'http://127.0.0.1:4321/v1';

describe('rewriteYnabUrl', () => {
  it('sends YNAB’s API to the fake, query kept, /plans paths as they are', () => {
    expect(rewriteYnabUrl('https://api.ynab.com/v1/plans/p/transactions?since_date=2025-09-26', FAKE)).toEqual({
      url: 'http://127.0.0.1:4321/v1/plans/p/transactions?since_date=2025-09-26',
      deprecated: false,
      sent: '/plans/p/transactions',
    });
    expect(rewriteYnabUrl('https://api.ynab.com/v1/user', `${FAKE}/`)?.url).toBe('http://127.0.0.1:4321/v1/user');
  });

  it('maps the deprecated /budgets paths to /plans and says so', () => {
    expect(rewriteYnabUrl('https://api.ynab.com/v1/budgets/p/months/current', FAKE)).toEqual({
      url: `${FAKE}/plans/p/months/current`,
      deprecated: true,
      sent: '/budgets/p/months/current',
    });
    expect(rewriteYnabUrl('https://api.ynab.com/v1/budgets', FAKE)).toMatchObject({ url: `${FAKE}/plans`, deprecated: true });
    expect(rewriteYnabUrl('https://api.ynab.com/v1/budgetsx', FAKE)).toMatchObject({ deprecated: false });
  });

  it('leaves every other URL alone, look-alike hosts included', () => {
    for (const url of [
      'https://api.ynab.com.example.org/v1/plans',
      'https://example.org/v1/plans',
      'https://api.ynab.com/v2/plans',
      'http://api.ynab.com/v1/plans',
    ]) {
      expect(rewriteYnabUrl(url, FAKE)).toBeUndefined();
    }
  });
});

describe('budgetsAnswer', () => {
  it('renames the plan words of data back to the budget words an old SDK parses', () => {
    expect(budgetsAnswer({ data: { plans: [{ id: 'p' }], default_plan: null, server_knowledge: 3 } })).toEqual({
      data: { budgets: [{ id: 'p' }], default_budget: null, server_knowledge: 3 },
    });
    expect(budgetsAnswer({ data: { plan: { id: 'p', accounts: [] } } })).toEqual({ data: { budget: { id: 'p', accounts: [] } } });
  });

  it('passes errors and other shapes through unchanged', () => {
    const error = { error: { id: '404', name: 'not_found' } };
    expect(budgetsAnswer(error)).toBe(error);
    expect(budgetsAnswer(null)).toBeNull();
    expect(budgetsAnswer({ data: [1] })).toEqual({ data: [1] });
  });
});

describe('clockOffset', () => {
  it('moves the clock to noon UTC of the pinned day', () => {
    const now = Date.parse('2026-12-02T08:00:00Z');
    expect(new Date(now + clockOffset('2026-09-25', now)).toISOString()).toBe('2026-09-25T12:00:00.000Z');
  });

  it('refuses a day that is not YYYY-MM-DD', () => {
    expect(() => clockOffset('25/09/2026', 0)).toThrow('the pinned today "25/09/2026" is not YYYY-MM-DD');
  });
});

const PRELOAD = fileURLToPath(new URL('../../bench/peers/preload.ts', import.meta.url));

describe('the preload in a real node', () => {
  it('sends a peer’s YNAB request to the fake, maps /budgets, renames the answer, reports it and pins the clock', async () => {
    const seen: string[] = [];
    const server = createServer((req, res) => {
      seen.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: { plans: [{ id: 'heavy-plan' }], default_plan: null } }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    const script = `const r = await fetch('https://api.ynab.com/v1/budgets?include_accounts=false');
      process.stdout.write(JSON.stringify({ body: await r.json(), today: new Date().toISOString().slice(0, 10), now: new Date(Date.now()).toISOString().slice(0, 10), given: new Date('2020-01-02').toISOString() }));`;
    try {
      const { stdout, stderr } = await new Promise<{ stdout: string; stderr: string }>((resolve, reject) => {
        execFile(
          process.execPath,
          ['--import', PRELOAD, '--input-type=module', '-e', script],
          { env: { ...process.env, AVENIR_BENCH_FAKE_URL: url, AVENIR_BENCH_TODAY: '2026-09-25' } },
          (error, out, err) => (error ? reject(new Error(`${error.message}\n${err}`)) : resolve({ stdout: out, stderr: err })),
        );
      });
      expect(seen).toEqual(['/v1/plans?include_accounts=false']);
      expect(JSON.parse(stdout)).toEqual({
        body: { data: { budgets: [{ id: 'heavy-plan' }], default_budget: null } },
        today: '2026-09-25',
        now: '2026-09-25',
        given: '2020-01-02T00:00:00.000Z',
      });
      expect(stderr).toContain(`${DEPRECATED_MARK} GET /budgets`);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('the ynab 4.1.0 adapter of @oliverames/mcp-server-for-ynab', () => {
  it('reads getTransactions in ynab 4.5’s order, so the type is sent as the type', async () => {
    await import('../../bench/peers/ynab41-transactions.ts');
    const require = createRequire(import.meta.url);
    const ynab = createRequire(require.resolve('@oliverames/mcp-server-for-ynab'))('ynab') as {
      TransactionsApi: { prototype: { getTransactions(...a: unknown[]): Promise<unknown> } };
    };
    const sent: unknown[] = [];
    const api = { getTransactionsRaw: async (p: unknown) => (sent.push(p), { value: async () => 'answer' }) };
    await expect(ynab.TransactionsApi.prototype.getTransactions.call(api, 'p', '1970-01-01', undefined, 'unapproved')).resolves.toBe(
      'answer',
    );
    expect(sent).toEqual([{ planId: 'p', sinceDate: '1970-01-01', type: 'unapproved', lastKnowledgeOfServer: undefined }]);
    await expect(ynab.TransactionsApi.prototype.getTransactions.call(api, 'p', '1970-01-01', '2026-01-01')).rejects.toThrow(
      'ynab 4.1.0 cannot send until_date',
    );
  });
});

describe('useContexts', () => {
  const plan = heavyPlan({ transactions: 3000, years: 2 });
  it('gives the uses the same year, month and payee, and W5 the newest pending pairs, newest first', () => {
    const [first, second, third] = useContexts(plan, '2026-09-25');
    expect(first).toMatchObject({
      planId: 'heavy-plan',
      since: '2025-09-26',
      until: '2026-09-25',
      month: '2026-09-01',
      payee: 'market fresh',
    });
    const pending = (id: string) => plan.transactions.find((t) => t.id === id)!;
    const ids = [...first.pair, ...second.pair, ...third.pair];
    expect(new Set(ids).size).toBe(6);
    for (const id of ids) expect(pending(id)).toMatchObject({ approved: false, category_id: null });
    expect(pending(ids[0]!).date >= pending(ids[5]!).date).toBe(true);
    expect(first.newestPendingPayee).toBe(plan.payees.find((p) => p.id === pending(ids[0]!).payee_id)!.name);
  });

  it('refuses a plan with too few pending transactions', () => {
    expect(() =>
      useContexts(
        {
          ...plan,
          transactions: plan.transactions.filter((t) => t.approved).concat(plan.transactions.filter((t) => !t.approved).slice(0, 5)),
        },
        '2026-09-25',
      ),
    ).toThrow('fewer than 6 pending');
  });
});

const use = (ms: number, requests: number) => ({ ms, requests, answerBytes: 100 });
const sample = (cold: number, warm: number, requests: [number, number], rss: number): WorkflowSample => ({
  startMs: 200,
  cold: use(cold, requests[0]),
  warm: use(warm, requests[1]),
  peakRss: rss,
  deprecated: [],
});
const list = (tools: number, bytes: number) => ({
  startMs: 200,
  tools,
  bytes,
  tokens: bytes / 4,
  visibleBytes: bytes / 2,
  visibleTokens: bytes / 8,
});

function results(): ServerResult[] {
  const all = {
    W1: [sample(30, 5, [1, 1], 100e6)],
    W2: [{ ...sample(900, 80, [3, 3], 300e6), restart: use(120, 3) }],
    W3: [sample(800, 90, [3, 3], 300e6)],
    W4: [sample(30, 7, [1, 1], 100e6)],
    W5: [{ ...sample(1200, 700, [7, 2], 320e6), next: use(650, 2) }],
  };
  return [
    serverResult('avenir', 'avenir-mcp', [list(33, 100_000)], all, []),
    serverResult(
      'oliverames',
      'Peer A',
      [list(60, 80_000)],
      {
        W1: [sample(30, 2, [1, 0], 120e6)],
        W2: [sample(150, 70, [1, 1], 150e6)],
        W3: [sample(100, 70, [2, 2], 200e6)],
        W5: [sample(600, 600, [3, 3], 150e6)],
      },
      [],
    ),
    serverResult(
      'ynab-mcp-server',
      'Peer B',
      [list(5, 3_000)],
      {
        W3: [
          {
            ...sample(50, 30, [1, 1], 140e6),
            deprecated: ['GET /budgets/heavy-plan/transactions', 'GET /budgets/heavy-plan/months/2026-09-01'],
          },
        ],
      },
      ['avenir fake: request does not match'],
    ),
  ];
}

describe('the ratios to the best peer', () => {
  it('divides avenir’s value by the lowest peer value, per figure', () => {
    const rows = figureRows(results());
    expect(rows).toHaveLength(FIGURES.length);
    const row = (label: string, unit: string) => rows.find((r) => r.figure.label === label && r.figure.unit === unit)!;
    expect(row('W2 first call: one payee’s transactions over a year', 'ms')).toMatchObject({
      values: [900, 150, undefined],
      best: 'oliverames',
      ratio: 6,
    });
    expect(row('W3 first call: pending review', 'ms')).toMatchObject({ best: 'ynab-mcp-server', ratio: 16 });
    // Each sample's start (200 ms here) with its first use.
    expect(row('W3 start + first call: pending review', 'ms')).toMatchObject({ values: [1000, 300, 250], ratio: 4 });
    expect(row('W5 YNAB requests to categorise 2 more, right after that categorisation (nothing read between)', 'requests')).toMatchObject({
      values: [2, undefined, undefined],
    });
    expect(row('whole tools/list, writes on', 'B')).toMatchObject({ best: 'ynab-mcp-server', ratio: 100_000 / 3_000 });
    expect(row('W1 warm account list', 'requests')).toMatchObject({ best: 'oliverames', ratio: Number.POSITIVE_INFINITY });
    expect(row('W4 warm month summary', 'ms')).toMatchObject({ best: undefined, ratio: undefined });
    expect(rows.find((r) => r.figure.label.startsWith('W5') && r.figure.label.includes('same process'))).toMatchObject({
      values: [2, 3, undefined],
      ratio: 2 / 3,
    });
    // After a restart: avenir's replica run; a peer keeps nothing, so its cold first call.
    expect(row('W2 first call after a restart (avenir: its replica; peers: cold)', 'ms')).toMatchObject({
      values: [120, 150, undefined],
      best: 'oliverames',
      ratio: 0.8,
    });
    expect(row('W2 first call after a restart', 'requests')).toMatchObject({ values: [3, 1, undefined] });
    expect(row('W3 first call after a restart (avenir: its replica; peers: cold)', 'ms')).toMatchObject({ values: [800, 100, 50] });
  });

  it('counts 0 ÷ 0 as even and x ÷ 0 as infinitely worse', () => {
    expect(ratioOf(0, 0)).toBe(1);
    expect(ratioOf(1, 0)).toBe(Number.POSITIVE_INFINITY);
    expect([formatRatio(2.345), formatRatio(Number.POSITIVE_INFINITY), formatRatio(undefined)]).toEqual([
      '2.35×',
      '∞ (best peer 0)',
      '— (no peer has it)',
    ]);
  });

  it('needs avenir-mcp among the servers', () => {
    expect(() => figureRows(results().slice(1))).toThrow('no avenir-mcp');
  });

  it('takes medians over the runs and counts deprecated paths by shape', () => {
    const r = serverResult(
      'ynab-mcp-server',
      'Peer B',
      [list(5, 3_000), list(5, 3_000), list(5, 3_000)],
      {
        W4: [sample(10, 5, [2, 2], 1), sample(30, 7, [2, 2], 3), sample(20, 6, [2, 2], 2)].map((s) => ({
          ...s,
          deprecated: ['GET /budgets/heavy-plan/months/2026-09-01'],
        })),
      },
      [],
    );
    expect(r.workflows.W4).toMatchObject({
      cold: { median: 20, min: 10, max: 30 },
      warm: { median: 6 },
      coldRequests: 2,
      peakRss: { median: 2 },
    });
    expect(r.deprecated).toEqual({ 'GET /budgets/{plan}/months/{month}': 3 });
  });
});

describe('the side-by-side section', () => {
  const context = {
    planId: 'heavy-plan',
    since: '2025-09-26',
    until: '2026-09-25',
    month: '2026-09-01',
    payee: 'market fresh',
    pair: ['tx-1', 'tx-2'] as const,
    categoryId: 'cat-groceries',
    newestPendingPayee: 'CB X',
  };
  it('shows the ratio table, each workflow, how each peer was run and what the preload mapped', () => {
    const page = renderSideBySide({ servers: results(), tokenizer: 'gpt-tokenizer 4.0.0 (o200k_base)', context });
    expect(page.split('\n')[0]).toBe('## Side by side with published peers');
    expect(page).toContain('Tokens are counted with gpt-tokenizer 4.0.0 (o200k_base).');
    expect(page).toContain('| Figure | avenir-mcp | Peer A | Peer B | Best peer | avenir ÷ best peer |');
    expect(page).toContain('| W2 first call: one payee’s transactions over a year (ms) | 900 ms | 150 ms | no tool | Peer A | 6.00× |');
    expect(page).toContain(
      '| whole tools/list, writes on (B) | 100,000 B (33 tools) | 80,000 B (60 tools) | 3,000 B (5 tools) | Peer B | 33.33× |',
    );
    expect(page).toContain(
      '| W3 pending review (first page) | Peer B | 50.0 ms (50.0 ms – 50.0 ms) | 30.0 ms (30.0 ms – 30.0 ms) | — | 1 / 1 | 100 | 140 MB |',
    );
    expect(page).toContain(
      '| W2 one payee’s transactions over a year | avenir-mcp | 900 ms (900 ms – 900 ms) | 80.0 ms (80.0 ms – 80.0 ms) | 120 ms (120 ms – 120 ms), 3 req | 3 / 3 | 100 | 300 MB |',
    );
    // Issue #31's restart goal, against avenir-mcp's own cold first call: W2 120 ÷ 900; W3 has no restart run here.
    expect(page).toContain('- met: W2 first call after a restart, over the replica: 0.13× its cold first call (goal ≤ 0.5×, issue #31)');
    expect(page).not.toContain('W3 first call after a restart, over the replica');
    expect(page).toContain('### How each peer was run');
    expect(page).toContain('`search_transactions` {"query":"market fresh","sinceDate":"2025-09-26","untilDate":"2026-09-25"}');
    expect(page).toContain('then `apply_categories` (same, with the preview’s confirmation code)');
    expect(page).toContain(
      "- Peer B: deprecated paths mapped by the preload: 1 × GET /budgets/{plan}/transactions, 1 × GET /budgets/{plan}/months/{month}; requests outside YNAB's OpenAPI spec after the mapping: 1.",
    );
    expect(sideBySideSummary(results())).toContain(
      '6.00×  W2 first call: one payee’s transactions over a year (ms): avenir 900 ms, best peer Peer A 150 ms',
    );
  });
});
