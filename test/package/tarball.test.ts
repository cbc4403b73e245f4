// The published package as a user gets it: `npm pack` (from a clean build), `npm install <tarball>` in a
// folder of its own, then `npx avenir-mcp` — the bin's shebang, the compiled JavaScript under plain node, no
// tsx, and the demo plan from the package's own files. Also pins what the tarball holds: runtime files only.
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { definitions } from '../../generated/registry.ts';
import { VERSION } from '../../generated/version.ts';
import { type Packed, ROOT, npm, npmEnv } from '../../scripts/pack.ts';
import { connectHttp, startHttpServer } from '../helpers/http-server.ts';
import { sharedPack } from './pack.ts';

let packed: Packed;
let folder: string;

/** The environment of a session: no update check, and writes as the package ships them (off). */
function env(): Record<string, string> {
  const { AVENIR_MCP_WRITE: _writes, ...rest } = npmEnv({ AVENIR_MCP_NO_UPDATE_CHECK: '1' });
  return Object.fromEntries(Object.entries(rest).filter((e): e is [string, string] => e[1] !== undefined));
}

function npx(args: string[]): string {
  return execFileSync('npx', ['--no-install', 'avenir-mcp', ...args], {
    cwd: folder,
    env: env(),
    encoding: 'utf8',
    shell: process.platform === 'win32',
  });
}

beforeAll(async () => {
  packed = await sharedPack();
  // Outside the repository (npm would otherwise take the repository for the project), with a package.json.
  folder = mkdtempSync(join(tmpdir(), 'avenir-tarball-'));
  writeFileSync(join(folder, 'package.json'), JSON.stringify({ name: 'avenir-tarball-test', private: true }));
  npm(['install', packed.tgz, '--prefer-offline', '--no-audit', '--no-fund'], folder);
});
afterAll(() => {
  if (folder !== undefined) rmSync(folder, { recursive: true, force: true });
});

describe('the npm package', () => {
  it('holds only runtime files: compiled JavaScript, the docs pages (no screenshots), the demo statement, READMEs, SECURITY, LICENSE and package.json', () => {
    const odd = packed.files.filter(
      (f) =>
        !/^(package\.json|README(\.es)?\.md|SECURITY(\.es)?\.md|LICENSE|docs\/.+\.md|demo\/statements\/[a-z0-9-]+\.csv|dist\/(src|generated)\/.+\.js|dist\/views\/[a-z-]+\/index\.html)$/.test(
          f,
        ),
    );
    expect(odd).toEqual([]);
    for (const f of [
      'README.es.md',
      'SECURITY.md',
      'SECURITY.es.md',
      'docs/en/index.md',
      'docs/es/index.md',
      'demo/statements/checking-2026-09.csv',
    ])
      expect(packed.files).toContain(f);
    // Every module of src/ and generated/ is compiled in (types-only declaration files aside).
    const sources = ['src', 'generated']
      .flatMap((dir) => readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' }).map((f) => `${dir}/${f.replaceAll('\\', '/')}`))
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'));
    expect(packed.files.filter((f) => f.startsWith('dist/') && f.endsWith('.js'))).toEqual(
      sources.map((f) => `dist/${f.replace(/\.ts$/, '.js')}`).sort(),
    );
    // And every view, built (npm run build:views).
    const views = definitions.filter((d) => d.view).map((d) => `dist/views/${d.view!.name}/index.html`);
    expect(packed.files.filter((f) => f.startsWith('dist/views/')).sort()).toEqual(views.sort());
    expect(packed.files).toContain('LICENSE');
    expect(packed.version).toBe(VERSION);
  });

  it('installs a bin that npx runs: --version, --help', () => {
    const installed = join(folder, 'node_modules', 'avenir-mcp');
    const pkg = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as { bin: Record<string, string> };
    expect(readFileSync(join(installed, pkg.bin['avenir-mcp'] ?? 'missing'), 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
    expect(npx(['--version'])).toBe(`avenir-mcp ${VERSION}\n`);
    expect(npx(['--help'])).toContain('Usage: avenir-mcp');
  });

  it('serves the demo plan over stdio from the installed package', async () => {
    const client = new Client({ name: 'tarball-test', version: '1' });
    const transport = new StdioClientTransport({
      command: 'npx',
      args: ['--no-install', 'avenir-mcp', '--demo'],
      cwd: folder,
      env: env(),
      stderr: 'pipe',
    });
    let stderr = '';
    transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    await client.connect(transport);
    try {
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name).sort()).toEqual(
        definitions
          .filter((d) => d.kind === 'read')
          .map((d) => d.name)
          .sort(),
      );
      const r = await client.callTool({ name: 'get_monthly_summary', arguments: { plan_id: 'demo-budget' } });
      expect(r.isError ?? false, stderr).toBe(false);
      expect(r.structuredContent).toMatchObject({ month: '2026-09-01', ready_to_assign: 1729.32 });
      // Its view, read from the installed package's own dist/views.
      const view = await client.readResource({ uri: 'ui://avenir-mcp/month' });
      expect((view.contents[0] as { text: string }).text).toMatch(/^<!doctype html>/);
      // And the demo's statement, from the installed package's own demo/statements.
      const statement = await client.callTool({
        name: 'match_statement',
        arguments: { plan_id: 'demo-budget', account_id: 'acc-checking', path: 'checking-2026-09.csv' },
      });
      expect(statement.isError ?? false, JSON.stringify(statement.content)).toBe(false);
    } finally {
      await client.close();
    }
  });

  it('serves Streamable HTTP from the installed package, with its runtime dependencies only', async () => {
    // The bin npx runs, started directly so that stopping it stops the server (npx would stand between).
    const server = await startHttpServer(env(), ['--demo'], [join(folder, 'node_modules', '.bin', 'avenir-mcp')]);
    try {
      const client = await connectHttp(server.url, server.printedToken ?? '', { era: 'legacy' });
      try {
        expect((await client.listTools()).tools).toHaveLength(definitions.filter((d) => d.kind === 'read').length);
      } finally {
        await client.close();
      }
    } finally {
      await server.stop();
    }
  });
});
