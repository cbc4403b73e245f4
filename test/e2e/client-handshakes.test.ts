// The opening sequences real clients send, replayed byte for byte on one connection, each ending in a working
// tools/call: so that no refactor of the era handling breaks one client silently (issue #28 §4). The
// sequences are written from what each client is known to send (the clients' own issues and the official
// SDK's wire, captured), not captured from Claude Code, VS Code or the Inspector themselves: none runs here.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { EXTENSION_ID, RESOURCE_MIME_TYPE } from '@modelcontextprotocol/ext-apps/server';
import { connectHttp, startHttpServer, type HttpProcess } from '../helpers/http-server.ts';
import { ROOT, SERVER_ENTRY } from '../helpers/stdio-client.ts';

type Message = {
  jsonrpc: '2.0';
  id?: number | string;
  method?: string;
  params?: Record<string, unknown>;
  result?: Record<string, unknown>;
  error?: { code: number; message: string };
};

const MODERN = '2026-07-28';
const UI = { [EXTENSION_ID]: { mimeTypes: [RESOURCE_MIME_TYPE] } };
const modernMeta = (name: string, capabilities: Record<string, unknown> = {}) => ({
  'io.modelcontextprotocol/protocolVersion': MODERN,
  'io.modelcontextprotocol/clientInfo': { name, version: '1.0.0' },
  'io.modelcontextprotocol/clientCapabilities': capabilities,
});
const initialize = (id: number, version: string, name: string, capabilities: Record<string, unknown> = {}): Message => ({
  jsonrpc: '2.0',
  id,
  method: 'initialize',
  params: { protocolVersion: version, capabilities, clientInfo: { name, version: '1.0.0' } },
});
const initialized: Message = { jsonrpc: '2.0', method: 'notifications/initialized' };
const call = (id: number, meta?: Record<string, unknown>): Message => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name: 'get_monthly_summary', arguments: { plan_id: 'demo-budget', month: '2026-09-01' }, ...(meta ? { _meta: meta } : {}) },
});

/** The server over stdio, spoken to line by line: what a client writes, and the answer to each id. */
class RawStdio {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly answers = new Map<number | string, { resolve: (m: Message) => void; reject: (e: Error) => void }>();
  private readonly early = new Map<number | string, Message>();
  private stderr = '';
  private exited: Error | undefined;
  constructor() {
    this.child = spawn(process.execPath, [SERVER_ENTRY, '--demo'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', AVENIR_MCP_NO_UPDATE_CHECK: '1', AVENIR_MCP_CACHE: 'off' },
    });
    createInterface({ input: this.child.stdout }).on('line', (line) => {
      const message = JSON.parse(line) as Message;
      // Answers only: a notification or a request of the server's (it sends none here) is not one.
      if (message.id === undefined || message.method !== undefined) return;
      const waiting = this.answers.get(message.id);
      if (waiting) waiting.resolve(message);
      else this.early.set(message.id, message);
    });
    this.child.stderr.on('data', (chunk: Buffer) => (this.stderr += chunk.toString('utf8')));
    // A server that stops owes no answer: the waiting requests fail at once, with what it said.
    this.child.on('exit', (code, signal) => {
      this.exited = new Error(`the server exited (${code ?? signal}) before answering:\n${this.stderr}`);
      for (const { reject } of this.answers.values()) reject(this.exited);
    });
  }
  send(message: Message): void {
    this.child.stdin.write(`${JSON.stringify(message)}\n`);
  }
  /** Sends a request and waits for its answer: as long as the test allows, since the server owes one. */
  ask(message: Message): Promise<Message> {
    const id = message.id!;
    const answer = new Promise<Message>((resolve, reject) => {
      const early = this.early.get(id);
      if (early) resolve(early);
      else if (this.exited) reject(this.exited);
      else this.answers.set(id, { resolve, reject });
    });
    this.send(message);
    return answer;
  }
  close(): void {
    this.child.stdin.end();
    this.child.kill();
  }
}

let open: RawStdio[] = [];
afterEach(() => {
  for (const s of open) s.close();
  open = [];
});
const connect = () => {
  const s = new RawStdio();
  open.push(s);
  return s;
};

/** A working call: the month's summary of the demo plan, as its structured content and its JSON text. */
function expectSummary(answer: Message): void {
  expect(answer.error, JSON.stringify(answer.error)).toBeUndefined();
  const result = answer.result as {
    isError?: boolean;
    structuredContent: Record<string, unknown>;
    content: { type: string; text: string }[];
  };
  expect(result.isError).toBeUndefined();
  expect(result.structuredContent).toMatchObject({ month: '2026-09-01', ready_to_assign: 1729.32 });
  expect(JSON.parse(result.content[0]!.text)).toEqual(result.structuredContent);
}

