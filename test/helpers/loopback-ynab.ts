// The fake YNAB behind loopback HTTP, as the real server process reaches a user's YNAB, for the enclosing
// suite: opened before its tests, closed after them, when every request the servers sent must have matched
// YNAB's OpenAPI spec. `env` is what a server over it starts with; `stdioOver` keeps one such server.
import { expect } from 'vitest';
import { DEMO_TODAY } from '../../src/config.ts';
import { FakeYnab } from '../../src/fake-ynab/fake-ynab.ts';
import { serveFakeYnab } from '../../src/fake-ynab/http.ts';
import type { Served } from './calls.ts';
import { perSuite } from './lifetimes.ts';
import { connectStdio, type Era, type StdioSession } from './stdio-client.ts';

export interface LoopbackYnab {
  readonly fake: FakeYnab;
  /** Its base URL (…/v1). */
  readonly url: string;
  /** A server's environment: this YNAB with the token given, the demo's today, then `extra`. */
  env(extra?: Record<string, string>): Record<string, string>;
}

export function loopbackYnab(token: string): LoopbackYnab {
  const served = perSuite(
    'loopbackYnab',
    async () => {
      const fake = new FakeYnab();
      return { fake, http: await serveFakeYnab(fake) };
    },
    async ({ fake, http }) => {
      await http.close();
      expect(fake.specViolations).toEqual([]);
    },
  );
  return {
    get fake() {
      return served().fake;
    },
    get url() {
      return served().http.url;
    },
    env: (extra = {}) => ({ YNAB_API_KEY: token, AVENIR_MCP_YNAB_URL: served().http.url, AVENIR_MCP_TODAY: DEMO_TODAY, ...extra }),
  };
}

/** One server process over `ynab` for the enclosing suite (closed before the YNAB it reaches), and its client with that fake. */
export function stdioOver(
  ynab: LoopbackYnab,
  options: Omit<Parameters<typeof connectStdio>[0], 'env'> & { era: Era; env?: Record<string, string> },
): Served & { readonly session: StdioSession } {
  const open = perSuite(
    'stdioOver',
    () => connectStdio({ ...options, env: ynab.env(options.env) }),
    (session) => session.close(),
  );
  return {
    get session() {
      return open();
    },
    get client() {
      return open().client;
    },
    get fake() {
      return ynab.fake;
    },
  };
}
