// The delta-sync engine (ynab-client.md §9): what the client holds of each plan and when it asks YNAB again.
// A collection is read in full once, then brought up to date with delta reads (server_knowledge) merged into
// the delta cache (and its replica); transactions are held as one window per plan that grows backward; a
// confirming leg checks for changes first; a write makes what it may have changed stale. The requests
// themselves are the client's (`read`, `fetch`): this file decides only which ones to send.
import { isDeepStrictEqual } from 'node:util';
import { addMonths } from '../logic/core/calendar.ts';
import { addDays } from '../logic/core/day-numbers.ts';
import { COLLECTIONS, sameWindow, specOf, type Collection, type ItemOf, type StateOf, type ViewOf } from './collections.ts';
import { DeltaCache, InFlight, Lanes } from './delta-cache.ts';
import { keptAsWritten } from './write-effects.ts';
import { LAST_USED } from './last-used.ts';
import type { Replica } from './replica/replica.ts';
import { confirmingLeg, type CallMemo } from './request-count.ts';
import type { Account, DeltaAnswer, MonthDetail, TransactionDetail } from './types.ts';

/** The first date of "all history": a window starting here holds every transaction (§9). */
export const ALL_HISTORY = '1970-01-01';

/** One full (no knowledge) or delta read of a collection; transactions within [since, until]. */
export type ReadCollection = <C extends Collection>(
  collection: C,
  plan: string,
  knowledge?: number,
  since?: string,
  until?: string,
) => Promise<DeltaAnswer<ItemOf<C>>>;

export interface DeltaSyncDeps {
  read: ReadCollection;
  /** The current tool call's loads: each collection (window) is read at most once per call. */
  memo: CallMemo;
  now: () => number;
  /** A collection read again within this many ms of YNAB's last answer sends nothing. */
  freshMs: number;
  /** Opens the replica, when one is configured, before the first cached read: it may hold the collection. */
  ready: () => Promise<void>;
}

export class DeltaSync {
  readonly #deps: DeltaSyncDeps;
  readonly #cache = new DeltaCache();
  readonly #inFlight = new InFlight();
  readonly #lanes = new Lanes();
  /** The months YNAB answered lately (no delta form: kept for freshMs only, in memory). */
  readonly #monthsRead = new Map<string, { at: number; detail: MonthDetail }>();
  readonly #writes = new Map<string, number>();

  constructor(deps: DeltaSyncDeps) {
    this.#deps = deps;
  }

  /** The replica the client opened: the cache loads what it does not hold from it and writes merges back. */
  useReplica(replica: Replica): void {
    this.#cache.useReplica(replica);
  }

