// The parts of the Claude Desktop bundle that need no build (the bundle itself: bundle.test.ts): the links
// taken from package.json, the prompts taken from the server's own definitions, the icon, and the launcher
// (bundle/launch.js) run in front of a stand-in server that reports what it was started with.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { definitions } from '../../generated/registry.ts';
import { BUNDLE_SOURCES, linksFor, manifestFor, manifestProblems, promptsFor } from '../../scripts/bundle.ts';
import { ROOT } from '../../scripts/pack.ts';
import * as serverPrompts from '../../src/mcp/prompts.ts';

const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
  description: string;
  license: string;
};
const TOOLS = definitions.map((d) => d.name);
const TEMPLATE_PRIVACY = ['https://www.ynab.com/privacy-policy', 'https://docs.npmjs.com/policies/privacy'];

describe('the manifest’s links', () => {
  it('come from package.json’s homepage and bugs; a GitHub homepage also gives the docs and the privacy statement', () => {
    expect(
      linksFor({ homepage: 'https://github.com/someone/avenir-mcp#readme', bugs: { url: 'https://github.com/someone/avenir-mcp/issues' } }),
    ).toEqual({
      homepage: 'https://github.com/someone/avenir-mcp#readme',
      documentation: 'https://github.com/someone/avenir-mcp/blob/main/docs/en/index.md',
      support: 'https://github.com/someone/avenir-mcp/issues',
      privacy_policies: ['https://github.com/someone/avenir-mcp/blob/main/docs/en/security.md#privacy'],
    });
    expect(linksFor({ homepage: 'https://avenir.example.org/', bugs: 'https://avenir.example.org/help' })).toEqual({
      homepage: 'https://avenir.example.org/',
      documentation: 'https://avenir.example.org/',
      support: 'https://avenir.example.org/help',
    });
  });

  it('are none while package.json has none (no address is invented)', () => {
    expect(linksFor({})).toEqual({});
    expect(linksFor({ homepage: '', bugs: { email: 'someone@example.org' } })).toEqual({});
  });

  it('make a manifest mcpb accepts either way, YNAB’s and npm’s privacy policies always in it', () => {
    const prompts = promptsFor(serverPrompts, TOOLS);
    const bare = manifestFor(pkg, definitions, prompts);
    expect(manifestProblems(bare, pkg)).toEqual([]);
    expect(Object.keys(bare)).not.toContain('homepage');
    expect(Object.keys(bare)).not.toContain('support');
    expect(bare.privacy_policies).toEqual(TEMPLATE_PRIVACY);
    const linked = manifestFor(
      { ...pkg, homepage: 'https://github.com/someone/avenir-mcp', bugs: { url: 'https://github.com/someone/avenir-mcp/issues' } },
      definitions,
      prompts,
    );
    expect(manifestProblems(linked, pkg)).toEqual([]);
    expect(linked).toMatchObject({
      homepage: 'https://github.com/someone/avenir-mcp',
      support: 'https://github.com/someone/avenir-mcp/issues',
    });
    expect(linked.privacy_policies).toEqual([
      ...TEMPLATE_PRIVACY,
      'https://github.com/someone/avenir-mcp/blob/main/docs/en/security.md#privacy',
    ]);
    // A homepage that is no URL stops the build, as mcpb's schema says.
    expect(manifestProblems(manifestFor({ ...pkg, homepage: 'avenir-mcp home' }, definitions, prompts), pkg)).toContain(
      'homepage: Invalid url',
    );
  });
});

describe('the manifest’s prompts', () => {
  const listed = promptsFor(serverPrompts, TOOLS);

  it('are the server’s prompts: names, descriptions and argument names', () => {
    expect(listed.map((p) => [p.name, p.description, p.arguments])).toEqual(
      serverPrompts.prompts.map((p) => [p.name, p.description, p.arguments.map((a) => a.name)]),
    );
  });

  it('hold the text the server sends, each argument as ${arguments.NAME}', () => {
    const values: Record<string, string> = {
      plan_id: 'demo-budget',
      month: '2026-09-01',
      account_id: 'acc-checking',
      bank_balance: '-20.5',
    };
    for (const [i, prompt] of listed.entries()) {
      const definition = serverPrompts.prompts[i]!;
      for (const argument of definition.arguments) expect(prompt.text, prompt.name).toContain(`\${arguments.${argument.name}}`);
      const filled = prompt.text.replace(/\$\{arguments\.([a-z_]+)\}/g, (_, name: string) => values[name]!);
      const sent = serverPrompts.getPrompt(definition, values, new Set(TOOLS)).messages[0]!.content;
      expect(sent).toEqual({ type: 'text', text: filled });
    }
  });
});

