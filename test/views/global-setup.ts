// Vitest global set-up for the view tests: builds the views (dist/views) and the test host's page once per
// run, before any worker starts, so parallel test files never build into the same folder at once.
import { fileURLToPath } from 'node:url';
import { buildPage, buildViews } from '../../views/build-page.ts';

export const HOST_OUT = fileURLToPath(new URL('../../.tmp/views-host', import.meta.url));

export default async function setup(): Promise<void> {
  await buildViews();
  await buildPage(fileURLToPath(new URL('./host', import.meta.url)), HOST_OUT);
}
