// The deps of a server on the demo plan: the in-process fake YNAB behind a base URL that is never
// dialled. Used by `--demo` (src/server.ts) and the conformance suite's HTTP exposure.
import type { ServerDeps } from '../mcp/build-server.ts';
import type { Config } from '../config.ts';
import { createDeps } from './deps.ts';
import type { Logger } from '../log.ts';
import { FakeYnab } from '../fake-ynab/fake-ynab.ts';

export const DEMO_URL = 'http://demo.invalid/v1';

export function demoDeps(config: Config, log: Logger, journalPath: string): ServerDeps {
  const fake = new FakeYnab({ today: config.today });
  return createDeps({ config: { ...config, ynabUrl: DEMO_URL }, log, token: { token: 'demo' }, fetch: (r) => fake.fetch(r), journalPath });
}
