// Pins what `npm start` runs: the compiled JavaScript (tsconfig.build.json) starts with plain node, no tsx,
// and serves the tools over stdio.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport, getDefaultEnvironment } from '@modelcontextprotocol/client/stdio';
import { afterAll, describe, expect, it } from 'vitest';
import { VERSION } from '../../generated/version.ts';
import { ROOT } from '../helpers/stdio-client.ts';

const OUT = join(ROOT, '.tmp', `dist-${process.pid}`);
afterAll(() => rmSync(OUT, { recursive: true, force: true }));

describe('compiled server', () => {
  it('builds, prints its version and answers over stdio under plain node', async () => {
    execFileSync(join(ROOT, 'node_modules', '.bin', 'tsc'), ['-p', join(ROOT, 'tsconfig.build.json'), '--outDir', OUT], { cwd: ROOT });
    const entry = join(OUT, 'src', 'server.js');
    expect(execFileSync(process.execPath, [entry, '--version'], { encoding: 'utf8' })).toBe(`avenir-mcp ${VERSION}\n`);
    const client = new Client({ name: 'compiled-test', version: '1' });
    await client.connect(new StdioClientTransport({ command: process.execPath, args: [entry, '--demo'], env: getDefaultEnvironment(), stderr: 'pipe' }));
    try {
      const r = await client.callTool({ name: 'get_monthly_summary', arguments: { plan_id: 'demo-budget' } });
      expect(r.structuredContent).toMatchObject({ month: '2026-09-01', ready_to_assign: 1729.32 });
    } finally {
      await client.close();
    }
  });
});
