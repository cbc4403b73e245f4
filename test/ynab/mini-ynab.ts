// A scripted stand-in for YNAB, for the client tests that must not depend on the demo fake: routes are
// "METHOD /path" handlers returning the `data` member (or a whole Response), and every request is logged.
import { expect } from 'vitest';
import { Pacer } from '../../src/ynab/pacing.ts';
import { YnabClient, type YnabClientOptions } from '../../src/ynab/client.ts';
import { YnabError } from '../../src/ynab/errors.ts';
import { rejection } from '../helpers/rejection.ts';

export const BASE = 'http://ynab.test/v1';
export const TOKEN = 'tok-S3CRET-4be81d07';

export interface Logged {
  method: string;
  path: string;
  query: string;
}

export type Handler = (query: URLSearchParams, request: Request) => unknown;

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

export const notFound = () => json(404, { error: { id: '404.2', name: 'resource_not_found', detail: 'Resource not found' } });

export function miniYnab(routes: Record<string, Handler> = {}) {
  const log: Logged[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/v1/, '');
    log.push({ method: request.method, path, query: url.searchParams.toString() });
    const handler = routes[`${request.method} ${path}`];
    if (handler === undefined) return notFound();
    const out = await handler(url.searchParams, request);
    return out instanceof Response ? out : json(200, { data: out });
  };
  return { fetch, log, routes, paths: () => log.map((r) => `${r.method} ${r.path}${r.query ? `?${r.query}` : ''}`) };
}

/** A client on `fetch` with its own hourly window, no backoff wait and no randomness. */
export function testClient(fetch: (request: Request) => Promise<Response>, extra: Partial<YnabClientOptions> = {}): YnabClient {
  return new YnabClient({
    baseUrl: BASE,
    token: { token: TOKEN },
    userAgent: 'avenir-mcp/test',
    fetch,
    pacer: new Pacer(),
    sleep: async () => undefined,
    random: () => 0,
    ...extra,
  });
}

/** A minimal plan summary as GET /plans?include_accounts=true lists it. */
export const planSummary = (id: string, accountIds: string[], decimalDigits?: number | null) => ({
  id,
  name: `Plan ${id}`,
  last_modified_on: '2026-09-01T00:00:00Z',
  first_month: '2026-01-01',
  last_month: '2026-09-01',
  date_format: { format: 'YYYY-MM-DD' },
  currency_format:
    decimalDigits === null
      ? null
      : {
          iso_code: 'EUR',
          example_format: '123,456.78',
          decimal_digits: decimalDigits ?? 2,
          decimal_separator: '.',
          symbol_first: false,
          group_separator: ',',
          currency_symbol: '€',
          display_symbol: true,
        },
  accounts: accountIds.map((accountId) => account(accountId)),
});

export const account = (id: string, balance = 1000, extra: Record<string, unknown> = {}) => ({
  id,
  name: `Account ${id}`,
  type: 'checking',
  on_budget: true,
  closed: false,
  balance,
  cleared_balance: balance,
  uncleared_balance: 0,
  transfer_payee_id: null,
  deleted: false,
  ...extra,
});

export const transaction = (id: string, amount: number, extra: Record<string, unknown> = {}) => ({
  id,
  date: '2026-09-01',
  amount,
  cleared: 'cleared',
  approved: true,
  account_id: 'a1',
  account_name: 'Account a1',
  deleted: false,
  subtransactions: [],
  ...extra,
});

export const category = (id: string, groupId: string, budgeted = 0, extra: Record<string, unknown> = {}) => ({
  id,
  category_group_id: groupId,
  name: `Category ${id}`,
  hidden: false,
  budgeted,
  activity: 0,
  balance: budgeted,
  deleted: false,
  ...extra,
});

export const group = (id: string, categories: unknown[], extra: Record<string, unknown> = {}) => ({
  id,
  name: `Group ${id}`,
  hidden: false,
  internal: false,
  deleted: false,
  categories,
  ...extra,
});

export { rejection };

/** The YnabError `promise` rejects with (the test fails when it resolves, or rejects with another error). */
export async function ynabError(promise: Promise<unknown>): Promise<YnabError> {
  const error = await rejection(promise);
  expect(error).toBeInstanceOf(YnabError);
  return error as YnabError;
}
