// The MCP conformance package's authorization-server scenarios, an instrument this project did not write,
// against a hosted deployment (issue #26): the metadata endpoint, and the authorization-code grant, whose
// browser step is played by the test browser (consent, then the fake YNAB's sign-in) once the package
// prints the URL a person would open.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join, dirname } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Browser } from '../helpers/oauth-browser.ts';
import { startHostedStack, type HostedStack } from '../helpers/hosted-stack.ts';
import { freePort } from '../helpers/postgres.ts';

const CLI = join(dirname(createRequire(import.meta.url).resolve('@modelcontextprotocol/conformance/package.json')), 'dist', 'index.js');
let stack: HostedStack;

beforeAll(async () => {
  stack = await startHostedStack();
});
afterAll(() => stack?.close());

it('passes every authorization-server scenario of @modelcontextprotocol/conformance', async () => {
  const port = await freePort();
  const redirect = `http://127.0.0.1:${port}/callback`;
  const registered = await fetch(`${stack.issuer}/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ redirect_uris: [redirect], client_name: 'conformance' }),
  });
  const { client_id: clientId } = (await registered.json()) as { client_id: string };
  const child = spawn(
    process.execPath,
    [CLI, 'authorization', '--url', stack.issuer, '--client-id', clientId, '--resource', `${stack.issuer}/mcp`, '--port', String(port)],
    { env: { ...process.env, NO_COLOR: '1' } },
  );
  let output = '';
  let driven: Promise<unknown> | undefined;
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    const url = /(http:\/\/127\.0\.0\.1:\d+\/authorize\?\S+)/.exec(output)?.[1];
    // The person opens the URL, consents, signs in at YNAB, and their browser lands on the package's callback.
    if (url !== undefined && driven === undefined)
      driven = new Browser('conformance-person').signIn(new URL(url), redirect, 'write').then((back) => fetch(back));
  });
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  await driven;
  expect(output).toMatch(/authorization-server-metadata-endpoint: 2 passed, 0 failed/);
  expect(output).toMatch(/authorization-code-grant: 1 passed, 0 failed/);
  expect(output).toMatch(/Total: 3 passed, 0 failed/);
  expect(code).toBe(0);
});
