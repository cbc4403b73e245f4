// match_statement over stdio in both protocol eras: it reads the demo statement by path from the folder
// AVENIR_MCP_STATEMENT_DIRS allows, and refuses a path outside it with nothing sent to YNAB.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoStatementsDir } from '../../src/config.ts';
import { FakeYnab } from '../../src/fake-ynab/fake-ynab.ts';
import { serveFakeYnab, type FakeYnabServer } from '../../src/fake-ynab/http.ts';
import { textOf } from '../helpers/in-process.ts';
import { connectStdio, type StdioSession } from '../helpers/stdio-client.ts';

const DIR = demoStatementsDir()!;

describe.each(['legacy', 'modern'] as const)('match_statement by path over stdio (%s era)', (era) => {
  let fake: FakeYnab;
  let http: FakeYnabServer;
  let session: StdioSession;
  beforeAll(async () => {
    fake = new FakeYnab();
    http = await serveFakeYnab(fake);
    session = await connectStdio({ era, env: { YNAB_API_KEY: 'e2e-match-by-path-token', AVENIR_MCP_YNAB_URL: http.url, AVENIR_MCP_TODAY: '2026-09-25', AVENIR_MCP_STATEMENT_DIRS: DIR } });
  });
  afterAll(async () => {
    await session.close();
    await http.close();
    expect(fake.specViolations).toEqual([]);
  });

  it('matches the demo statement and proposes what apply_statement would do', async () => {
    const r = await session.client.callTool({ name: 'match_statement', arguments: { plan_id: 'demo-budget', account_id: 'acc-checking', path: 'checking-2026-09.csv' } });
    expect(r.isError, textOf(r)).toBeFalsy();
    expect((r.structuredContent as { proposal: unknown }).proposal).toEqual({ create: 2, clear: 4, correct: 1, reconcile: 0 });
  });

  it('refuses a path outside the folder, naming the variable, with nothing sent to YNAB', async () => {
    fake.resetLog();
    const r = await session.client.callTool({ name: 'match_statement', arguments: { plan_id: 'demo-budget', account_id: 'acc-checking', path: '/etc/passwd' } });
    expect(r.isError).toBe(true);
    expect(textOf(r)).toContain('is not inside a folder AVENIR_MCP_STATEMENT_DIRS allows');
    expect(fake.requestCount).toBe(0);
  });
});
