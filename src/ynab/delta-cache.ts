// The delta cache (ynab-client.md §9): per real plan id and collection, the merged state, the
// server_knowledge to send next, when it was last brought up to date and, for transactions, the first
// date it holds; plus the in-flight loads that concurrent calls share and the lane that runs one
// collection's loads one after another.
import type { Collection, StateOf } from './collections.ts';

export interface Stored<C extends Collection> {
  knowledge: number;
  state: StateOf<C>;
  /** The client's clock when YNAB last answered for it; -Infinity once a write may have changed it. */
  syncedAt: number;
  /** Transactions only: the window's first date (YYYY-MM-DD); every later date is held. */
  since?: string;
}

export class DeltaCache {
  readonly #plans = new Map<string, Map<Collection, Stored<Collection>>>();

  get<C extends Collection>(plan: string, collection: C): Stored<C> | undefined {
    return this.#plans.get(plan)?.get(collection) as Stored<C> | undefined;
  }

  /** Called only once the merge succeeded, so the knowledge never runs ahead of the entities. */
  set<C extends Collection>(plan: string, collection: C, stored: Stored<C>): void {
    let collections = this.#plans.get(plan);
    if (collections === undefined) this.#plans.set(plan, (collections = new Map()));
    collections.set(collection, stored as Stored<Collection>);
  }

  /** After a write to the plan: every collection is asked again, however fresh it was. */
  stale(plan: string): void {
    for (const stored of this.#plans.get(plan)?.values() ?? []) stored.syncedAt = -Infinity;
  }
}

/** One load per key at a time: a second caller while the first is running gets the same promise. */
export class InFlight {
  readonly #running = new Map<string, Promise<unknown>>();

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
