// One HTTP exchange of the hosted endpoints, as plain data: the router and every endpoint are functions
// from an Asked to an Answer (src/http/hosted-gate.ts declares both), so each is tested without a socket
// (src/http/hosted-routes.ts adapts).
import type { Answer, Asked } from '../../http/hosted-gate.ts';

export type { Answer, Asked };

const NO_STORE = { 'cache-control': 'no-store', pragma: 'no-cache' };

export const json = (status: number, body: unknown, headers: Record<string, string> = {}): Answer => ({
  status,
  headers: { 'content-type': 'application/json', ...NO_STORE, ...headers },
  body: JSON.stringify(body),
});

/** The pages' CSP: they run no script and load nothing; no other site may frame them (clickjacking of consent). */
export const pageCsp = (formAction = "'self'"): string =>
  `default-src 'none'; style-src 'unsafe-inline'; form-action ${formAction}; frame-ancestors 'none'`;

export const html = (status: number, body: string, headers: Answer['headers'] = {}): Answer => ({
  status,
  headers: {
    'content-type': 'text/html; charset=utf-8',
    ...NO_STORE,
    'content-security-policy': pageCsp(),
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    ...headers,
  },
  body,
});

export const redirect = (location: string, headers: Answer['headers'] = {}): Answer => ({
  status: 302,
  headers: { location, ...NO_STORE, ...headers },
  body: '',
});

/** RFC 6749 §5.2: an error of the token, registration or revocation endpoint. */
export const oauthError = (status: 400 | 401, error: string, description: string): Answer =>
  json(status, { error, error_description: description }, status === 401 ? { 'www-authenticate': 'Basic realm="avenir-mcp"' } : {});

/** The media type of the body, lower case, without parameters. */
export const contentType = (asked: Asked): string => (asked.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();

/** The form fields of an application/x-www-form-urlencoded body, or undefined for another type. */
export function formOf(asked: Asked): URLSearchParams | undefined {
  return contentType(asked) === 'application/x-www-form-urlencoded' ? new URLSearchParams(asked.body) : undefined;
}

/** A parameter given once; an RFC 6749 request with a parameter repeated is invalid (§3.1). */
export function single(params: URLSearchParams, name: string): string | undefined | 'repeated' {
  const all = params.getAll(name);
  return all.length > 1 ? 'repeated' : all[0];
}

/** The value of a cookie the request carries. */
export function cookieOf(asked: Asked, name: string): string | undefined {
  for (const pair of (asked.headers.cookie ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at !== -1 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

// A NUL or a lone surrogate cannot be stored in PostgreSQL's text or jsonb: such a parameter is refused as
// invalid before any query sees it, instead of failing inside the database.
const UNSTORABLE = /[\u0000\p{Cs}]/u;

/** Whether a parameter anywhere in the request (query, form, or JSON body, keys included) holds text PostgreSQL cannot store. */
export function holdsUnstorableText(asked: Asked): boolean {
  const pending: unknown[] = [...asked.url.searchParams.entries()].flat();
  const form = formOf(asked);
  if (form !== undefined) pending.push(...[...form.entries()].flat());
  else if (asked.body !== '') {
    try {
      pending.push(JSON.parse(asked.body));
    } catch {
      pending.push(asked.body);
    }
  }
  // A loop, not recursion: a 64 KB body can nest arrays deeper than the stack.
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string' && UNSTORABLE.test(value)) return true;
    if (typeof value === 'object' && value !== null) pending.push(...Object.keys(value), ...Object.values(value));
  }
  return false;
}
