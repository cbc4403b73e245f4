// What a tools/list costs: the model-visible part of each tool (name, description and input schema, as
// JSON) and the whole result, in UTF-8 bytes. Issue #15's budgets are asserted on it (test/mcp/tool-list-size.test.ts).
import type { Client } from '@modelcontextprotocol/client';

export interface ToolListBytes {
  tools: number;
  /** Sum over the tools of JSON {name, description, inputSchema}. */
  visible: number;
  /** The whole result as JSON: titles, annotations, output schemas and _meta included. */
  whole: number;
}

export const modelVisible = (tool: { name: string; description?: string | undefined; inputSchema: unknown }): string =>
  JSON.stringify({ name: tool.name, description: tool.description, inputSchema: tool.inputSchema });

export async function toolListBytes(client: Client): Promise<ToolListBytes> {
  const result = await client.listTools();
  const bytes = (text: string) => Buffer.byteLength(text, 'utf8');
  return {
    tools: result.tools.length,
    visible: result.tools.reduce((sum, tool) => sum + bytes(modelVisible(tool)), 0),
    whole: bytes(JSON.stringify(result)),
  };
}
