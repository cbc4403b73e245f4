// Pins what an independent client sees: the MCP Inspector CLI (scripts/inspector/, also
// `npm run check:inspector`) lists the tools with writes off and on, the resources, templates and prompts,
// calls two read tools, reads the guide and gets a prompt, from the real server over stdio in both eras.
// The Inspector starts the server this run compiled (test/helpers/compiled-server.ts), never a stale dist/:
// 26 Inspector processes, each starting its own server, answer sooner from JavaScript than through tsx.
import { beforeAll, describe, expect, it } from 'vitest';
import { definitions } from '../../generated/registry.ts';
import { CHECKS, type InspectorCheck } from '../../scripts/inspector/checks.ts';
import { ERAS, runAll, type Outcome } from '../../scripts/inspector/run.ts';
import { HANG_GUARD_MS } from '../helpers/hang-guard.ts';
import { SERVER_ENTRY } from '../helpers/stdio-client.ts';

const check = (name: string): InspectorCheck => CHECKS.find((c) => c.name.startsWith(name))!;

describe('the checks themselves', () => {
  it('expect the read tools with writes off and every tool with writes on', () => {
    const names = (writes: boolean) => definitions.filter((d) => writes || d.kind === 'read').map((d) => ({ name: d.name }));
    const read = names(false).length;
    expect(read).toBeGreaterThan(0);
    expect(names(true).length).toBeGreaterThan(read);
    expect(check('tools/list, writes off').verify({ tools: names(false) }, 'legacy')).toEqual([]);
    expect(check('tools/list, writes off').verify({ tools: names(true) }, 'legacy')[0]).toMatch(
      new RegExp(`${names(true).length} listed, ${read} expected; missing -; unexpected apply_categories`),
    );
    expect(check('tools/list, writes on').verify({ tools: names(true), schemaFindings: [{ rule: 'type-union' }] }, 'legacy')[0]).toMatch(
      /portability/,
    );
  });

  it('refuse a wrong figure, an error result and an answer from the other era', () => {
    const summary = check('tools/call get_monthly_summary');
    const meta = { _meta: { 'io.modelcontextprotocol/serverInfo': { name: 'avenir-mcp', version: '0' } } };
    const good = { structuredContent: { month: '2026-09-01', ready_to_assign: 1729.32 } };
    expect(summary.verify({ ...good, ...meta }, 'modern')).toEqual([]);
    expect(summary.verify(good, 'legacy')).toEqual([]);
    expect(summary.verify(good, 'modern')[0]).toMatch(/not a 2026-07-28 answer/);
    expect(summary.verify({ ...good, ...meta }, 'legacy')[0]).toMatch(/on a legacy answer/);
    expect(summary.verify({ structuredContent: { month: '2026-09-01', ready_to_assign: 1729.33 } }, 'legacy')).toHaveLength(1);
    expect(
      check('tools/call list_plans').verify({ isError: true, structuredContent: { plans: [{ id: 'demo-budget' }] } }, 'legacy'),
    ).toHaveLength(1);
  });
});

describe('the MCP Inspector CLI against the stdio server (--demo)', () => {
  let outcomes: Outcome[];
  beforeAll(async () => {
    // Each Inspector may take what a busy machine makes it take; one that hangs is killed at half the hang guard,
    // so its check fails naming its command before the hook's own guard would end the file unnamed.
    outcomes = await runAll([process.execPath, SERVER_ENTRY, '--demo'], 2, HANG_GUARD_MS / 2);
  });

  for (const era of ERAS) {
    for (const c of CHECKS) {
      it(`${era}: ${c.name}`, () => {
        const outcome = outcomes.find((o) => o.era === era && o.check === c.name)!;
        expect(outcome.problems, outcome.command).toEqual([]);
        expect(outcome.ok).toBe(true);
      });
    }
  }
});
