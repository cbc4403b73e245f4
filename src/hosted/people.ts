// Each person of a hosted deployment gets servers built on their own things: their YNAB token (the one of
// the YNAB scope their grant asked for, renewed before it expires by one instance at a time), their YNAB
// client with its cache and hourly budget, their journal, confirmation codes, request-state answers and
// hourly YNAB budget in PostgreSQL. Nothing of one person is reachable from another's server: each is built
// from the person id of a verified access token, and every store is bound to that id. The servers of
// recent people are kept, a bounded few, so their caches stay warm.
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
import { PgRulesStore } from '../store/pg/rules-store.ts';
import type { PgYnabTokens, StoredYnabTokens, YnabScope } from '../store/pg/ynab-tokens.ts';
import type { TokenCipher } from './token-cipher.ts';
import { YnabOAuthRefused, YnabOAuthUnavailable, type YnabOAuth } from '../ynab/oauth.ts';

/** A YNAB token with less than this left is renewed first (a call may take a while). */
const RENEW_MARGIN_MS = 300_000;
/** One instance renews at a time; a lease outlives YNAB's time limit, so it ends only if its holder died. */
const LEASE_MS = 30_000;
/** How often a request waiting for another instance's renewal looks again (outside the pool). */
const WAIT_STEP_MS = 200;
/** Each kept person holds their plans in memory: a bound on people is a bound on memory (docs: limitations). */
const KEPT_PEOPLE = 64;

/** What a tool says when YNAB rejects a hosted person's token (YNAB's 401). */
export const SIGN_IN_AGAIN =
  'YNAB no longer accepts your sign-in (it was revoked in YNAB’s settings, or has expired). Sign in again: your assistant takes you to the sign-in on its next request.';

export interface PeopleOptions {
  pool: Pool;
  tokens: PgYnabTokens;
  cipher: TokenCipher;
  ynab: YnabOAuth;
  stateKey: Buffer;
  config: Config;
  log: Logger;
  registry?: readonly RegistryEntry[];
  /** The YNAB API's fetch (tests: the global one reaches the fake over loopback). */
  fetch?: (request: Request) => Promise<Response>;
  /** Wall clock of YNAB's expiry times (tests move it). */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** The person's YNAB sign-in no longer works (revoked in YNAB, or the refresh failed): they must sign in again. */
export class SignInAgain extends Error {
  override name = 'SignInAgain';
}

/** YNAB did not answer the renewal of tokens that have expired as it should: nothing can be read until it does. */
export const RENEWAL_UNANSWERED =
  'YNAB’s sign-in service did not answer as it should, so your YNAB sign-in could not be renewed; nothing was sent to YNAB. Try again in a minute.';

class RenewalUnanswered extends Error {
  override name = 'RenewalUnanswered';
}

/** The YNAB scope a grant's servers use: the one its consent asked for. */
export const scopeOf = (writes: boolean): YnabScope => (writes ? 'full' : 'read-only');

interface Opened {
  access: string;
  refresh: string;
  /** The sealed text they came from: what a later "dead" or renewal names. */
  sealed: string;
}

interface Kept {
  deps: ServerDeps;
  token: Opened;
  /** When its tokens were read (People's read count): tokens read earlier never replace them. */
  read: number;
}

/**
 * What the bearer gate learnt of the person's YNAB sign-in, handed on to the same request's servers so that
 * a /mcp request reads and opens the person's tokens once: an opaque object, the tokens staying in People.
 */
export type SignInTicket = object;

interface Ticketed {
  person: string;
  scope: YnabScope;
  /** The tokens, or undefined when YNAB did not answer their renewal. */
  token: Opened | undefined;
  read: number;
}

export class People {
  readonly #kept = new Map<string, Kept>();
  /** This instance's renewals under way, one per person and scope: its other requests await the same one. */
  readonly #renewing = new Map<string, Promise<Opened>>();
  /** The tokens the gate read, each for the one request that carries its ticket. */
  readonly #tickets = new WeakMap<SignInTicket, Ticketed>();
  /**
   * Token reads so far, in order. A request's server is built once its body has arrived, which may be a while
   * after its gate read the tokens: meanwhile another request may have read renewed ones, or the person may
   * have been forgotten (drop), and a ticket older than either is not used.
   */
  #reads = 0;
  /** The read count at the last `drop` of anyone: a ticket from before it is read again (forgetting is rare). */
  #lastDrop = 0;
  readonly #now: () => number;
  readonly #sleep: (ms: number) => Promise<void>;

