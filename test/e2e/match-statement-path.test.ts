// match_statement over stdio in both protocol eras: it reads the demo statement by path from the folder
// AVENIR_MCP_STATEMENT_DIRS allows, and refuses a path outside it with nothing sent to YNAB.
import { describe, expect, it } from 'vitest';
import { demoStatementsDir } from '../../src/config.ts';
import { textOf } from '../helpers/calls.ts';
import { loopbackYnab, stdioOver } from '../helpers/loopback-ynab.ts';

const DIR = demoStatementsDir()!;

describe.each(['legacy', 'modern'] as const)('match_statement by path over stdio (%s era)', (era) => {
  const s = stdioOver(loopbackYnab('e2e-match-by-path-token'), { era, env: { AVENIR_MCP_STATEMENT_DIRS: DIR } });

  it('matches the demo statement and proposes what apply_statement would do', async () => {
    const r = await s.client.callTool({
      name: 'match_statement',
      arguments: { plan_id: 'demo-budget', account_id: 'acc-checking', path: 'checking-2026-09.csv' },
    });
    expect(r.isError, textOf(r)).toBeFalsy();
    expect((r.structuredContent as { proposal: unknown }).proposal).toEqual({ create: 2, clear: 4, correct: 1, reconcile: 0 });
  });

  it('refuses a path outside the folder, naming the variable, with nothing sent to YNAB', async () => {
    s.fake.resetLog();
    const r = await s.client.callTool({
      name: 'match_statement',
      arguments: { plan_id: 'demo-budget', account_id: 'acc-checking', path: '/etc/passwd' },
    });
    expect(r.isError).toBe(true);
    expect(textOf(r)).toContain('is not inside a folder AVENIR_MCP_STATEMENT_DIRS allows');
    expect(s.fake.requestCount).toBe(0);
  });
});
