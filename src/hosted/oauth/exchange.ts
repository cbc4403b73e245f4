// One HTTP exchange of the hosted endpoints, as plain data: the router and every endpoint are functions
// from an Asked to an Answer, so each is tested without a socket (src/http/serve-http.ts adapts).
export interface Asked {
  method: string;
  url: URL;
  /** Lower-case names. */
  headers: Record<string, string | undefined>;
  body: string;
}

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const NO_STORE = { 'cache-control': 'no-store', pragma: 'no-cache' };

export const json = (status: number, body: unknown, headers: Record<string, string> = {}): Answer => ({
  status,
  headers: { 'content-type': 'application/json', ...NO_STORE, ...headers },
  body: JSON.stringify(body),
});

export const html = (status: number, body: string, headers: Record<string, string> = {}): Answer => ({
  status,
  headers: {
    'content-type': 'text/html; charset=utf-8',
    ...NO_STORE,
    // The pages run no script and load nothing; no other site may frame them (clickjacking of consent).
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self' https: http://127.0.0.1:* http://localhost:*; frame-ancestors 'none'",
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    ...headers,
  },
  body,
});

export const redirect = (location: string, headers: Record<string, string> = {}): Answer => ({ status: 302, headers: { location, ...NO_STORE, ...headers }, body: '' });

/** RFC 6749 §5.2: an error of the token, registration or revocation endpoint. */
export const oauthError = (status: 400 | 401, error: string, description: string): Answer =>
  json(status, { error, error_description: description }, status === 401 ? { 'www-authenticate': 'Basic realm="avenir-mcp"' } : {});

/** The form fields of an application/x-www-form-urlencoded body, or undefined for another type. */
export function formOf(asked: Asked): URLSearchParams | undefined {
  const type = (asked.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'application/x-www-form-urlencoded' ? new URLSearchParams(asked.body) : undefined;
}

/** A parameter given once; an RFC 6749 request with a parameter repeated is invalid (§3.1). */
export function single(params: URLSearchParams, name: string): string | undefined | 'repeated' {
  const all = params.getAll(name);
  return all.length > 1 ? 'repeated' : all[0];
}
