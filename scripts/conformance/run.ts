// Runs the conformance suite against two loopback exposures of the server, the product as it is (writes on,
// every tool) and the product plus the fixtures, and judges each scenario scenarios.ts applies on the
// exposure it names. The suite runs as a child process of the same Node.js.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runNode, type Exited } from '../run-node.ts';
import { addFixtures } from './fixtures.ts';
import { serveOverHttp, type HttpExposure } from './http-server.ts';
import { judge, parseChecks, type ScenarioResult } from './results.ts';
import { SCENARIOS, type Plan, type Target } from './scenarios.ts';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BIN = join(ROOT, 'node_modules', '@modelcontextprotocol', 'conformance', 'dist', 'index.js');

export interface ConformanceRun {
  results: ScenarioResult[];
  /** Scenarios not run, with why. */
  notRun: { scenario: string; why: string }[];
  versions: Record<string, string>;
  seconds: number;
}

function conformance(args: string[], timeoutMs: number): Promise<Exited> {
  return runNode([BIN, ...args], { cwd: ROOT, timeoutMs });
}

/** The server scenarios the installed suite lists (`conformance list --server`). */
export async function listScenarios(): Promise<string[]> {
  const out = await conformance(['list', '--server'], 30_000);
  if (out.code !== 0) throw new Error(`conformance list failed (exit ${out.code}): ${out.stderr.trim()}`);
  return [...out.stdout.matchAll(/^\s+- ([a-z0-9-]+)/gm)].map((m) => m[1]!);
}

export function packageVersion(name: string): string {
  const json = JSON.parse(readFileSync(join(ROOT, 'node_modules', ...name.split('/'), 'package.json'), 'utf8')) as { version: string };
  return json.version;
}

/** The scenario's results in a `--suite all -o DIR` folder: DIR/server-<scenario>-<timestamp>/checks.json. */
function readScenario(scenario: string, plan: Plan & { run: Target }, dir: string, exited: Exited): ScenarioResult {
  const stamp = new RegExp(`^server-${scenario}-\\d{4}-\\d{2}-\\d{2}T`);
  const runDir = existsSync(dir) ? readdirSync(dir).find((name) => stamp.test(name)) : undefined;
  if (runDir === undefined || !existsSync(join(dir, runDir, 'checks.json'))) {
    const why = (exited.stderr || exited.stdout).trim().split('\n').slice(-3).join(' ');
    return {
      scenario,
      target: plan.run,
      verdict: 'failed',
      passed: 0,
      failed: 1,
      warnings: 0,
      notTestable: 0,
      notes: [`FAILED: no results (suite exit ${exited.code}): ${why}`],
    };
  }
  return judge(scenario, plan, parseChecks(readFileSync(join(dir, runDir, 'checks.json'), 'utf8')));
}

export async function runConformance(options: { outDir?: string } = {}): Promise<ConformanceRun> {
  const started = performance.now();
  const outDir = options.outDir ?? join(ROOT, '.tmp', 'conformance');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  // Writes on: tools-list then checks every tool's schema, and nothing here calls a write tool.
  const env = { ...process.env, AVENIR_MCP_WRITE: '1', AVENIR_MCP_LOG_LEVEL: 'ERROR' };
  const exposures: Record<Target, HttpExposure> = {
    product: await serveOverHttp({ env }),
    fixtures: await serveOverHttp({ env, extend: (server, deps) => addFixtures(server, deps.context.confirm.states) }),
  };
  try {
    // One whole-suite run per exposure, side by side: a process per scenario would cost a second each.
    const suite = (t: Target) => conformance(['server', '--url', exposures[t].url, '--suite', 'all', '-o', join(outDir, t)], 300_000);
    const [listed, product, fixtures] = await Promise.all([listScenarios(), suite('product'), suite('fixtures')]);
    const unknown = listed.filter((s) => !(s in SCENARIOS));
    const gone = Object.keys(SCENARIOS).filter((s) => !listed.includes(s));
    if (unknown.length > 0 || gone.length > 0) {
      throw new Error(`scripts/conformance/scenarios.ts is out of date: new ${unknown.join(', ') || '-'}; gone ${gone.join(', ') || '-'}`);
    }
    const exited: Record<Target, Exited> = { product, fixtures };
    const results: ScenarioResult[] = [];
    const notRun: { scenario: string; why: string }[] = [];
    for (const scenario of listed) {
      const plan = SCENARIOS[scenario]!;
      if (plan.run === 'no') notRun.push({ scenario, why: plan.why });
      else results.push(readScenario(scenario, plan, join(outDir, plan.run), exited[plan.run]));
    }
    const versions = {
      '@modelcontextprotocol/conformance': packageVersion('@modelcontextprotocol/conformance'),
      '@modelcontextprotocol/server': packageVersion('@modelcontextprotocol/server'),
      '@modelcontextprotocol/node': packageVersion('@modelcontextprotocol/node'),
      node: process.version,
    };
    return { results, notRun, versions, seconds: (performance.now() - started) / 1000 };
  } finally {
    await Promise.all(Object.values(exposures).map((e) => e.close()));
  }
}