  constructor(private readonly options: PeopleOptions) {
    this.#now = options.now ?? Date.now;
    this.#sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  /**
   * The deps of the person's servers; `writes`: their token has ynab:write (and the deployment shows
   * writes); `scope`: the YNAB tokens of their grant, which a token narrowed to reading keeps; `ticket`: what
   * signedIn gave this request's gate, whose tokens are used rather than read again. Throws SignInAgain.
   */
  async depsFor(person: string, writes: boolean, scope: YnabScope = scopeOf(writes), ticket?: SignInTicket): Promise<ServerDeps> {
    const { token, read } = await this.tokenOf(person, scope, ticket);
    // Servers of this request only, whose every YNAB read says what happened; the next request tries again.
    if (token === undefined) return this.build(person, scope, writes, { problem: RENEWAL_UNANSWERED });
    const key = `${person}\u0000${scope}\u0000${writes}`;
    const kept = this.#kept.get(key);
    if (kept !== undefined) {
      if (read > kept.read) {
        if (kept.token.access !== token.access) kept.deps.context.ynab.useToken(token.access);
        kept.token = token;
        kept.read = read;
      }
      // Most recently used last: the first one is the one dropped.
      this.#kept.delete(key);
      this.#kept.set(key, kept);
      return kept.deps;
    }
    const entry = { token, read } as Kept;
    entry.deps = this.build(person, scope, writes, { token: token.access }, (rejected) =>
      rejected === entry.token.access ? entry.token.sealed : undefined,
    );
    this.#kept.set(key, entry);
    while (this.#kept.size > KEPT_PEOPLE) this.#kept.delete(this.#kept.keys().next().value!);
    return entry.deps;
  }

  /**
   * `sealedOf`: the stored tokens of an access token YNAB answered 401 to, while they are the ones in use (a
   * 401 to a token renewed since says nothing of the new one); YNAB's 401 marks them dead for every
   * instance, and the next request asks the person to sign in again.
   */
  private build(
    person: string,
    scope: YnabScope,
    writes: boolean,
    token: { token: string } | { problem: string },
    sealedOf?: (rejected: string) => string | undefined,
  ): ServerDeps {
    const { pool, config, tokens } = this.options;
    return createDeps({
      config: { ...config, writes: config.writes && writes },
      log: this.options.log,
      token,
      journalPath: '',
      ...(this.options.registry ? { registry: this.options.registry } : {}),
      person: {
        codes: new PgCodes(pool, person),
        nonces: new PgNonces(pool, person),
        stateKey: this.options.stateKey,
        journal: new PgJournalMedium(pool, person),
        rules: new PgRulesStore(pool, person),
        pacer: new PgPacer(pool, person),
      },
      ...(sealedOf
        ? {
            unauthorized: {
              advice: SIGN_IN_AGAIN,
              seen: async (rejected: string) => {
                const sealed = sealedOf(rejected);
                if (sealed !== undefined) await tokens.markDead(person, scope, sealed);
              },
            },
          }
        : {}),
      ...(this.options.fetch ? { fetch: this.options.fetch } : {}),
    });
  }

  /** Forgets what this instance keeps of the person (after `forget`). */
  drop(person: string): void {
    for (const key of [...this.#kept.keys()]) if (key.startsWith(`${person}\u0000`)) this.#kept.delete(key);
    this.#lastDrop = ++this.#reads;
  }

  /**
   * Whether the person's YNAB sign-in of that scope works (renewing it if need be): a ticket for the request's
   * servers (depsFor) when it does; false asks them to sign in again. A renewal YNAB did not answer is no
   * reason to: the request goes on, and its tools say so.
   */
  async signedIn(person: string, scope: YnabScope): Promise<SignInTicket | false> {
    let token: Opened | undefined;
    try {
      token = await this.tokenUnlessUnanswered(person, scope);
    } catch (error) {
      if (error instanceof SignInAgain) return false;
      throw error;
    }
    const ticket: SignInTicket = {};
    this.#tickets.set(ticket, { person, scope, token, read: ++this.#reads });
    return ticket;
  }

  /**
   * The tokens a ticket of this person and scope holds (once, and unless someone was forgotten since), else
   * read now, with their place among the reads; undefined tokens: YNAB did not answer their renewal.
   */
  private async tokenOf(
    person: string,
    scope: YnabScope,
    ticket: SignInTicket | undefined,
  ): Promise<{ token: Opened | undefined; read: number }> {
    const ticketed = ticket === undefined ? undefined : this.#tickets.get(ticket);
    if (ticket !== undefined) this.#tickets.delete(ticket);
    if (ticketed?.person === person && ticketed.scope === scope && ticketed.read > this.#lastDrop) return ticketed;
    const token = await this.tokenUnlessUnanswered(person, scope);
    return { token, read: ++this.#reads };
  }

  /** ynabToken, with undefined when YNAB did not answer the renewal of expired tokens. Throws SignInAgain. */
  private async tokenUnlessUnanswered(person: string, scope: YnabScope): Promise<Opened | undefined> {
    try {
      return await this.ynabToken(person, scope);
    } catch (error) {
      if (error instanceof RenewalUnanswered) return undefined;
      throw error;
    }
  }

  /** The person's YNAB tokens of that scope, renewed first when about to expire. Throws SignInAgain, or RenewalUnanswered. */
  async ynabToken(person: string, scope: YnabScope): Promise<Opened> {
    const fresh = this.fresh(await this.options.tokens.read(person, scope), person);
    if (fresh !== undefined) return fresh;
    const key = `${person}\u0000${scope}`;
    let renewal = this.#renewing.get(key);
    if (renewal === undefined) {
      renewal = this.renew(person, scope).finally(() => this.#renewing.delete(key));
      this.#renewing.set(key, renewal);
    }
    return renewal;
  }

  /** The stored tokens while they need no renewal, undefined when they do; throws SignInAgain when there are none or YNAB rejected them. */
  private fresh(row: StoredYnabTokens | undefined, person: string): Opened | undefined {
    if (row === undefined) throw new SignInAgain('no YNAB sign-in of this scope');
    if (row.dead) throw new SignInAgain('YNAB rejected the token');
    return row.expiresAt.getTime() - this.#now() > RENEW_MARGIN_MS ? this.open(row.sealed, person) : undefined;
  }

  /** Renews under the lease, or waits (holding no connection) for the instance that holds it. */
  private async renew(person: string, scope: YnabScope): Promise<Opened> {
    const { tokens } = this.options;
    // Measured on this process's own steady clock: the injected wall clock is for YNAB's expiry times.
    const giveUpAt = performance.now() + LEASE_MS + WAIT_STEP_MS;
    for (;;) {
      const now = this.#now();
      const leased = await tokens.lease(person, scope, new Date(now + RENEW_MARGIN_MS), LEASE_MS / 1000);
      if (leased !== undefined) return this.renewLeased(person, scope, leased.sealed, leased.expiresAt);
      const row = await tokens.read(person, scope);
      const fresh = this.fresh(row, person);
      if (fresh !== undefined) return fresh;
      if (performance.now() > giveUpAt) return this.stillValid(row!.sealed, row!.expiresAt, person);
      await this.#sleep(WAIT_STEP_MS);
    }
  }

  private async renewLeased(person: string, scope: YnabScope, leased: string, expiresAt: Date): Promise<Opened> {
    const { tokens, ynab, cipher } = this.options;
    const current = this.open(leased, person);
    let renewed;
    try {
      renewed = await ynab.refresh(current.refresh);
    } catch (error) {
      if (error instanceof YnabOAuthRefused) {
        await tokens.markDead(person, scope, leased);
        throw new SignInAgain(`YNAB refused the refresh (${error.error})`);
      }
      await tokens.release(person, scope, leased);
      if (error instanceof YnabOAuthUnavailable) return this.stillValid(leased, expiresAt, person);
      throw error;
    }
    const sealed = cipher.seal(JSON.stringify({ access: renewed.access, refresh: renewed.refresh }), person);
    await tokens.renewed(person, scope, leased, sealed, renewed.expiresAt);
    return { access: renewed.access, refresh: renewed.refresh, sealed };
  }

  /** Renewal failed for now: the current tokens while YNAB still takes them, else a message to try again. */
  private stillValid(sealed: string, expiresAt: Date, person: string): Opened {
    if (expiresAt.getTime() > this.#now()) return this.open(sealed, person);
    throw new RenewalUnanswered();
  }

  private open(sealed: string, person: string): Opened {
    const text = this.options.cipher.open(sealed, person);
    // A key dropped before its tokens were re-sealed (docs: rotation): the person signs in again.
    if (text === undefined) throw new SignInAgain('the stored YNAB tokens do not open with the configured keys');
    return { ...(JSON.parse(text) as { access: string; refresh: string }), sealed };
  }
}
