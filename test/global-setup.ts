// Vitest's global set-up, once per run before any worker starts: the views and the test host's page
// (test/views/global-setup.ts, which first stops a whole run without a browser) and the server the tests
// start as a process (test/helpers/compiled-server.ts), side by side: the compile takes twice what the
// views take, and nothing else runs yet.
import type { TestProject } from 'vitest/node';
import { provideCompiledServer } from './helpers/compiled-server.ts';
import { prepareViews } from './views/global-setup.ts';

export default async function setup(project: TestProject): Promise<() => void> {
  const [, removeServer] = await Promise.all([prepareViews(), provideCompiledServer(project)]);
  return removeServer;
}
