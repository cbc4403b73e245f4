// Adapters from real requests to the fake's handler: the in-process `fetch` (no socket; lost connections
// become the TypeError undici throws) and the helpers shared with the loopback HTTP server.

import { routeNotFound, type FakeRequest, type FakeResponse } from './model/fake-types.ts';
import type { Outcome } from './faults.ts';

export type FakeExchange = (request: FakeRequest, signal?: AbortSignal) => Promise<Outcome>;

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

/** The body text a response carries: its raw text, or its JSON. */
export const responseText = (response: FakeResponse): string | null =>
  response.text ?? (response.body === undefined ? null : JSON.stringify(response.body));

export function toWebResponse(response: FakeResponse): Response {
  return new Response(responseText(response), { status: response.status, headers: response.headers });
}

/** What undici's fetch throws when the connection fails: TypeError('fetch failed') with a coded cause. */
export function connectionError(code: 'ECONNRESET' | 'ECONNREFUSED'): TypeError {
  const syscall = code === 'ECONNRESET' ? 'read' : 'connect';
  const cause = Object.assign(new Error(`${syscall} ${code}`), { code, syscall, errno: code === 'ECONNRESET' ? -104 : -111 });
  return new TypeError('fetch failed', { cause });
}

/** A `fetch` that answers from `exchange` for any absolute URL whose path contains '/v1'; other paths get a 404. */
export function inProcessFetch(exchange: FakeExchange): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    request.signal.throwIfAborted();
    const url = new URL(request.url);
    const path = apiPath(url.pathname);
    if (path === null) return toWebResponse(routeNotFound());
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name.toLowerCase()] = value;
    });
    const body = parseBody(await request.text());
    const outcome = await exchange({ method: request.method, path, query: url.searchParams, headers, body }, request.signal);
    request.signal.throwIfAborted();
    if (outcome.kind === 'reset') throw connectionError('ECONNRESET');
    if (outcome.kind === 'refused') throw connectionError('ECONNREFUSED');
    return toWebResponse(outcome.response);
  };
}
