// Pins the benchmark's verdicts and report (bench/report.ts, bench/misses.ts): requests are counted by
// collection, each target of issue #7 passes or misses on its own limit, every miss gets its note, and the
// generated page says how it was made.
import { describe, expect, it } from 'vitest';
import { METHOD, notes } from '../../bench/misses.ts';
import { checks, classifyPaths, modulesLine, renderMarkdown, summaryText, type BenchResults, type ToolResult } from '../../bench/report.ts';
import { summarize } from '../../bench/stats.ts';

const s = (...values: number[]) => summarize(values);
const machine = { cpu: 'Test CPU', cores: 2, node: 'v20.0.0', os: 'linux 6 x64', memoryGb: 8, load: 0.5 };

function tool(
  name: string,
  cold: number,
  warm: number,
  byCollection: Record<string, number> = { transactions: 1 },
  rss = 150e6,
): ToolResult {
  return {
    tool: name,
    label: 'test',
    cold: s(cold),
    warm: s(warm),
    coldRequests: 3,
    warmRequests: 3,
    warmByCollection: byCollection,
    warmOther: {},
    peakRss: s(rss),
  };
}

const MODULES = {
  avenir: { zod: 96, 'dist/src': 87, 'dist/generated': 41, '@modelcontextprotocol/server': 9 },
  minimal: { zod: 96, '@modelcontextprotocol/server': 9 },
};

function results(over: Partial<BenchResults> = {}): BenchResults {
  return {
    machine,
    date: '2026-09-25',
    runs: 1,
    plan: { transactions: 50_000, payees: 46_000, categories: 40, accounts: 6, scheduled: 25, bytes: 33e6 },
    coldStart: { avenir: s(300), minimal: s(250), avenirIdleRss: s(90e6), minimalIdleRss: s(70e6), modules: MODULES },
    floor: s(200),
    serve: s(1000),
    bareReadRss: s(180e6),
    tools: [tool('find_transactions', 1500, 150)],
    ...over,
  };
}

describe('classifyPaths', () => {
  it('counts collection reads by collection and the rest by endpoint shape', () => {
    expect(
      classifyPaths([
        '/plans/p/transactions',
        '/plans/p/months',
        '/plans/p/months/2026-09-01',
        '/plans/p/months/2026-08-01',
        '/plans',
        '/plans/p/transactions',
      ]),
    ).toEqual({ collections: { transactions: 2, months: 1 }, other: { 'months/{month}': 2, plans: 1 } });
  });
});

describe('checks', () => {
  it('passes every target within its limit', () => {
    const list = checks(results());
    expect(list.map((c) => [c.target.split(' ')[0], c.pass])).toEqual([
      ['cold', true],
      ['warm', true],
      ['cold', true],
      ['peak', true],
      ['warm', true],
    ]);
    expect(notes(results(), list)).toEqual([]);
  });

  it('misses each target just past its limit, and notes every miss', () => {
    const r = results({
      coldStart: { avenir: s(376), minimal: s(250), avenirIdleRss: s(90e6), minimalIdleRss: s(70e6), modules: MODULES },
      tools: [tool('suggest_categories', 1601, 201, { transactions: 2 }, 201e6)],
    });
    const list = checks(r);
    expect(list.every((c) => !c.pass)).toBe(true);
    expect(list.find((c) => c.target.startsWith('cold call'))?.limit).toBe('1600 ms');
    const written = notes(r, list);
    expect(written.map((n) => /^\*\*([^*]+)\*\*/.exec(n)?.[1])).toEqual(['Cold start', 'Warm calls', 'Cold calls', 'Peak RSS']);
    expect(written[3]).toContain('180 MB');
    // What the start loads: 233 modules where the minimal server loads 105, 128 of them avenir-mcp's own.
    expect(written[0]).toContain('233 modules where the minimal server loads 105, 128 of them its own code');
  });

  it('holds the whole-history tools to 1.5 s cold, and says what each start loads', () => {
    const within = checks(results({ tools: [tool('list_payees', 1500, 100)] })).find((c) => c.target.includes('whole-history'));
    const past = checks(results({ tools: [tool('reconcile_account', 1501, 100)] })).find((c) => c.target.includes('whole-history'));
    expect([within?.pass, past?.pass, past?.subject]).toEqual([true, false, 'reconcile_account']);
    const slow = results({ tools: [tool('reconcile_account', 1501, 100)] });
    const said = notes(slow, checks(slow));
    expect(said.find((n) => n.startsWith('**Whole-history cold calls**'))).toContain('1000 ms of each is the fake serving');
    // Within the 3× limit: no note of that target.
    expect(said.some((n) => n.startsWith('**Cold calls**'))).toBe(false);
    expect(checks(results()).some((c) => c.target.includes('whole-history'))).toBe(false);
    expect(modulesLine(MODULES)).toContain(
      'avenir-mcp 233 (zod 96, dist/src 87, dist/generated 41, @modelcontextprotocol/server 9), the minimal server 105.',
    );
    expect(modulesLine({ avenir: undefined, minimal: MODULES.minimal })).toBe('Modules loaded at start: not reported.');
  });

  it('says what the call after a first look took', () => {
    const r = results({ tools: [{ ...tool('suggest_categories', 170, 40), next: s(250, 260), nextRequests: 1 }] });
    const said = notes(r, checks(r)).find((n) => n.startsWith('**suggest_categories, its first look**'));
    expect(said).toContain('The call after it, which has the suggestions, took 255 ms (250 ms – 260 ms, 1 requests)');
    expect(notes(results(), checks(results())).some((n) => n.includes('first look'))).toBe(false);
  });

  it('cannot pass the memory target without a measurement', () => {
    const r = results({ tools: [{ ...tool('find_transactions', 1500, 150), peakRss: undefined }] });
    expect(checks(r).find((c) => c.target.startsWith('peak RSS'))).toMatchObject({
      pass: false,
      measured: 'not measured (no /proc: Linux only)',
    });
  });
});

describe('the report', () => {
  it('says it is generated, gives the machine line, the verdicts, the baselines and the method', () => {
    const r = results({ tools: [{ ...tool('get_spending_trends', 300, 100, { months: 1 }), warmOther: { 'months/{month}': 24 } }] });
    const list = checks(r);
    const page = renderMarkdown(r, list, notes(r, list), METHOD);
    expect(page.split('\n')[0]).toBe('<!-- Generated by `npm run bench` (bench/run.ts). Do not edit: run the benchmark again. -->');
    expect(page).toContain('Machine: Test CPU, 2 cores, 8 GB RAM, Node v20.0.0, linux 6 x64 (load average 0.50 at the start)');
    expect(page).toContain(`## Targets: ${list.filter((c) => c.pass).length} of ${list.length} met`);
    expect(page).toContain('| JSON.parse of the transactions answer (the floor) | 200 ms |');
    expect(page).toContain('24 × months/{month}');
    expect(page).toContain('## Method');
    expect(summaryText(r, list)).toContain('pass  warm read ≤ 1 YNAB request per collection — get_spending_trends');
  });
});

describe('views section', () => {
  it('gives each view its page and compressed sizes, and the cold start beside its limit', async () => {
    const { renderViews } = await import('../../bench/views.ts');
    const text = renderViews([{ view: 'month', tool: 'get_monthly_summary', bytes: 238_491, gzip: 61_783 }], 1.31, 1.25);
    expect(text).toContain('| month | `get_monthly_summary` | 238.5 KB | 61.8 KB |');
    expect(text).toContain('1.31× the minimal SDK v2 server (limit 1.25×');
  });
});
