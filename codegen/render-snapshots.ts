// Step 7 of codegen: test/snapshots/, what clients see of the tools (name, title, description, schemas,
// annotations), listed by the official client from the server in process: the whole tools/list with writes
// off and on, and each tool alone, keys sorted so that a diff shows only what changed.
import { FakeYnab } from '../src/fake-ynab/fake-ynab.ts';
import { DEMO_TODAY } from '../src/config.ts';
import { withTemporaryJournal } from '../src/journal/temporary.ts';
import { withClient } from './run-examples.ts';

function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, sorted((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/** A snapshot file's text: the value with its keys sorted, two-space indented. */
export const snapshotText = (value: unknown) => `${JSON.stringify(sorted(value), null, 2)}\n`;

export const listFile = (writes: boolean) => `tools-list.${writes ? 'writes-on' : 'writes-off'}.json`;

/** Every snapshot, by path relative to test/snapshots/. */
export async function renderSnapshots(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  // The journal lives as long as the listing: every run used to leave its folder behind.
  await withTemporaryJournal('avenir-snapshots-', async (journalPath) => {
    for (const writes of [false, true]) {
      const tools = await withClient(
        new FakeYnab({ today: DEMO_TODAY }),
        journalPath,
        async (client) => (await client.listTools()).tools,
        writes,
      );
      files.set(listFile(writes), snapshotText(tools));
      if (writes) for (const tool of tools) files.set(`tools/${tool.name}.json`, snapshotText(tool));
    }
  });
  return files;
}
