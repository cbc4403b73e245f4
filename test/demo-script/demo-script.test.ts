// Pins `npm run demo` (scripts/demo.ts): the scripted conversation runs end to end against the real server
// and prints what issue #8 promises. The server runs from the sources (AVENIR_DEMO_SERVER=src/server.ts),
// so a stale dist/ can neither hide nor fake a change.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { definitions } from '../../generated/registry.ts';
import { ROOT, SERVER_ENTRY } from '../helpers/stdio-client.ts';

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function runDemo(server: string, ...flags: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join('scripts', 'demo.ts'), ...flags], {
      cwd: ROOT,
      env: { ...process.env, NO_COLOR: '1', AVENIR_DEMO_SERVER: server },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    // No timer of its own: the demo ends by itself, and the test's time limit is there for a hang only.
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The output's lines, without their indentation. */
const linesOf = (text: string): string[] => text.split('\n').map((l) => l.trim());

/** True when `block` appears in `lines` as consecutive lines. */
function hasBlock(lines: readonly string[], block: readonly string[]): boolean {
  return lines.some((_, i) => block.every((b, j) => lines[i + j] === b));
}

const scratch = mkdtempSync(join(tmpdir(), 'avenir-demo-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

// Each test is its own child process: run them side by side to keep the file quick.
describe.concurrent('npm run demo', () => {
  it('with --rules, proposes a rule, dry-runs and saves it, applies it, approves the month in one step and undoes that', async ({
    expect,
  }) => {
    const run = await runDemo(SERVER_ENTRY, '--rules');
    expect(run.stderr).not.toContain('npm run demo failed');
    expect(run.code).toBe(0);
    const lines = linesOf(run.stdout);
    expect(
      hasBlock(lines, [
        'Save the new rule ‘Market Fresh is groceries’ (position 1 of 1)?',
        '- it: when payee contains ‘market fresh’ and an outflow → category Groceries, approve',
        '- in the last 12 months it matches 11 of 156 transaction(s); apply_rules would change 3',
      ]),
    ).toBe(true);
    expect(run.stdout).toMatch(/applied: Saved rule ‘Market Fresh is groceries’ at position 1\./);
    expect(run.stdout).toMatch(/applied: Applied the rules to 3 transaction\(s\)\./);
    expect(run.stdout).toMatch(/Approved 3 transaction\(s\)\./);
    expect(hasBlock(lines, ['Undo: set 3 transaction(s) back to unapproved?'])).toBe(true);
    expect(run.stdout).toMatch(/applied: Undone: 3 item\(s\) set back\./);
  });

  it('plays the tools, the pending transactions, a confirmed categorisation and its undo', async ({ expect }) => {
    const run = await runDemo(SERVER_ENTRY);
    expect(run.stderr).not.toContain('npm run demo failed');
    expect(run.code).toBe(0);
    expect(run.stdout).not.toMatch(/\x1b\[/); // NO_COLOR
    const lines = linesOf(run.stdout);

    // 1. The tool list, counted by readOnlyHint.
    const read = definitions.filter((d) => d.kind === 'read').length;
    expect(run.stdout).toContain(`${definitions.length} tools: ${read} read, ${definitions.length - read} write`);
    for (const name of ['list_plans', 'suggest_categories', 'forecast_balance', 'apply_categories', 'undo_operation']) {
      expect(run.stdout).toMatch(new RegExp(`\\b${name}\\b`));
    }

    // 2. The six pending transactions, newest first, with their suggestion (demo-plan.md §8).
    expect(lines).toContain('6 pending transaction(s), 5 with a suggestion:');
    // With the ids the next line uses (issue #29 item 12).
    const pending = lines.filter((l) => /^tx-\d+ {2}2026-09-\d\d {2}/.test(l)).map((l) => l.split(/ {2,}/));
    expect(pending).toEqual([
      ['tx-051', '2026-09-19', 'CB MARKET FRESH FACT 190926 525130******1', '-71.86', 'Groceries (confidence 1.0)'],
      ['tx-050', '2026-09-19', 'CB MARKET FRESH FACT 190926 525130******1', '-71.86', 'Groceries (confidence 1.0)'],
      ['tx-049', '2026-09-18', 'RAIL CO', '-45.00', 'Transport (confidence 1.0)'],
      ['tx-048', '2026-09-16', 'CB BOULANGERIE DU PORT FACT 160926 525130******1', '-8.40', 'no suggestion'],
      ['tx-047', '2026-09-15', 'STREAMFLIX', '-13.49', 'Subscriptions (confidence 1.0)'],
      ['tx-046', '2026-09-05', 'CB MARKET FRESH FACT 050926 525130******1', '-66.12', 'Groceries (confidence 1.0)'],
    ]);
    // The purchase imported twice, flagged as the classify guide says; the planted instruction, said to be one.
    expect(lines).toContain('likely a duplicate of tx-051 (same day, payee and amount): check it against the bank before categorising');
    expect(lines).toContain('(The demo plan hides an instruction in a memo on purpose, to show it stays text.)');

    // 3. apply_categories: the question exactly as demo-plan.md §8 words it, a code, the second call, applied.
    expect(
      hasBlock(lines, [
        'Recategorise 2 transaction(s)?',
        '- 2026-09-16 CB BOULANGERIE DU PORT FACT 160926 525130******1 -8.40: no category → Groceries',
        '- 2026-09-18 RAIL CO -45.00: no category → Transport',
      ]),
    ).toBe(true);
    const codes = [...run.stdout.matchAll(/confirmation code: (\S+)/g)].map((m) => m[1]!);
    expect(codes).toHaveLength(2);
    expect(run.stdout).toContain(`Assistant calls tool apply_categories again: the same arguments, with confirmation ${codes[0]}`);
    expect(run.stdout).toContain('applied: Recategorised 2 transaction(s).');
    const operationId = /operation id: ([0-9a-f]{12})\n/.exec(run.stdout)?.[1];
    expect(operationId).toBeDefined();

    // 4. undo_operation of that operation: its question, a code, the second call, applied.
    expect(run.stdout).toContain(`Assistant calls tool undo_operation (plan_id demo-budget, operation_id ${operationId})`);
    expect(
      hasBlock(lines, [
        'Undo: recategorise 2 transaction(s)?',
        '- 2026-09-16 CB BOULANGERIE DU PORT FACT 160926 525130******1 -8.40: Groceries → no category',
        '- 2026-09-18 RAIL CO -45.00: Transport → no category',
      ]),
    ).toBe(true);
    expect(run.stdout).toContain(`Assistant calls tool undo_operation again: the same arguments, with confirmation ${codes[1]}`);
    expect(run.stdout).toContain('applied: Undone: 2 item(s) set back.');

    // 5. Where to go next: the full command of the server it ran, for a client's configuration.
    expect(run.stdout).toContain(`  node ${SERVER_ENTRY} --demo`);
    expect(run.stdout).not.toContain('npx avenir-mcp');
  });

  it('exits 1 with a clear message when the server cannot start', async ({ expect }) => {
    const broken = join(scratch, 'broken-server.js');
    writeFileSync(broken, 'process.stderr.write("no demo here\\n");\nprocess.exit(3);\n');
    const run = await runDemo(broken);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`npm run demo failed: could not start the server (node ${broken} --demo)`);
    expect(run.stderr).toContain('no demo here');
  });

  it('exits 1 when the server entry does not exist', async ({ expect }) => {
    const missing = join(scratch, 'missing', 'server.js');
    const run = await runDemo(missing);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(`npm run demo failed: AVENIR_DEMO_SERVER names ${missing}, which does not exist\n`);
    expect(run.stdout).toBe('');
  });
});
