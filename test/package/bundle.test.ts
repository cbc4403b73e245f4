// The Claude Desktop bundle (`npm run bundle`, scripts/bundle.ts): built once from the shared tarball,
// unpacked with mcpb's own unpacker, its manifest checked against mcpb's schema (and by mcpb's own
// `mcpb validate`) and package.json, and its server started the way the host starts it (mcpb's own
// substitution of ${__dirname} and ${user_config.*}), through the launcher that turns the settings into the
// server's variables. The launcher's every case, the links and the prompts' text: bundle-parts.test.ts.
import { type McpbManifestAny, getMcpConfigForManifest, unpackExtension, validateManifest } from '@anthropic-ai/mcpb';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport, getDefaultEnvironment } from '@modelcontextprotocol/client/stdio';
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { definitions } from '../../generated/registry.ts';
import {
  type Bundle,
  BUNDLE_SOURCES,
  LEFT_OUT_DEPENDENCIES,
  type Manifest,
  linksFor,
  manifestProblems,
  packBundle,
  stageBundle,
} from '../../scripts/bundle.ts';
import { ROOT } from '../../scripts/pack.ts';
import { demoStatementsDir } from '../../src/config.ts';
import { prompts } from '../../src/mcp/prompts.ts';
import { BASE, sharedPack } from './pack.ts';
import { HANG_GUARD_MS } from '../helpers/hang-guard.ts';

const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
  homepage?: string;
  bugs?: { url?: string };
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
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
});
afterAll(() => rmSync(WORK, { recursive: true, force: true }));

// A type, not an interface: mcpb takes a Record of the settings.
type UserConfig = {
  ynab_token: string;
  allow_changes: boolean;
  check_updates?: boolean;
  statements_folder?: string;
};

/**
 * The bundled server as the host starts it, with these settings (and --demo: no token needed). `inherited` is
 * the environment the host itself runs in: the manifest's variables win over it, as they do in the host.
 */
async function startBundled(userConfig: UserConfig, inherited: Record<string, string> = {}) {
  const config = await getMcpConfigForManifest({
    manifest: manifest as unknown as McpbManifestAny,
    extensionPath: UNPACKED,
    systemDirs: {},
    userConfig,
    pathSeparator: sep,
  });
  if (config === undefined) throw new Error('mcpb gave no server configuration');
  const client = new Client({ name: 'bundle-test', version: '1' });
  const transport = new StdioClientTransport({
    command: config.command === 'node' ? process.execPath : config.command,
    args: [...(config.args ?? []), '--demo'],
    env: {
      ...getDefaultEnvironment(),
      AVENIR_MCP_NO_UPDATE_CHECK: '1',
      AVENIR_MCP_CACHE: 'off',
      AVENIR_MCP_JOURNAL: join(mkdtempSync(join(WORK, 'journal-')), 'journal.jsonl'),
      ...inherited,
      ...config.env,
    },
    stderr: 'pipe',
  });
  await client.connect(transport);
  return { client, config };
}

/** What match_statement answers for the demo statement named by `path` (relative: read from the statements folder). */
async function matchByPath(client: Client, path: string) {
  const r = await client.callTool({ name: 'match_statement', arguments: { plan_id: 'demo-budget', account_id: 'acc-checking', path } });
  return { isError: r.isError === true, text: (r.content as { type: string; text?: string }[]).map((c) => c.text ?? '').join('\n') };
}

