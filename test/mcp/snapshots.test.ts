// Pins what clients see of each tool (name, title, description, schemas, annotations) against
// test/snapshots/: tools/<tool>.json with sorted keys, plus the whole tools/list with writes off and on.
// `npm run codegen` writes them (codegen/render-snapshots.ts) and check:generated fails while they are stale;
// review their changes in diffs.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listFile, snapshotText } from '../../codegen/render-snapshots.ts';
import { connectInProcess } from '../helpers/in-process.ts';
import { perTest } from '../helpers/lifetimes.ts';
import { ROOT } from '../helpers/paths.ts';

const DIR = join(ROOT, 'test', 'snapshots');

function matchSnapshot(rel: string, value: unknown) {
  const path = join(DIR, rel);
  if (!existsSync(path)) throw new Error(`missing snapshot ${rel}: run npm run codegen and commit it`);
  expect(snapshotText(value), `${rel} changed: review, then npm run codegen to accept`).toBe(readFileSync(path, 'utf8'));
}

const sessions = perTest(connectInProcess, (s) => s.close());

describe('tool snapshots', () => {
  it('matches each tool and the whole list, writes off and on', async () => {
    for (const writes of [false, true]) {
      const session = await sessions.open({ env: writes ? { AVENIR_MCP_WRITE: '1' } : {} });
      const tools = (await session.client.listTools()).tools;
      matchSnapshot(listFile(writes), tools);
      if (writes) for (const tool of tools) matchSnapshot(`tools/${tool.name}.json`, tool);
    }
  });
});
