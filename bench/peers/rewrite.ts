// What the peers' preload changes, as pure functions: YNAB's URL pointed at the fake, the deprecated
// /budgets paths of older YNAB SDKs mapped to the /plans paths the fake (and YNAB's current spec) serve,
// the answers to those paths renamed back to the budget words the old SDK parses, and the clock offset
// that makes a peer's "now" the fake's today. Kept free of Node globals so test/bench can pin them.

/** Starts each line bench/peers/preload.ts writes on stderr for a deprecated path it mapped. */
export const DEPRECATED_MARK = 'avenir-bench deprecated path:';

export const YNAB_ORIGIN = 'https://api.ynab.com';
const YNAB_PREFIX = `${YNAB_ORIGIN}/v1`;

export interface Rewritten {
  url: string;
  /** The path used YNAB's deprecated /budgets form, mapped to /plans. */
  deprecated: boolean;
  /** The path below /v1 as the peer sent it, for the report. */
  sent: string;
}

/** The fake's URL for a request to YNAB's API, or undefined when `url` is not YNAB's API (left alone). */
export function rewriteYnabUrl(url: string, fakeBase: string): Rewritten | undefined {
  if (url !== YNAB_PREFIX && !url.startsWith(`${YNAB_PREFIX}/`) && !url.startsWith(`${YNAB_PREFIX}?`)) return undefined;
  const rest = url.slice(YNAB_PREFIX.length);
  const path = rest.split('?')[0] ?? '';
  const deprecated = path === '/budgets' || path.startsWith('/budgets/');
  const mapped = deprecated ? `/plans${rest.slice('/budgets'.length)}` : rest;
  return { url: `${fakeBase.replace(/\/+$/, '')}${mapped}`, deprecated, sent: path };
}

const BUDGET_WORDS: Record<string, string> = { plans: 'budgets', plan: 'budget', default_plan: 'default_budget' };

/** A /plans answer in the words an SDK that asked for /budgets expects: `data`'s plan keys renamed. */
export function budgetsAnswer(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('data' in body)) return body;
  const data = (body as { data: unknown }).data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return body;
  const renamed = Object.fromEntries(Object.entries(data).map(([key, value]) => [BUDGET_WORDS[key] ?? key, value]));
  return { ...body, data: renamed };
}

/** Milliseconds to add to the real clock so that it reads `today` (YYYY-MM-DD) at noon UTC now. */
export function clockOffset(today: string, nowMs: number): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new RangeError(`the pinned today ${JSON.stringify(today)} is not YYYY-MM-DD`);
  return Date.parse(`${today}T12:00:00Z`) - nowMs;
}
