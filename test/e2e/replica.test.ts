// A restart stays warm, through the real server process over stdio: with AVENIR_MCP_CACHE on (the default)
// the second process's first call asks the loopback fake only for changes, one delta request per collection
// it reads, and answers as the first did; with it off, no file is written and the restart reads in full
// again. Within AVENIR_MCP_FRESH_SECONDS a repeated call sends nothing. Each era restarts warm once; the
// replica sits below the protocol, so the other cases run in one era each (both eras took 5 more processes).
import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REQUESTS_META } from '../../src/mcp/run-tool.ts';
import { callTool } from '../helpers/calls.ts';
import { loopbackYnab } from '../helpers/loopback-ynab.ts';
import { connectStdio, type Era } from '../helpers/stdio-client.ts';
import { replicaFile } from '../../src/ynab/replica/file-name.ts';

const ynab = loopbackYnab('replica-e2e');

const ARGS = { plan_id: 'demo-budget', since_date: '2026-06-01', until_date: '2026-09-25' };

/** One process: find_transactions once, what it answered and what the fake was asked. */
async function run(era: Era, env: Record<string, string>) {
  const s = await connectStdio({ era, env: ynab.env(env) });
  try {
    const served = { client: s.client, fake: ynab.fake };
    const result = await callTool(served, 'find_transactions', ARGS);
    expect(result.isError).toBeFalsy();
    const asked = ynab.fake.log.map((l) => `${l.path}?${l.query}`);
    const again = await callTool(served, 'find_transactions', ARGS);
    return {
      answer: result.structuredContent,
      requests: result._meta?.[REQUESTS_META],
      asked,
      againRequests: again._meta?.[REQUESTS_META],
      stderr: s.stderr(),
    };
  } finally {
    await s.close();
  }
}

describe('the replica over stdio', () => {
  it.each(['legacy', 'modern'] as const satisfies readonly Era[])(
    'makes the restarted server ask only for changes, and a repeated call within the freshness window send nothing (%s era)',
    async (era) => {
      const cache = mkdtempSync(join(tmpdir(), 'avenir-e2e-cache-'));
      const env = { AVENIR_MCP_CACHE: 'on', XDG_CACHE_HOME: cache, AVENIR_MCP_FRESH_SECONDS: '30' };
      const first = await run(era, env);
      expect(first.asked.some((q) => q.includes('last_knowledge_of_server'))).toBe(false);
      expect(first.againRequests).toBe(0);
      const file = replicaFile(join(cache, 'avenir-mcp'), 'replica-e2e');
      expect(statSync(file).mode & 0o777).toBe(0o600);

      const second = await run(era, env);
      expect(second.answer).toEqual(first.answer);
      expect(second.requests).toBe(first.requests);
      expect(second.asked.length).toBeGreaterThan(0);
      expect(second.asked.every((q) => /last_knowledge_of_server=\d+/.test(q))).toBe(true);
      expect(second.stderr).not.toContain('WARNING');
      // Node 22's "SQLite is an experimental feature" notice, printed when the replica loads, is not passed on.
      for (const run of [first, second]) expect(run.stderr).not.toMatch(/ExperimentalWarning|SQLite is an experimental/);
    },
  );

  it('keeps one file per token: a server with another token (a second YNAB account) leaves the first one warm (issue #29 item 8)', async () => {
    const era = 'modern';
    const cache = mkdtempSync(join(tmpdir(), 'avenir-e2e-two-'));
    const env = { AVENIR_MCP_CACHE: 'on', XDG_CACHE_HOME: cache };
    await run(era, env);
    const other = await run(era, { ...env, YNAB_API_KEY: 'another-account-token' });
    expect(other.asked.some((q) => q.includes('last_knowledge_of_server'))).toBe(false);
    expect(other.stderr).not.toContain('WARNING');
    expect(
      readdirSync(join(cache, 'avenir-mcp'))
        .filter((f) => f.endsWith('.sqlite'))
        .sort(),
    ).toEqual([replicaFile('', 'replica-e2e'), replicaFile('', 'another-account-token')].sort());
    const back = await run(era, env);
    expect(back.asked.every((q) => /last_knowledge_of_server=\d+/.test(q))).toBe(true);
    expect(back.stderr).not.toContain('WARNING');
  });

  it('with AVENIR_MCP_CACHE=off writes nothing and reads in full after a restart', async () => {
    const era = 'legacy';
    const cache = mkdtempSync(join(tmpdir(), 'avenir-e2e-nocache-'));
    const env = { AVENIR_MCP_CACHE: 'off', XDG_CACHE_HOME: cache };
    await run(era, env);
    const second = await run(era, env);
    expect(second.asked.some((q) => q.includes('last_knowledge_of_server'))).toBe(false);
    expect(readdirSync(cache)).toEqual([]);
  });
});
