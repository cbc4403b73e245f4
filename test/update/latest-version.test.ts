// The update check against a fake registry: one request at most a day, failures cached too, no
// redirects followed, a timeout that gives up, and the line the instructions get.
import { mkdtempSync, readFileSync, writeFileSync, mkdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createLogger } from '../../src/log.ts';
import { CACHE_MAX_AGE_MS, REGISTRY_LATEST_URL, cacheFileFor, newerRelease, updateNotice } from '../../src/update/latest-version.ts';
import { startUpdateCheck } from '../../src/update/start.ts';

const NOW = 1_790_000_000_000;
const cacheFile = () => join(mkdtempSync(join(tmpdir(), 'avenir-cache-')), 'avenir-mcp', 'latest-version.json');

function registry(answer: () => Response | Promise<Response>) {
  const seen: Request[] = [];
  return { seen, fetch: async (request: Request) => (seen.push(request), answer()) };
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('newerRelease', () => {
  it('asks the registry once, anonymously, then answers from the cache for a day', async () => {
    const file = cacheFile();
    const r = registry(() => json({ name: 'avenir-mcp', version: '9.1.0' }));
    expect(await newerRelease({ running: '0.1.0', cacheFile: file, fetch: r.fetch, now: () => NOW })).toBe('9.1.0');
    expect(r.seen).toHaveLength(1);
    expect(r.seen[0]!.url).toBe(REGISTRY_LATEST_URL);
    expect(r.seen[0]!.method).toBe('GET');
    expect(r.seen[0]!.headers.get('authorization')).toBeNull();
    expect(r.seen[0]!.redirect).toBe('manual');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ checked_at: NOW, latest: '9.1.0' });
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(await newerRelease({ running: '0.1.0', cacheFile: file, fetch: r.fetch, now: () => NOW + CACHE_MAX_AGE_MS - 1 })).toBe('9.1.0');
    expect(r.seen).toHaveLength(1);
    await newerRelease({ running: '0.1.0', cacheFile: file, fetch: r.fetch, now: () => NOW + CACHE_MAX_AGE_MS });
    expect(r.seen).toHaveLength(2);
  });

  it('says nothing when the registry holds the same or an older version', async () => {
    const r = registry(() => json({ version: '0.1.0' }));
    expect(await newerRelease({ running: '0.1.0', cacheFile: cacheFile(), fetch: r.fetch, now: () => NOW })).toBeUndefined();
  });

  it('caches a failure for a day too, whatever failed', async () => {
    const failures: Array<() => Response | Promise<Response>> = [
      () => json({ error: 'down' }, 503),
      () => new Response(null, { status: 301, headers: { location: 'https://elsewhere.invalid/' } }),
      () => new Response('not json', { status: 200 }),
      () => json({ version: '10.0.0-rc.1' }),
      () => Promise.reject(new TypeError('fetch failed')),
    ];
    for (const failure of failures) {
      const file = cacheFile();
      const r = registry(failure);
      expect(await newerRelease({ running: '0.1.0', cacheFile: file, fetch: r.fetch, now: () => NOW })).toBeUndefined();
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ checked_at: NOW, latest: null });
      await newerRelease({ running: '0.1.0', cacheFile: file, fetch: r.fetch, now: () => NOW + 1000 });
      expect(r.seen).toHaveLength(1);
    }
  });

  it('gives up after its timeout', async () => {
    const hang = (request: Request) =>
      new Promise<Response>((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason)));
    // The fetch answers nothing until aborted: ending at all is the timeout's doing.
    expect(await newerRelease({ running: '0.1.0', cacheFile: cacheFile(), fetch: hang, now: () => NOW, timeoutMs: 50 })).toBeUndefined();
  });

  it('asks again when the cache is damaged or dated in the future, and survives an unwritable cache', async () => {
    for (const content of ['{', JSON.stringify({ checked_at: NOW + 10_000, latest: '9.0.0' }), JSON.stringify({ latest: '9.0.0' })]) {
      const file = cacheFile();
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, content);
      const r = registry(() => json({ version: '0.1.0' }));
      expect(await newerRelease({ running: '0.1.0', cacheFile: file, fetch: r.fetch, now: () => NOW })).toBeUndefined();
      expect(r.seen).toHaveLength(1);
    }
    const blocker = join(mkdtempSync(join(tmpdir(), 'avenir-cache-')), 'file');
    writeFileSync(blocker, '');
    const r = registry(() => json({ version: '2.0.0' }));
    expect(
      await newerRelease({
        running: '0.1.0',
        cacheFile: join(blocker, 'avenir-mcp', 'latest-version.json'),
        fetch: r.fetch,
        now: () => NOW,
      }),
    ).toBe('2.0.0');
  });
});

describe('where and whether', () => {
  it('puts the cache under XDG_CACHE_HOME when absolute, else ~/.cache', () => {
    expect(cacheFileFor('/x/cache', '/home/a')).toBe(join('/x/cache', 'avenir-mcp', 'latest-version.json'));
    expect(cacheFileFor('relative', '/home/a')).toBe(join('/home/a', '.cache', 'avenir-mcp', 'latest-version.json'));
    expect(cacheFileFor(undefined, '/home/a')).toBe(join('/home/a', '.cache', 'avenir-mcp', 'latest-version.json'));
  });

  it('is off in the demo and with AVENIR_MCP_NO_UPDATE_CHECK=1, DO_NOT_TRACK=1, CI=true or CI=1', () => {
    expect(loadConfig({}, { demo: false }).updateCheck.enabled).toBe(true);
    expect(loadConfig({}, { demo: true }).updateCheck.enabled).toBe(false);
    for (const env of [{ AVENIR_MCP_NO_UPDATE_CHECK: '1' }, { DO_NOT_TRACK: '1' }, { CI: 'true' }, { CI: '1' }]) {
      expect(loadConfig(env, { demo: false }).updateCheck.enabled).toBe(false);
    }
    expect(loadConfig({ CI: 'false', DO_NOT_TRACK: '0' }, { demo: false }).updateCheck.enabled).toBe(true);
  });

  it('makes no request when turned off, and logs a warning (no amounts, no token) when a release is newer', async () => {
    const lines: string[] = [];
    const log = createLogger('WARNING', (l) => lines.push(l));
    const r = registry(() => json({ version: '3.0.0' }));
    const off = loadConfig({ AVENIR_MCP_NO_UPDATE_CHECK: '1' }, { demo: false });
    expect(await startUpdateCheck(off, log, '0.1.0', '/nowhere', { fetch: r.fetch })).toBeUndefined();
    expect(r.seen).toHaveLength(0);
    const on = { updateCheck: { enabled: true, xdgCacheHome: mkdtempSync(join(tmpdir(), 'avenir-cache-')) } };
    expect(await startUpdateCheck(on, log, '0.1.0', '/nowhere', { fetch: r.fetch })).toBe('3.0.0');
    expect(lines).toEqual(['avenir-mcp WARNING a newer avenir-mcp release exists latest=3.0.0 running=0.1.0\n']);
  });

  it('words the instructions line for the agent', () => {
    expect(updateNotice('3.0.0', '0.1.0')).toBe(
      'A newer avenir-mcp release exists: 3.0.0 (this server runs 0.1.0). Tell the user once, briefly; upgrading is their choice. The check is turned off with AVENIR_MCP_NO_UPDATE_CHECK=1.',
    );
  });
});
