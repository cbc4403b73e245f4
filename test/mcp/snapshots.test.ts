// Pins what clients see of each tool (name, title, description, schemas, annotations) in
// test/snapshots/tools/<tool>.json with sorted keys, plus the whole tools/list with writes off and on.
// Review changes in diffs; rewrite with UPDATE_SNAPSHOTS=1. Under CI a missing snapshot fails.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { connectInProcess, type InProcessSession } from '../helpers/in-process.ts';
import { ROOT } from '../helpers/stdio-client.ts';

const DIR = join(ROOT, 'test', 'snapshots');

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, sorted((value as Record<string, unknown>)[k])]));
  }
  return value;
}

function matchSnapshot(rel: string, value: unknown) {
  const path = join(DIR, rel);
  const text = `${JSON.stringify(sorted(value), null, 2)}\n`;
  if (process.env.UPDATE_SNAPSHOTS === '1' || (!existsSync(path) && !process.env.CI)) {
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, text);
    return;
  }
  if (!existsSync(path)) throw new Error(`missing snapshot ${rel}: run UPDATE_SNAPSHOTS=1 npx vitest run test/mcp/snapshots.test.ts and commit it`);
  expect(text, `${rel} changed: review, then UPDATE_SNAPSHOTS=1 to accept`).toBe(readFileSync(path, 'utf8'));
}

let session: InProcessSession | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

describe('tool snapshots', () => {
  it('matches each tool and the whole list, writes off and on', async () => {
    for (const writes of [false, true]) {
      session = await connectInProcess({ env: writes ? { AVENIR_MCP_WRITE: '1' } : {} });
      const tools = (await session.client.listTools()).tools;
      matchSnapshot(`tools-list.${writes ? 'writes-on' : 'writes-off'}.json`, tools);
      if (writes) for (const tool of tools) matchSnapshot(`tools/${tool.name}.json`, tool);
      await session.close();
      session = undefined;
    }
  });
});