describe('the icon', () => {
  it('is a 512×512 PNG with an alpha channel', () => {
    const png = readFileSync(join(BUNDLE_SOURCES, 'icon.png'));
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    expect(png.toString('latin1', 12, 16)).toBe('IHDR');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([512, 512]);
    expect(png[25]).toBe(6); // colour type 6: RGBA
  });
});

describe('the launcher', () => {
  // launch.js next to a stand-in dist/src/server.js that prints its arguments and the variables the
  // launcher sets, or loads a package no one has (to stand for one the bundle leaves out).
  const dir = mkdtempSync(join(tmpdir(), 'avenir-launch-'));
  mkdirSync(join(dir, 'dist', 'src'), { recursive: true });
  copyFileSync(join(BUNDLE_SOURCES, 'launch.js'), join(dir, 'launch.js'));
  writeFileSync(
    join(dir, 'dist', 'src', 'server.js'),
    [
      "if (process.argv.includes('--load-left-out')) await import('avenir-left-out-package');",
      "const names = ['AVENIR_MCP_WRITE', 'AVENIR_MCP_NO_UPDATE_CHECK', 'AVENIR_MCP_STATEMENT_DIRS'];",
      'process.stdout.write(JSON.stringify({ argv: process.argv.slice(2), env: Object.fromEntries(names.filter((n) => n in process.env).map((n) => [n, process.env[n]])) }));',
      '',
    ].join('\n'),
  );
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const CLEAN = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('AVENIR_MCP_') && k !== 'DO_NOT_TRACK'));
  function launch(args: string[], env: Record<string, string> = {}) {
    const run = spawnSync(process.execPath, [join(dir, 'launch.js'), ...args], { env: { ...CLEAN, ...env }, encoding: 'utf8' });
    return {
      status: run.status,
      stderr: run.stderr,
      started: run.stdout === '' ? undefined : (JSON.parse(run.stdout) as { argv: string[]; env: Record<string, string> }),
    };
  }
  const host = (allow: string, updates: string) => [`--allow-changes=${allow}`, `--check-updates=${updates}`];

  it('turns the two checkboxes into the server’s variables and takes its flags out of the arguments', () => {
    expect(launch([...host('true', 'true'), '--demo']).started).toEqual({ argv: ['--demo'], env: { AVENIR_MCP_WRITE: '1' } });
    expect(launch(host('false', 'false')).started).toEqual({ argv: [], env: { AVENIR_MCP_NO_UPDATE_CHECK: '1' } });
  });

  it('keeps writes off for anything but "true", whatever the environment held', () => {
    for (const allow of ['false', 'TRUE', '1', '', '${user_config.allow_changes}']) {
      expect(launch(host(allow, 'true'), { AVENIR_MCP_WRITE: '1' }).started?.env, allow).toEqual({});
    }
  });

  it('turns the update check off for "false" only, and leaves an opt-out of the environment in place', () => {
    for (const updates of ['true', '', '${user_config.check_updates}'])
      expect(launch(host('false', updates)).started?.env, updates).toEqual({});
    expect(launch(host('false', 'true'), { AVENIR_MCP_NO_UPDATE_CHECK: '1' }).started?.env).toEqual({ AVENIR_MCP_NO_UPDATE_CHECK: '1' });
  });

  it('passes a chosen statements folder on, and drops what an unchosen one arrives as', () => {
    const folder = join(dir, 'Statements');
    expect(launch(host('false', 'true'), { AVENIR_MCP_STATEMENT_DIRS: folder }).started?.env).toEqual({
      AVENIR_MCP_STATEMENT_DIRS: folder,
    });
    for (const unset of ['', '  ', '${user_config.statements_folder}']) {
      expect(launch(host('false', 'true'), { AVENIR_MCP_STATEMENT_DIRS: unset }).started?.env, unset).toEqual({});
    }
  });

  it('answers a request for HTTP or hosted mode with one line and exit status 2, the server not started', () => {
    const said =
      /^avenir-mcp: .+, which this Claude Desktop bundle leaves out \(it serves Claude Desktop over stdio\): use the avenir-mcp package itself \(the avenir-mcp command, see its README\) for that\.\n$/;
    for (const run of [
      launch(host('false', 'true'), { AVENIR_MCP_TRANSPORT: 'HTTP', AVENIR_MCP_AUTH: 'oauth' }),
      launch([...host('false', 'true'), 'forget', 'someone']),
      launch([...host('false', 'true'), '--load-left-out']),
    ]) {
      expect(run).toMatchObject({ status: 2, started: undefined });
      expect(run.stderr).toMatch(said);
    }
    expect(launch([...host('false', 'true'), '--load-left-out']).stderr).toContain('needs the package avenir-left-out-package');
    expect(launch(host('false', 'true'), { AVENIR_MCP_TRANSPORT: 'stdio' }).started).toEqual({ argv: [], env: {} });
  });
});
