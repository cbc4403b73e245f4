// Vitest's global set-up, once per run before any worker starts: a whole run without a browser stops first
// (test/views/global-setup.ts); then the run's temporary folder (test/helpers/run-tmpdir.ts); then the views
// and the test host's page (when the run has a view test), and the server the tests start as a process
// (test/helpers/compiled-server.ts), side by side: the compile takes twice what the views take, and nothing
// else runs yet.
import type { TestProject } from 'vitest/node';
import { provideCompiledServer } from './helpers/compiled-server.ts';
import { useRunTmpdir } from './helpers/run-tmpdir.ts';
import { prepareViews, requireBrowser } from './views/global-setup.ts';

export default async function setup(project: TestProject): Promise<() => void> {
  requireBrowser();
  const removeTmpdir = useRunTmpdir();
  try {
    const [, removeServer] = await Promise.all([prepareViews(project), provideCompiledServer(project)]);
    return () => {
      try {
        removeServer();
      } finally {
        removeTmpdir();
      }
    };
  } catch (error) {
    removeTmpdir();
    throw error;
  }
}
