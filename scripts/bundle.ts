// `npm run bundle`: builds the Claude Desktop bundle (MCPB, https://github.com/anthropics/mcpb) at
// .tmp/avenir-mcp-<version>.mcpb. Steps: pack the package from a clean build (scripts/pack.ts); extract the
// tarball into .tmp/bundle/stage and install its production dependencies there, at the lockfile's versions,
// from the npm cache (`npm ci --omit=dev --prefer-offline`: offline once `npm ci` has run); add the launcher
// (bundle/launch.js) and manifest.json, generated from bundle/manifest.template.json with package.json's
// version and the registry's tools, and checked against mcpb's schema; zip it with mcpb's packer.
import { MANIFEST_SCHEMAS, getAllFilesWithCount, packExtension, readMcpbIgnorePatterns } from '@anthropic-ai/mcpb';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, npm, packPackage } from './pack.ts';

export const BUNDLE_SOURCES = join(ROOT, 'bundle');
const MANIFEST_VERSION = '0.3';

export interface Manifest {
  manifest_version: string;
  name: string;
  version: string;
  description: string;
  license: string;
  tools: { name: string; description: string }[];
  server: { type: string; entry_point: string; mcp_config: { command: string; args: string[]; env: Record<string, string> } };
  user_config: Record<string, { type: string; title: string; description: string; sensitive?: boolean; required?: boolean; default?: unknown }>;
  [key: string]: unknown;
}

export interface ToolSummary {
  name: string;
  description: string;
  kind: 'read' | 'write';
}

interface PackageJson {
  name: string;
  version: string;
  description: string;
  license: string;
}

/** The first sentence of a tool's description: the manifest lists tools for people, not for the model. */
function firstSentence(text: string): string {
  const end = /\.(\s|$)/.exec(text);
  return end === null ? text : text.slice(0, end.index + 1);
}

/** manifest.json: the committed template, with package.json's version, description and license, and every tool. */
export function manifestFor(pkg: PackageJson, tools: readonly ToolSummary[]): Manifest {
  const template = JSON.parse(readFileSync(join(BUNDLE_SOURCES, 'manifest.template.json'), 'utf8')) as Manifest;
  return {
    ...template,
    version: pkg.version,
    description: pkg.description,
    license: pkg.license,
    tools: tools.map((t) => ({
      name: t.name,
      description: firstSentence(t.description) + (t.kind === 'write' ? ' Only with “Allow changes” on.' : ''),
    })),
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
  return problems;
}

/**
 * Fills `stageDir` (emptied first) with the bundle's files: the package from `tgz`, its production
 * dependencies, the launcher and a checked manifest.json. Returns the manifest.
 */
export async function stageBundle(tgz: string, stageDir: string): Promise<Manifest> {
  rmSync(stageDir, { recursive: true, force: true });
  mkdirSync(stageDir, { recursive: true });
  execFileSync('tar', ['-xzf', tgz, '-C', stageDir, '--strip-components=1'], { stdio: ['ignore', 'ignore', 'inherit'] });
  // The repository's lockfile pins the dependencies' versions: the bundle ships what the tests ran.
  copyFileSync(join(ROOT, 'package-lock.json'), join(stageDir, 'package-lock.json'));
  npm(['ci', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund', '--prefer-offline'], stageDir);
  rmSync(join(stageDir, 'package-lock.json'));
  rmSync(join(stageDir, 'node_modules', '.package-lock.json'), { force: true });
  copyFileSync(join(BUNDLE_SOURCES, 'launch.js'), join(stageDir, 'launch.js'));
  // Besides mcpb's own exclusions (*.d.ts, *.map, node_modules/.bin…): TypeScript sources some dependencies
  // ship (zod's src/, about 500 files) that node never loads.
  writeFileSync(join(stageDir, '.mcpbignore'), ['node_modules/**/*.ts', 'node_modules/**/*.mts', 'node_modules/**/*.cts', ''].join('\n'));

  const pkg = JSON.parse(readFileSync(join(stageDir, 'package.json'), 'utf8')) as PackageJson;
  // The tools of the code being shipped: the staged package's own compiled registry.
  const registry = (await import(pathToFileURL(join(stageDir, 'dist', 'generated', 'registry.js')).href)) as { definitions: readonly ToolSummary[] };
  const manifest = manifestFor(pkg, registry.definitions);
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
    `${bundle.file}\n${(bundle.bytes / 1024 / 1024).toFixed(2)} MB, ${bundle.files} files, ${manifest.tools.length} tools, ` +
      `manifest ${manifest.manifest_version} valid, sha256 ${sha256}; built in ${seconds} s (staged in ${stage})\n`,
  );
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
