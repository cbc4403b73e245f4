// The output edge (issue #13 item 1, defence in depth): whatever a tool returns, throws or logs, the
// tokens are cut out of the result, the question, the log lines and the resource answers, even when the
// text was built without the YNAB client's own cut.
import Type from 'typebox';
import { describe, expect, it } from 'vitest';
import type { RegistryEntry } from '../../src/mcp/tool-definition.ts';
import { YnabError } from '../../src/ynab/errors.ts';
import { connectInProcess, textOf } from '../helpers/in-process.ts';
import { perTest } from '../helpers/lifetimes.ts';
import { probeTool } from './probe-tool.ts';

const TOKEN = 'Q0aTPl7m3v0Gzb1l9H5c3r8v5yA1e2x4YpX6oOWbHfU';

const output = Type.Object({ said: Type.String(), nested: Type.Array(Type.String()) }, { additionalProperties: false });
const probe = (name: string, handler: RegistryEntry['handler']) =>
  probeTool({ name, title: 'Secret probe', description: 'A tool that exists only in this test.', output }, handler);

const says = probe('zz_says_token', async (_args, ctx) => {
  ctx.log.warning(`probe saw Bearer ${TOKEN}`, { header: encodeURIComponent(TOKEN) });
  return { said: `Bearer ${TOKEN}`, nested: [`&#x51;${TOKEN.slice(1)}`] };
});
const throws = probe('zz_throws_token', async () => {
  throw new YnabError(`YNAB 500: Authorization: Bearer ${TOKEN}`, 500);
});

const sessions = perTest(connectInProcess, (s) => s.close());

describe('the output edge', () => {
  it('cuts the token out of a result, its structuredContent and a log line', async () => {
    const session = await sessions.open({ registry: [says, throws], token: { token: TOKEN } });
    const ok = await session.client.callTool({ name: 'zz_says_token', arguments: {} });
    expect(ok.structuredContent).toEqual({ said: 'Bearer [token]', nested: ['[token]'] });
    expect(textOf(ok)).toBe(JSON.stringify({ said: 'Bearer [token]', nested: ['[token]'] }));
    const failed = await session.client.callTool({ name: 'zz_throws_token', arguments: {} });
    expect(textOf(failed)).toBe("Error calling tool 'zz_throws_token': YNAB 500: Authorization: Bearer [token]");
    const logs = session.logs.join('');
    expect(logs).toContain('probe saw Bearer [token] header=[token]');
    expect(logs).not.toContain(TOKEN.slice(1));
  });
});
