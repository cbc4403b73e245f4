// What a stdio client gets when a setting is wrong (issue #29 item 3): the server stays up, as it does without a
// token, so the assistant can tell the person the fix, where a client would only show "Server disconnected".
// Nothing runs that could act on the bad setting: the read tools are listed (no write tool, no resource, no
// prompt), and every call answers the setting's message.
import { McpServer, type CallToolResult } from '@modelcontextprotocol/server';
import { registry } from '../../generated/registry.ts';
import { listedTool, visibleTools } from './build-server.ts';

/** The answer of every call, and the instructions: the setting's message, then how to apply the fix. */
export const misconfiguredText = (message: string): string =>
  `avenir-mcp cannot read the plan until a setting in the client's configuration for it is fixed: ${message} Then restart the server (quit and reopen the client, or reconnect the server in its settings).`;

export function misconfiguredServer(message: string, version: string): McpServer {
  const text = misconfiguredText(message);
  const server = new McpServer({ name: 'avenir-mcp', version }, { instructions: text, capabilities: { tools: {} } });
  const listed = visibleTools(registry, false);
  const names = new Set(listed.map((entry) => entry.definition.name));
  const refusal = async (): Promise<CallToolResult> => ({ isError: true, content: [{ type: 'text', text }] });
  for (const { definition } of listed) server.registerTool(definition.name, listedTool(definition, names), refusal);
  return server;
}