  /**
   * One collection (window) of a resolved plan, loaded at most once per tool call. `use: 'structure'`: the
   * caller reads no figure YNAB derives (balances, activity), so a write that changed only those asks nothing.
   */
  collection<C extends Collection>(plan: string, collection: C, since?: string, use: Use = 'all'): Promise<readonly ViewOf<C>[]> {
    return this.#deps.memo.once(`${plan}:${collection}${since === undefined ? '' : `:${since}`}${use === 'all' ? '' : `:${use}`}`, () =>
      this.#load(plan, collection, since, use),
    );
  }

  /**
   * The transactions dated `since` or later, and whether the plan has one before `since` that `counts`.
   * The month before `since` is read with them and nearly always answers; only a plan with none there is
   * read back in full. `planStart`, the plan's first month when the caller knows it: a plan that began
   * after that month is read in full at once, its history being no longer than the window, so one read
   * answers both (a transaction dated before the first month is then read too).
   */
  async transactionsSince(
    plan: string,
    since: string,
    planStart?: string,
  ): Promise<{ transactions: readonly TransactionDetail[]; earlier: (counts: (t: TransactionDetail) => boolean) => Promise<boolean> }> {
    const margin = windowStart(since);
    const from = planStart !== undefined && planStart > margin ? ALL_HISTORY : margin;
    const read = (start: string) => this.collection(plan, 'transactions', start);
    const near = await read(from);
    const before = (list: readonly TransactionDetail[], counts: (t: TransactionDetail) => boolean) =>
      list.some((t) => t.date < since && counts(t));
    return {
      transactions: near.filter((t) => t.date >= since),
      earlier: async (counts) => before(near, counts) || (from !== ALL_HISTORY && before(await read(ALL_HISTORY), counts)),
    };
  }

  /**
   * The transactions dated `since` or later, or whatever older window is held, and all history when one of
   * `ids` is not among them (an old transaction, or one YNAB does not have).
   */
  async transactionsHolding(plan: string, ids: readonly string[], since: string): Promise<readonly TransactionDetail[]> {
    const held = this.#cache.window(plan, 'transactions')?.since;
    const from = held !== undefined && held < since ? held : since;
    const window = await this.collection(plan, 'transactions', from);
    const have = new Set(window.map((t) => t.id));
    return ids.every((id) => have.has(id)) ? window : this.collection(plan, 'transactions', ALL_HISTORY);
  }

  /**
   * Whether the transactions from `since` are held (in memory or the replica), so that reading them costs
   * at most a delta, or any transactions of the plan are being read (a read of them would wait for it). An
   * unresolved `last-used` holds nothing but is read as before: true.
   */
  async holdsTransactions(plan: string, since: string): Promise<boolean> {
    if (plan === LAST_USED) return true;
    await this.#deps.ready();
    const stored = this.#cache.window(plan, 'transactions');
    return (stored !== undefined && windowHolds(stored.since, since)) || this.#inFlight.hasPrefix(`${plan}:transactions:`);
  }

  /** One month's detail: within freshMs the last answer stands, as for the collections; a confirming leg always asks (its check). */
  async month(plan: string, month: string, fetch: () => Promise<MonthDetail>): Promise<MonthDetail> {
    const key = `${plan}:${month}`;
    const held = this.#monthsRead.get(key);
    if (held !== undefined && confirmingLeg() === undefined && this.#deps.now() - held.at < this.#deps.freshMs)
      return structuredClone(held.detail);
    const live = await fetch();
    if (this.#deps.freshMs > 0) this.#monthsRead.set(key, { at: this.#deps.now(), detail: structuredClone(live) });
    return live;
  }

  /** The `last-used` accounts answer: the resolved plan's cache, or this call's memo when unresolved. */
  keepAccounts(plan: string, answer: DeltaAnswer<Account>): void {
    const spec = specOf('accounts');
    const state = spec.merge(undefined, answer.items);
    if (plan !== LAST_USED) this.#cache.set(plan, 'accounts', { knowledge: answer.knowledge, state, syncedAt: this.#deps.now() });
    this.#deps.memo.remember(`${plan}:accounts`, spec.view(state));
  }

  /** After a write to the plan, refused, unknown, or applied with effects not known: what is held of it may be out of date. */
  stale(plan: string): void {
    this.#cache.stale(plan);
    this.#afterWrite(plan);
  }

  /**
   * After a bulk transaction update YNAB applied, whose effects are known (write-effects.ts): when its
   * answer is exactly the held transactions with the update applied, those replace the held ones (the
   * knowledge stays, so the next delta read still brings them, and the change check knows them for its
   * own) and only the figures of `derived` are stale; otherwise the whole plan is.
   */
  wrote(
    plan: string,
    updates: readonly ({ id: string } & object)[],
    answer: readonly TransactionDetail[] | undefined,
    derived: readonly Collection[],
  ): void {
    if (!this.#keep(plan, updates, answer)) {
      this.stale(plan);
      return;
    }
    this.#cache.figuresStale(plan, derived);
    this.#afterWrite(plan);
  }

  /** Keeps the answer's transactions in the held window when it is exactly the update applied; false when not. */
  #keep(plan: string, updates: readonly ({ id: string } & object)[], answer: readonly TransactionDetail[] | undefined): boolean {
    const stored = this.#cache.get(plan, 'transactions');
    if (stored === undefined) return true;
    if (answer === undefined || !keptAsWritten(updates, answer, (id) => stored.state.get(id))) return false;
    try {
      this.#cache.set(plan, 'transactions', { ...stored, state: specOf('transactions').merge(stored.state, answer) }, answer);
      return true;
    } catch {
      // An answer the merge refuses: nothing of it is kept.
      return false;
    }
  }

  /** How many writes the plan has had: a load that began before one does not count as current after it. */
  #generation(plan: string): number {
    return this.#writes.get(plan) ?? 0;
  }

  /** When a load begun at `generation` was answered: now, or never current when a write came meanwhile. */
  #answeredAt(plan: string, generation: number): number {
    return generation === this.#generation(plan) ? this.#deps.now() : -Infinity;
  }

  /** Any write to the plan: loads under way are not current after it, and its months are asked again. */
  #afterWrite(plan: string): void {
    this.#writes.set(plan, this.#generation(plan) + 1);
    for (const key of this.#monthsRead.keys()) if (key.startsWith(`${plan}:`)) this.#monthsRead.delete(key);
  }

  async #load<C extends Collection>(plan: string, collection: C, since: string | undefined, use: Use): Promise<readonly ViewOf<C>[]> {
    const spec = specOf(collection);
    // An unresolved `last-used` may point elsewhere next time: read in full, cache nothing.
    if (plan === LAST_USED) {
      const answer = await this.#deps.read(collection, plan, undefined, since === undefined ? undefined : windowStart(since));
      return datedFrom(spec.view(spec.merge(undefined, answer.items)), since);
    }
    await this.#deps.ready();
    const key = `${plan}:${collection}`;
    // A load begun before a write is not shared by a call begun after it (a read ahead outlives its call).
    return this.#inFlight.share(`${key}:${since ?? ''}:${use}:${this.#generation(plan)}`, () =>
      this.#lanes.run(key, () => this.#sync(plan, collection, since, use)),
    );
  }

  /** Brings one collection (window) up to date as this call needs it, and returns its live entities. */
  async #sync<C extends Collection>(plan: string, collection: C, since: string | undefined, use: Use): Promise<readonly ViewOf<C>[]> {
    const { read, memo, now } = this.#deps;
    const spec = specOf(collection);
    const confirming = confirmingLeg();
    const changed =
      confirming === undefined ? undefined : await memo.once(`${plan}:change-check`, () => this.#changeCheck(plan, confirming));
    // A write while this load waits for YNAB: what it brings predates the write, so it is not current after it.
    const generation = this.#generation(plan);
    // Held only in the replica: its delta read goes out first, and is answered while the file is read.
    const onDisk = confirming === undefined ? this.#cache.onDisk(plan, collection) : undefined;
    const ahead = onDisk === undefined ? undefined : { window: onDisk, answer: read(collection, plan, onDisk.knowledge, onDisk.since) };
    // Dropped when the file's items prove unreadable (the collection is then read in full).
    ahead?.answer.catch(() => undefined);
    const stored = onDisk === undefined ? this.#cache.get(plan, collection) : await this.#cache.getInSlices(plan, collection);
    const window = since === undefined ? undefined : windowStart(since);
    let state: StateOf<C>;
    if (stored === undefined) {
      const answer = await read(collection, plan, undefined, window);
      state = spec.merge(undefined, answer.items);
      this.#cache.set(
        plan,
        collection,
        {
          knowledge: answer.knowledge,
          state,
          syncedAt: this.#answeredAt(plan, generation),
          ...(window === undefined ? {} : { since: window }),
        },
        'all',
      );
    } else {
      // Current: brought up to date earlier in this call (a confirming leg's check included); or, changed
      // by no write in a figure this read uses since, in a confirming leg one its check does not cover, left
      // alone by a check that found no change (one it covers but did not read, held only once the check
      // ran, is asked again), otherwise answered by YNAB within freshMs.
      const current =
        memo.has(`${plan}:${collection}:synced`) ||
        ((stored.figuresStale !== true || use === 'structure') &&
          (changed === undefined ? now() - stored.syncedAt < this.#deps.freshMs : confirming?.has(collection) !== true && !changed));
      // Older dates than held: the window grows back to this question's start (with its margin).
      const extend = since !== undefined && !windowHolds(stored.since, since);
      const [delta, older] = await Promise.all([
        current
          ? undefined
          : ahead !== undefined && sameWindow(stored, ahead.window)
            ? ahead.answer
            : read(collection, plan, stored.knowledge, stored.since),
        extend ? read(collection, plan, undefined, window, dayBefore(stored.since!)) : undefined,
      ]);
      state = stored.state;
      if (delta !== undefined) state = spec.merge(state, delta.items);
      if (older !== undefined) state = spec.merge(state, older.items);
      if (delta !== undefined || older !== undefined) {
        // The older part's knowledge is newer than the window's: the lower one keeps every later delta complete.
        const knowledge = Math.min(delta?.knowledge ?? stored.knowledge, older?.knowledge ?? Infinity);
        const held = extend ? window : stored.since;
        this.#cache.set(
          plan,
          collection,
          {
            knowledge,
            state,
            syncedAt: delta === undefined ? stored.syncedAt : this.#answeredAt(plan, generation),
            ...(held === undefined ? {} : { since: held }),
            ...(delta === undefined && stored.figuresStale === true ? { figuresStale: true } : {}),
          },
          [...(delta?.items ?? []), ...(older?.items ?? [])],
        );
      }
    }
    // A structure read that left stale figures alone has not brought the collection up to date for this call.
    if (this.#cache.get(plan, collection)?.figuresStale !== true) memo.remember(`${plan}:${collection}:synced`, true);
    return datedFrom(spec.view(state), since);
  }

  /**
   * The change check of a confirming leg: one delta read of each checked collection held. True when YNAB
   * reported a change the cache did not hold (the leg then reads the rest again too): a write's own
   * entities, kept from its answer (`wrote`), come back in the next delta and are no change. A collection
   * not held is read in full anyway.
   */
  async #changeCheck(plan: string, checked: ReadonlySet<string>): Promise<boolean> {
    const held = (Object.keys(COLLECTIONS) as Collection[]).filter((c) => checked.has(c) && this.#cache.get(plan, c) !== undefined);
    const found = await Promise.all(
      held.map(async (collection) => {
        const { figuresStale: _asked, ...stored } = this.#cache.get(plan, collection)!;
        const generation = this.#generation(plan);
        const answer = await this.#deps.read(collection, plan, stored.knowledge, stored.since);
        const state = specOf(collection).merge(stored.state, answer.items);
        const syncedAt = this.#answeredAt(plan, generation);
        this.#cache.set(plan, collection, { ...stored, knowledge: answer.knowledge, state, syncedAt }, answer.items);
        this.#deps.memo.remember(`${plan}:${collection}:synced`, true);
        return reportsChange(collection, stored.state, state, answer.items);
      }),
    );
    return found.includes(true);
  }
}

