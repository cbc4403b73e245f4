// Pins docs/{en,es}/ynab-requests.md to the code: its table of YNAB operations equals the openapi-fetch
// calls in src/ynab/ and what the fake received while every tool ran its manifest example with writes
// applied (plus an undo of created transactions), both ways; each row is an operation of the vendored spec.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { defaultContext, loadModel } from '../../codegen/index.ts';
import type { ToolModel } from '../../codegen/model.ts';
import { loadYnabSpec, operationName, type OpenApiSpec } from '../../src/fake-ynab/spec/openapi-spec.ts';
import { connectInProcess, textOf, type InProcessSession } from '../helpers/in-process.ts';
import { ROOT } from '../helpers/paths.ts';

const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']);
const spec = loadYnabSpec() as OpenApiSpec;

interface Row {
  operation: string;
  operationId: string;
  query: string[];
  usedBy: string[];
}

/** The page's table: `| `GET` | `/plans/{plan_id}/accounts` | `getAccounts` | `last_knowledge_of_server` | … |`. */
function pageRows(lang: 'en' | 'es'): Row[] {
  const text = readFileSync(join(ROOT, 'docs', lang, 'ynab-requests.md'), 'utf8');
  const rows = [...text.matchAll(/^\| `([A-Z]+)` \| `([^`]+)` \| `(\w+)` \| ([^|]*) \| ([^|]*) \|$/gm)];
  const codes = (cell: string) => [...cell.matchAll(/`([\w-]+)`/g)].map((m) => m[1]!);
  return rows.map((m) => ({ operation: `${m[1]} ${m[2]}`, operationId: m[3]!, query: codes(m[4]!), usedBy: codes(m[5]!) }));
}

/** The page's second table, the operations not used: `| `GET` | `/user` | `getUser` | why |`. */
function unusedRows(lang: 'en' | 'es'): { operation: string; operationId: string }[] {
  const text = readFileSync(join(ROOT, 'docs', lang, 'ynab-requests.md'), 'utf8');
  return [...text.matchAll(/^\| `([A-Z]+)` \| `([^`]+)` \| `(\w+)` \| ([^|]*[^| ][^|]*) \|$/gm)].map((m) => ({
    operation: `${m[1]} ${m[2]}`,
    operationId: m[3]!,
  }));
}

