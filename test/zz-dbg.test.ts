import { it } from 'vitest';
import { readFileSync } from 'node:fs';
import { connectInProcess } from './helpers/in-process.ts';
it('dbg', async () => {
  const s = await connectInProcess({ env: { AVENIR_MCP_WRITE: '1', AVENIR_MCP_LOG_LEVEL: 'DEBUG' } });
  const r = await s.client.callTool({ name: 'match_statement', arguments: { plan_id: 'demo-budget', account_id: 'acc-checking', content: readFileSync('demo/statements/checking-2026-09.csv', 'utf8') } });
  console.log(JSON.stringify(r).slice(0, 3000));
  console.log(s.logs.join('').slice(-3000));
  await s.close();
});
