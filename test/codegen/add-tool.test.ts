// Pins the "add a tool" flow on a throw-away manifest in a temporary copy of the project: a manifest file
// + `codegen code` + filling the generated stub gives a typed, registered tool that answers over MCP;
// codegen never overwrites a handler, and error placeholders are checked at compile time.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, InMemoryTransport } from '@modelcontextprotocol/client';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import { textOf } from '../helpers/in-process.ts';
import { ROOT } from '../helpers/stdio-client.ts';

const TMP = join(ROOT, '.tmp', `add-tool-${process.pid}`);
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');
const TSC = join(ROOT, 'node_modules', '.bin', 'tsc');

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

const FILLED = `// count_accounts: Count accounts.
import { errors, type Args, type Output } from '../../generated/tools/count_accounts.ts';
import type { ToolHandler } from '../mcp/kit.ts';

export const handler: ToolHandler<Args, Output> = async (args, ctx) => {
  const open = (await ctx.ynab.accounts(args.plan_id)).filter((a) => !a.closed && !a.deleted).length;
  if (open < args.at_least) throw errors.tooFew({ open, at_least: args.at_least });
  return { open };
};
`;

const codegen = () => execFileSync(TSX, [join(ROOT, 'codegen', 'index.ts'), 'code', '--root', TMP], { cwd: ROOT, encoding: 'utf8' });

beforeAll(() => {
  rmSync(TMP, { recursive: true, force: true });
  mkdirSync(TMP, { recursive: true });
  for (const part of ['manifest', 'src', 'generated', 'package.json']) cpSync(join(ROOT, part), join(TMP, part), { recursive: true });
  writeFileSync(join(TMP, 'manifest', 'tools', 'count_accounts.yaml'), MANIFEST);
});
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

describe('adding a tool', () => {
  it('generates schemas, registry entry and a stub, and never overwrites a handler', () => {
    const before = readFileSync(join(TMP, 'src', 'tools', 'list_plans.ts'), 'utf8');
    expect(codegen()).toContain(`created handler stub ${join(TMP, 'src', 'tools', 'count_accounts.ts')}`);
    expect(existsSync(join(TMP, 'generated', 'tools', 'count_accounts.ts'))).toBe(true);
    expect(readFileSync(join(TMP, 'generated', 'registry.ts'), 'utf8')).toContain("{ definition: count_accounts, handler: lazyHandler(() => import('../src/tools/count_accounts.ts')) },");
    expect(readFileSync(join(TMP, 'src', 'tools', 'list_plans.ts'), 'utf8')).toBe(before);
    expect(readFileSync(join(TMP, 'src', 'tools', 'count_accounts.ts'), 'utf8')).toContain('export const handler: ToolHandler<Args, Output>');

    writeFileSync(join(TMP, 'src', 'tools', 'count_accounts.ts'), FILLED);
    expect(codegen()).not.toContain('created handler stub');
    expect(readFileSync(join(TMP, 'src', 'tools', 'count_accounts.ts'), 'utf8')).toBe(FILLED);
  });

  it('type-checks the filled handler, and rejects an error constructor called with the wrong placeholders', () => {
    writeFileSync(
      join(TMP, 'src', 'tools', 'placeholders-check.ts'),
      `import { errors } from '../../generated/tools/count_accounts.ts';
// @ts-expect-error: 'opened' is not a placeholder of too_few
errors.tooFew({ opened: 1, at_least: 2 });
// @ts-expect-error: at_least is missing
errors.tooFew({ open: 1 });
errors.tooFew({ open: 1, at_least: 2 });
`,
    );
    writeFileSync(
      join(TMP, 'tsconfig.json'),
      JSON.stringify({ extends: join(ROOT, 'tsconfig.json'), compilerOptions: { types: ['node'], typeRoots: [join(ROOT, 'node_modules', '@types')] }, include: ['src', 'generated'] }),
    );
    const tsc = spawnSync(TSC, ['--noEmit', '-p', join(TMP, 'tsconfig.json')], { cwd: TMP, encoding: 'utf8' });
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
  });

  it('answers over MCP once filled', async () => {
    // The temporary copy's own modules, so its registry meets its own ToolError class.
    const load = async <T>(rel: string) => (await import(join(TMP, rel))) as T;
    const { buildServer } = await load<typeof import('../../src/mcp/build-server.ts')>('src/mcp/build-server.ts');
    const { createDeps } = await load<typeof import('../../src/app/deps.ts')>('src/app/deps.ts');
    const { FakeYnab } = await load<typeof import('../../src/fake-ynab/fake-ynab.ts')>('src/fake-ynab/fake-ynab.ts');
    const { loadConfig } = await load<typeof import('../../src/config.ts')>('src/config.ts');
    const { createLogger } = await load<typeof import('../../src/log.ts')>('src/log.ts');
    const fake = new FakeYnab();
    const config = { ...loadConfig({}, { demo: false }), ynabUrl: 'http://demo.invalid/v1' };
    const deps = createDeps({ config, log: createLogger('ERROR'), token: { token: 't' }, fetch: (r) => fake.fetch(r), journalPath: join(TMP, 'journal.jsonl') });
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    const handle = serveStdio(() => buildServer(deps), { transport: serverSide });
    const client = new Client({ name: 'add-tool-test', version: '1' });
    await client.connect(clientSide);
    try {
      const listed = (await client.listTools()).tools.map((t) => t.name);
      expect(listed).toContain('count_accounts');
      const ok = await client.callTool({ name: 'count_accounts', arguments: { plan_id: 'demo-budget' } });
      expect(ok.structuredContent).toEqual({ open: 4 });
      const refused = await client.callTool({ name: 'count_accounts', arguments: { plan_id: 'demo-budget', at_least: 9 } });
      expect(textOf(refused)).toBe('Only 4 account(s) are open, fewer than 9: lower at_least.');
    } finally {
      await client.close();
      await handle.close();
    }
  });
});
