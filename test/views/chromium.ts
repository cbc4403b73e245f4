// The Chromium the view tests drive (issue #29 item 13): CHROMIUM_PATH when set, else Debian's packages (its
// headless shell first), else the browser Playwright keeps in its own cache. Never downloaded here: when none
// is found, the message gives the one command that installs one on this platform.
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's `chromium-headless-shell`: the same Blink without the browser around it, as Playwright itself runs
 * headless tests; the view tests cost 10 % less CPU in it than in the full browser.
 */
export const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * The flags every view test launches Chromium with: headless in a container, nothing fetched at start; and
 * every frame in its page's renderer process, the sandboxed view's and the other origin's (spec-host) too.
 * A process per frame is Chromium's defence against a compromised renderer, which no test here is about:
 * origins, sandboxing, CSP and postMessage are the same in one process, and a new process for each view
 * shown cost Chromium more than drawing the view did (0.6 s of CPU against 0.4).
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
  '--disable-site-isolation-trials',
  '--disable-features=IsolateSandboxedIframes',
];

/** The command that installs a Chromium here: Debian's package where apt is, Playwright's browser elsewhere. */
export const installCommand = (platform = process.platform, hasApt = existsSync('/usr/bin/apt-get')): string =>
  platform === 'linux' && hasApt ? 'sudo apt-get install -y chromium-headless-shell' : 'npx playwright-core install chromium';

/** The browser's path, or the one-paragraph reason there is none and what to do. */
export function findChromium(
  env: NodeJS.ProcessEnv = process.env,
  exists: (path: string) => boolean = existsSync,
): { path: string } | { missing: string } {
  const named = env.CHROMIUM_PATH;
  if (named !== undefined && named !== '') {
    return exists(named)
      ? { path: named }
      : {
          missing: `CHROMIUM_PATH is ${JSON.stringify(named)}, which does not exist: point it at a Chromium or Chrome binary, or unset it.`,
        };
  }
  for (const debian of [DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM]) if (exists(debian)) return { path: debian };
  const own = chromium.executablePath();
  if (own !== '' && exists(own)) return { path: own };
  return {
    missing: `The view tests need Chromium and found none (no CHROMIUM_PATH, no ${DEBIAN_HEADLESS_SHELL} or ${DEBIAN_CHROMIUM}, no browser in Playwright's cache). Install one with \`${installCommand()}\`, or set CHROMIUM_PATH to a Chromium or Chrome binary; \`npx vitest run --exclude 'test/views/**'\` runs the rest meanwhile.`,
  };
}

/** The browser's path; throws the reason when there is none. */
export function chromiumPath(): string {
  const found = findChromium();
  if ('missing' in found) throw new Error(found.missing);
  return found.path;
}

let launched: Promise<Browser> | undefined;
/**
 * This worker's Chromium: launched by the first view test file it runs and kept for the next ones (the
 * suite shares one module cache per worker), a launch costing about 1 s of CPU. No test file closes it:
 * it ends with the worker, Playwright killing it as the process exits, and Chromium closing itself when
 * the pipe to a worker killed outright closes. A test file closes the pages it opened.
 */
export function workerBrowser(): Promise<Browser> {
  launched ??= chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_FLAGS }).then((browser) => {
    // One that crashed is launched again by the next file that asks.
    browser.on('disconnected', () => void (launched = undefined));
    return browser;
  });
  return launched;
}
