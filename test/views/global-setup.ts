// The view tests' part of the global set-up (test/global-setup.ts): a whole run first checks that a browser
// is there (requireBrowser, before anything is built), then builds the views (dist/views) and the test host's
// page once per run, before any worker starts, so parallel test files never build into the same folder at once;
// a run without a view test (only they read them) builds neither.
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { TestProject } from 'vitest/node';
import { buildPage, buildViews } from '../../views/build-page.ts';
import { findChromium } from './chromium.ts';

export const HOST_OUT = fileURLToPath(new URL('../../.tmp/views-host', import.meta.url));

/**
 * Whether vitest was asked for every test file (`npm test`): its command line names no file, only `run` and
 * options. A run of some files leaves a missing browser to the view tests that need one.
 */
export const everyFile = (argv: readonly string[] = process.argv.slice(2)): boolean =>
  argv.every((arg) => arg === 'run' || arg.startsWith('-'));

/**
 * A whole run on a machine without a browser stops here, with the command that installs one, rather than
 * after a screen of failing view tests, and before the set-up compiles or builds anything for nothing.
 */
export function requireBrowser(argv?: readonly string[]): void {
  const browser = findChromium();
  if ('missing' in browser && everyFile(argv)) throw new Error(browser.missing);
}

/** The view tests' folder, as a URL: vitest names files with forward slashes on every system. */
const VIEW_TESTS = new URL('./', import.meta.url).href;

/**
 * Whether the run has a view test: the test files its command line selects, as vitest selects them. Vitest
 * keeps those names in a field of its own, not a documented one: if it moves them, every file counts and the
 * views are built as before. Under watch, where the set-up runs once for every later run, always.
 */
async function runsViewTests(project: TestProject): Promise<boolean> {
  if (project.config.watch) return true;
  const named = (project.vitest as { filenamePattern?: string[] }).filenamePattern ?? [];
  // A name may end in :line (vitest's line filter); the file is what counts here.
  const { testFiles } = await project.globTestFiles(named.map((name) => name.replace(/:\d+$/, '')));
  return testFiles.some((file) => pathToFileURL(file).href.startsWith(VIEW_TESTS));
}

export async function prepareViews(project: TestProject): Promise<void> {
  if (!(await runsViewTests(project))) return;
  await buildViews();
  await buildPage(fileURLToPath(new URL('./host', import.meta.url)), HOST_OUT);
}
