// Pins README's "Extend by editing the manifest" end to end, in a temporary copy of the project (its
// node_modules linked): the manifest, `npm run codegen` (generated code, registry entry and the typed stub,
// then a stop until the stub is filled), the handler, its test, `npm run codegen` again; then, with no other
// edit, the typecheck, check:generated and the tests that count or cover every tool pass. About a minute.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../helpers/stdio-client.ts';

const TMP = join(ROOT, '.tmp', `add-tool-${process.pid}`);
const VITEST = join(ROOT, 'node_modules', '.bin', 'vitest');
const TSC = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
/** npm run typecheck's first command, `tsc …` on the project holding src/, generated/ and test/: its arguments. */
const TYPECHECK = typecheckArguments(
  (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: { typecheck: string } }).scripts.typecheck,
);
/** Where that project keeps its incremental state (its --tsBuildInfoFile), in the tree and in its copy. */
const BUILD_INFO = TYPECHECK[TYPECHECK.indexOf('--tsBuildInfoFile') + 1]!;

/** The arguments of the script's first `tsc` command, which must name its --tsBuildInfoFile (this file reuses it). */
function typecheckArguments(script: string): string[] {
  const [command, ...args] = script.split('&&')[0]!.trim().split(/\s+/);
  if (command !== 'tsc' || !args.includes('--tsBuildInfoFile'))
    throw new Error(`npm run typecheck should start with tsc … --tsBuildInfoFile <file>: ${script}`);
  return args;
}
/** Not copied: the installed packages (linked instead), git, and what builds and runs leave behind. */
const LEFT_OUT = new Set(['node_modules', '.git', '.tmp', 'dist', 'coverage', '.stryker-tmp']);
/** Generous: the copy runs real commands, and a busy machine (the suite's own workers) runs them slowly. */
const STEP_MS = 600_000;

const MANIFEST = `name: count_accounts
title: Count accounts
kind: read
group: budget
description: Count the plan's open accounts.
annotations: {readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true}
params:
  plan_id: {$ref: PlanId}
  at_least: {type: integer, minimum: 0, default: 0, description: Refuse when fewer accounts are open.}
output:
  open: {type: integer, description: Open accounts.}
confirmation: none
undo: {mode: none}
errors:
  - {id: too_few, message: "Only {open} account(s) are open, fewer than {at_least}: lower at_least."}
example:
  arguments: {plan_id: demo-budget}
see_also: []
`;

const HANDLER = `// count_accounts: Count accounts.
import { errors, type Args, type Output } from '../../generated/tools/count_accounts.ts';
import type { ToolHandler } from '../mcp/kit.ts';

export const handler: ToolHandler<Args, Output> = async (args, ctx) => {
  const open = (await ctx.ynab.accounts(args.plan_id)).filter((a) => !a.closed && !a.deleted).length;
  if (open < args.at_least) throw errors.tooFew({ open, at_least: args.at_least });
  return { open };
};
`;

const TOOL_TEST = `// Pins count_accounts on the demo plan: its open accounts, and too_few when fewer are open than asked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectInProcess, textOf, type InProcessSession } from '../helpers/in-process.ts';

describe('count_accounts on the demo plan', () => {
  let s: InProcessSession;
  beforeAll(async () => {
    s = await connectInProcess();
  });
  afterAll(async () => s.close());

  it('counts the open accounts, and refuses when fewer are open than at_least', async () => {
    const ok = await s.client.callTool({ name: 'count_accounts', arguments: { plan_id: 'demo-budget' } });
    expect(ok.structuredContent).toEqual({ open: 4 });
    const refused = await s.client.callTool({ name: 'count_accounts', arguments: { plan_id: 'demo-budget', at_least: 9 } });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toBe('Only 4 account(s) are open, fewer than 9: lower at_least.');
  });
});
`;

// Type-checked with the rest: an error constructor takes exactly its message's placeholders.
const PLACEHOLDERS = `// count_accounts' error constructor against its message's placeholders, at compile time.
import { errors } from '../../generated/tools/count_accounts.ts';

// @ts-expect-error: 'opened' is not a placeholder of too_few
errors.tooFew({ opened: 1, at_least: 2 });
// @ts-expect-error: at_least is missing
errors.tooFew({ open: 1 });
errors.tooFew({ open: 1, at_least: 2 });
`;

/**
 * The new tool's own test, and the tests that count the tools or cover every tool and run in process or
 * start one server (the heavier ones, each view and the package, are the suite's own).
 */
const INSPECTOR = 'test/protocol/inspector.test.ts';
const TESTS = [
  'test/tools/count_accounts.test.ts',
  'test/mcp/',
  'test/docs/',
  'test/ynab/operations.test.ts',
  'test/architecture/',
  'test/http/transport.test.ts',
  'test/demo-script/',
  'test/confirmation/confirmed-cases.test.ts',
  'test/confirmation/applied-and-undone.test.ts',
];

// The copy runs its own vitest: nothing of this one's worker may leak into it.
const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST')));

