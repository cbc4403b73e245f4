// Runs each manifest's example through the real server, in process, on a fresh demo plan: the official
// client without elicitation (so confirmed writes show the code path), writes on, today 2026-09-25.
// The fake's own request count is what docs print; it must equal the server's _meta count. The code is then
// passed back, so the YNAB operations a run records include the write's own.
import { Client, InMemoryTransport } from '@modelcontextprotocol/client';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import { buildServer } from '../src/mcp/build-server.ts';
import { DEMO_TODAY, demoStatementsDir, loadConfig } from '../src/config.ts';
import { FakeYnab } from '../src/fake-ynab/fake-ynab.ts';
import { loadYnabSpec, operationName, type OpenApiSpec } from '../src/fake-ynab/spec/openapi-spec.ts';
import { createDeps } from '../src/app/deps.ts';
import { withTemporaryJournal } from '../src/journal/temporary.ts';
import { createLogger } from '../src/log.ts';
import { REQUESTS_META } from '../src/mcp/run-tool.ts';
import type { Model, ToolModel } from './model.ts';
import { sharedSchemaValidator } from './schema-validators.ts';

export interface ExampleRun {
  arguments: Record<string, unknown>;
  /** The answer's structuredContent. */
  answer: unknown;
  requests: number;
  /** The YNAB operations the example sent, applied, as `METHOD /template` of the spec (for docs/<lang>/ynab-requests.md). */
  operations: string[];
}

type CallResult = Awaited<ReturnType<Client['callTool']>>;

/** The confirmation code a confirmed write answers with on this client, which cannot be asked. */
const codeOf = (r: CallResult) => (r.isError ? undefined : (r.structuredContent as { confirmation?: string } | undefined)?.confirmation);

let spec: OpenApiSpec | undefined;

function operationOf(method: string, path: string): string {
  spec ??= loadYnabSpec() as OpenApiSpec;
  return operationName(spec, method, path);
}

/** The official client on the server in process, over `fake`; writes on unless `writes` is false (the snapshots list both). */
export async function withClient<T>(fake: FakeYnab, journalPath: string, use: (client: Client) => Promise<T>, writes = true): Promise<T> {
  // The demo's statements folder, as --demo reads it, so the statement tools' examples name its file.
  const statements = demoStatementsDir() ?? '';
  const env = { AVENIR_MCP_WRITE: writes ? '1' : '0', AVENIR_MCP_TODAY: DEMO_TODAY, AVENIR_MCP_STATEMENT_DIRS: statements };
  const config = { ...loadConfig(env, { demo: false }), ynabUrl: 'http://demo.invalid/v1' };
  const deps = createDeps({ config, log: createLogger('ERROR'), token: { token: 'demo' }, fetch: (r) => fake.fetch(r), journalPath });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const handle = serveStdio(() => buildServer(deps), { transport: serverSide });
  const client = new Client({ name: 'avenir-docsgen', version: '1.0.0' }, { capabilities: {}, jsonSchemaValidator: sharedSchemaValidator });
  await client.connect(clientSide);
  try {
    return await use(client);
  } finally {
    await client.close();
    await handle.close();
  }
}

export async function runExample(tool: ToolModel): Promise<ExampleRun> {
  // The example's journal lives as long as the example: every docs run used to leave one folder per tool.
  return withTemporaryJournal('avenir-docsgen-', (journalPath) => exampleIn(tool, journalPath));
}

async function exampleIn(tool: ToolModel, journalPath: string): Promise<ExampleRun> {
  const fake = new FakeYnab({ today: DEMO_TODAY });
  for (const step of tool.example.setup ?? []) {
    await withClient(fake, journalPath, async (client) => {
      let r = await client.callTool({ name: step.tool, arguments: step.arguments });
      // A confirmed write answers with a code on this client: the setup agrees and applies it.
      const code = codeOf(r);
      if (code) r = await client.callTool({ name: step.tool, arguments: { ...step.arguments, confirmation: code } });
      if (r.isError) throw new Error(`${tool.file}: example setup ${step.tool} failed: ${JSON.stringify(r.content)}`);
    });
  }
  fake.resetLog();
  return withClient(fake, journalPath, async (client) => {
    await client.listTools(); // so the client validates structuredContent against the output schema
    const result = await client.callTool({ name: tool.name, arguments: tool.example.arguments });
    const counted = (result._meta as Record<string, unknown> | undefined)?.[REQUESTS_META];
    if (counted !== fake.requestCount) {
      throw new Error(`${tool.name}: the server counted ${String(counted)} YNAB request(s), the fake served ${fake.requestCount}`);
    }
    if (fake.specViolations.length > 0) {
      throw new Error(`${tool.name}: the example sent requests outside YNAB's OpenAPI spec: ${fake.specViolations.join('; ')}`);
    }
    if (result.isError) {
      const text = (result.content as { type: string; text?: string }[]).find((c) => c.type === 'text')?.text ?? '';
      throw new Error(`${tool.file}: the example failed on the demo plan: ${text}`);
    }
    const requests = fake.requestCount;
    const code = codeOf(result);
    if (code) {
      const applied = await client.callTool({ name: tool.name, arguments: { ...tool.example.arguments, confirmation: code } });
      if (applied.isError) throw new Error(`${tool.file}: the example's change could not be applied: ${JSON.stringify(applied.content)}`);
      if (fake.specViolations.length > 0)
        throw new Error(`${tool.name}: applying the example sent requests outside YNAB's OpenAPI spec: ${fake.specViolations.join('; ')}`);
    }
    const operations = [...new Set(fake.log.map((r) => operationOf(r.method, r.path)))].sort();
    return { arguments: tool.example.arguments, answer: result.structuredContent, requests, operations };
  });
}

/** Runs every example; a tool whose example fails makes docs generation fail. */
export async function runExamples(model: Model): Promise<Map<string, ExampleRun>> {
  const runs = new Map<string, ExampleRun>();
  for (const tool of model.tools) runs.set(tool.name, await runExample(tool));
  return runs;
}

/** Placeholders for values that change on every run, and long arrays cut, so pages are stable and short. */
export function normalise(value: unknown, key = '', operationId = operationIdOf(value)): unknown {
  if (typeof value === 'string' && key === 'confirmation') return '<confirmation code>';
  if (typeof value === 'string' && key === 'operation_id') return '<operation id>';
  // A message naming the operation (a write applied at once: approve_transactions) names the placeholder.
  if (typeof value === 'string' && operationId !== undefined) return value.replaceAll(operationId, '<operation id>');
  if (Array.isArray(value)) {
    const items = value.map((v) => normalise(v, '', operationId));
    return items.length > 5 ? [...items.slice(0, 3), `… ${items.length - 3} more`] : items;
  }
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalise(v, k, operationId)]));
  }
  return value;
}

/** The result's operation id, when it has one. */
const operationIdOf = (value: unknown): string | undefined => {
  const id = (value as { operation_id?: unknown } | null)?.operation_id;
  return typeof id === 'string' && id !== '' ? id : undefined;
};
