// Pins the MCP conformance suite's verdict (scripts/conformance/, also `npm run check:conformance`, which
// writes docs/conformance.md): every scenario that applies passes against the loopback HTTP exposure of
// the server, and the verdict logic cannot turn a failure into a pass.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERSION } from '../../generated/version.ts';
import { renderReport } from '../../scripts/conformance/report.ts';
import { judge, type Check } from '../../scripts/conformance/results.ts';
import { ROOT, runConformance, type ConformanceRun } from '../../scripts/conformance/run.ts';
import { SCENARIOS } from '../../scripts/conformance/scenarios.ts';

describe('the verdict', () => {
  const plan = { run: 'product' as const, why: '', notTestable: { 'needs-diagnostic': 'needs a diagnostic tool' } };
  const ok: Check = { id: 'a', status: 'SUCCESS' };

  it('passes only with a passed check and no failure', () => {
    expect(judge('s', plan, [ok, { id: 'w', status: 'WARNING', errorMessage: 'should' }]).verdict).toBe('passed');
    expect(judge('s', plan, [ok, { id: 'b', status: 'FAILURE', errorMessage: 'Tool x not found' }]).verdict).toBe('failed');
    expect(
      judge('s', plan, [
        { id: 'i', status: 'INFO' },
        { id: 'k', status: 'SKIPPED' },
      ]).verdict,
    ).toBe('failed');
  });

  it('excuses a declared check only while the suite says it is not testable', () => {
    const untestable = judge('s', plan, [
      ok,
      { id: 'needs-diagnostic', status: 'FAILURE', errorMessage: 'Not testable: no diagnostic tool' },
    ]);
    expect(untestable).toMatchObject({ verdict: 'passed', failed: 0, notTestable: 1 });
    const real = judge('s', plan, [ok, { id: 'needs-diagnostic', status: 'FAILURE', errorMessage: 'expected -32021, got -32602' }]);
    expect(real).toMatchObject({ verdict: 'failed', failed: 1, notTestable: 0 });
  });
});

describe('the conformance suite against the HTTP exposure', () => {
  // Its own results folder: `npm run check:conformance` may run beside the tests.
  const outDir = join(ROOT, '.tmp', `conformance-${process.pid}`);
  let run: ConformanceRun;
  beforeAll(async () => {
    run = await runConformance({ outDir });
  });
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  const applicable = Object.entries(SCENARIOS).filter(([, plan]) => plan.run !== 'no');
  for (const [scenario, plan] of applicable) {
    it(`${scenario} (${plan.run})`, () => {
      const result = run.results.find((r) => r.scenario === scenario)!;
      expect(
        result.notes.filter((n) => n.startsWith('FAILED')),
        result.notes.join('\n'),
      ).toEqual([]);
      expect(result.verdict).toBe('passed');
    });
  }

  it('renders docs/conformance.md with every scenario of the suite and the fixtures caveat', () => {
    const doc = renderReport(run, '2026-01-01', VERSION);
    for (const scenario of Object.keys(SCENARIOS)) expect(doc).toContain(`| \`${scenario}\` |`);
    expect(doc).toContain("**they test the SDK's round trip as avenir-mcp's server configuration");
    expect(doc).toMatch(/\*\*\d+ of \d+ scenarios passed/);
  });
});
