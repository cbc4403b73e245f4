// Issue #29 item 1: on a Node older than 22, the server says in one line what it found, what it needs and how
// to get it, and exits 2, before anything that needs Node 22 loads (a client's "command": "npx" or "node"
// often starts the system's Node 18 or 20, and hides npm's engine warning).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIN_NODE_MAJOR, nodeTooOld } from '../../src/app/node-version.ts';
import { ROOT, SERVER_SOURCE } from '../helpers/paths.ts';
import { HANG_GUARD_MS } from '../helpers/hang-guard.ts';

describe('nodeTooOld', () => {
  it('names the version found, its path, the one needed and how to get it, on one line', () => {
    const line = nodeTooOld('20.20.2', '/usr/bin/node');
    expect(line).toBe(
      'avenir-mcp needs Node.js 22 or newer; this is Node.js 20.20.2 (/usr/bin/node). Install Node.js 22 or 24 (https://nodejs.org/en/download, or `nvm install 22`) and give its full path as your client\'s "command", or, in Claude Desktop, open the avenir-mcp bundle (the .mcpb file `npm run bundle` writes), which runs on the Node.js Claude Desktop brings.\n',
    );
    expect(nodeTooOld('18.19.1', 'node')).toContain('this is Node.js 18.19.1');
    expect(nodeTooOld('21.7.3', 'node')).toContain('this is Node.js 21.7.3');
  });

  it('lets 22 and later through', () => {
    for (const version of ['22.0.0', '22.23.5', '24.1.0', '25.0.0-nightly']) expect(nodeTooOld(version, 'node'), version).toBeUndefined();
  });

  it('is package.json’s engines', () => {
    const engines = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } }).engines.node;
    expect(engines).toBe(`>=${MIN_NODE_MAJOR}`);
  });
});

const CHECK_SCRIPT = join(ROOT, 'scripts', 'check-node.ts');
const FAKE_20 = "data:text/javascript,Object.defineProperty(process.versions,'node',{value:'20.11.1'})";

/** The server's entry (or another script) run by `node` with tsx for the sources, its own environment otherwise. */
function start(node: string, preload: string[] = [], entry = SERVER_SOURCE) {
  return spawnSync(node, [...preload, '--import', 'tsx', entry], {
    cwd: ROOT,
    encoding: 'utf8',
    input: '',
    env: { PATH: process.env.PATH ?? '', YNAB_API_KEY: 'unused' },
    timeout: HANG_GUARD_MS,
  });
}

describe('the entry on an older Node', () => {
  it('prints that line and exits 2, writing nothing on stdout (Node 20 as the running Node reports it)', () => {
    const run = start(process.execPath, ['--import', FAKE_20]);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(nodeTooOld('20.11.1', process.execPath));
  });

  it('stops npm test and npm run demo the same way (their pretest and predemo script), and lets Node 22 through', () => {
    const old = start(process.execPath, ['--import', FAKE_20], CHECK_SCRIPT);
    expect([old.status, old.stderr]).toEqual([2, nodeTooOld('20.11.1', process.execPath)]);
    const current = start(process.execPath, [], CHECK_SCRIPT);
    expect([current.status, current.stderr]).toEqual([0, '']);
  });

  // The newcomer's own case: the machine's Node, where it is older than 22 (Debian's and Ubuntu's are).
  const system = spawnSync('/usr/bin/node', ['--version'], { encoding: 'utf8' });
  const version = system.status === 0 ? system.stdout.trim().replace(/^v/, '') : undefined;
  it.skipIf(version === undefined || nodeTooOld(version, '') === undefined)(
    `prints that line and exits 2 on this machine's /usr/bin/node (${version ?? 'none'})`,
    () => {
      const run = start('/usr/bin/node');
      expect(run.status).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toBe(nodeTooOld(version!, '/usr/bin/node'));
    },
  );
});