function run(command: string, args: string[]): { status: number | null; out: string } {
  const r = spawnSync(command, args, { cwd: TMP, env, encoding: 'utf8', timeout: STEP_MS });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

const read = (rel: string) => readFileSync(join(TMP, rel), 'utf8');
const write = (rel: string, text: string) => writeFileSync(join(TMP, rel), text);

beforeAll(() => {
  rmSync(TMP, { recursive: true, force: true });
  mkdirSync(TMP, { recursive: true });
  for (const entry of readdirSync(ROOT))
    if (!LEFT_OUT.has(entry) && !entry.startsWith('.stryker-tmp')) cpSync(join(ROOT, entry), join(TMP, entry), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(TMP, 'node_modules'), 'dir');
  reuseTypecheck();
});
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

/**
 * npm test's typecheck leaves what it learnt of the tree in .tmp/tsbuildinfo: given to the copy, its typecheck
 * checks again only what the new tool changes (8 s where all takes 30). It emits declarations (into
 * .tmp/tsbuildinfo/declarations) so that this state holds each file's declaration signature rather than its
 * text's hash: the new counts in generated/toolsets.ts then leave its importers alone, where a changed hash
 * had the typecheck check everything that imports src/config.ts again (a third of this file's typecheck).
 * Its paths are relative to it: the project's hold in the copy, the installed packages' (reached through the
 * link, read by their real path) are pointed back at them. Absent (this file run alone), the copy's typecheck
 * checks everything.
 */
function reuseTypecheck(): void {
  const [from, to] = [join(ROOT, BUILD_INFO), join(TMP, BUILD_INFO)];
  if (!existsSync(from)) return;
  const info = JSON.parse(readFileSync(from, 'utf8')) as { fileNames: string[] };
  const packages = join(ROOT, 'node_modules');
  info.fileNames = info.fileNames.map((name) => {
    const path = resolve(dirname(from), name);
    return path.startsWith(packages) ? relative(dirname(to), path) : name;
  });
  mkdirSync(dirname(to), { recursive: true });
  writeFileSync(to, JSON.stringify(info));
}

describe('adding a tool by its manifest', () => {
  let listPlans: string;

  it(
    '1–2. manifest, then `npm run codegen`: schemas, registry entry and a stub; docs wait for the handler',
    () => {
      listPlans = read('src/tools/list_plans.ts');
      write('manifest/tools/count_accounts.yaml', MANIFEST);
      const first = run('npm', ['run', 'codegen']);
      expect(first.out).toContain(`created handler stub ${join(TMP, 'src', 'tools', 'count_accounts.ts')}`);
      expect(first.out).toContain('docsgen: src/tools/count_accounts.ts is still the generated stub: fill it in');
      expect(first.status).not.toBe(0);
      expect(read('generated/registry.ts')).toContain(
        "    definition: count_accounts,\n    handler: lazyHandler(() => import('../src/tools/count_accounts.ts')),\n" +
          "    validators: () => import('./validators/count_accounts.ts') as Promise<Validators>,\n",
      );
      expect(read('generated/validators/count_accounts.ts')).toContain('export const input = ');
      expect(read('src/tools/count_accounts.ts')).toContain('export const handler: ToolHandler<Args, Output>');
    },
    STEP_MS,
  );

  it(
    '3–5. the handler, its test, `npm run codegen` again: pages, counts and snapshots follow, no handler overwritten',
    () => {
      write('src/tools/count_accounts.ts', HANDLER);
      write('test/tools/count_accounts.test.ts', TOOL_TEST);
      const again = run('npm', ['run', 'codegen']);
      expect(again.out).not.toContain('created handler stub');
      expect(again.status, again.out).toBe(0);
      expect(read('src/tools/count_accounts.ts')).toBe(HANDLER);
      expect(read('src/tools/list_plans.ts')).toBe(listPlans);
      for (const page of ['docs/en/tools/count_accounts.md', 'docs/es/tools/count_accounts.md']) expect(read(page)).toContain('"open": 4');
      const readTools = readFileSync(join(ROOT, 'README.md'), 'utf8').match(/<!-- count:read -->(\d+)<!-- \/count -->/)![1]!;
      expect(read('README.md')).toContain(`<!-- count:read -->${Number(readTools) + 1}<!-- /count --> read tools`);
      expect(read('docs/en/ynab-requests.md')).toContain('<!-- used-by -->, `count_accounts`<!-- /used-by -->');
      expect(JSON.parse(read('test/snapshots/tools/count_accounts.json'))).toMatchObject({
        name: 'count_accounts',
        title: 'Count accounts',
      });
    },
    STEP_MS,
  );

  it(
    '6. `npm test`’s checks pass with no other edit: typecheck, check:generated, the tests of every tool',
    () => {
      write('test/codegen/count-accounts-placeholders.ts', PLACEHOLDERS);
      // npm run typecheck's first project: its other two, views/ and test/views/, hold no code that a tool
      // without a view reaches (a third of the typecheck's time).
      const typecheck = run(process.execPath, [TSC, ...TYPECHECK]);
      expect(typecheck.status, `typecheck:\n${typecheck.out}`).toBe(0);
      const generated = run('npm', ['run', 'check:generated']);
      expect(generated.status, `check:generated:\n${generated.out}`).toBe(0);
      // In the same run, the Inspector's own expectations without running the Inspector: that file's describe
      // named by its line (vitest's file:line filter), the file's other tests skipped; a second vitest run
      // started for them cost as much as the set-up of the first.
      const checksLine =
        read(INSPECTOR)
          .split('\n')
          .findIndex((line) => line.startsWith("describe('the checks themselves'")) + 1;
      expect(checksLine, `the checks' describe in ${INSPECTOR}`).toBeGreaterThan(0);
      // One worker: two would each import the server's modules again (55 s of CPU where one takes 40), and
      // the suite around this file already keeps both cores busy.
      const tests = run(VITEST, ['run', '--maxWorkers=1', ...TESTS, `${INSPECTOR}:${checksLine}`]);
      expect(tests.status, tests.out).toBe(0);
      expect(tests.out).toMatch(/count_accounts\.test\.ts/);
      expect(tests.out).toMatch(/inspector\.test\.ts/);
      // None of those is a view test: that run built no view (the global set-up's test/views/global-setup.ts).
      expect(existsSync(join(TMP, 'dist', 'views'))).toBe(false);
      // Three commands, each within STEP_MS.
    },
    3 * STEP_MS,
  );
});
