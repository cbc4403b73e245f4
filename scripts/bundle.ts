// `npm run bundle`: builds the Claude Desktop bundle (MCPB, https://github.com/anthropics/mcpb) at
// .tmp/avenir-mcp-<version>.mcpb. Steps: pack the package from a clean build (scripts/pack.ts); extract the
// tarball into .tmp/bundle/stage and install its production dependencies there, at the lockfile's versions,
// from the npm cache (`npm ci --omit=dev --prefer-offline`: offline once `npm ci` has run), then prune the
// ones only the HTTP transport and hosted mode load (the bundle serves Claude Desktop over stdio) and the
// docs; add the launcher (bundle/launch.js), the icon (bundle/icon.png, drawn from bundle/icon.svg by
// scripts/bundle/render-icon.ts) and manifest.json, generated from bundle/manifest.template.json with
// package.json's version and links and the shipped code's tools and prompts, and checked against mcpb's
// schema; zip it with mcpb's packer.
import { MANIFEST_SCHEMAS, getAllFilesWithCount, packExtension, readMcpbIgnorePatterns } from '@anthropic-ai/mcpb';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, rmdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as PromptsModule from '../src/mcp/prompts.ts';
import { bugsUrl } from '../codegen/package-fields.ts';
import { ROOT, npm, packPackage } from './pack.ts';

export const BUNDLE_SOURCES = join(ROOT, 'bundle');
const MANIFEST_VERSION = '0.3';

/**
 * Production dependencies the bundle leaves out. Only the HTTP transport and hosted mode load them: pg,
 * jose and oauth4webapi through src/hosted/ and src/store/ (and src/http/, whose routes import the hosted
 * OAuth router), @modelcontextprotocol/node (with hono) through src/http/; src/start/main.ts imports all of
 * those lazily, and a stdio start never does. The bundle serves Claude Desktop over stdio, and its launcher
 * answers a request for HTTP or hosted mode with one line (bundle/launch.js).
 */
export const LEFT_OUT_DEPENDENCIES = ['pg', 'jose', 'oauth4webapi', '@modelcontextprotocol/node'] as const;

export interface ManifestPrompt {
  name: string;
  description?: string;
  arguments?: string[];
  text: string;
}

export interface ManifestLinks {
  homepage?: string;
  documentation?: string;
  support?: string;
  privacy_policies?: string[];
}

export interface Manifest extends ManifestLinks {
  manifest_version: string;
  name: string;
  version: string;
  description: string;
  long_description?: string;
  license: string;
  icon?: string;
  tools: { name: string; description: string }[];
  prompts: ManifestPrompt[];
  server: { type: string; entry_point: string; mcp_config: { command: string; args: string[]; env: Record<string, string> } };
  user_config: Record<
    string,
    { type: string; title: string; description: string; sensitive?: boolean; required?: boolean; default?: unknown }
  >;
  [key: string]: unknown;
}

export interface ToolSummary {
  name: string;
  description: string;
  kind: 'read' | 'write';
}

/** What the manifest's links are made from: package.json's fields of the same names (npm's shapes). */
export interface PackageLinks {
  homepage?: string;
  bugs?: string | { url?: string; email?: string };
}

interface PackageJson extends PackageLinks {
  name: string;
  version: string;
  description: string;
  license: string;
  dependencies?: Record<string, string>;
}

/** The server's prompt definitions and the function that builds a prompt's message (src/mcp/prompts.ts). */
export type PromptSource = Pick<typeof PromptsModule, 'prompts' | 'getPrompt'>;

/** The first sentence of a tool's description: the manifest lists tools for people, not for the model. */
function firstSentence(text: string): string {
  const end = /\.(\s|$)/.exec(text);
  return end === null ? text : text.slice(0, end.index + 1);
}

/**
 * The manifest's links, taken from package.json only (the project's public address is not decided: with no
 * homepage and no bugs, the manifest has no links, and invents none). `homepage` gives homepage and
 * documentation; `bugs` (its `url`, or the string npm also accepts) gives support. When the homepage is a
 * GitHub repository (https://github.com/OWNER/REPO, any path or #fragment after it dropped), documentation
 * is its docs/en/index.md and its privacy statement, docs/en/security.md#privacy, joins the manifest's
 * privacy policies (those of YNAB and npm are in the template), both on the branch main.
 */