/** `METHOD template` of every `<client>.GET('/…', …)`-style call in src/, with the file it is in. */
function sourceCalls(): { file: string; operation: string }[] {
  const dir = join(ROOT, 'src');
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => join(e.parentPath, e.name));
  const calls: { file: string; operation: string }[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && METHODS.has(node.expression.name.text)) {
        const [first] = node.arguments;
        if (first !== undefined && ts.isStringLiteralLike(first) && first.text.startsWith('/')) {
          calls.push({ file: relative(ROOT, file), operation: `${node.expression.name.text} ${first.text}` });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return calls;
}

interface Seen {
  tool: string;
  operation: string;
  query: string[];
}

/** What the fake logged since its last reset, each request named by the spec's operation it targets. */
function drain(session: InProcessSession, tool: string): Seen[] {
  const seen = session.fake.log.map((entry) => ({
    tool,
    operation: operationName(spec, entry.method, entry.path),
    query: [...new URLSearchParams(entry.query).keys()],
  }));
  session.fake.resetLog();
  return seen;
}

const accept = () => ({ action: 'accept' as const, content: { value: true } });

/**
 * Runs each tool's example, setup first, on a fresh demo plan with a client that agrees to every question,
 * so confirmed writes apply.
 */
async function record(tools: readonly ToolModel[]): Promise<Seen[]> {
  const seen: Seen[] = [];
  const call = async (session: InProcessSession, name: string, args: Record<string, unknown>) => {
    const r = await session.client.callTool({ name, arguments: args });
    if (r.isError) throw new Error(`${name}: ${textOf(r)}`);
    seen.push(...drain(session, name));
    return r.structuredContent as { status?: string; operation_id?: string | null } | undefined;
  };
  for (const tool of tools) {
    const session = await connectInProcess({ env: { AVENIR_MCP_WRITE: '1' }, elicit: accept });
    try {
      for (const step of tool.example.setup ?? []) await call(session, step.tool, step.arguments);
      const answer = await call(session, tool.name, tool.example.arguments);
      // Again for a read tool: the warm cache's delta reads carry the query they add.
      if (tool.kind === 'read') await call(session, tool.name, tool.example.arguments);
      // A window that grows backward reads only the older part, up to the day before the held one.
      if (tool.name === 'find_transactions') await call(session, tool.name, { ...tool.example.arguments, since_date: '2026-01-01' });
      // Undoing created transactions is the one path that deletes: run it after create_transactions.
      if (tool.name === 'create_transactions') {
        expect(answer?.status).toBe('applied');
        await call(session, 'undo_operation', { plan_id: tool.example.arguments.plan_id, operation_id: answer?.operation_id });
      }
    } finally {
      await session.close();
    }
  }
  return seen;
}

const unique = (values: readonly string[]) => [...new Set(values)].sort();

describe('the YNAB operations page', async () => {
  const model = await loadModel(defaultContext(ROOT));
  const rows = pageRows('en');
  const documented = rows.map((r) => r.operation);

  it('lists each operation once, the same rows in both languages', () => {
    expect(documented.length).toBeGreaterThan(0);
    expect(unique(documented)).toHaveLength(documented.length);
    expect(pageRows('es').map(({ operation, operationId, query, usedBy }) => ({ operation, operationId, query, usedBy }))).toEqual(rows);
  });

  it('names operations of the vendored OpenAPI spec, by their operationId', () => {
    for (const row of rows) {
      const [method, template] = row.operation.split(' ') as [string, string];
      expect(spec.paths[template]?.[method.toLowerCase()]?.operationId, row.operation).toBe(row.operationId);
    }
  });

  it('lists every other operation of the vendored spec as not used, with a reason, in both languages', () => {
    const unused = unusedRows('en');
    expect(unusedRows('es')).toEqual(unused);
    const all = Object.entries(spec.paths).flatMap(([template, ops]) =>
      Object.entries(ops as Record<string, { operationId?: string }>)
        .filter(([, op]) => op.operationId !== undefined)
        .map(([method, op]) => ({ operation: `${method.toUpperCase()} ${template}`, operationId: op.operationId! })),
    );
    expect(unique([...documented, ...unused.map((u) => u.operation)])).toHaveLength(documented.length + unused.length);
    expect(
      [...rows.map(({ operation, operationId }) => ({ operation, operationId })), ...unused].sort((a, b) =>
        a.operation.localeCompare(b.operation),
      ),
    ).toEqual(all.sort((a, b) => a.operation.localeCompare(b.operation)));
  });

  it('equals the openapi-fetch calls of src/, all of them in src/ynab/', () => {
    const calls = sourceCalls();
    expect(unique(calls.map((c) => c.file).filter((f) => !f.startsWith('src/ynab/')))).toEqual([]);
    expect(unique(calls.map((c) => c.operation))).toEqual(unique(documented));
  });

  it('equals what the fake received across the tools, with the query parameters and tools it names', async () => {
    const seen = await record(model.tools);
    expect(unique(seen.map((s) => s.operation))).toEqual(unique(documented));
    const tools = new Set(model.tools.map((t) => t.name));
    for (const row of rows) {
      const here = seen.filter((s) => s.operation === row.operation);
      expect(unique(here.flatMap((s) => s.query)), `${row.operation}: query`).toEqual(unique(row.query));
      // Every tool seen sending it is named; what the row names beyond that are tools (or `last-used`).
      expect(
        unique(here.map((s) => s.tool)).filter((t) => !row.usedBy.includes(t)),
        `${row.operation}: used by`,
      ).toEqual([]);
      expect(
        row.usedBy.filter((name) => !tools.has(name) && name !== 'last-used'),
        `${row.operation}: unknown names`,
      ).toEqual([]);
    }
  });
});
