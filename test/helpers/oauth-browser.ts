// Plays a person's browser through the hosted sign-in: follows redirects with a cookie jar (keyed by
// host, as browsers do across ports), answers avenir-mcp's consent form with the person's choice, and
// stops at the client's redirect URI, handing back its query. `fake_ynab_user` signs the person in to
// the fake YNAB.
import type { OAuthClientInformationMixed, OAuthClientProvider, OAuthTokens } from '@modelcontextprotocol/client';

export type Access = 'read' | 'write' | 'deny';

export class Browser {
  readonly #jar = new Map<string, Map<string, string>>();

  constructor(ynabUser: string) {
    this.#cookies('127.0.0.1').set('fake_ynab_user', ynabUser);
  }

  #cookies(host: string): Map<string, string> {
    let jar = this.#jar.get(host);
    if (jar === undefined) this.#jar.set(host, (jar = new Map()));
    return jar;
  }

  async #fetch(url: URL, init: RequestInit = {}): Promise<Response> {
    const jar = this.#cookies(url.hostname);
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) } });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim());
    }
    return response;
  }

  /** From `start` to the URL that begins with `stopAt`; the consent form is answered with `access`. */
  async signIn(start: URL, stopAt: string, access: Access): Promise<URL> {
    let next = start;
    let init: RequestInit = {};
    for (let hop = 0; hop < 12; hop++) {
      if (next.href.startsWith(stopAt)) return next;
      const response = await this.#fetch(next, init);
      init = {};
      const location = response.headers.get('location');
      const text = await response.text();
      if (location !== null) {
        next = new URL(location, next);
        continue;
      }
      const form = /<form method="post" action="([^"]+)"><input type="hidden" name="request" value="([^"]+)">/.exec(text);
      if (response.status !== 200 || form === null) throw new Error(`the sign-in stopped at ${next.pathname} (${response.status}): ${text.slice(0, 300)}`);
      next = new URL(form[1]!, next);
      init = { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ request: form[2]!, access }).toString() };
    }
    throw new Error('too many redirects');
  }
}

/** An OAuthClientProvider for the official client, whose browser is `browser`; what the flow stored stays readable. */
export function testProvider(browser: Browser, access: Access, redirectUrl = 'http://127.0.0.1:1/callback') {
  const stored: { client?: OAuthClientInformationMixed; tokens?: OAuthTokens; verifier?: string; discovery?: unknown; state?: string; callback?: URLSearchParams } = {};
  const provider: OAuthClientProvider = {
    get redirectUrl() {
      return redirectUrl;
    },
    get clientMetadata() {
      return { client_name: 'avenir test client', redirect_uris: [redirectUrl], token_endpoint_auth_method: 'none', grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'] };
    },
    state: () => (stored.state = crypto.randomUUID()),
    clientInformation: () => stored.client,
    saveClientInformation: (client) => void (stored.client = client),
    tokens: () => stored.tokens,
    saveTokens: (tokens) => void (stored.tokens = tokens),
    saveCodeVerifier: (verifier) => void (stored.verifier = verifier),
    codeVerifier: () => stored.verifier!,
    saveDiscoveryState: (state) => void (stored.discovery = state),
    discoveryState: () => stored.discovery as never,
    redirectToAuthorization: async (url) => {
      stored.callback = (await browser.signIn(url, redirectUrl, access)).searchParams;
    },
  };
  return { provider, stored };
}
