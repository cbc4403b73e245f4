// codegen entry: `tsx codegen/index.ts <code|docs|ynab|check> [--root DIR]`.
// code: manifests → generated/ (the tools' contracts in generated/contract/) + missing handler stubs; docs: docs/ from the manifests and the demo, the
// regions of README.md and the hand-written pages (page-regions.ts), and test/snapshots/; ynab: generated/ynab/ from the OpenAPI
// spec; check: all of it into a temporary folder, diffed against the tree.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkedModel } from './cross-checks.ts';
import {
  emitJournalKinds,
  emitRegistry,
  emitResources,
  emitSharedErrors,
  emitStub,
  emitTool,
  emitToolsets,
  emitVersion,
} from './emit-code.ts';
import { emitContract } from './emit-contract.ts';
import { emitValidators } from './emit-validators.ts';
import { loadManifests } from './load.ts';
import { bugsUrl } from './package-fields.ts';
import type { Model } from './model.ts';
import { ManifestErrors } from './problems.ts';
import { filledPages } from './page-regions.ts';
import { diffTrees, listFiles } from './diff-trees.ts';

// openapi-typescript (and the TypeScript compiler it loads, 1.2 s) only for the steps that write YNAB's types.
const ynabTypes = async (specPath: string): Promise<string> => (await import('./ynab-types.ts')).renderYnabTypes(specPath);

/** The generated/ folders that hold one generated file per tool: a file no tool needs any more is deleted. */
const GENERATED_MANAGED = ['tools', 'contract', 'validators'];

/** The docs folders that hold only generated pages (hand-written pages live beside them). */
const DOCS_MANAGED = ['en/tools', 'es/tools', 'en/reference', 'es/reference'];

/** Every path codegen reads or writes, with its default spelled out once. */
export interface CodegenContext {
  root: string;
  manifestDir: string;
  generatedDir: string;
  stubDir: string;
  docsDir: string;
  snapshotDir: string;
  ynabSpec: string;
}

export function defaultContext(root = resolve(dirname(fileURLToPath(import.meta.url)), '..'), ynabSpec?: string): CodegenContext {
  return {
    root,
    manifestDir: join(root, 'manifest'),
    generatedDir: join(root, 'generated'),
    stubDir: join(root, 'src', 'tools'),
    docsDir: join(root, 'docs'),
    snapshotDir: join(root, 'test', 'snapshots'),
    ynabSpec: ynabSpec ?? join(root, 'codegen', 'ynab', 'open_api_spec.json'),
  };
}

export async function loadModel(ctx: CodegenContext): Promise<Model> {
  return checkedModel(await loadManifests(ctx.manifestDir, ctx.root));
}

/** The generated TypeScript, by path relative to the generated folder. */
export async function renderCode(ctx: CodegenContext, model: Model): Promise<Map<string, string>> {
  const pkg = JSON.parse(await readFile(join(ctx.root, 'package.json'), 'utf8')) as { version: string; bugs?: string | { url?: string } };
  const files = new Map<string, string>();
  files.set('errors.ts', emitSharedErrors(model));
  files.set('registry.ts', emitRegistry(model));
  files.set('version.ts', emitVersion(pkg.version, bugsUrl(pkg.bugs)));
  files.set('resources.ts', emitResources(model));
  files.set('toolsets.ts', emitToolsets(model));
  files.set('journal-kinds.ts', emitJournalKinds(model));
  for (const tool of model.tools) files.set(`tools/${tool.name}.ts`, emitTool(tool));
  for (const tool of model.tools) files.set(`contract/${tool.name}.d.ts`, emitContract(tool));
  for (const tool of model.tools) files.set(`validators/${tool.name}.ts`, emitValidators(tool));
  return files;
}

/** Writes `files` under `dir`, and deletes files of the managed sub-folders that are no longer generated. */
export async function writeTree(dir: string, files: Map<string, string>, managed: readonly string[]): Promise<void> {
  for (const sub of managed) {
    for (const rel of await listFiles(dir, sub)) if (!files.has(rel)) await rm(join(dir, rel));
  }
  for (const [rel, content] of files) {
    await mkdir(dirname(join(dir, rel)), { recursive: true });
    await writeFile(join(dir, rel), content);
  }
}

/** Creates src/tools/<tool>.ts for each tool that has no handler yet; never overwrites. Returns the created paths. */
export async function createStubs(ctx: CodegenContext, model: Model): Promise<string[]> {
  const created: string[] = [];
  await mkdir(ctx.stubDir, { recursive: true });
  for (const tool of model.tools) {
    const path = join(ctx.stubDir, `${tool.name}.ts`);
    if (existsSync(path)) continue;
    await writeFile(path, emitStub(tool), { flag: 'wx' });
    created.push(path);
  }
  return created;
}

/** Handlers still exactly as createStubs wrote them: their examples cannot run, so their pages cannot be rendered. */
async function unfilledStubs(ctx: CodegenContext, model: Model): Promise<string[]> {
  const stubs: string[] = [];
  for (const tool of model.tools) {
    const path = join(ctx.stubDir, `${tool.name}.ts`);
    if (existsSync(path) && (await readFile(path, 'utf8')) === emitStub(tool)) stubs.push(relative(ctx.root, path));
  }
  return stubs;
}

