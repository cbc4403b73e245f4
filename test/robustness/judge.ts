// What every tool answer must be, whatever the arguments: a JSON-RPC "invalid params" error, an isError
// result with a message that is not a bug report, or a success whose structuredContent matches the tool's
// output schema and whose text is that same JSON. Anything else is a problem, described for the report.
import { ProtocolError, ProtocolErrorCode, type Client } from '@modelcontextprotocol/client';
import { isDeepStrictEqual } from 'node:util';
import { Value } from 'typebox/value';
import type { ToolDefinition } from '../../src/mcp/tool-definition.ts';

export type Verdict =
  | { kind: 'invalid_params' }
  | { kind: 'tool_error'; text: string }
  | { kind: 'ok'; structured: Record<string, unknown> }
  | { kind: 'problem'; problem: string };

/** Messages that mean the server hit a bug (src/mcp/run-tool.ts and src/ynab/api.ts write them). */
const BUG = /Please report this|internal error/i;

type Result = { isError?: boolean; content?: unknown; structuredContent?: unknown };

export function judge(definition: ToolDefinition, result: Result): Verdict {
  const content = result.content as { type?: string; text?: unknown }[] | undefined;
  const text = content?.[0]?.type === 'text' && typeof content[0].text === 'string' ? content[0].text : '';
  if (result.isError === true) {
    if (text.trim() === '') return { kind: 'problem', problem: `isError without a message: ${JSON.stringify(result).slice(0, 300)}` };
    if (BUG.test(text)) return { kind: 'problem', problem: `a bug answer: ${text.slice(0, 500)}` };
    return { kind: 'tool_error', text };
  }
  const structured = result.structuredContent;
  if (typeof structured !== 'object' || structured === null) return { kind: 'problem', problem: 'a success without structuredContent' };
  if (!Value.Check(definition.output, structured)) {
    const errors = [...Value.Errors(definition.output, structured)].slice(0, 3).map((e) => `${e.instancePath} ${e.message}`);
    return { kind: 'problem', problem: `structuredContent outside the output schema: ${errors.join('; ')}` };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { kind: 'problem', problem: 'the text of a success is not JSON' };
  }
  if (!isDeepStrictEqual(parsed, structured)) return { kind: 'problem', problem: 'the text of a success is not its structuredContent' };
  return { kind: 'ok', structured: structured as Record<string, unknown> };
}

/** Calls a tool and judges the answer; only an "invalid params" JSON-RPC error is an acceptable throw. */
export async function callAndJudge(client: Client, definition: ToolDefinition, args: unknown): Promise<Verdict> {
  try {
    const result = await client.callTool({ name: definition.name, arguments: args as Record<string, unknown> });
    return judge(definition, result as Result);
  } catch (error) {
    if (error instanceof ProtocolError && error.code === ProtocolErrorCode.InvalidParams) return { kind: 'invalid_params' };
    const what = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return { kind: 'problem', problem: `the call threw ${what.slice(0, 500)}` };
  }
}
