// Plays a person's browser through the hosted sign-in: follows redirects with a cookie jar kept as
// browsers keep it (RFC 6265bis: per host across ports, sent only under the cookie's Path, gone after its
// Max-Age, Secure ones only to https or loopback, the `__Host-` prefix's rules enforced), answers
// avenir-mcp's consent form with the person's choice, and stops at the client's redirect URI, handing
// back its query. `fake_ynab_user` signs the person in to the fake YNAB.
import type { OAuthClientInformationMixed, OAuthClientProvider, OAuthTokens } from '@modelcontextprotocol/client';

export type Access = 'read' | 'write' | 'deny';

interface Cookie {
  value: string;
  path: string;
  secure: boolean;
  /** Milliseconds since the epoch; undefined for a session cookie. */
  expires: number | undefined;
}

/** Where a walk through the sign-in ended: at the URL it was told to stop at, or on a page with no way on. */
export type Stop = { kind: 'arrived'; url: URL } | { kind: 'page'; url: URL; status: number; text: string };

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const trustworthy = (url: URL) => url.protocol === 'https:' || LOOPBACK.has(url.hostname);

/** RFC 6265 §5.1.4: the request path is the cookie path or below it. */
function pathMatches(cookiePath: string, requestPath: string): boolean {
  if (requestPath === cookiePath) return true;
  if (!requestPath.startsWith(cookiePath)) return false;
  return cookiePath.endsWith('/') || requestPath[cookiePath.length] === '/';
}

/** RFC 6265 §5.1.4's default path: the request path up to its last slash. */
const defaultPath = (url: URL) => {
  const at = url.pathname.lastIndexOf('/');
  return at <= 0 ? '/' : url.pathname.slice(0, at);
};

export class Browser {
  readonly #jar = new Map<string, Map<string, Cookie>>();

  constructor(ynabUser: string) {
    this.#cookies('127.0.0.1').set('fake_ynab_user', { value: ynabUser, path: '/', secure: false, expires: undefined });
  }

  #cookies(host: string): Map<string, Cookie> {
    let jar = this.#jar.get(host);
    if (jar === undefined) this.#jar.set(host, (jar = new Map()));
    return jar;
  }

  /** The value of a cookie the browser holds for `host` (tests look at what a page set). */
  cookie(host: string, name: string): string | undefined {
    return this.#cookies(host).get(name)?.value;
  }

  #store(url: URL, line: string): void {
    const [pair, ...attributes] = line.split(';');
    const at = pair!.indexOf('=');
    const name = pair!.slice(0, at).trim();
    const cookie: Cookie = { value: pair!.slice(at + 1).trim(), path: defaultPath(url), secure: false, expires: undefined };
    let domain = false;
    for (const attribute of attributes) {
      const [key, ...rest] = attribute.split('=');
      const value = rest.join('=').trim();
      switch (key!.trim().toLowerCase()) {
        case 'path':
          if (value.startsWith('/')) cookie.path = value;
          break;
        case 'secure':
          cookie.secure = true;
          break;
        case 'max-age':
          cookie.expires = Date.now() + Number(value) * 1000;
          break;
        case 'domain':
          domain = true;
          break;
      }
    }
    if (cookie.secure && !trustworthy(url)) return;
    if (name.startsWith('__Host-') && (!cookie.secure || cookie.path !== '/' || domain)) return;
    if (name.startsWith('__Secure-') && !cookie.secure) return;
    const jar = this.#cookies(url.hostname);
    if (cookie.expires !== undefined && cookie.expires <= Date.now()) jar.delete(name);
    else jar.set(name, cookie);
  }

  #header(url: URL): string {
    const now = Date.now();
    return [...this.#cookies(url.hostname)]
      .filter(
        ([, c]) => pathMatches(c.path, url.pathname) && (!c.secure || trustworthy(url)) && (c.expires === undefined || c.expires > now),
      )
      .map(([k, c]) => `${k}=${c.value}`)
      .join('; ');
  }

  async fetch(url: URL, init: RequestInit = {}): Promise<Response> {
    const cookie = this.#header(url);
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
    });
    for (const line of response.headers.getSetCookie()) this.#store(url, line);
    return response;
  }

  /**
   * From `start` until a URL that begins with `stopAt`, or a page that leads nowhere; the consent form is
   * answered with `access`, as a browser submits a form: from the page's own origin.
   */
  async walk(start: URL, stopAt: string, access: Access): Promise<Stop> {
    let next = start;
    let init: RequestInit = {};
    for (let hop = 0; hop < 12; hop++) {
      if (next.href.startsWith(stopAt)) return { kind: 'arrived', url: next };
      const response = await this.fetch(next, init);
      init = {};
      const location = response.headers.get('location');
      const text = await response.text();
      if (location !== null) {
        next = new URL(location, next);
        continue;
      }
      const form = /<form method="post" action="([^"]+)"><input type="hidden" name="request" value="([^"]+)">/.exec(text);
      if (response.status !== 200 || form === null) return { kind: 'page', url: next, status: response.status, text };
      const origin = next.origin;
      next = new URL(form[1]!, next);
      init = {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin, 'sec-fetch-site': 'same-origin' },
        body: new URLSearchParams({ request: form[2]!, access }).toString(),
      };
    }
    throw new Error('too many redirects');
  }

  /** From `start` to the URL that begins with `stopAt`; the consent form is answered with `access`. */
  async signIn(start: URL, stopAt: string, access: Access): Promise<URL> {
    const stop = await this.walk(start, stopAt, access);
    if (stop.kind === 'page') throw new Error(`the sign-in stopped at ${stop.url.pathname} (${stop.status}): ${stop.text.slice(0, 300)}`);
    return stop.url;
  }
}

/** An OAuthClientProvider for the official client, whose browser is `browser`; what the flow stored stays readable. */
export function testProvider(browser: Browser, access: Access, redirectUrl = 'http://127.0.0.1:1/callback') {
  const stored: {
    client?: OAuthClientInformationMixed;
    tokens?: OAuthTokens;
    verifier?: string;
    discovery?: unknown;
    state?: string;
    callback?: URLSearchParams;
  } = {};
  const provider: OAuthClientProvider = {
    get redirectUrl() {
      return redirectUrl;
    },
    get clientMetadata() {
      return {
        client_name: 'avenir test client',
        redirect_uris: [redirectUrl],
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      };
    },
    state: () => (stored.state = crypto.randomUUID()),
    clientInformation: () => stored.client,
    saveClientInformation: (client) => void (stored.client = client),
    tokens: () => stored.tokens,
    saveTokens: (tokens) => void (stored.tokens = tokens),
    saveCodeVerifier: (verifier) => void (stored.verifier = verifier),
    codeVerifier: () => stored.verifier!,
    saveDiscoveryState: (state) => void (stored.discovery = state),
    // As a real client does: tokens the server called invalid are forgotten, so the next step signs in again.
    invalidateCredentials: (scope) => {
      if (scope === 'tokens' || scope === 'all') delete stored.tokens;
      if (scope === 'client' || scope === 'all') delete stored.client;
      if (scope === 'verifier' || scope === 'all') delete stored.verifier;
      if (scope === 'discovery' || scope === 'all') delete stored.discovery;
    },
    discoveryState: () => stored.discovery as never,
    redirectToAuthorization: async (url) => {
      stored.callback = (await browser.signIn(url, redirectUrl, access)).searchParams;
    },
  };
  return { provider, stored };
}