export function linksFor(pkg: PackageLinks): ManifestLinks {
  const links: ManifestLinks = {};
  if (pkg.homepage !== undefined && pkg.homepage !== '') {
    const repo = /^(https:\/\/github\.com\/[\w.-]+\/[\w.-]+?)(?:\.git)?(?:[/#].*)?$/.exec(pkg.homepage)?.[1];
    links.homepage = pkg.homepage;
    links.documentation = repo === undefined ? pkg.homepage : `${repo}/blob/main/docs/en/index.md`;
    if (repo !== undefined) links.privacy_policies = [`${repo}/blob/main/docs/en/security.md#privacy`];
  }
  const support = bugsUrl(pkg.bugs);
  if (support !== undefined) links.support = support;
  return links;
}

/**
 * The prompts as the manifest lists them: each one's name, description, argument names and text, the text
 * being the message the server builds (every tool listed), with each argument as mcpb's placeholder
 * `${arguments.NAME}`. The placeholders are no values the arguments' checks accept, so the checks are
 * skipped for this text only; the server still checks every value a client sends.
 */
export function promptsFor(source: PromptSource, tools: readonly string[]): ManifestPrompt[] {
  const listed = new Set(tools);
  return source.prompts.map((prompt) => {
    const unchecked = { ...prompt, arguments: prompt.arguments.map((argument) => ({ ...argument, check: () => true })) };
    const placeholders = Object.fromEntries(prompt.arguments.map((argument) => [argument.name, `\${arguments.${argument.name}}`]));
    const [message, ...more] = source.getPrompt(unchecked, placeholders, listed).messages;
    if (message?.content.type !== 'text' || more.length > 0) throw new Error(`prompt ${prompt.name} is not one text message`);
    return {
      name: prompt.name,
      description: prompt.description,
      arguments: prompt.arguments.map((argument) => argument.name),
      text: message.content.text,
    };
  });
}

/**
 * manifest.json: the committed template, with package.json's version, description, license and links, every
 * tool and every prompt.
 */
export function manifestFor(pkg: PackageJson, tools: readonly ToolSummary[], prompts: readonly ManifestPrompt[]): Manifest {
  const template = JSON.parse(readFileSync(join(BUNDLE_SOURCES, 'manifest.template.json'), 'utf8')) as Manifest;
  const links = linksFor(pkg);
  return {
    ...template,
    version: pkg.version,
    description: pkg.description,
    license: pkg.license,
    ...links,
    privacy_policies: [...(template.privacy_policies ?? []), ...(links.privacy_policies ?? [])],
    tools: tools.map((t) => ({
      name: t.name,
      description: firstSentence(t.description) + (t.kind === 'write' ? ' Only with “Allow changes” on.' : ''),
    })),
    prompts: [...prompts],
  };
}

/** mcpb's schema for the manifest's version (what `mcpb validate` and `mcpb pack` apply), plus our own rules. */
export function manifestProblems(manifest: unknown, pkg: Pick<PackageJson, 'name' | 'version'>): string[] {
  const m = manifest as Manifest;
  const schema = MANIFEST_SCHEMAS[m.manifest_version as keyof typeof MANIFEST_SCHEMAS];
  if (schema === undefined) return [`manifest_version ${String(m.manifest_version)} is not one mcpb knows`];
  const parsed = schema.safeParse(manifest);
  const problems = parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
  if (m.manifest_version !== MANIFEST_VERSION) problems.push(`manifest_version is ${m.manifest_version}, expected ${MANIFEST_VERSION}`);
  if (m.name !== pkg.name) problems.push(`name is ${m.name}, package.json says ${pkg.name}`);
  if (m.version !== pkg.version) problems.push(`version is ${m.version}, package.json says ${pkg.version}`);
  if (m.tools?.length === 0) problems.push('no tools listed');
  if (m.prompts?.length === 0) problems.push('no prompts listed');
  return problems;
}

/**
 * Fills `stageDir` (emptied first) with the bundle's files: the package from `tgz` without its docs, its
 * production dependencies but LEFT_OUT_DEPENDENCIES, the launcher, the icon and a checked manifest.json.
 * Returns the manifest.
 */
export async function stageBundle(tgz: string, stageDir: string): Promise<Manifest> {
  rmSync(stageDir, { recursive: true, force: true });
  mkdirSync(stageDir, { recursive: true });
  execFileSync('tar', ['-xzf', tgz, '-C', stageDir, '--strip-components=1'], { stdio: ['ignore', 'ignore', 'inherit'] });
  // The repository's lockfile pins the dependencies' versions: the bundle ships what the tests ran.
  copyFileSync(join(ROOT, 'package-lock.json'), join(stageDir, 'package-lock.json'));
  npm(['ci', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund', '--prefer-offline'], stageDir);
  // The bundle's package.json names what it holds: without the left-out dependencies, which npm then
  // removes with every package only they needed (it only deletes, so it needs no network).
  const pkg = JSON.parse(readFileSync(join(stageDir, 'package.json'), 'utf8')) as PackageJson;
  for (const name of LEFT_OUT_DEPENDENCIES) delete pkg.dependencies?.[name];
  writeFileSync(join(stageDir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  npm(['prune', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund', '--offline'], stageDir);
  for (const entry of readdirSync(join(stageDir, 'node_modules'))) {
    const scope = join(stageDir, 'node_modules', entry);
    if (entry.startsWith('@') && readdirSync(scope).length === 0) rmdirSync(scope);
  }
  rmSync(join(stageDir, 'package-lock.json'));
  rmSync(join(stageDir, 'node_modules', '.package-lock.json'), { force: true });
  // Nothing reads the docs at run time, and Claude Desktop shows none of them: they (and any screenshots
  // among them) stay in the npm package. README.md and LICENSE remain.
  rmSync(join(stageDir, 'docs'), { recursive: true, force: true });
  copyFileSync(join(BUNDLE_SOURCES, 'launch.js'), join(stageDir, 'launch.js'));
  copyFileSync(join(BUNDLE_SOURCES, 'icon.png'), join(stageDir, 'icon.png'));
  // Besides mcpb's own exclusions (*.d.ts, *.map, node_modules/.bin…): TypeScript sources some dependencies
  // ship (zod's src/, about 500 files) that node never loads.
  writeFileSync(join(stageDir, '.mcpbignore'), ['node_modules/**/*.ts', 'node_modules/**/*.mts', 'node_modules/**/*.cts', ''].join('\n'));

  // The tools and prompts of the code being shipped: the staged package's own compiled modules.
  const staging = (path: string) => pathToFileURL(join(stageDir, 'dist', path)).href;
  const registry = (await import(staging('generated/registry.js'))) as { definitions: readonly ToolSummary[] };
  const prompts = promptsFor(
    (await import(staging('src/mcp/prompts.js'))) as PromptSource,
    registry.definitions.map((d) => d.name),
  );
  const manifest = manifestFor(pkg, registry.definitions, prompts);
  const problems = manifestProblems(manifest, pkg);
  if (problems.length > 0) throw new Error(`manifest.json is not valid:\n  ${problems.join('\n  ')}`);
  writeFileSync(join(stageDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

export interface Bundle {
  file: string;
  bytes: number;
  files: number;
}

/**
 * Zips `stageDir` into `outFile` with mcpb's packer (which validates manifest.json once more). Its console
 * report is kept back (its file listing prints paths relative to the wrong folder) and becomes the error's
 * text when packing fails.
 */
export async function packBundle(stageDir: string, outFile: string): Promise<Bundle> {
  // Without a manifest.json mcpb's packer would ask, on the terminal, whether to write one.
  if (!existsSync(join(stageDir, 'manifest.json'))) throw new Error(`${stageDir} has no manifest.json: stage it first (stageBundle)`);
  const said: string[] = [];
  const saved = { log: console.log, error: console.error, warn: console.warn };
  console.log = console.error = console.warn = (...args: unknown[]) => void said.push(args.join(' '));
  let packed: boolean;
  try {
    packed = await packExtension({ extensionPath: stageDir, outputPath: outFile });
  } finally {
    Object.assign(console, saved);
  }
  if (!packed) throw new Error(`mcpb could not pack ${stageDir}:\n${said.join('\n')}`);
  // The same file walk mcpb's packer does, for the count.
  const { files } = getAllFilesWithCount(stageDir, stageDir, {}, readMcpbIgnorePatterns(stageDir));
  return { file: outFile, bytes: statSync(outFile).size, files: Object.keys(files).length };
}

async function main(): Promise<void> {
  const started = performance.now();
  const work = join(ROOT, '.tmp', 'bundle');
  const packed = packPackage(join(work, 'pack'));
  const stage = join(work, 'stage');
  const manifest = await stageBundle(packed.tgz, stage);
  const bundle = await packBundle(stage, join(ROOT, '.tmp', `avenir-mcp-${packed.version}.mcpb`));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const sha256 = createHash('sha256').update(readFileSync(bundle.file)).digest('hex');
  process.stdout.write(
    `${bundle.file}\n${(bundle.bytes / 1024 / 1024).toFixed(2)} MB, ${bundle.files} files, ${manifest.tools.length} tools, ${manifest.prompts.length} prompts, ` +
      `manifest ${manifest.manifest_version} valid, sha256 ${sha256}; built in ${seconds} s (staged in ${stage})\n`,
  );
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
