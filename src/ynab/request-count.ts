// The context of one tool call (async local storage): the YNAB requests it sent, for
// `_meta["avenir-mcp/requests"]` (ynab-client.md §10), what it already read, so each collection is
// fetched at most once per call however many steps need it (§9), and when its time for YNAB ends.
import { AsyncLocalStorage } from 'node:async_hooks';

interface CallContext {
  /** Its requests and when its time for YNAB ends (on the Sender's clock, set by its first request): one
   * tally, shared with the reads it starts for a later call (untilSent). */
  tally: { count: number; deadline?: number };
  /** Told of each request sent, in a read started by untilSent. */
  onRequest?: () => void;
  /** Per owner (one per client, so two clients in one call never share), loads started by this call. */
  memos: WeakMap<object, Map<string, Promise<unknown>>>;
  /** The collections a confirming leg checks for changes before its write (manifest `change_check`). */
  confirming?: ReadonlySet<string>;
}

const storage = new AsyncLocalStorage<CallContext>();

/**
 * Runs one tool call (or resource read) with its own count and memo. `confirming`, for the leg of a
 * confirmed write that may write (a code passed back, or the user's answer), names the collections it
 * checks for changes first: the client asks YNAB for those, and for the rest only when the check found a
 * change or holds nothing (ynab-client.md §9, freshness).
 */
export async function countRequests<T>(fn: () => Promise<T>, confirming?: ReadonlySet<string>): Promise<{ result: T; requests: number }> {
  const context: CallContext = { tally: { count: 0 }, memos: new WeakMap(), ...(confirming === undefined ? {} : { confirming }) };
  const result = await storage.run(context, fn);
  return { result, requests: context.tally.count };
}

/**
 * Starts `load`, a read for a later call, and resolves once it sent its first request (counted as the
 * current call's) or ended without one; it then reads on. Its failure is left to the later call, which
 * reads again. So a call's count never depends on when its answer goes out. Outside a call: once it ends.
 */
export function untilSent(load: () => Promise<unknown>): Promise<void> {
  return new Promise((resolve) => {
    const done = () => resolve();
    const context = storage.getStore();
    const run = () => load().then(done, done);
    if (context === undefined) void run();
    else void storage.run({ ...context, onRequest: done }, run);
  });
}

/** Called once per attempt sent. */
export function noteRequest(): void {
  const context = storage.getStore();
  if (context === undefined) return;
  context.tally.count += 1;
  context.onRequest?.();
}

/**
 * The end of the current call's time for YNAB: `budgetMs` after its first request, shared by the later
 * ones, so a call of several requests still ends before the client's own timeout. Outside a call, each
 * request has its own.
 */
export function callDeadline(now: number, budgetMs: number): number {
  const context = storage.getStore();
  if (context === undefined) return now + budgetMs;
  context.tally.deadline ??= now + budgetMs;
  return context.tally.deadline;
}

/** The collections the current call checks before writing, when it is a confirming leg. */
export const confirmingLeg = (): ReadonlySet<string> | undefined => storage.getStore()?.confirming;

/** Requests made so far in the current call (what a failed call reports in its _meta). */
export const requestsSoFar = (): number => storage.getStore()?.tally.count ?? 0;

/**
 * What one owner already loaded in the current tool call, by key (e.g. `<plan>:transactions`). Failures
 * stay too, so a call never re-sends a request that failed. Outside a tool call (scripts, tests) nothing
 * is remembered: every use loads.
 */
export class CallMemo {
  #entries(create: boolean): Map<string, Promise<unknown>> | undefined {
    const context = storage.getStore();
    if (context === undefined) return undefined;
    let entries = context.memos.get(this);
    if (entries === undefined && create) context.memos.set(this, (entries = new Map()));
    return entries;
  }

  /** The current call's load for `key`, started by `load` the first time. */
  once<T>(key: string, load: () => Promise<T>): Promise<T> {
    const entries = this.#entries(true);
    if (entries === undefined) return load();
    const known = entries.get(key);
    if (known !== undefined) return known as Promise<T>;
    const started = load();
    entries.set(key, started);
    return started;
  }

  /** True when the current call already started the load for `key`. */
  has(key: string): boolean {
    return this.#entries(false)?.has(key) ?? false;
  }

  /** Records an answer obtained another way (the `last-used` accounts read seeds the accounts of its plan). */
  remember<T>(key: string, value: T): void {
    this.#entries(true)?.set(key, Promise.resolve(value));
  }

  /** Forgets a load of the current call, so it can be redone (the `last-used` 404 redo, §8 step 4). */
  forget(key: string): void {
    this.#entries(false)?.delete(key);
  }
}