describe('over stdio, each known client sequence on one stream', () => {
  it('Claude Code 2.1.280: server/discover, then initialize on the same stream, then the 2025-era calls', async () => {
    const s = connect();
    const discover = await s.ask({
      jsonrpc: '2.0',
      id: 'server-discover-probe-1',
      method: 'server/discover',
      params: { _meta: modernMeta('claude-code', { extensions: UI }) },
    });
    expect(discover.result).toMatchObject({ supportedVersions: expect.arrayContaining([MODERN]), capabilities: { extensions: UI } });
    const init = await s.ask(initialize(0, '2025-11-25', 'claude-code', { roots: {}, elicitation: {}, extensions: UI }));
    expect(init.result).toMatchObject({
      protocolVersion: '2025-11-25',
      serverInfo: { name: 'avenir-mcp' },
      capabilities: { extensions: UI },
    });
    s.send(initialized);
    const list = await s.ask({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} });
    expect((list.result as { tools: unknown[] }).tools.length).toBeGreaterThan(10);
    expectSummary(await s.ask(call(2)));
  });

  it('older Claude Code and Claude Desktop: initialize (2025-06-18, 2025-03-26) only', async () => {
    for (const version of ['2025-06-18', '2025-03-26']) {
      const s = connect();
      const init = await s.ask(initialize(0, version, 'claude-ai', {}));
      expect(init.result).toMatchObject({ protocolVersion: version, capabilities: { tools: {}, extensions: UI } });
      s.send(initialized);
      expectSummary(await s.ask(call(1)));
    }
  });

  it('VS Code: initialize with roots, sampling and elicitation, then tools/list, resources/list and prompts/list before the first call', async () => {
    const s = connect();
    const init = await s.ask(
      initialize(1, '2025-06-18', 'Visual Studio Code', { roots: { listChanged: true }, sampling: {}, elicitation: {} }),
    );
    expect(init.result).toMatchObject({ protocolVersion: '2025-06-18' });
    s.send(initialized);
    const [tools, resources, prompts] = await Promise.all([
      s.ask({ jsonrpc: '2.0', id: 2, method: 'tools/list', params: {} }),
      s.ask({ jsonrpc: '2.0', id: 3, method: 'resources/list', params: {} }),
      s.ask({ jsonrpc: '2.0', id: 4, method: 'prompts/list', params: {} }),
    ]);
    expect([tools.error, resources.error, prompts.error]).toEqual([undefined, undefined, undefined]);
    expectSummary(await s.ask(call(5)));
  });

  it('a 2026-07-28 client (the SDK, the Inspector with --protocol-era modern): server/discover, then calls carrying their _meta', async () => {
    const s = connect();
    const discover = await s.ask({
      jsonrpc: '2.0',
      id: 'server-discover-probe-1',
      method: 'server/discover',
      params: { _meta: modernMeta('inspector') },
    });
    expect(discover.result).toMatchObject({
      supportedVersions: expect.arrayContaining([MODERN]),
      _meta: { 'io.modelcontextprotocol/serverInfo': { name: 'avenir-mcp' } },
    });
    expectSummary(await s.ask(call(0, modernMeta('inspector'))));
  });

  it('a 2026-07-28 client that calls at once, without server/discover', async () => {
    const s = connect();
    expectSummary(await s.ask(call(0, modernMeta('eager-client'))));
  });
});

describe('over HTTP', () => {
  let server: HttpProcess;
  afterEach(() => server?.stop());
  const post = (message: Message, headers: Record<string, string>) =>
    fetch(server.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        authorization: `Bearer ${server.printedToken}`,
        ...headers,
      },
      body: JSON.stringify(message),
    });
  /** The one JSON-RPC message of an answer, sent as JSON or as one server-sent event. */
  const read = async (response: Response): Promise<Message> => {
    const text = await response.text();
    return JSON.parse(
      response.headers.get('content-type')?.startsWith('text/event-stream')
        ? text
            .split('\n')
            .find((l) => l.startsWith('data: '))!
            .slice(6)
        : text,
    ) as Message;
  };

  it('a 2025-era client that sends an Mcp-Session-Id: the server issues none and holds none, so an id it never gave is ignored and every request stands alone', async () => {
    server = await startHttpServer({});
    const init = await post(initialize(0, '2025-11-25', 'session-client'), {});
    expect(init.status).toBe(200);
    expect((await read(init)).result).toMatchObject({ protocolVersion: '2025-11-25' });
    expect(init.headers.get('mcp-session-id')).toBeNull();
    const session = 'kept-by-the-client';
    const headers = { 'mcp-protocol-version': '2025-11-25', 'mcp-session-id': session };
    expect((await post(initialized, headers)).status).toBe(202);
    expectSummary(await read(await post(call(1), headers)));
  });

  it('a 2025-era client without a session, and a 2026-07-28 one with its Mcp-Method and Mcp-Name headers', async () => {
    server = await startHttpServer({});
    expectSummary(await read(await post(call(1), { 'mcp-protocol-version': '2025-11-25' })));
    const modern = { 'mcp-protocol-version': MODERN, 'mcp-method': 'tools/call', 'mcp-name': 'get_monthly_summary' };
    expectSummary(await read(await post(call(2, modernMeta('http-client')), modern)));
    // And the official client, in both eras, on the same server.
    for (const era of ['legacy', 'modern'] as const) {
      const client = await connectHttp(server.url, server.printedToken!, { era });
      try {
        const r = await client.callTool({ name: 'list_plans', arguments: {} });
        expect(r.isError).toBeFalsy();
      } finally {
        await client.close();
      }
    }
  });
});
