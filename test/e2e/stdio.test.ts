// End to end: the real server process over stdio, driven by the official MCP client in both protocol eras,
// against the loopback fake YNAB (as a user's YNAB would be reached) and in --demo mode.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { definitions } from '../../generated/registry.ts';
import { describeTool } from '../../src/mcp/build-server.ts';
import { listedInputSchema, listedOutputSchema } from '../../src/mcp/listed-schema.ts';
import { VERSION } from '../../generated/version.ts';
import { textOf } from '../helpers/calls.ts';
import { loopbackYnab } from '../helpers/loopback-ynab.ts';
import { ROOT, SERVER_ENTRY, connectStdio, type Era } from '../helpers/stdio-client.ts';
import { HANG_GUARD_MS } from '../helpers/hang-guard.ts';

const TOKEN = 'e2e-secret-token-7f3a';
const ynab = loopbackYnab(TOKEN);
const env = (extra: Record<string, string> = {}) => ynab.env({ AVENIR_MCP_LOG_LEVEL: 'INFO', ...extra });

for (const era of ['legacy', 'modern'] as const satisfies readonly Era[]) {
  describe(`over stdio, ${era} era`, () => {
    it('reports its name and version, lists every manifest tool with its schemas and annotations, and answers', async () => {
      const s = await connectStdio({ era, env: env() });
      try {
        expect(s.client.getServerVersion()).toMatchObject({ name: 'avenir-mcp', version: VERSION });
        const tools = (await s.client.listTools()).tools;
        const readTools = definitions.filter((d) => d.kind === 'read');
        expect(tools.map((t) => t.name)).toEqual(readTools.map((d) => d.name));
        for (const d of readTools) {
          const listed = tools.find((t) => t.name === d.name)!;
          expect(listed.title).toBe(d.title);
          expect(listed.description).toBe(describeTool(d, new Set(readTools.map((r) => r.name))));
          // A read tool: the title, and every hint but idempotentHint (meaningless when readOnlyHint is true).
          expect(listed.annotations).toEqual({
            title: d.title,
            readOnlyHint: true,
            destructiveHint: false,
            openWorldHint: d.annotations.openWorldHint,
          });
          expect(listed.inputSchema).toEqual(listedInputSchema(JSON.parse(JSON.stringify(d.input))));
          // The server validates against the strict schema; the list shows it without additionalProperties.
          expect(listed.outputSchema).toEqual(listedOutputSchema(JSON.parse(JSON.stringify(d.output))));
        }

        ynab.fake.resetLog();
        const plans = await s.client.callTool({ name: 'list_plans', arguments: {} });
        expect(plans.structuredContent).toMatchObject({ plans: [{ id: 'demo-budget', name: 'Demo household' }] });
        const accounts = await s.client.callTool({ name: 'list_accounts', arguments: { plan_id: 'demo-budget' } });
        expect((accounts.structuredContent as { accounts: unknown[] }).accounts).toHaveLength(6);
        const summary = await s.client.callTool({ name: 'get_monthly_summary', arguments: { plan_id: 'demo-budget', month: 'current' } });
        expect(summary.structuredContent).toMatchObject({
          month: '2026-09-01',
          ready_to_assign: 1729.32,
          overspent: [{ name: 'Restaurants', balance: -22.5 }],
        });
        expect(JSON.parse(textOf(summary))).toEqual(summary.structuredContent);
        expect(ynab.fake.log.map((r) => r.path)).toEqual(['/plans', '/plans/demo-budget/accounts', '/plans/demo-budget/months/2026-09-01']);

        const bad = await s.client.callTool({ name: 'get_monthly_summary', arguments: { plan_id: 'demo-budget', month: '2026-9-1' } });
        expect(bad.isError).toBe(true);
        expect(ynab.fake.log).toHaveLength(3);
        await expect(s.client.callTool({ name: 'apply_categories', arguments: {} })).rejects.toThrow(/not found/);
      } finally {
        await s.close();
      }
      // Logs went to stderr with identifiers and counts, never the token nor amounts.
      expect(s.stderr()).toContain('tool call tool=get_monthly_summary requests=1 outcome=ok');
      expect(s.stderr()).not.toContain(TOKEN);
      expect(s.stderr()).not.toMatch(/1729|3512|Restaurants/);
    });

    it('serves the built-in demo plan with --demo, without a token', async () => {
      const s = await connectStdio({ era, args: ['--demo'], env: { AVENIR_MCP_WRITE: '1' } });
      try {
        const summary = await s.client.callTool({ name: 'get_monthly_summary', arguments: { plan_id: 'demo-budget' } });
        expect(summary.structuredContent).toMatchObject({ month: '2026-09-01', budgeted: 1967.67, age_of_money: 47 });
      } finally {
        await s.close();
      }
    });
  });
}

