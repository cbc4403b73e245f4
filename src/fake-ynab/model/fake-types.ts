// Request/response types of the fake YNAB handler and the small builders for its JSON answers
// (success `{"data": …}`, errors `{"error": {id, name, detail}}` as YNAB sends them).

import type { ErrorDetail } from './api-types.ts';

export interface FakeRequest {
  method: string;
  /** Path below the API base, e.g. '/plans/demo-budget/accounts'. */
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  /** Parsed JSON body; the raw text when it was not valid JSON; undefined when empty. */
  body?: unknown;
}

export interface FakeResponse {
  status: number;
  headers: Record<string, string>;
  /** Sent as JSON, unless `text` is set. */
  body: unknown;
  /** A raw (non-JSON) body, e.g. a proxy's HTML error page injected by a fault rule. */
  text?: string;
}

/** Thrown by write logic to answer with `response` (the change is abandoned: commit() works on a copy). */
export class FakeRequestError extends Error {
  constructor(readonly response: FakeResponse) {
    super(String((response.body as { error?: { detail?: string } } | undefined)?.error?.detail ?? response.status));
  }
}

/** Aborts the current write with a 400 whose detail names the batch item as YNAB does. */
export function refuse(detail: string, index?: number): never {
  throw new FakeRequestError(badRequest(index === undefined ? detail : `${detail} (index: ${index})`));
}

export interface LoggedRequest {
  method: string;
  path: string;
  query: string;
  status: number;
}

const JSON_HEADERS = (): Record<string, string> => ({ 'content-type': 'application/json' });

export function dataResponse(data: unknown, status = 200): FakeResponse {
  return { status, headers: JSON_HEADERS(), body: { data } };
}

export function errorResponse(status: number, error: ErrorDetail): FakeResponse {
  return { status, headers: JSON_HEADERS(), body: { error } };
}

export const badRequest = (detail: string): FakeResponse => errorResponse(400, { id: '400', name: 'bad_request', detail });

export const unauthorized = (): FakeResponse => errorResponse(401, { id: '401', name: 'unauthorized', detail: 'Unauthorized' });

/** Wrong path (YNAB: 404.1 "Invalid URI"). */
export const routeNotFound = (): FakeResponse => errorResponse(404, { id: '404.1', name: 'not_found', detail: 'Invalid URI' });

/** Well-formed path, unknown plan / month / entity. */
export const resourceNotFound = (): FakeResponse =>
  errorResponse(404, { id: '404.2', name: 'resource_not_found', detail: 'Resource not found' });

export const conflict = (detail: string): FakeResponse => errorResponse(409, { id: '409', name: 'conflict', detail });

export const notImplemented = (what: string): FakeResponse =>
  errorResponse(501, { id: '501', name: 'not_implemented', detail: `avenir fake: ${what} is not implemented` });

export const internalError = (detail: string): FakeResponse => errorResponse(500, { id: '500', name: 'internal_server_error', detail });
