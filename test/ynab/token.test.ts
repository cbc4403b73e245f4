// resolveToken (ynab-client.md §2, issue #13 item 7): YNAB_API_KEY or the file YNAB_API_KEY_FILE names;
// every message about the file names it and the command that fixes it, and the no-token message also
// points to --demo.
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expandHome, resolveToken } from '../../src/ynab/token.ts';

const TOKEN = 'Q0aTPl7m3v0Gzb1l9H5c3r8v5yA1e2x4YpX6oOWbHfU';
const dir = () => mkdtempSync(join(tmpdir(), 'avenir-token-'));
const problemOf = (source: ReturnType<typeof resolveToken>): string => {
  if (!('problem' in source)) throw new Error('expected a problem');
  return source.problem;
};
const isRoot = process.getuid?.() === 0;

describe('resolveToken', () => {
  it('reads the token from YNAB_API_KEY, or from the file (which wins), surrounding white space stripped', () => {
    const file = join(dir(), 'token');
    writeFileSync(file, `  ${TOKEN}\n`, { mode: 0o600 });
    expect(resolveToken(` ${TOKEN} `, undefined)).toEqual({ token: TOKEN });
    expect(resolveToken('other', file)).toEqual({ token: TOKEN, alsoSet: true });
  });

  it.skipIf(process.platform === 'win32')('refuses a file other accounts can read: names it and gives `chmod 600 PATH`', () => {
    const file = join(dir(), 'token');
    writeFileSync(file, TOKEN);
    chmodSync(file, 0o640);
    expect(problemOf(resolveToken(undefined, file))).toBe(
      `The token file ${file} (YNAB_API_KEY_FILE) can be read by other accounts on this machine, so it was not used and nothing was sent to YNAB. Run \`chmod 600 ${file}\` and restart the server.`,
    );
  });

  it('a missing file: names it, and says to correct the variable or write the token there and `chmod 600 PATH`', () => {
    const file = join(dir(), 'nope');
    expect(problemOf(resolveToken(undefined, file))).toBe(
      `The token file ${file} (YNAB_API_KEY_FILE) could not be read (ENOENT), so nothing was sent to YNAB. There is no such file: correct YNAB_API_KEY_FILE, or write the token in ${file} and run \`chmod 600 ${file}\`, then restart the server.`,
    );
  });

  it.skipIf(process.platform === 'win32' || isRoot)(
    'a file this account may not read: names it and gives `chmod 600 PATH` as its owner',
    () => {
      const file = join(dir(), 'token');
      writeFileSync(file, TOKEN);
      chmodSync(file, 0o200);
      const problem = problemOf(resolveToken(undefined, file));
      expect(problem).toContain(`The token file ${file} (YNAB_API_KEY_FILE) could not be read (EACCES)`);
      expect(problem).toContain(`run \`chmod 600 ${file}\``);
    },
  );

  it('expands a leading ~ or $HOME, as written in a client’s JSON (no shell expands it there), and names both forms when the file is missing', () => {
    const home = dir();
    writeFileSync(join(home, 'token'), `${TOKEN}\n`, { mode: 0o600 });
    for (const written of ['~/token', '$HOME/token', '${HOME}/token'])
      expect(resolveToken(undefined, written, 'linux', home), written).toEqual({ token: TOKEN, alsoSet: false });
    expect(problemOf(resolveToken(undefined, '~/nope', 'linux', home))).toBe(
      `The token file ${home}/nope (YNAB_API_KEY_FILE, ~/nope expanded) could not be read (ENOENT), so nothing was sent to YNAB. There is no such file: correct YNAB_API_KEY_FILE, or write the token in ${home}/nope and run \`chmod 600 ${home}/nope\`, then restart the server.`,
    );
  });

  it('leaves ~ and $HOME alone elsewhere in the path, and ~user', () => {
    expect(expandHome('~', '/h')).toBe('/h');
    expect(expandHome('~\\token', 'C:\\h')).toBe('C:\\h\\token');
    for (const path of ['/a/~/token', '~other/token', '$HOMEDIR/token', '/a/$HOME/token', 'x~/token'])
      expect(expandHome(path, '/h'), path).toBe(path);
  });

  it('a relative path: says it is read from the client’s folder and asks for an absolute one', () => {
    expect(problemOf(resolveToken(undefined, 'no-such-token-file'))).toBe(
      `The token file no-such-token-file (YNAB_API_KEY_FILE) could not be read (ENOENT), so nothing was sent to YNAB. There is no such file in ${process.cwd()}, the folder the client started the server in: give YNAB_API_KEY_FILE an absolute path, then restart the server.`,
    );
  });

  it('a folder, and an empty file: each named, with what to do', () => {
    const folder = join(dir(), 'folder');
    mkdirSync(folder, { mode: 0o700 });
    expect(problemOf(resolveToken(undefined, folder))).toMatch(/could not be read \((EISDIR|EACCES)\)/);
    const empty = join(dir(), 'token');
    writeFileSync(empty, ' \n', { mode: 0o600 });
    expect(problemOf(resolveToken(TOKEN, empty))).toBe(
      `The token file ${empty} (YNAB_API_KEY_FILE) is empty, so nothing was sent to YNAB. Write your Personal Access Token in it, run \`chmod 600 ${empty}\`, then restart the server.`,
    );
  });

  it.each([undefined, '', '   '])('no token (YNAB_API_KEY %j): names both ways to give one, and --demo to try without', (apiKey) => {
    const problem = problemOf(resolveToken(apiKey, undefined));
    expect(problem).toMatch(/^No YNAB token is configured, so nothing was sent to YNAB\./);
    expect(problem).toContain('set YNAB_API_KEY to the token, or YNAB_API_KEY_FILE to a file that contains it (chmod 600)');
    expect(problem).toContain('start it with --demo');
  });
});
