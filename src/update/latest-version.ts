// The start-up update check (spec README, "Update check"): one anonymous GET of the npm registry's
// `latest` record, at most once a day thanks to a small cache file. The only HTTP besides src/ynab/ and
// the only file written besides the journal; it never throws and never delays a start by more than
// its timeout.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { cacheFolderFor } from '../config.ts';
import { isNewerRelease, parseRelease } from '../logic/core/versions.ts';

export const REGISTRY_LATEST_URL = 'https://registry.npmjs.org/avenir-mcp/latest';
export const CHECK_TIMEOUT_MS = 1500;
export const CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export interface UpdateCheckOptions {
  /** The running version. */
  running: string;
  /** `$XDG_CACHE_HOME/avenir-mcp/latest-version.json` (cacheFileFor). */
  cacheFile: string;
  fetch?: (request: Request) => Promise<Response>;
  now?: () => number;
  timeoutMs?: number;
}

interface CacheRecord {
  checked_at: number;
  /** The registry's latest version, or null when the check failed. */
  latest: string | null;
}

/** Where the one-day cache lives: XDG_CACHE_HOME when it is absolute, else ~/.cache. */
export const cacheFileFor = (xdgCacheHome: string | undefined, home: string): string =>
  join(cacheFolderFor(xdgCacheHome, home), 'latest-version.json');

async function readCache(file: string, now: number): Promise<CacheRecord | undefined> {
  try {
    const record = JSON.parse(await readFile(file, 'utf8')) as Partial<CacheRecord>;
    const fresh = typeof record.checked_at === 'number' && record.checked_at <= now && now - record.checked_at < CACHE_MAX_AGE_MS;
    if (!fresh) return undefined;
    return { checked_at: record.checked_at!, latest: typeof record.latest === 'string' ? record.latest : null };
  } catch {
    return undefined;
  }
}

async function askRegistry(options: UpdateCheckOptions): Promise<string | null> {
  const send = options.fetch ?? ((request: Request) => fetch(request));
  try {
    const response = await send(
      new Request(REGISTRY_LATEST_URL, {
        headers: { accept: 'application/json' },
        // No redirects: the answer must come from the registry itself.
        redirect: 'manual',
        signal: AbortSignal.timeout(options.timeoutMs ?? CHECK_TIMEOUT_MS),
      }),
    );
    if (response.status !== 200) return null;
    const body = (await response.json()) as { version?: unknown };
    return typeof body.version === 'string' && parseRelease(body.version) !== undefined ? body.version : null;
  } catch {
    return null;
  }
}

/** The newer plain release the registry announces, or undefined (none, failure, or cached failure). */
export async function newerRelease(options: UpdateCheckOptions): Promise<string | undefined> {
  const now = (options.now ?? Date.now)();
  let record = await readCache(options.cacheFile, now);
  if (record === undefined) {
    record = { checked_at: now, latest: await askRegistry(options) };
    try {
      await mkdir(dirname(options.cacheFile), { recursive: true, mode: 0o700 });
      await writeFile(options.cacheFile, `${JSON.stringify(record)}\n`, { mode: 0o600 });
    } catch {
      // A cache that cannot be written only means asking again at the next start.
    }
  }
  return record.latest !== null && isNewerRelease(record.latest, options.running) ? record.latest : undefined;
}

/** The line appended to the server's instructions (not to the guide resource) when a newer release exists. */
export function updateNotice(latest: string, running: string): string {
  return (
    `A newer avenir-mcp release exists: ${latest} (this server runs ${running}). Tell the user once, briefly; ` +
    'upgrading is their choice. The check is turned off with AVENIR_MCP_NO_UPDATE_CHECK=1.'
  );
}
