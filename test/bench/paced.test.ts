// Pins the benchmark's realistic pace (bench/paced.ts, bench/paced-section.ts): the proxy hands on the fake's
// answer unchanged, no sooner than its latency plus the body (uncompressed here) at its bandwidth (a lower bound only, so a
// busy machine cannot fail it), and the section compares avenir-mcp's first call with the fastest peer's.
import { describe, expect, it } from 'vitest';
import { pacedRatios, renderPaced } from '../../bench/paced-section.ts';
import { paceText, pacedYnab } from '../../bench/paced.ts';
import { serverResult } from '../../bench/peers/figures.ts';
import type { WorkflowSample } from '../../bench/peers/measure.ts';
import { FakeYnab } from '../../src/fake-ynab/fake-ynab.ts';
import { serveFakeYnab } from '../../src/fake-ynab/http.ts';
import { DEMO_TODAY } from '../../src/config.ts';

describe('pacedYnab', () => {
  it('answers as the fake does, after the latency, the body at the bandwidth', async () => {
    const fake = new FakeYnab({ today: DEMO_TODAY });
    const http = await serveFakeYnab(fake);
    const pace = { latencyMs: 50, bytesPerSecond: 1_000_000 };
    const paced = await pacedYnab(http.url, pace);
    try {
      const get = (base: string) =>
        fetch(`${base}/plans/demo-budget/transactions?since_date=1970-01-01`, {
          headers: { Authorization: 'Bearer t', 'Accept-Encoding': 'identity' },
        });
      const direct = await (await get(http.url)).text();
      const started = performance.now();
      const response = await get(paced.url);
      const text = await response.text();
      const elapsed = performance.now() - started;
      expect([response.status, text]).toEqual([200, direct]);
      expect(elapsed).toBeGreaterThanOrEqual(pace.latencyMs + (Buffer.byteLength(text) / pace.bytesPerSecond) * 1000 - 5);
      expect(paceText(pace)).toBe('each answer 50 ms after the fake gave it, its body at 1.0 MB/s');
    } finally {
      await paced.close();
      await http.close();
    }
  });
});

describe('the realistic-pace section', () => {
  const use = (ms: number) => ({ ms, requests: 1, answerBytes: 10 });
  const sample = (cold: number, restart?: number): WorkflowSample => ({
    startMs: 300,
    cold: use(cold),
    warm: use(5),
    peakRss: 100e6,
    deprecated: [],
    ...(restart === undefined ? {} : { restart: use(restart) }),
  });
  const list = [{ startMs: 300, tools: 5, bytes: 10, tokens: 2, visibleBytes: 5, visibleTokens: 1 }];
  const servers = [
    serverResult('avenir', 'avenir-mcp', list, { W2: [sample(2000, 500)], W5: [sample(4000)] }, []),
    serverResult('oliverames', 'Peer A', list, { W2: [sample(1000)], W5: [sample(2000)] }, []),
    serverResult('ynab-mcp-server', 'Peer B', list, { W2: [sample(800)] }, []),
  ];

  it('gives each workflow avenir-mcp’s first call, and after a restart, against the fastest peer’s', () => {
    expect(pacedRatios(servers)).toEqual([
      '- W2 one payee’s transactions over a year: avenir-mcp’s first call 2.50× Peer B’s; after a restart 0.63× (0.25× its own first call).',
      '- W5 categorise 2 transactions: avenir-mcp’s first call 2.00× Peer A’s.',
    ]);
    expect(renderPaced(servers, 3)).toContain('## At a realistic pace (issue #31)');
  });
});
