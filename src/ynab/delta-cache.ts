// The delta cache (ynab-client.md §9): per real plan id and collection, the merged state, the
// server_knowledge to send next, when it was last brought up to date and, for transactions, the first
// date it holds; plus the in-flight loads that concurrent calls share and the lane that runs one
// collection's loads one after another.
import { collectionKey, type Collection, type Stored } from './collections.ts';
import type { Replica, Touched } from './replica/replica.ts';
import type { HeldWindow } from './replica/store.ts';

export class DeltaCache {
  readonly #plans = new Map<string, Map<Collection, Stored<Collection>>>();
  /** The copy on disk (AVENIR_MCP_CACHE), once the client opened it; what it was asked for already. */
  #replica: Replica | undefined;
  readonly #asked = new Set<string>();

  useReplica(replica: Replica): void {
    this.#replica = replica;
  }

  /** What is held in memory or, the first time, in the replica. */
  get<C extends Collection>(plan: string, collection: C): Stored<C> | undefined {
    if (!this.#firstAsk(plan, collection)) return this.#held(plan, collection);
    const loaded = this.#replica!.load(plan, collection);
    if (loaded !== undefined) this.#collections(plan).set(collection, loaded as Stored<Collection>);
    return loaded;
  }

  /**
   * As get, but a collection still in the replica is read a slice at a time, the event loop turning in
   * between: the delta read sent just before goes out and is answered meanwhile.
   */
  async getInSlices<C extends Collection>(plan: string, collection: C): Promise<Stored<C> | undefined> {
    if (!this.#firstAsk(plan, collection)) return this.#held(plan, collection);
    const loaded = await this.#replica!.loadInSlices(plan, collection);
    // One set while the file was read is newer than the file, and stands.
    const meanwhile = this.#held(plan, collection);
    if (meanwhile !== undefined) return meanwhile;
    if (loaded !== undefined) this.#collections(plan).set(collection, loaded as Stored<Collection>);
    return loaded;
  }

  /** The window held of a collection, in memory or else in the replica, without loading the replica's items. */
  window(plan: string, collection: Collection): HeldWindow | undefined {
    return this.#held(plan, collection) ?? this.onDisk(plan, collection);
  }

  /** The window of a collection held only in the replica, not yet loaded: its delta read can be sent before its items are read. */
  onDisk(plan: string, collection: Collection): HeldWindow | undefined {
    return this.#onlyOnDisk(plan, collection) ? this.#replica!.window(plan, collection) : undefined;
  }

  #held<C extends Collection>(plan: string, collection: C): Stored<C> | undefined {
    return this.#plans.get(plan)?.get(collection) as Stored<C> | undefined;
  }

  /** Whether the replica may hold a collection memory does not: it was not asked for it yet. */
  #onlyOnDisk(plan: string, collection: Collection): boolean {
    return this.#replica !== undefined && this.#held(plan, collection) === undefined && !this.#asked.has(collectionKey(plan, collection));
  }

  /** True, once, when the collection is to be read from the replica now (it is then asked of it). */
  #firstAsk(plan: string, collection: Collection): boolean {
    if (!this.#onlyOnDisk(plan, collection)) return false;
    this.#asked.add(collectionKey(plan, collection));
    return true;
  }

  /**
   * Called only once the merge succeeded, so the knowledge never runs ahead of the entities; `touched`
   * (the answer's items, or all) is what the replica rewrites.
   */
  set<C extends Collection>(plan: string, collection: C, stored: Stored<C>, touched: Touched = 'all'): void {
    this.#collections(plan).set(collection, stored as Stored<Collection>);
    this.#asked.add(collectionKey(plan, collection));
    this.#replica?.changed(plan, collection, touched, () => this.#plans.get(plan)?.get(collection));
  }

  #collections(plan: string): Map<Collection, Stored<Collection>> {
    let collections = this.#plans.get(plan);
    if (collections === undefined) this.#plans.set(plan, (collections = new Map()));
    return collections;
  }

  /** After a write to the plan: every collection is asked again, however fresh it was. */
  stale(plan: string): void {
    for (const stored of this.#plans.get(plan)?.values() ?? []) stored.syncedAt = -Infinity;
  }

  /** After a write that changed only what YNAB derives in these collections (their balances, activity). */
  figuresStale(plan: string, collections: readonly Collection[]): void {
    for (const collection of collections) {
      const stored = this.#plans.get(plan)?.get(collection);
      if (stored !== undefined) stored.figuresStale = true;
    }
  }
}

/** One load per key at a time: a second caller while the first is running gets the same promise. */
export class InFlight {
  readonly #running = new Map<string, Promise<unknown>>();

  /** Whether a load whose key starts with `prefix` is running. */
  hasPrefix(prefix: string): boolean {
    for (const key of this.#running.keys()) if (key.startsWith(prefix)) return true;
    return false;
  }

  share<T>(key: string, load: () => Promise<T>): Promise<T> {
    const running = this.#running.get(key);
    if (running !== undefined) return running as Promise<T>;
    const started = load().finally(() => this.#running.delete(key));
    this.#running.set(key, started);
    return started;
  }
}

/** Tasks of one key run one after another (two windows of one collection never merge at once). */
export class Lanes {
  readonly #tails = new Map<string, Promise<unknown>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.#tails.get(key) ?? Promise.resolve();
    const next = previous.then(task, task);
    const tail = next.catch(() => undefined);
    this.#tails.set(key, tail);
    void tail.then(() => {
      if (this.#tails.get(key) === tail) this.#tails.delete(key);
    });
    return next;
  }
}
