// The Claude Desktop bundle (`npm run bundle`, scripts/bundle.ts): built once from the shared tarball,
// unpacked with mcpb's own unpacker, its manifest checked against mcpb's schema and package.json, and its
// server started the way the host starts it (mcpb's own substitution of ${__dirname} and ${user_config.*}),
// through the launcher that turns the "Allow changes" checkbox into AVENIR_MCP_WRITE.
import { type McpbManifestAny, getMcpConfigForManifest, unpackExtension } from '@anthropic-ai/mcpb';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport, getDefaultEnvironment } from '@modelcontextprotocol/client/stdio';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { definitions } from '../../generated/registry.ts';
import { type Bundle, type Manifest, manifestProblems, packBundle, stageBundle } from '../../scripts/bundle.ts';
import { ROOT } from '../../scripts/pack.ts';
import { BASE, sharedPack } from './pack.ts';

const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { name: string; version: string; dependencies: Record<string, string>; devDependencies: Record<string, string> };
const WORK = join(BASE, `bundle-${process.pid}`);
const UNPACKED = join(WORK, 'unpacked');
let bundle: Bundle;
let manifest: Manifest;

beforeAll(async () => {
  const packed = await sharedPack();
  await stageBundle(packed.tgz, join(WORK, 'stage'));
  bundle = await packBundle(join(WORK, 'stage'), join(WORK, `avenir-mcp-${packed.version}.mcpb`));
  expect(await unpackExtension({ mcpbPath: bundle.file, outputDir: UNPACKED, silent: true })).toBe(true);
  manifest = JSON.parse(readFileSync(join(UNPACKED, 'manifest.json'), 'utf8')) as Manifest;
}, 180_000);
afterAll(() => rmSync(WORK, { recursive: true, force: true }));

/** The bundled server as the host starts it, with these settings (and --demo: no token needed). */
async function startBundled(userConfig: { ynab_token: string; allow_changes: boolean }, extraEnv: Record<string, string> = {}) {
  const config = await getMcpConfigForManifest({ manifest: manifest as unknown as McpbManifestAny, extensionPath: UNPACKED, systemDirs: {}, userConfig, pathSeparator: sep });
  if (config === undefined) throw new Error('mcpb gave no server configuration');
  const client = new Client({ name: 'bundle-test', version: '1' });
  const transport = new StdioClientTransport({
    command: config.command === 'node' ? process.execPath : config.command,
    args: [...(config.args ?? []), '--demo'],
    env: { ...getDefaultEnvironment(), ...config.env, AVENIR_MCP_NO_UPDATE_CHECK: '1', AVENIR_MCP_CACHE: 'off', AVENIR_MCP_JOURNAL: join(mkdtempSync(join(WORK, 'journal-')), 'journal.jsonl'), ...extraEnv },
    stderr: 'pipe',
  });
  await client.connect(transport);
  return { client, config };
}

describe('the .mcpb bundle', () => {
  it('has a manifest mcpb accepts, with package.json version and every tool', () => {
    expect(statSync(bundle.file).size).toBeGreaterThan(0);
    expect(manifestProblems(manifest, pkg)).toEqual([]);
    expect(manifest.version).toBe(pkg.version);
    expect(manifest.display_name).toBe('avenir-mcp (YNAB)');
    expect(manifest.server).toMatchObject({ type: 'node', entry_point: 'launch.js', mcp_config: { command: 'node' } });
    expect(manifest.tools.map((t) => t.name)).toEqual(definitions.map((d) => d.name));
  });

  it('maps the token to YNAB_API_KEY (a sensitive, required field) and the checkbox, off by default, to the launcher', () => {
    expect(manifest.server.mcp_config.env).toEqual({ YNAB_API_KEY: '${user_config.ynab_token}' });
    expect(manifest.server.mcp_config.args).toEqual(['${__dirname}/launch.js', '--allow-changes=${user_config.allow_changes}']);
    expect(manifest.user_config.ynab_token).toMatchObject({ type: 'string', title: 'YNAB personal access token', sensitive: true, required: true });
    expect(manifest.user_config.allow_changes).toMatchObject({ type: 'boolean', title: 'Allow changes', default: false });
  });

  it('holds the package, its production dependencies and the launcher, nothing of the development tree', () => {
    for (const file of ['launch.js', 'LICENSE', 'package.json', 'dist/src/server.js', 'dist/src/fake-ynab/fake-ynab.js']) expect(existsSync(join(UNPACKED, file)), file).toBe(true);
    const installed = readdirSync(join(UNPACKED, 'node_modules')).flatMap((d) => (d.startsWith('@') ? readdirSync(join(UNPACKED, 'node_modules', d)).map((s) => `${d}/${s}`) : [d]));
    for (const dep of Object.keys(pkg.dependencies)) expect(installed).toContain(dep);
    for (const dev of Object.keys(pkg.devDependencies)) expect(installed).not.toContain(dev);
    expect(existsSync(join(UNPACKED, 'src'))).toBe(false);
    expect(existsSync(join(UNPACKED, 'test'))).toBe(false);
    const files = readdirSync(UNPACKED, { recursive: true, encoding: 'utf8' });
    expect(files.filter((f) => /\.(ts|mts|cts|map)$/.test(f))).toEqual([]);
    expect(files.filter((f) => statSync(join(UNPACKED, f)).isFile())).toHaveLength(bundle.files);
  });

  it('refuses a manifest that mcpb would not load or that disagrees with package.json, saying why', () => {
    const broken = { ...manifest, version: '9.9.9', author: undefined, user_config: { ynab_token: { type: 'secret', title: 'Token' } } };
    const problems = manifestProblems(broken, pkg);
    expect(problems).toContain(`version is 9.9.9, package.json says ${pkg.version}`);
    expect(problems.some((p) => p.startsWith('author:'))).toBe(true);
    expect(problems.some((p) => p.startsWith('user_config.ynab_token.type:'))).toBe(true);
    expect(problems.some((p) => p.startsWith('user_config.ynab_token.description:'))).toBe(true);
  });

  it('serves every tool (read and write) when "Allow changes" is ticked', async () => {
    const { client, config } = await startBundled({ ynab_token: 'unused-in-demo', allow_changes: true });
    try {
      expect(config.args).toEqual([`${UNPACKED}/launch.js`, '--allow-changes=true']);
      expect(config.env).toEqual({ YNAB_API_KEY: 'unused-in-demo' });
      expect((await client.listTools()).tools).toHaveLength(definitions.length);
      const r = await client.callTool({ name: 'get_monthly_summary', arguments: { plan_id: 'demo-budget' } });
      expect(r.structuredContent).toMatchObject({ month: '2026-09-01', ready_to_assign: 1729.32 });
    } finally {
      await client.close();
    }
  });

  it('serves the read tools only when it is not, whatever AVENIR_MCP_WRITE the environment holds', async () => {
    const { client, config } = await startBundled({ ynab_token: 'unused-in-demo', allow_changes: false }, { AVENIR_MCP_WRITE: '1' });
    try {
      expect(config.args).toEqual([`${UNPACKED}/launch.js`, '--allow-changes=false']);
      const names = (await client.listTools()).tools.map((t) => t.name);
      expect(names.sort()).toEqual(definitions.filter((d) => d.kind === 'read').map((d) => d.name).sort());
    } finally {
      await client.close();
    }
  });
});
