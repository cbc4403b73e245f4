// The in-memory delta cache (ynab-client.md §9): per real plan id and collection, the merged state and
// the server_knowledge to send next, plus the in-flight loads that concurrent calls share.
import type { Collection, StateOf } from './collections.ts';

export interface Stored<C extends Collection> {
  knowledge: number;
  state: StateOf<C>;
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
