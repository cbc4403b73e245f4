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
  body: unknown;
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

export const badRequest = (detail: string): FakeResponse =>
  errorResponse(400, { id: '400', name: 'bad_request', detail });

export const unauthorized = (): FakeResponse =>
  errorResponse(401, { id: '401', name: 'unauthorized', detail: 'Unauthorized' });

/** Wrong path (YNAB: 404.1 "Invalid URI"). */
export const routeNotFound = (): FakeResponse =>
  errorResponse(404, { id: '404.1', name: 'not_found', detail: 'Invalid URI' });

/** Well-formed path, unknown plan / month / entity. */
export const resourceNotFound = (): FakeResponse =>
  errorResponse(404, { id: '404.2', name: 'resource_not_found', detail: 'Resource not found' });

export const internalError = (detail: string): FakeResponse =>
  errorResponse(500, { id: '500', name: 'internal_server_error', detail });
