// The Streamable HTTP transport: the SDK's handler (createMcpHandler, both protocol eras) behind
// avenir-mcp's access rules, at /mcp only. Each request gets a fresh server from the factory; what must
// outlive a request (journal, confirmation codes, request-state seal, YNAB cache) lives in the deps the
// factory closes over.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMcpHandler, type McpServer } from '@modelcontextprotocol/server';
import { toNodeHandler } from '@modelcontextprotocol/node';
import type { Logger } from '../log.ts';
import { refusal, type AccessRules } from './access.ts';

export const MCP_PATH = '/mcp';

export interface HttpServing {
  /** http://host:port/mcp, with the port the system gave when 0 was asked. */
  url: string;
  close(): Promise<void>;
}

export interface HttpOptions {
  factory: () => McpServer | Promise<McpServer>;
  host: string;
  port: number;
  rules: AccessRules;
  log: Logger;
}

const header = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
};

/** A JSON-RPC error body, as the SDK's own guards answer, so an MCP client shows the message. */
function refuse(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }));
}

export async function serveHttp(options: HttpOptions): Promise<HttpServing> {
  const { log } = options;
  const handler = createMcpHandler(() => options.factory(), { onerror: (error) => log.warning('http handler error', { error: error.name }) });
  const mcp = toNodeHandler(handler, { onerror: (error) => log.error('http adapter error', { error: error.name }) });
  const server = createServer((req, res) => {
    const refused = refusal({ host: header(req, 'host'), origin: header(req, 'origin'), authorization: header(req, 'authorization') }, options.rules);
    if (refused) {
      log.info('http request refused', { status: refused.status });
      return refuse(res, refused.status, refused.message, refused.headers);
    }
    if (new URL(req.url ?? '/', 'http://localhost').pathname !== MCP_PATH) {
      return refuse(res, 404, `Not found: the MCP endpoint is ${MCP_PATH}.`);
    }
    void mcp(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { address, port } = server.address() as AddressInfo;
  const shown = address.includes(':') ? `[${address}]` : address;
  return {
    url: `http://${shown}:${port}${MCP_PATH}`,
    close: async () => {
      await handler.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
