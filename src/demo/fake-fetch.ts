// Adapters from real requests to the fake's handler: the in-process `fetch` (no socket) and the helpers
// shared with the loopback HTTP server (API path extraction, body parsing).

import { routeNotFound, type FakeRequest, type FakeResponse } from './fake-types.ts';

export type FakeHandler = (request: FakeRequest) => FakeResponse;

/** The path below the API base: everything after the first '/v1' segment ('/x/v1/plans' → '/plans'); null if none. */
export function apiPath(pathname: string): string | null {
  const match = /\/v1(?=\/|$)/.exec(pathname);
  if (match === null) return null;
  const rest = pathname.slice(match.index + match[0].length);
  return rest === '' ? '/' : rest;
}

/** The parsed JSON body; the raw text when it is not JSON (the route answers 400); undefined when empty. */
export function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function toWebResponse(response: FakeResponse): Response {
  const text = response.body === undefined ? null : JSON.stringify(response.body);
  return new Response(text, { status: response.status, headers: response.headers });
}

/** A `fetch` that answers from `handle` for any absolute URL whose path contains '/v1'; other paths get a 404. */
export function inProcessFetch(handle: FakeHandler): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const path = apiPath(url.pathname);
    if (path === null) return toWebResponse(routeNotFound());
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name.toLowerCase()] = value;
    });
    const body = parseBody(await request.text());
    return toWebResponse(handle({ method: request.method, path, query: url.searchParams, headers, body }));
  };
}
