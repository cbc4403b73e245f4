// Which Chromium the view tests drive, and what a machine without one is told (issue #29 item 13).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL, findChromium, installCommand } from './chromium.ts';
import { everyFile } from './global-setup.ts';
import { HANG_GUARD_MS } from '../helpers/hang-guard.ts';

describe('findChromium', () => {
  it('takes CHROMIUM_PATH first, and names it when it does not exist', () => {
    const binary = join(mkdtempSync(join(tmpdir(), 'avenir-chromium-')), 'chrome');
    writeFileSync(binary, '');
    expect(findChromium({ CHROMIUM_PATH: binary })).toEqual({ path: binary });
    expect(findChromium({ CHROMIUM_PATH: '/nowhere/chrome' })).toEqual({
      missing: 'CHROMIUM_PATH is "/nowhere/chrome", which does not exist: point it at a Chromium or Chrome binary, or unset it.',
    });
  });

  it('then takes Debian’s headless shell (what .ci/run installs), else Debian’s full browser', () => {
    const only =
      (...present: string[]) =>
      (path: string) =>
        present.includes(path);
    expect(findChromium({}, only(DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM))).toEqual({ path: DEBIAN_HEADLESS_SHELL });
    expect(findChromium({}, only(DEBIAN_CHROMIUM))).toEqual({ path: DEBIAN_CHROMIUM });
    expect(findChromium({ CHROMIUM_PATH: '/opt/chrome' }, only('/opt/chrome', DEBIAN_HEADLESS_SHELL))).toEqual({ path: '/opt/chrome' });
  });

  it('names every place it looked when none has a browser', () => {
    const none = findChromium({}, () => false);
    expect('missing' in none && none.missing).toContain(`no CHROMIUM_PATH, no ${DEBIAN_HEADLESS_SHELL} or ${DEBIAN_CHROMIUM}`);
  });

  it('gives the one command that installs a browser on this platform', () => {
    expect(installCommand('linux', true)).toBe('sudo apt-get install -y chromium-headless-shell');
    expect(installCommand('linux', false)).toBe('npx playwright-core install chromium');
    expect(installCommand('darwin', false)).toBe('npx playwright-core install chromium');
    expect(installCommand('win32', false)).toBe('npx playwright-core install chromium');
  });
});

describe('everyFile', () => {
  it('is true for `vitest run` and its options alone, false once a file or filter is named', () => {
    expect(everyFile(['run'])).toBe(true);
    expect(everyFile(['run', '--reporter=dot'])).toBe(true);
    expect(everyFile(['run', 'test/logic'])).toBe(false);
    expect(everyFile(['run', '-t', 'currency'])).toBe(false);
  });
});

describe('a whole run without a browser', () => {
  it('stops before any test, with the reason and the command (vitest run, CHROMIUM_PATH pointing nowhere)', () => {
    // The run's own temporary folder: the set-up stops before it makes one, or compiles the server into .tmp.
    const tmp = mkdtempSync(join(tmpdir(), 'avenir-no-browser-'));
    const run = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--reporter=dot'], {
      cwd: new URL('../../', import.meta.url),
      encoding: 'utf8',
      env: { ...process.env, CI: '', CHROMIUM_PATH: '/nowhere/chrome', TMPDIR: tmp },
      timeout: HANG_GUARD_MS,
    });
    expect(run.status).not.toBe(0);
    expect(`${run.stdout}${run.stderr}`).toContain('CHROMIUM_PATH is "/nowhere/chrome", which does not exist');
    expect(`${run.stdout}${run.stderr}`).not.toMatch(/Test Files .*passed/);
    expect(readdirSync(tmp)).toEqual([]);
  });
});
