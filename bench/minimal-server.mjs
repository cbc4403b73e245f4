// The cold-start baseline of the benchmarks: the smallest MCP TypeScript SDK v2 server over stdio, one
// trivial tool, plain JavaScript, started with `node` exactly as avenir-mcp's dist/src/server.js is.
import { McpServer, fromJsonSchema } from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';

function buildServer() {
  const server = new McpServer({ name: 'minimal', version: '1.0.0' }, { capabilities: { tools: {} } });
  server.registerTool(
    'echo',
    {
      description: 'Returns its text.',
      inputSchema: fromJsonSchema({ type: 'object', properties: { text: { type: 'string' } }, required: ['text'] }),
    },
    async (args) => ({ content: [{ type: 'text', text: String(args.text) }] }),
  );
  return server;
}

const handle = serveStdio(buildServer);
const stop = () => void handle.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
