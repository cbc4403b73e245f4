// Issue #13 item 1 over Streamable HTTP: the real server on a loopback port, its YNAB the loopback fake
// answering errors whose bodies echo the YNAB token and the HTTP bearer token (as is, URL-encoded, inside
// JSON or HTML), on reads (2025 client) and on writes confirmed in the client's form (2026-07-28 client).
// Neither token reaches a result, the server's stderr at DEBUG, or the journal.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from '@modelcontextprotocol/client';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectHttp, startHttpServer, type HttpProcess } from '../helpers/http-server.ts';
import { textOf } from '../helpers/in-process.ts';
import { loopbackYnab } from '../helpers/loopback-ynab.ts';
import { bodyArb, exposes, formArb } from '../helpers/secret-forms.ts';

const YNAB_TOKEN = 'Q0aTPl7m3v0Gzb1l9H5c3r8v5yA1e2x4YpX6oOWbHfU';
const HTTP_TOKEN = 'h7+Kq/2mZr9vX0bN4tW6yC8eU1iO3pL5sD7fG9jA=';

const READ = { method: 'GET', path: /^\/plans\/demo-budget\/accounts$/, tool: 'list_accounts', args: { plan_id: 'demo-budget' } };
const WRITE = {
  method: 'PATCH',
  path: /^\/plans\/demo-budget\/months\/2026-09-01\/categories\/cat-power$/,
  tool: 'set_category_budget',
  args: { plan_id: 'demo-budget', month: '2026-09-01', category_id: 'cat-power', amount: 123 },
};

describe('over HTTP, a YNAB error echoing the tokens', () => {
  const journal = join(mkdtempSync(join(tmpdir(), 'avenir-http-secrets-')), 'journal.jsonl');
  const ynab = loopbackYnab(YNAB_TOKEN);
  let server: HttpProcess;
  let reader: Client;
  let writer: Client;
  beforeAll(async () => {
    server = await startHttpServer(
      ynab.env({ AVENIR_MCP_HTTP_TOKEN: HTTP_TOKEN, AVENIR_MCP_WRITE: '1', AVENIR_MCP_LOG_LEVEL: 'DEBUG', AVENIR_MCP_JOURNAL: journal }),
      [],
    );
    reader = await connectHttp(server.url, HTTP_TOKEN, { era: 'legacy' });
    writer = await connectHttp(server.url, HTTP_TOKEN, { era: 'modern', elicit: () => ({ action: 'accept', content: { value: true } }) });
  });
  afterAll(async () => {
    await reader?.close();
    await writer?.close();
    await server?.stop();
  });

  it('property: neither token in any result, in stderr, or in the journal', async () => {
    const bodies = fc
      .tuple(bodyArb(YNAB_TOKEN), formArb(HTTP_TOKEN))
      .map(([body, http]) => body.replace('Invalid header', `X-Upstream-Authorization: ${http}; Invalid header`));
    await fc.assert(
      fc.asyncProperty(
        bodies,
        fc.constantFrom(400, 403, 404, 409, 500, 502, 503),
        fc.constantFrom(READ, WRITE),
        async (body, status, call) => {
          ynab.fake.clearFaults();
          ynab.fake.addFault({ method: call.method, path: call.path, status, body, times: Infinity });
          const result = await (call === READ ? reader : writer).callTool({ name: call.tool, arguments: call.args });
          expect(textOf(result)).toMatch(new RegExp(`^Error calling tool '${call.tool}': YNAB ${status}: `));
          const outputs = {
            result: JSON.stringify(result),
            stderr: server.stderr(),
            journal: existsSync(journal) ? readFileSync(journal, 'utf8') : '',
          };
          for (const token of [YNAB_TOKEN, HTTP_TOKEN]) {
            for (const [where, text] of Object.entries(outputs))
              expect(exposes(text, token), `${where}: ${text.slice(0, 2000)}`).toBe(false);
          }
        },
      ),
      { numRuns: 12 },
    );
    // And one write YNAB refuses outright, whatever the property drew (a 5xx leaves a write unknown).
    ynab.fake.clearFaults();
    ynab.fake.addFault({
      method: WRITE.method,
      path: WRITE.path,
      status: 400,
      body: `{"error":{"id":"400","name":"bad_request","detail":"${YNAB_TOKEN} ${HTTP_TOKEN}"}}`,
      times: 1,
    });
    expect(textOf(await writer.callTool({ name: WRITE.tool, arguments: WRITE.args }))).toMatch(/YNAB 400: /);
    expect(server.stderr()).toMatch(/YNAB request method=PATCH/);
    const written = readFileSync(journal, 'utf8');
    expect(written).toContain('"outcome":"failed"');
    for (const token of [YNAB_TOKEN, HTTP_TOKEN]) expect(exposes(written, token)).toBe(false);
  });
});
