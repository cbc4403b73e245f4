// Each person of a hosted deployment gets servers built on their own things: their YNAB token (refreshed
// before it expires, by one instance at a time), their YNAB client with its cache and hourly budget, their
// journal, confirmation codes, request-state answers and hourly YNAB budget in PostgreSQL. Nothing of one person is reachable
// from another's server: each is built from the person id of a verified access token, and every store is
// bound to that id. The servers of recent people are kept, a bounded few, so their caches stay warm.
import { createDeps } from '../app/deps.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../log.ts';
import type { ServerDeps } from '../mcp/build-server.ts';
import type { RegistryEntry } from '../mcp/tool-definition.ts';
import type { Pool } from '../store/pg/database.ts';
import { PgCodes } from '../store/pg/codes.ts';
import { PgJournalMedium } from '../store/pg/journal-medium.ts';
import { PgNonces } from '../store/pg/nonces.ts';
import { PgPacer } from '../store/pg/pacer.ts';
import type { PgOAuthStore } from '../store/pg/oauth-store.ts';
import type { TokenCipher } from './token-cipher.ts';
import { YnabOAuthRefused, type YnabOAuth } from '../ynab/oauth.ts';

/** A YNAB token with less than this left is refreshed first (a call may take a while). */
const REFRESH_MARGIN_MS = 300_000;
/** Each kept person holds their plans in memory: a bound on people is a bound on memory (docs: limitations). */
const KEPT_PEOPLE = 64;

export interface PeopleOptions {
  pool: Pool;
  store: PgOAuthStore;
  cipher: TokenCipher;
  ynab: YnabOAuth;
  stateKey: Buffer;
  config: Config;
  log: Logger;
  registry?: readonly RegistryEntry[];
  /** The YNAB API's fetch (tests: the global one reaches the fake over loopback). */
  fetch?: (request: Request) => Promise<Response>;
  now?: () => number;
}

/** The person's YNAB sign-in no longer works (revoked in YNAB, or the refresh failed): they must sign in again. */
export class SignInAgain extends Error {
  override name = 'SignInAgain';
}

interface Kept {
  deps: ServerDeps;
  token: string;
}

export class People {
  readonly #kept = new Map<string, Kept>();
  readonly #now: () => number;

  constructor(private readonly options: PeopleOptions) {
    this.#now = options.now ?? Date.now;
  }

  /** The deps of the person's servers; `writes`: their grant has ynab:write (and the deployment shows writes). */
  async depsFor(person: string, writes: boolean): Promise<ServerDeps> {
    const token = await this.ynabToken(person);
    const key = `${person}\u0000${writes}`;
    const kept = this.#kept.get(key);
    if (kept !== undefined) {
      if (kept.token !== token) {
        kept.deps.context.ynab.useToken(token);
        kept.token = token;
      }
      // Most recently used last: the first one is the one dropped.
      this.#kept.delete(key);
      this.#kept.set(key, kept);
      return kept.deps;
    }
    const { pool, config } = this.options;
    const deps = createDeps({
      config: { ...config, writes: config.writes && writes },
      log: this.options.log,
      token: { token },
      journalPath: '',
      ...(this.options.registry ? { registry: this.options.registry } : {}),
      person: { codes: new PgCodes(pool, person), nonces: new PgNonces(pool, person), stateKey: this.options.stateKey, journal: new PgJournalMedium(pool, person), pacer: new PgPacer(pool, person) },
      ...(this.options.fetch ? { fetch: this.options.fetch } : {}),
    });
    this.#kept.set(key, { deps, token });
    while (this.#kept.size > KEPT_PEOPLE) this.#kept.delete(this.#kept.keys().next().value!);
    return deps;
  }

  /** Forgets what this instance keeps of the person (after `forget`). */
  drop(person: string): void {
    for (const key of [...this.#kept.keys()]) if (key.startsWith(`${person}\u0000`)) this.#kept.delete(key);
  }

  /** The person's YNAB access token, refreshed first when it is about to expire. Throws SignInAgain. */
  async ynabToken(person: string): Promise<string> {
    const { store, cipher, ynab } = this.options;
    const row = await store.personTokens(person);
    if (row === undefined) throw new SignInAgain('unknown person');
    const opened = this.open(row.sealed, person);
    if (row.expiresAt.getTime() - this.#now() > REFRESH_MARGIN_MS) return opened.access;
    const renewed = await store.renewTokens(person, async (current) => {
      // Another instance may have refreshed it while this one waited for the row.
      if (current.expiresAt.getTime() - this.#now() > REFRESH_MARGIN_MS) return undefined;
      const { refresh } = this.open(current.sealed, person);
      try {
        const tokens = await ynab.refresh(refresh);
        return { sealed: cipher.seal(JSON.stringify({ access: tokens.access, refresh: tokens.refresh }), person), expiresAt: tokens.expiresAt };
      } catch (error) {
        if (error instanceof YnabOAuthRefused) throw new SignInAgain(`YNAB refused the refresh (${error.error})`);
        throw error;
      }
    });
    if (renewed === undefined) throw new SignInAgain('unknown person');
    return this.open(renewed.sealed, person).access;
  }

  private open(sealed: string, person: string): { access: string; refresh: string } {
    const text = this.options.cipher.open(sealed, person);
    // A key dropped before its tokens were re-sealed (docs: rotation): the person signs in again.
    if (text === undefined) throw new SignInAgain('the stored YNAB tokens do not open with the configured keys');
    return JSON.parse(text) as { access: string; refresh: string };
  }
}