export async function generateCode(ctx: CodegenContext): Promise<{ model: Model; stubs: string[] }> {
  const model = await loadModel(ctx);
  await writeTree(ctx.generatedDir, await renderCode(ctx, model), GENERATED_MANAGED);
  return { model, stubs: await createStubs(ctx, model) };
}

/** Files the docs step writes under `dir`; `managed` sub-folders lose the files no longer generated. */
interface OutputTree {
  label: string;
  dir: string;
  files: Map<string, string>;
  managed: readonly string[];
}

async function renderDocsFor(ctx: CodegenContext, model: Model): Promise<OutputTree[]> {
  // Imported late: docs and snapshots run the server, which imports the generated registry.
  const { runExamples } = await import('./run-examples.ts');
  const { renderPages } = await import('./render-docs.ts');
  const { renderSnapshots } = await import('./render-snapshots.ts');
  const runs = await runExamples(model);
  const docs = renderPages(model, runs);
  const root = new Map<string, string>();
  for (const [rel, text] of await filledPages(ctx.root, model, runs, DOCS_MANAGED)) {
    if (rel.startsWith('docs/')) docs.set(rel.slice('docs/'.length), text);
    else root.set(rel, text);
  }
  return [
    { label: 'docs', dir: ctx.docsDir, files: docs, managed: DOCS_MANAGED },
    { label: '.', dir: ctx.root, files: root, managed: [] },
    { label: 'test/snapshots', dir: ctx.snapshotDir, files: await renderSnapshots(), managed: ['tools'] },
  ];
}

async function check(ctx: CodegenContext): Promise<number> {
  const model = await loadModel(ctx);
  const tmp = await mkdtemp(join(tmpdir(), 'avenir-codegen-'));
  try {
    const generated = new Map([...(await renderCode(ctx, model))].concat([['ynab/schema.d.ts', await ynabTypes(ctx.ynabSpec)]]));
    const expected: OutputTree[] = [
      { label: 'generated', dir: ctx.generatedDir, files: generated, managed: [...GENERATED_MANAGED, 'ynab'] },
      ...(await renderDocsFor(ctx, model)),
    ];
    const differences: string[] = [];
    for (const [i, tree] of expected.entries()) {
      await writeTree(join(tmp, String(i)), tree.files, []);
      differences.push(...(await diffTrees(tree.dir, join(tmp, String(i)), tree.files, tree.managed, tree.label)));
    }
    if (differences.length === 0) {
      process.stdout.write(
        'check:generated: generated/, docs/, the regions of hand-written pages and test/snapshots/ match the manifests.\n',
      );
      return 0;
    }
    process.stderr.write(
      `${differences.join('\n')}\n\nGenerated files are out of date: run \`npm run codegen\` (and \`npm run codegen:ynab\` for generated/ynab) and commit the result.\n`,
    );
    return 1;
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

async function main(argv: string[]): Promise<number> {
  const command = argv[0];
  const rootFlag = argv.indexOf('--root');
  const ctx = defaultContext(rootFlag >= 0 ? resolve(argv[rootFlag + 1]!) : undefined, process.env.YNAB_OPENAPI_SPEC);
  switch (command) {
    case 'code': {
      const { model, stubs } = await generateCode(ctx);
      process.stdout.write(`codegen: ${model.tools.length} tool(s) generated.\n`);
      for (const s of stubs) process.stdout.write(`codegen: created handler stub ${s}: fill it in.\n`);
      return 0;
    }
    case 'docs': {
      const model = await loadModel(ctx);
      const stubs = await unfilledStubs(ctx, model);
      for (const stub of stubs)
        process.stderr.write(
          `docsgen: ${stub} is still the generated stub: fill it in, then run \`npm run codegen\` again (its example runs on the demo plan for its page).\n`,
        );
      if (stubs.length > 0) return 1;
      const trees = await renderDocsFor(ctx, model);
      for (const tree of trees) await writeTree(tree.dir, tree.files, tree.managed);
      process.stdout.write(
        `docsgen: ${trees.map((t) => `${t.files.size} file(s) in ${t.label === '.' ? 'the root' : `${t.label}/`}`).join(', ')} written.\n`,
      );
      return 0;
    }
    case 'ynab':
      await mkdir(join(ctx.generatedDir, 'ynab'), { recursive: true });
      await writeFile(join(ctx.generatedDir, 'ynab', 'schema.d.ts'), await ynabTypes(ctx.ynabSpec));
      process.stdout.write('codegen:ynab: generated/ynab/schema.d.ts written.\n');
      return 0;
    case 'check':
      return check(ctx);
    default:
      process.stderr.write('usage: tsx codegen/index.ts <code|docs|ynab|check> [--root DIR]\n');
      return 2;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(
        `${error instanceof ManifestErrors ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
      process.exit(1);
    },
  );
}
