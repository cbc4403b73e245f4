// Issue #29 item 3: a wrong setting on stdio keeps the server up, as a missing token does, so the assistant
// can relay the fix (a client shows only "Server disconnected" for a server that exits): the read tools are
// listed and every call answers the setting's message; no write tool, nothing else. Over HTTP the server
// still refuses to start.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { definitions } from '../../generated/registry.ts';
import { misconfiguredText } from '../../src/mcp/misconfigured-server.ts';
import { textOf } from '../helpers/in-process.ts';
import { ROOT, SERVER_ENTRY, connectStdio, type Era } from '../helpers/stdio-client.ts';
import { HANG_GUARD_MS } from '../helpers/hang-guard.ts';

const LOUD = 'AVENIR_MCP_LOG_LEVEL is "LOUD": use DEBUG, INFO, WARNING or ERROR.';
const reads = definitions.filter((d) => d.kind === 'read').map((d) => d.name);

describe.each<Era>(['modern', 'legacy'])('a wrong setting on stdio (%s era)', (era) => {
  it('lists the read tools only, says the fix in its instructions, and answers every call with it', async () => {
    const s = await connectStdio({ era, env: { AVENIR_MCP_LOG_LEVEL: 'LOUD', AVENIR_MCP_WRITE: '1', YNAB_API_KEY: 'unused' } });
    try {
      expect(s.client.getInstructions()).toBe(misconfiguredText(LOUD));
      expect((await s.client.listTools()).tools.map((t) => t.name)).toEqual(reads);
      for (const [name, args] of [
        ['list_plans', {}],
        ['list_accounts', { plan_id: 'last-used' }],
      ] as const) {
        const result = await s.client.callTool({ name, arguments: args });
        expect(result.isError, name).toBe(true);
        expect(textOf(result)).toBe(misconfiguredText(LOUD));
      }
      // A write tool is not there to be called, even with AVENIR_MCP_WRITE=1.
      await expect(s.client.callTool({ name: 'apply_categories', arguments: {} })).rejects.toThrow(/Tool apply_categories not found/);
    } finally {
      await s.close();
    }
  });
});

const run = (args: string[], env: Record<string, string>) =>
  spawnSync(process.execPath, [SERVER_ENTRY, ...args], {
    cwd: ROOT,
    input: '',
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '', ...env },
    timeout: HANG_GUARD_MS,
  });

describe('the process', () => {
  it('on stdio: says the message on stderr, writes nothing unasked on stdout, and ends in failure (2) when the client closes it', () => {
    for (const [args, env, message] of [
      [[], { AVENIR_MCP_LOG_LEVEL: 'LOUD' }, LOUD],
      [['--demp'], {}, 'unknown argument --demp; see --help.'],
      [[], { AVENIR_MCP_TRANSPORT: 'STDIO', AVENIR_MCP_YNAB_URL: 'http://api.ynab.com/v1' }, undefined],
      // A token pasted into the wrong variable never reaches stderr, nor the model.
      [
        [],
        { YNAB_API_KEY: 'tok-9c1e7f0d2b3a4e5f', AVENIR_MCP_LOG_LEVEL: 'tok-9c1e7f0d2b3a4e5f' },
        'AVENIR_MCP_LOG_LEVEL is "[token]": use DEBUG, INFO, WARNING or ERROR.',
      ],
    ] as const) {
      const r = run([...args], env);
      expect(r.status, JSON.stringify(args)).toBe(2);
      expect(r.stdout).toBe('');
      if (message !== undefined) expect(r.stderr).toBe(`avenir-mcp: ${message}\n`);
      else expect(r.stderr).toMatch(/^avenir-mcp: AVENIR_MCP_YNAB_URL is "http:\/\/api\.ynab\.com\/v1"/);
    }
  });

  it('over HTTP, or with a transport it cannot tell: refuses to start (2), the message on stderr', () => {
    const envs: Record<string, string>[] = [
      { AVENIR_MCP_TRANSPORT: 'http', AVENIR_MCP_LOG_LEVEL: 'LOUD' },
      { AVENIR_MCP_TRANSPORT: 'htp' },
    ];
    for (const env of envs) {
      const r = run([], env);
      expect(r.status, JSON.stringify(env)).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(/^avenir-mcp: AVENIR_MCP_(LOG_LEVEL is "LOUD"|TRANSPORT is "htp")/);
    }
  });
});
