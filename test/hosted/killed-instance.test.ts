// One instance of a hosted deployment killed mid-write (issue #18): it journaled the operation in
// PostgreSQL and YNAB applied the write, but the answer never came back. The other instance finds the
// operation pending in the person's journal, checks each item against YNAB, and undoes it.
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpServer, type HttpProcess } from '../helpers/http-server.ts';
import { signIn, startHostedStack, type HostedStack } from '../helpers/hosted-stack.ts';
import { testClient } from '../helpers/test-client.ts';

const PLAN = 'demo-budget';
const ASSIGN = {
  plan_id: PLAN,
  assignments: [
    { transaction_id: 'tx-048', category_id: 'cat-groceries' },
    { transaction_id: 'tx-049', category_id: 'cat-transport' },
  ],
};
type Structured = { structuredContent?: Record<string, unknown> };
const field = (r: unknown, name: string) => (r as Structured).structuredContent?.[name];

async function until(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

let stack: HostedStack;
let doomed: HttpProcess;
beforeAll(async () => {
  stack = await startHostedStack();
  // The other instance: the server's own entry in a process of its own, on the same database and keys.
  doomed = await startHttpServer(
    {
      AVENIR_MCP_AUTH: 'oauth',
      AVENIR_MCP_PUBLIC_URL: stack.issuer,
      AVENIR_MCP_DATABASE_URL: stack.databaseUrl,
      AVENIR_MCP_ENCRYPTION_KEYS: `k1:${Buffer.alloc(32, 5).toString('base64')}`,
      AVENIR_MCP_YNAB_CLIENT_ID: 'ynab-app',
      AVENIR_MCP_YNAB_CLIENT_SECRET: 'ynab-secret',
      AVENIR_MCP_YNAB_OAUTH_URL: stack.ynabOAuthUrl,
      AVENIR_MCP_YNAB_URL: stack.ynabUrl,
      AVENIR_MCP_WRITE: '1',
      AVENIR_MCP_TODAY: '2026-09-25',
    },
    [],
  );
});
afterAll(async () => {
  await doomed?.stop();
  await stack?.close();
});

const categories = () => {
  const plan = stack.accounts
    .account('kim')
    .snapshot()
    .plans.find((p) => p.id === PLAN)!;
  return ['tx-048', 'tx-049'].map((id) => plan.data.transactions.find((t) => t.id === id)!.category_id ?? null);
};

describe('an instance killed mid-write', () => {
  it('leaves a pending operation that the other instance settles against YNAB and undoes', async () => {
    const { client: survivor, provider } = await signIn(stack, 'kim', 'write');
    const victim = testClient('kim-on-the-doomed-instance', { era: 'modern' });
    await victim.connect(new StreamableHTTPClientTransport(new URL(doomed.url), { authProvider: provider }));
    const code = field(await victim.callTool({ name: 'apply_categories', arguments: ASSIGN }), 'confirmation');
    expect(code).toEqual(expect.any(String));
    // YNAB applies the PATCH but holds its answer: the instance is killed while it waits.
    const world = stack.accounts.account('kim');
    world.addFault({ method: 'PATCH', path: `/plans/${PLAN}/transactions`, holdAnswerMs: 20_000 });
    void victim.callTool({ name: 'apply_categories', arguments: { ...ASSIGN, confirmation: code } }).catch(() => undefined);
    await until(() => world.log.some((r) => r.method === 'PATCH'), 'the PATCH to reach YNAB');
    await doomed.kill();
    world.clearFaults();
    expect(categories()).toEqual(['cat-groceries', 'cat-transport']);

    const preview = await survivor.callTool({ name: 'undo_operation', arguments: { plan_id: PLAN } });
    expect(field(preview, 'status')).toBe('confirmation_required');
    expect(field(preview, 'restored')).toBe(2);
    const done = await survivor.callTool({
      name: 'undo_operation',
      arguments: { plan_id: PLAN, confirmation: field(preview, 'confirmation') },
    });
    expect(field(done, 'status')).toBe('applied');
    expect(categories()).toEqual([null, null]);
    await survivor.close();
  });
});
