// Pins how a call's outcome becomes an MCP result: structuredContent plus the same JSON as text and the
// request count in _meta; declared refusals verbatim; YNAB errors prefixed "Error calling tool '<tool>': ";
// bugs (undeclared codes, exceptions) reported without their details; a round returned by the handler
// answered with its input-required result.
import Type from 'typebox';
import { describe, expect, it } from 'vitest';
import { registry } from '../../generated/registry.ts';
import { ask } from '../../src/confirm/ask.ts';
import type { CallChannel } from '../../src/confirm/channel.ts';
import { CodeStore } from '../../src/confirm/codes.ts';
import { RequestStates } from '../../src/confirm/request-state.ts';
import { REQUESTS_META, runTool } from '../../src/mcp/run-tool.ts';
import type { ToolContext } from '../../src/mcp/tool-context.ts';
import { ToolError } from '../../src/mcp/tool-error.ts';
import type { RegistryEntry } from '../../src/mcp/tool-definition.ts';
import { YnabError } from '../../src/ynab/errors.ts';
import { collectingLogger } from '../journal/journal-test-kit.ts';
import { connectInProcess, textOf } from '../helpers/in-process.ts';
import { perTest } from '../helpers/lifetimes.ts';
import { probeTool } from './probe-tool.ts';
import { REPORT_ADVICE } from '../../generated/version.ts';

function probe(behaviour: () => Promise<unknown>): RegistryEntry {
  return probeTool(
    {
      name: 'probe',
      title: 'Probe',
      description: 'Test probe.',
      input: Type.Object({ plan_id: Type.String() }, { additionalProperties: false }),
      output: Type.Object({ n: Type.Number() }, { additionalProperties: false }),
      errorCodes: ['declared'],
    },
    async (_args: unknown, ctx: { ynab: { accounts(id: string): Promise<unknown[]> } }) => {
      await ctx.ynab.accounts('demo-budget');
      return behaviour();
    },
  );
}

const sessions = perTest(connectInProcess, (s) => s.close());

async function call(entry: RegistryEntry, args: Record<string, unknown> = { plan_id: 'demo-budget' }) {
  const session = await sessions.open({ registry: [entry] });
  return session.client.callTool({ name: 'probe', arguments: args });
}

describe('tool results', () => {
  it('carries structuredContent, the same JSON as text, and the request count', async () => {
    const result = await call(probe(async () => ({ n: 1.5 })));
    expect(result.structuredContent).toEqual({ n: 1.5 });
    expect(JSON.parse(textOf(result))).toEqual({ n: 1.5 });
    expect(result._meta?.[REQUESTS_META]).toBe(1);
    expect(result.isError).toBeFalsy();
  });

  it('answers a declared refusal verbatim, with the requests made before it', async () => {
    const result = await call(probe(async () => Promise.reject(new ToolError('declared', 'No {x}: do y.', { x: 'line\nbreak' }))));
    expect(result).toMatchObject({ isError: true, content: [{ type: 'text', text: 'No line break: do y.' }] });
    expect(result._meta?.[REQUESTS_META]).toBe(1);
    expect(result.structuredContent).toBeUndefined();
  });

  it('prefixes client errors with the tool name', async () => {
    const result = await call(probe(async () => Promise.reject(new YnabError('YNAB 404: Resource not found', 404))));
    expect(textOf(result)).toBe("Error calling tool 'probe': YNAB 404: Resource not found");
  });

  it('reports an undeclared error code as a bug, without its message', async () => {
    const result = await call(probe(async () => Promise.reject(new ToolError('other', 'Secret 12.34', {}))));
    expect(textOf(result)).toBe(`Error calling tool 'probe': internal error (undeclared error code other). ${REPORT_ADVICE}`);
    expect(sessions.current.logs.join('')).toContain('tool failed tool=probe error=undeclared error code other');
  });

  it('reports an exception as a bug, keeping its message out of the answer and the log', async () => {
    const result = await call(probe(async () => Promise.reject(new RangeError('payee CHEZ LUCIE 88.00'))));
    expect(textOf(result)).toBe(`Error calling tool 'probe': internal error (RangeError). ${REPORT_ADVICE}`);
    expect(sessions.current.logs.join('')).not.toContain('CHEZ LUCIE');
    // Where it happened, for a report: the frames as file:line:column, this file's among them.
    expect(sessions.current.logs.join('')).toMatch(/tool failed tool=probe error=RangeError at=\S*test\/mcp\/run-tool\.test\.ts:\d+:\d+/);
  });

  it('refuses an output that does not match the output schema', async () => {
    const result = await call(probe(async () => ({ n: 'many' })));
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/Output validation error/);
  });

  it('refuses unknown arguments through the input schema, before any request', async () => {
    const result = await call(
      probe(async () => ({ n: 1 })),
      { plan_id: 'demo-budget', extra: 1 },
    );
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/unknown argument "extra"; the arguments are \[plan_id/);
    expect(sessions.current.fake.requestCount).toBe(0);
  });
});

describe('YNAB failures through a real tool', () => {
  const listAccounts = registry.find((e) => e.definition.name === 'list_accounts')!;

  it("maps YNAB's 404 on an unknown plan", async () => {
    const session = await sessions.open({ registry: [listAccounts] });
    const result = await session.client.callTool({ name: 'list_accounts', arguments: { plan_id: 'no-such-plan' } });
    expect(textOf(result)).toBe("Error calling tool 'list_accounts': YNAB 404: Resource not found");
    expect(result._meta?.[REQUESTS_META]).toBe(1);
  });

  it('explains a missing token and sends nothing', async () => {
    const session = await sessions.open({ registry: [listAccounts], token: { problem: 'No YNAB token is configured.' } });
    const result = await session.client.callTool({ name: 'list_accounts', arguments: { plan_id: 'demo-budget' } });
    expect(textOf(result)).toBe("Error calling tool 'list_accounts': No YNAB token is configured.");
    expect(session.fake.requestCount).toBe(0);
  });

  it('refuses a plan id that cannot be a YNAB id through the input schema', async () => {
    const session = await sessions.open({ registry: [listAccounts] });
    const result = await session.client.callTool({ name: 'list_accounts', arguments: { plan_id: '../budgets' } });
    expect(result.isError).toBe(true);
    expect(session.fake.requestCount).toBe(0);
  });
});

describe('the round that asks the user', () => {
  it('is returned by the handler, not thrown, and answered with its input-required result and the requests so far', async () => {
    const clock = { now: () => 0 };
    const confirm = { codes: new CodeStore(clock), states: new RequestStates(clock), requireElicitation: false, askTimeoutMs: 1 };
    const channel: CallChannel = { formElicitation: true, state: undefined, response: { kind: 'missing' } };
    const decision = await ask(confirm, channel, {
      planId: 'p',
      subject: {},
      seen: {},
      question: async () => 'Apply?',
      confirmation: undefined,
    });
    if (decision.outcome !== 'ask') throw new Error('ask did not ask');
    const entry = { ...probe(async () => undefined), handler: (async () => decision.round) as RegistryEntry['handler'] };
    const { log, lines } = collectingLogger();
    const result = await runTool(entry, {}, { confirm, channel } as unknown as ToolContext, log, 2);
    expect(result).toEqual({ ...decision.round.result, _meta: { [REQUESTS_META]: 2 } });
    expect(lines).toEqual([{ level: 'INFO', message: 'tool call', fields: { tool: 'probe', requests: 2, outcome: 'input_required' } }]);
  });
});
