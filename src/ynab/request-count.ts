// Counts the YNAB requests of one tool call (async local storage), for `_meta["avenir-mcp/requests"]`.
import { AsyncLocalStorage } from 'node:async_hooks';

const storage = new AsyncLocalStorage<{ count: number }>();

export async function countRequests<T>(fn: () => Promise<T>): Promise<{ result: T; requests: number }> {
  const counter = { count: 0 };
  const result = await storage.run(counter, fn);
  return { result, requests: counter.count };
}

/** Called once per attempt sent. */
export function noteRequest(): void {
  const counter = storage.getStore();
  if (counter) counter.count += 1;
}

/** Requests made so far in the current call (what a failed call reports in its _meta). */
export const requestsSoFar = (): number => storage.getStore()?.count ?? 0;