describe('process behaviour', () => {
  const run = (args: string[], extraEnv: Record<string, string> = {}, input = '') =>
    spawnSync(process.execPath, [SERVER_ENTRY, ...args], {
      cwd: ROOT,
      input,
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', ...extraEnv },
      timeout: HANG_GUARD_MS,
    });
  /** --demo given a raw client's handshake and tools/list on stdin, all at once: its two answers on stdout. */
  const listToolsRaw = (extraEnv: Record<string, string>) =>
    run(
      ['--demo'],
      extraEnv,
      [
        {
          jsonrpc: '2.0',
          id: 1,
          method: 'initialize',
          params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
        },
        { jsonrpc: '2.0', method: 'notifications/initialized' },
        { jsonrpc: '2.0', id: 2, method: 'tools/list', params: {} },
      ]
        .map((m) => `${JSON.stringify(m)}\n`)
        .join(''),
    );

  it('prints its version', () => {
    const r = run(['--version']);
    expect(r.stdout).toBe(`avenir-mcp ${VERSION}\n`);
    expect(r.status).toBe(0);
  });

  it('refuses an unknown argument and a plain-http non-loopback YNAB URL at start', () => {
    expect(run(['--nope'])).toMatchObject({ status: 2, stdout: '' });
    const r = run([], { AVENIR_MCP_YNAB_URL: 'http://api.ynab.com/v1' });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/AVENIR_MCP_YNAB_URL is "http:\/\/api\.ynab\.com\/v1": plain http is allowed only to a loopback host/);
    expect(run([], { AVENIR_MCP_LOG_LEVEL: 'LOUD' }).stderr).toMatch(/AVENIR_MCP_LOG_LEVEL is "LOUD": use DEBUG, INFO, WARNING or ERROR/);
  });

  it('stops at start (status 2) when AVENIR_MCP_REQUIRE_ELICITATION is not 1, 0 or empty, naming the accepted values', () => {
    for (const args of [[], ['--demo']]) {
      const r = run(args, { AVENIR_MCP_REQUIRE_ELICITATION: 'yes', AVENIR_MCP_NO_UPDATE_CHECK: '1' });
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toBe(
        `avenir-mcp: AVENIR_MCP_REQUIRE_ELICITATION is "yes": use 1 (only the user's own answer in the client confirms a change) or 0 (confirmation codes allowed, the default), or unset it.\n`,
      );
    }
  });

  it('stays read-only with AVENIR_MCP_WRITE=yes, and says so in one WARNING line naming AVENIR_MCP_WRITE=1', () => {
    const r = listToolsRaw({ AVENIR_MCP_WRITE: 'yes' });
    const tools = (
      JSON.parse(r.stdout.split('\n').filter((l) => l !== '')[1]!) as { result: { tools: { name: string }[] } }
    ).result.tools.map((t) => t.name);
    expect(tools).toEqual(definitions.filter((d) => d.kind === 'read').map((d) => d.name));
    const warnings = r.stderr.split('\n').filter((l) => l.includes('WARNING'));
    expect(warnings).toEqual([
      'avenir-mcp WARNING AVENIR_MCP_WRITE is "yes", so the server stays read-only: set AVENIR_MCP_WRITE=1 to show the write tools, or 0 (or unset it) to keep them hidden.',
    ]);
  });

  it('warns at start about the token: each file message names the file and `chmod 600 PATH`, the no-token one --demo', () => {
    const dir = mkdtempSync(join(tmpdir(), 'avenir-token-'));
    const missing = join(dir, 'missing');
    const open = join(dir, 'open');
    writeFileSync(open, `${TOKEN}\n`);
    chmodSync(open, 0o644);
    const warnings = (extra: Record<string, string>) =>
      run([], { AVENIR_MCP_YNAB_URL: ynab.url, AVENIR_MCP_NO_UPDATE_CHECK: '1', ...extra })
        .stderr.split('\n')
        .filter((l) => l.includes('WARNING'));
    const [gone] = warnings({ YNAB_API_KEY_FILE: missing });
    expect(gone).toContain(`WARNING The token file ${missing} (YNAB_API_KEY_FILE) could not be read (ENOENT)`);
    expect(gone).toContain(`chmod 600 ${missing}`);
    const [readable] = warnings({ YNAB_API_KEY_FILE: open });
    expect(readable).toContain(`WARNING The token file ${open} (YNAB_API_KEY_FILE) can be read by other accounts`);
    expect(readable).toContain(`Run \`chmod 600 ${open}\``);
    const [none] = warnings({});
    expect(none).toMatch(/WARNING No YNAB token is configured.*YNAB_API_KEY.*YNAB_API_KEY_FILE.*--demo/);
  });

  it('never quotes a bad AVENIR_MCP_YNAB_URL with its user info or query', () => {
    const r = run([], { AVENIR_MCP_YNAB_URL: 'https://user:secret@host/v1?key=secret', AVENIR_MCP_NO_UPDATE_CHECK: '1' });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('AVENIR_MCP_YNAB_URL is "https://***@host/v1?***": it holds a user name or password.');
    expect(r.stderr).not.toMatch(/secret|user:/);
  });

  it('writes nothing but protocol messages on stdout', () => {
    const r = listToolsRaw({ AVENIR_MCP_LOG_LEVEL: 'DEBUG' });
    const lines = r.stdout.split('\n').filter((l) => l !== '');
    expect(lines.length).toBe(2);
    for (const line of lines) expect(JSON.parse(line)).toMatchObject({ jsonrpc: '2.0' });
    expect(r.stderr).toContain('serving on stdio');
  });

  it('refuses a token file other accounts can read, sending nothing to YNAB', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'avenir-token-'));
    const file = join(dir, 'token');
    writeFileSync(file, `${TOKEN}\n`);
    chmodSync(file, 0o644);
    ynab.fake.resetLog();
    const s = await connectStdio({ era: 'legacy', env: { ...env(), YNAB_API_KEY: '', YNAB_API_KEY_FILE: file } });
    try {
      const r = await s.client.callTool({ name: 'list_plans', arguments: {} });
      expect(textOf(r)).toBe(
        `Error calling tool 'list_plans': The token file ${file} (YNAB_API_KEY_FILE) can be read by other accounts on this machine, so it was not used and nothing was sent to YNAB. Run \`chmod 600 ${file}\` and restart the server.`,
      );
      expect(ynab.fake.requestCount).toBe(0);
    } finally {
      await s.close();
    }
    chmodSync(file, 0o600);
    const ok = await connectStdio({ era: 'legacy', env: { ...env(), YNAB_API_KEY: '', YNAB_API_KEY_FILE: file } });
    try {
      expect((await ok.client.callTool({ name: 'list_plans', arguments: {} })).isError).toBeFalsy();
    } finally {
      await ok.close();
    }
  });
});
