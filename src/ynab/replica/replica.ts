// The delta cache's copy on disk (replica/store.ts holds the file): a collection the cache does not hold
// yet is loaded from it, to be brought up to date with one delta request (sent first, the items then read
// a slice at a time while YNAB answers); what a read merged is written back once the server has been
// quiet for a second, only the items it touched, several reads' changes in one write.
import type { Logger } from '../../log.ts';
import { collectionKey, sameWindow, specOf, type Collection, type Stored } from '../collections.ts';
import { deepFreeze } from '../merge.ts';
import type { PlanSummary } from '../types.ts';
import { type HeldWindow, ReplicaStore, type StoredCollection } from './store.ts';

/** What a merge touched: every item (a full read) or the items of a delta or older read. */
export type Touched = 'all' | readonly unknown[];

interface Pending {
  plan: string;
  collection: Collection;
  all: boolean;
  keys: Set<string>;
  current: () => Stored<Collection> | undefined;
}

/**
 * How long the replica waits after the last merge before writing: the write is synchronous (a first read of
 * a large plan is tens of thousands of rows, ~0.4 s), so it waits for a quiet moment rather than block a
 * call that follows at once (an agent's next call, a view's). Exiting writes what is pending anyway.
 */
const WRITE_DELAY_MS = 1000;

/** Items read at a time by loadInSlices: ~0.6 MB of transactions, about 10 ms. */
const SLICE_ROWS = 1000;

/** A collection as read from the file: its items merged as YNAB's answer would be, never current. */
function storedOf<C extends Collection>(collection: C, held: StoredCollection): Stored<C> {
  return {
    knowledge: held.knowledge,
    state: specOf(collection).merge(undefined, held.items as never[]),
    syncedAt: -Infinity,
    ...(held.since === undefined ? {} : { since: held.since }),
  };
}

/** The rows a pending write puts down: every held item, or only the touched keys (those gone, deleted). */
function rowsOf(p: Pending, stored: Stored<Collection>): { all: boolean; upserts: [string, unknown][]; deletes: string[] } {
  const spec = specOf(p.collection);
  const state = stored.state as never;
  const keyed = spec.keyed;
  if (keyed === undefined)
    return { all: true, upserts: spec.view(state).map((group) => [(group as { id: string }).id, group]), deletes: [] };
  if (p.all) return { all: true, upserts: [...keyed.all(state)], deletes: [] };
  const upserts: [string, unknown][] = [];
  const deletes: string[] = [];
  for (const key of p.keys) {
    const item = keyed.get(state, key);
    if (item === undefined) deletes.push(key);
    else upserts.push([key, item]);
  }
  return { all: false, upserts, deletes };
}

export class Replica {
  readonly #store: ReplicaStore;
  readonly #log: Logger;
  readonly #pending = new Map<string, Pending>();
  #timer: NodeJS.Timeout | undefined;
  #broken = false;
  #closed = false;
  /** How often the file was emptied: a read in slices that spans one is dropped. */
  #clears = 0;
  /** Per collection, the #clears at which the file last held it whole (read from it, or written whole). */
  readonly #whole = new Map<string, number>();

  private constructor(store: ReplicaStore, log: Logger) {
    this.#store = store;
    this.#log = log;
  }

  static open(file: string, token: string, log: Logger): Replica | undefined {
    const store = ReplicaStore.open(file, token, log);
    return store === undefined ? undefined : new Replica(store, log);
  }