describe('the .mcpb bundle', () => {
  it('has a manifest mcpb accepts, with package.json version and every tool and prompt', () => {
    expect(statSync(bundle.file).size).toBeGreaterThan(0);
    expect(manifestProblems(manifest, pkg)).toEqual([]);
    // `mcpb validate` itself: the schema, then the icon (a PNG file inside the bundle).
    const said: string[] = [];
    const log = console.log;
    console.log = (...args: unknown[]) => void said.push(args.join(' '));
    try {
      expect(validateManifest(join(UNPACKED, 'manifest.json'))).toBe(true);
    } finally {
      console.log = log;
    }
    // (Its one "warning" on this icon is that it passed: "Recommended size is 512×512 pixels".)
    expect(said.join('\n')).toContain('Manifest schema validation passes!');
    expect(said.join('\n')).not.toMatch(/error|failed|not found/i);
    expect(manifest.version).toBe(pkg.version);
    expect(manifest.display_name).toBe('avenir-mcp (YNAB)');
    expect(manifest.server).toMatchObject({ type: 'node', entry_point: 'launch.js', mcp_config: { command: 'node' } });
    expect(manifest.tools.map((t) => t.name)).toEqual(definitions.map((d) => d.name));
    expect(manifest.prompts.map((p) => [p.name, p.arguments])).toEqual(prompts.map((p) => [p.name, p.arguments.map((a) => a.name)]));
  });

  it('has the icon, the privacy policies, a privacy statement, and links only where package.json has them', () => {
    expect(manifest.icon).toBe('icon.png');
    expect(readFileSync(join(UNPACKED, 'icon.png'))).toEqual(readFileSync(join(BUNDLE_SOURCES, 'icon.png')));
    expect(manifest.privacy_policies).toEqual(
      expect.arrayContaining(['https://www.ynab.com/privacy-policy', 'https://docs.npmjs.com/policies/privacy']),
    );
    const links = linksFor(pkg);
    for (const key of ['homepage', 'documentation', 'support'] as const) expect(manifest[key], key).toBe(links[key]);
    expect(manifest.long_description).toContain('**Privacy.**');
    expect(manifest.long_description).toContain("go only to YNAB's API (api.ynab.com)");
    expect(manifest.long_description).toContain('registry.npmjs.org');
    expect(manifest.long_description).toContain('Check for updates');
  });

  it('maps the token to YNAB_API_KEY (a sensitive, required field), the folder to AVENIR_MCP_STATEMENT_DIRS and the checkboxes to the launcher', () => {
    expect(manifest.server.mcp_config.env).toEqual({
      YNAB_API_KEY: '${user_config.ynab_token}',
      AVENIR_MCP_STATEMENT_DIRS: '${user_config.statements_folder}',
      AVENIR_MCP_TRANSPORT: 'stdio',
    });
    expect(manifest.server.mcp_config.args).toEqual([
      '${__dirname}/launch.js',
      '--allow-changes=${user_config.allow_changes}',
      '--check-updates=${user_config.check_updates}',
    ]);
    expect(manifest.user_config.ynab_token).toMatchObject({
      type: 'string',
      title: 'YNAB personal access token',
      sensitive: true,
      required: true,
    });
    expect(manifest.user_config.allow_changes).toMatchObject({ type: 'boolean', title: 'Allow changes', default: false });
    expect(manifest.user_config.check_updates).toMatchObject({ type: 'boolean', title: 'Check for updates', default: true });
    expect(manifest.user_config.check_updates!.description).toContain('registry.npmjs.org');
    expect(manifest.user_config.statements_folder).toMatchObject({
      type: 'directory',
      title: 'Folder of bank statements',
      required: false,
    });
    expect(manifest.user_config.statements_folder).not.toHaveProperty('default');
  });

  it('holds the package, its production dependencies but those of HTTP and hosted mode, and the launcher; nothing of the development tree, no docs', () => {
    for (const file of [
      'launch.js',
      'icon.png',
      'LICENSE',
      'README.md',
      'package.json',
      'dist/src/server.js',
      'dist/src/fake-ynab/fake-ynab.js',
    ])
      expect(existsSync(join(UNPACKED, file)), file).toBe(true);
    const installed = readdirSync(join(UNPACKED, 'node_modules')).flatMap((d) =>
      d.startsWith('@') ? readdirSync(join(UNPACKED, 'node_modules', d)).map((s) => `${d}/${s}`) : [d],
    );
    const leftOut: readonly string[] = LEFT_OUT_DEPENDENCIES;
    expect(leftOut).toEqual(expect.arrayContaining(['pg', 'jose', 'oauth4webapi']));
    for (const dep of Object.keys(pkg.dependencies)) {
      if (leftOut.includes(dep)) expect(installed, dep).not.toContain(dep);
      else expect(installed).toContain(dep);
    }
    // Nor what only they needed (pg's pool and protocol, @modelcontextprotocol/node's hono).
    expect(installed.filter((name) => /^(pg-|pgpass|postgres-|hono$|@hono\/)/.test(name))).toEqual([]);
    const bundled = JSON.parse(readFileSync(join(UNPACKED, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(Object.keys(bundled.dependencies).sort()).toEqual(
      Object.keys(pkg.dependencies)
        .filter((d) => !leftOut.includes(d))
        .sort(),
    );
    for (const dev of Object.keys(pkg.devDependencies)) expect(installed).not.toContain(dev);
    expect(existsSync(join(UNPACKED, 'src'))).toBe(false);
    expect(existsSync(join(UNPACKED, 'test'))).toBe(false);
    expect(existsSync(join(UNPACKED, 'docs'))).toBe(false);
    const files = readdirSync(UNPACKED, { recursive: true, encoding: 'utf8' });
    expect(files.filter((f) => /\.(ts|mts|cts|map)$/.test(f))).toEqual([]);
    expect(files.filter((f) => /\.(png|jpe?g|gif|webp)$/i.test(f))).toEqual(['icon.png']);
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

  it('serves every tool (read and write) when "Allow changes" is ticked, and the prompts the manifest lists', async () => {
    const { client, config } = await startBundled({ ynab_token: 'unused-in-demo', allow_changes: true });
    try {
      expect(config.args).toEqual([`${UNPACKED}/launch.js`, '--allow-changes=true', '--check-updates=true']);
      // No folder chosen: mcpb leaves the placeholder, which the launcher drops (the server would refuse it
      // as a relative folder and answer every call with that).
      expect(config.env).toEqual({
        YNAB_API_KEY: 'unused-in-demo',
        AVENIR_MCP_STATEMENT_DIRS: '${user_config.statements_folder}',
        AVENIR_MCP_TRANSPORT: 'stdio',
      });
      expect((await client.listTools()).tools).toHaveLength(definitions.length);
      const r = await client.callTool({ name: 'get_monthly_summary', arguments: { plan_id: 'demo-budget' } });
      expect(r.structuredContent).toMatchObject({ month: '2026-09-01', ready_to_assign: 1729.32 });
      expect((await client.listPrompts()).prompts.map((p) => p.name)).toEqual(manifest.prompts.map((p) => p.name));
      const review = manifest.prompts.find((p) => p.name === 'monthly_review')!;
      const served = await client.getPrompt({ name: 'monthly_review', arguments: { plan_id: 'demo-budget', month: '2026-09-01' } });
      expect(served.messages[0]!.content).toEqual({
        type: 'text',
        text: review.text.replace('${arguments.plan_id}', 'demo-budget').replace('${arguments.month}', '2026-09-01'),
      });
      // So --demo reads its own statements folder, as with the variable unset (without --demo: none).
      expect(await matchByPath(client, 'checking-2026-09.csv')).toMatchObject({ isError: false });
    } finally {
      await client.close();
    }
  });

  it('serves the read tools only when it is not, whatever AVENIR_MCP_WRITE the environment holds; the update check unticked', async () => {
    const { client, config } = await startBundled(
      { ynab_token: 'unused-in-demo', allow_changes: false, check_updates: false },
      { AVENIR_MCP_WRITE: '1' },
    );
    try {
      expect(config.args).toEqual([`${UNPACKED}/launch.js`, '--allow-changes=false', '--check-updates=false']);
      const names = (await client.listTools()).tools.map((t) => t.name);
      expect(names.sort()).toEqual(
        definitions
          .filter((d) => d.kind === 'read')
          .map((d) => d.name)
          .sort(),
      );
    } finally {
      await client.close();
    }
  });

  it('reads statement files from the chosen folder, and serves on stdio whatever AVENIR_MCP_TRANSPORT the environment holds', async () => {
    const folder = join(WORK, 'Statements');
    mkdirSync(folder, { recursive: true });
    // A name the demo's own statements folder does not have: found, it was read from the chosen folder.
    copyFileSync(join(demoStatementsDir()!, 'checking-2026-09.csv'), join(folder, 'my-bank-september.csv'));
    const { client, config } = await startBundled(
      { ynab_token: 'unused-in-demo', allow_changes: false, statements_folder: folder },
      { AVENIR_MCP_TRANSPORT: 'http' },
    );
    try {
      expect(config.env).toMatchObject({ AVENIR_MCP_STATEMENT_DIRS: folder, AVENIR_MCP_TRANSPORT: 'stdio' });
      expect(await matchByPath(client, 'my-bank-september.csv')).toMatchObject({ isError: false });
      copyFileSync(join(folder, 'my-bank-september.csv'), join(WORK, 'outside.csv'));
      expect(await matchByPath(client, join(WORK, 'outside.csv'))).toMatchObject({ isError: true });
    } finally {
      await client.close();
    }
  });

  it('answers HTTP or hosted mode, asked by hand, with one line rather than a missing package', () => {
    const env = { ...getDefaultEnvironment(), AVENIR_MCP_NO_UPDATE_CHECK: '1' };
    for (const [args, more] of [
      [['--allow-changes=false'], { AVENIR_MCP_TRANSPORT: 'http', AVENIR_MCP_AUTH: 'oauth' }],
      [['forget', 'someone'], {}],
    ] as const) {
      const run = spawnSync(process.execPath, [join(UNPACKED, 'launch.js'), ...args], {
        env: { ...env, ...more },
        encoding: 'utf8',
        timeout: HANG_GUARD_MS,
      });
      expect(run.status).toBe(2);
      expect(run.stderr).toMatch(/^avenir-mcp: [^\n]+ which this Claude Desktop bundle leaves out [^\n]+\n$/);
    }
  });
});
