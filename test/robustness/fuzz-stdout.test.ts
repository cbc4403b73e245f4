// The server's stdout, read raw: a spawned process (no MCP client in between) fed fuzzed tool calls, all
// at once, and malformed lines. Every stdout line must be one JSON-RPC message, every request answered
// exactly once, the process still answering at the end, nothing written to YNAB, logs only on stderr.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultContext, loadModel } from '../../codegen/index.ts';
import { definitions } from '../../generated/registry.ts';
import { FakeYnab } from '../../src/fake-ynab/fake-ynab.ts';
import { serveFakeYnab, type FakeYnabServer } from '../../src/fake-ynab/http.ts';
import { demoPlan } from '../../src/fake-ynab/demo-plan/plan.ts';
import { ROOT, SERVER_ENTRY } from '../helpers/stdio-client.ts';
import { arbitraryArgs, nearValidArgs } from './fuzz-args.ts';
import { otherPlan } from './other-plan.ts';

const TOKEN = 'raw-stdout-token-91c2';
const SEED = 7_028;

let fake: FakeYnab;
let http: FakeYnabServer;
beforeAll(async () => {
  fake = new FakeYnab({ plans: [demoPlan(), otherPlan()] });
  http = await serveFakeYnab(fake);
});
afterAll(async () => {
  await http.close();
  expect(fake.specViolations).toEqual([]);
});

type Message = { jsonrpc?: unknown; id?: unknown; result?: unknown; error?: unknown };

/** Fuzzed calls of every tool that never writes at once (an immediate write would be allowed to write). */
async function fuzzedCalls(): Promise<{ name: string; arguments: unknown }[]> {
  const model = await loadModel(defaultContext(ROOT));
  const calls: { name: string; arguments: unknown }[] = [];
  for (const [i, definition] of definitions.filter((d) => d.confirmation !== 'immediate').entries()) {
    const example = model.tools.find((t) => t.name === definition.name)!.example.arguments as Record<string, unknown>;
    for (const near of fc.sample(nearValidArgs(definition, example), { numRuns: 3, seed: SEED + i }))
      calls.push({ name: definition.name, arguments: near.args });
    for (const args of fc.sample(arbitraryArgs(definition), { numRuns: 2, seed: SEED + i }))
      calls.push({ name: definition.name, arguments: args });
  }
  return calls;
}

describe('stdout of a spawned server fed fuzzed and malformed input', () => {
  it('carries only JSON-RPC messages, one answer per request, and the process keeps answering', async () => {
    const calls = await fuzzedCalls();
    const child = spawn(process.execPath, [SERVER_ENTRY], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        YNAB_API_KEY: TOKEN,
        AVENIR_MCP_YNAB_URL: http.url,
        AVENIR_MCP_TODAY: '2026-09-25',
        AVENIR_MCP_WRITE: '1',
        AVENIR_MCP_LOG_LEVEL: 'DEBUG',
        AVENIR_MCP_NO_UPDATE_CHECK: '1',
        AVENIR_MCP_CACHE: 'off',
        AVENIR_MCP_JOURNAL: join(mkdtempSync(join(tmpdir(), 'avenir-raw-')), 'journal.jsonl'),
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const send = (line: string) => child.stdin.write(`${line}\n`);
    const lines = () => stdout.split('\n').filter((l) => l !== '');
    const answered = (id: unknown) =>
      lines().some((l) => {
        try {
          return (JSON.parse(l) as Message).id === id;
        } catch {
          return false;
        }
      });

    try {
      send(
        JSON.stringify({
          jsonrpc: '2.0',
          id: 'init',
          method: 'initialize',
          params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
        }),
      );
      await until(() => answered('init'), 'the initialize answer');
      send(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }));
      // Malformed lines: not JSON, JSON's missing NaN, a cut line, a bare value, an unknown method,
      // arguments that are no object, and a call of a tool that does not exist.
      for (const bad of [
        'not json at all',
        '{"jsonrpc":"2.0","id":"nan","method":"tools/call","params":{"name":"list_plans","arguments":{"x":NaN}}}',
        '{"jsonrpc":"2.0","id":"cut","method":"tools/li',
        '42',
        '\u0000\u202e',
      ])
        send(bad);
      const requests: Record<string, unknown>[] = [
        { id: 'unknown-method', method: 'tools/nope', params: {} },
        { id: 'array-args', method: 'tools/call', params: { name: 'list_accounts', arguments: ['demo-budget'] } },
        { id: 'string-args', method: 'tools/call', params: { name: 'list_accounts', arguments: 'demo-budget' } },
        { id: 'no-tool', method: 'tools/call', params: { name: '../list_plans', arguments: {} } },
        ...calls.map((call, i) => ({ id: i, method: 'tools/call', params: call })),
      ];
      // All at once: the answers interleave as the calls finish.
      for (const request of requests) send(JSON.stringify({ jsonrpc: '2.0', ...request }));
      await until(() => requests.every((r) => answered(r.id)), 'an answer to every request', 60_000);
      send(JSON.stringify({ jsonrpc: '2.0', id: 'last', method: 'tools/list', params: {} }));
      await until(() => answered('last'), 'the final tools/list');

      const messages = lines().map((line) => {
        let parsed: Message;
        try {
          parsed = JSON.parse(line) as Message;
        } catch {
          throw new Error(`a stdout line is not JSON: ${line.slice(0, 200)}`);
        }
        expect(parsed.jsonrpc, line.slice(0, 200)).toBe('2.0');
        expect('result' in parsed || 'error' in parsed, line.slice(0, 200)).toBe(true);
        return parsed;
      });
      const ids = messages.map((m) => m.id).filter((id) => id !== null && id !== undefined);
      expect(ids.length).toBe(new Set(ids).size);
      expect(new Set(ids)).toEqual(new Set(['init', ...requests.map((r) => r.id), 'last']));
      const last = messages.find((m) => m.id === 'last') as { result: { tools: unknown[] } };
      expect(last.result.tools).toHaveLength(definitions.length);
      for (const m of messages.filter((m) => typeof m.id === 'number')) {
        const text = JSON.stringify(m);
        expect(text, text.slice(0, 300)).not.toMatch(/Please report this|internal error/i);
      }
      expect(fake.log.filter((r) => r.method !== 'GET')).toEqual([]);
      expect(stderr).toContain('tool call');
      expect(stderr).not.toContain(TOKEN);
    } finally {
      child.stdin.end();
      child.kill();
      await exited;
    }
  });
});

async function until(condition: () => boolean, what: string, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