  /** The held collection, never trusted as current (syncedAt -Infinity: the first use asks YNAB for changes). */
  load<C extends Collection>(plan: string, collection: C): Stored<C> | undefined {
    return this.#held(plan, collection, () => {
      const held = this.#store.load(plan, collection);
      return held === undefined ? undefined : storedOf(collection, held);
    });
  }

  /**
   * As load, reading SLICE_ROWS items at a time with a turn of the event loop between slices: a request
   * sent just before (the collection's delta read) goes out and is answered meanwhile, and other calls go
   * on. A large collection takes tens of ms to read (a year of transactions, ~80 ms).
   */
  async loadInSlices<C extends Collection>(plan: string, collection: C): Promise<Stored<C> | undefined> {
    const window = this.window(plan, collection);
    if (window === undefined) return undefined;
    const clears = this.#clears;
    const items: unknown[] = [];
    for (let last = 0; ; ) {
      // A turn first: the request sent just before is on its way before the first slice is read.
      await new Promise((resolve) => setImmediate(resolve));
      // Closed meanwhile (the server stopping), or emptied (another read found it unreadable): what was read
      // so far is not the collection, and is dropped; nothing is reported as corrupt.
      if (this.#closed || this.#clears !== clears) return undefined;
      const slice = this.#readOr(undefined, () => this.#store.items(plan, collection, last, SLICE_ROWS));
      if (slice === undefined) return undefined;
      items.push(...slice.items);
      if (slice.items.length < SLICE_ROWS) break;
      last = slice.last;
    }
    // Each slice is a statement of its own: another process sharing the file (a second server on the same
    // token) may have written or emptied it between two. The same window and count at the end: one state.
    const same = this.#readOr(false, () => {
      const now = this.#store.window(plan, collection);
      return now !== undefined && sameWindow(now, window) && this.#store.count(plan, collection) === items.length;
    });
    if (!same) return undefined;
    return this.#held(plan, collection, () => storedOf(collection, { ...window, items }));
  }

  /** The held collection's window (its knowledge and first date) without its items, or undefined. */
  window(plan: string, collection: Collection): HeldWindow | undefined {
    return this.#readOr(undefined, () => this.#store.window(plan, collection));
  }

  /** The plan directory as last read (GET /plans), or undefined. */
  plans(): PlanSummary[] | undefined {
    return this.#readOr(undefined, () => {
      const text = this.#store.meta('plans');
      if (text === undefined) return undefined;
      const plans = JSON.parse(text) as unknown;
      if (!Array.isArray(plans)) throw new Error('not a list');
      return deepFreeze(plans as PlanSummary[]);
    });
  }

  keepPlans(plans: readonly PlanSummary[]): void {
    if (this.#broken) return;
    try {
      this.#store.setMeta('plans', JSON.stringify(plans));
    } catch {
      this.#broken = true;
      this.#log.warning('cache replica not written: the cache stays in memory', {});
    }
  }

  /** Notes what a merge changed; the write follows shortly, from the cache's state at that time. */
  changed(plan: string, collection: Collection, touched: Touched, current: () => Stored<Collection> | undefined): void {
    if (this.#broken) return;
    const id = collectionKey(plan, collection);
    let pending = this.#pending.get(id);
    if (pending === undefined) this.#pending.set(id, (pending = { plan, collection, all: false, keys: new Set(), current }));
    const keyed = specOf(collection).keyed;
    if (touched === 'all' || keyed === undefined) pending.all = true;
    else for (const item of touched) pending.keys.add(keyed.keyOf(item as never));
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.flush(), WRITE_DELAY_MS);
    this.#timer.unref();
  }

  /** Writes what is pending now (the timer's work; also on close, so a quiet exit loses nothing). */
  flush(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    const pending = [...this.#pending.values()];
    this.#pending.clear();
    for (const p of pending) {
      const stored = p.current();
      if (stored === undefined || this.#broken) continue;
      const window = { knowledge: stored.knowledge, ...(stored.since === undefined ? {} : { since: stored.since }) };
      // Only the changed items when the file holds the rest (read from it, or written whole, since it was
      // last emptied): otherwise the file would hold part of the collection under its knowledge.
      const key = collectionKey(p.plan, p.collection);
      const whole = p.all || this.#whole.get(key) !== this.#clears;
      try {
        this.#store.write(p.plan, p.collection, { ...window, ...rowsOf({ ...p, all: whole }, stored) });
        if (whole) this.#whole.set(key, this.#clears);
      } catch {
        // A full disk, a file removed under it: the cache goes on in memory; the next start rebuilds.
        this.#broken = true;
        this.#log.warning('cache replica not written: the cache stays in memory', {});
      }
    }
  }

  close(): void {
    this.flush();
    this.#closed = true;
    this.#store.close();
  }

  /** A collection read from the file: the file holds it whole, so a later write may name only what changed. */
  #held<C extends Collection>(plan: string, collection: C, read: () => Stored<C> | undefined): Stored<C> | undefined {
    const clears = this.#clears;
    const held = this.#readOr(undefined, read);
    if (held !== undefined) this.#whole.set(collectionKey(plan, collection), clears);
    return held;
  }

  /** What `read` gives, or `none` when the file is broken or proves unreadable (then forgotten, with one WARNING line). */
  #readOr<T, N>(none: N, read: () => T): T | N {
    if (this.#broken) return none;
    try {
      return read();
    } catch {
      this.#log.warning('cache replica discarded and rebuilt', { reason: 'corrupt' });
      this.#tryClear();
      return none;
    }
  }

  #tryClear(): void {
    this.#clears += 1;
    try {
      this.#store.clear();
    } catch {
      this.#broken = true;
    }
  }
}