/** What a read of a collection uses: everything, or its structure only (no balance, no activity). */
export type Use = 'all' | 'structure';

/** Whether a delta merged into `before` changed an entity (categories, without keys: whenever it names one). */
function reportsChange<C extends Collection>(collection: C, before: StateOf<C>, after: StateOf<C>, items: readonly ItemOf<C>[]): boolean {
  const keyed = specOf(collection).keyed;
  if (keyed === undefined) return items.length > 0;
  return items.some((item) => {
    const key = keyed.keyOf(item);
    return !isDeepStrictEqual(keyed.get(before, key), keyed.get(after, key));
  });
}

/** A window's transactions dated `since` or later: it holds a month more (windowStart), and maybe older ones. */
const datedFrom = <V>(items: readonly V[], since: string | undefined): readonly V[] =>
  since === undefined || since === ALL_HISTORY ? items : items.filter((item) => (item as { date: string }).date >= since);

/** The day before a window's first date, where the older part read to extend it ends. */
const dayBefore = (date: string): string => addDays(date, -1) ?? date;

/** Whether a window held from `held` (none: the whole collection) holds the dates from `since`: nothing older to read. */
const windowHolds = (held: string | undefined, since: string): boolean => held === undefined || held <= since;

/**
 * The first date held for a question from `since`: the first of the month before. A delta read names only
 * the window's dates, so a transaction whose date is moved before the window is not reported; the margin
 * keeps a correction of up to four weeks inside it, and any question near the edge extends the window,
 * whose older read brings the moved transaction back (ynab-client.md §9).
 */
const windowStart = (since: string): string => (since <= ALL_HISTORY ? ALL_HISTORY : addMonths(`${since.slice(0, 7)}-01`, -1));
