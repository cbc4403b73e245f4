// Runs the MCP Inspector CLI (@modelcontextprotocol/inspector, a client nobody here wrote) once per check
// and era against the real server over stdio, a few at a time, and judges each answer with checks.ts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runNode } from '../run-node.ts';
import { CHECKS, type Era, type InspectorCheck } from './checks.ts';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const ERAS: readonly Era[] = ['legacy', 'modern'];

/** The server command the Inspector starts: the compiled entry (what users run) or the sources through tsx. */
export const SERVERS = {
  compiled: ['node', 'dist/src/server.js', '--demo'],
  source: ['node', '--import', 'tsx', 'src/server.ts', '--demo'],
} as const;

export interface Outcome {
  check: string;
  era: Era;
  ok: boolean;
  problems: string[];
  /** What the answer showed (empty when there was none). */
  seen: string;
  ms: number;
  /** The command, for a failure's reproduction. */
  command: string;
}

function inspectorBin(): string {
  const dir = join(ROOT, 'node_modules', '@modelcontextprotocol', 'inspector');
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string; bin: Record<string, string> };
  return join(dir, pkg.bin['mcp-inspector']!);
}

export function inspectorVersion(): string {
  return (
    JSON.parse(readFileSync(join(ROOT, 'node_modules', '@modelcontextprotocol', 'inspector', 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
}

export function inspectorArgs(check: InspectorCheck, era: Era, server: readonly string[]): string[] {
  return [
    '--cli',
    '--format',
    'json',
    '--protocol-era',
    era,
    '--cwd',
    ROOT,
    '-e',
    `AVENIR_MCP_WRITE=${check.writes ? '1' : '0'}`,
    ...server,
    ...check.args,
  ];
}

export async function runCheck(check: InspectorCheck, era: Era, server: readonly string[], timeoutMs = 30_000): Promise<Outcome> {
  const args = inspectorArgs(check, era, server);
  const command = `npx mcp-inspector ${args.join(' ')}`;
  const started = performance.now();
  const exited = await runNode([inspectorBin(), ...args], { cwd: ROOT, timeoutMs });
  const ms = Math.round(performance.now() - started);
  const outcome = (problems: string[], seen = ''): Outcome => ({
    check: check.name,
    era,
    ok: problems.length === 0,
    problems,
    seen,
    ms,
    command,
  });
  if (exited.code !== 0)
    return outcome([`inspector exit ${exited.code ?? 'killed (timeout)'}: ${exited.stderr.trim().split('\n').slice(-3).join(' ')}`]);
  let answer: { result?: Record<string, unknown>; schemaFindings?: unknown[] };
  try {
    answer = JSON.parse(exited.stdout) as { result?: Record<string, unknown>; schemaFindings?: unknown[] };
  } catch {
    return outcome([`stdout is not one JSON answer: ${exited.stdout.slice(0, 200)}`]);
  }
  if (!answer.result) return outcome([`no result: ${exited.stdout.slice(0, 200)}`]);
  // --strict puts its schema portability findings beside the result, not in it: the checks read both.
  const result = answer.schemaFindings === undefined ? answer.result : { ...answer.result, schemaFindings: answer.schemaFindings };
  return outcome(check.verify(result, era), check.seen(result));
}

/**
 * Every check in both eras, `concurrency` Inspector processes at a time, in CHECKS × ERAS order; each
 * Inspector killed after `timeoutMs` (the tests give their hang guard).
 */
export async function runAll(server: readonly string[], concurrency = 2, timeoutMs = 30_000): Promise<Outcome[]> {
  const jobs = ERAS.flatMap((era) => CHECKS.map((check) => ({ check, era })));
  const outcomes: Outcome[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const index = next++;
      const { check, era } = jobs[index]!;
      outcomes[index] = await runCheck(check, era, server, timeoutMs);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return outcomes;
}
