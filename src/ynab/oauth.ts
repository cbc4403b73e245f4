// avenir-mcp as a client of YNAB's OAuth (https://api.ynab.com/#oauth-applications): the authorization-code
// grant with the deployment's client id and secret, then refresh (YNAB's access tokens last two hours and
// its refresh tokens are single use). oauth4webapi does the protocol: the callback's checks, the token
// requests, the answers' checks. YNAB publishes no metadata document, so its endpoints are given here.
// Every request has a time limit: a slow YNAB must not hold a person's sign-in, or anything else, for long.
import * as oauth from 'oauth4webapi';

export const YNAB_OAUTH_URL = 'https://app.ynab.com';

export interface YnabOAuthSettings {
  /** https://app.ynab.com, or the fake's loopback URL in tests (AVENIR_MCP_YNAB_OAUTH_URL). */
  oauthUrl: string;
  clientId: string;
  clientSecret: string;
  /** This deployment's callback, registered with YNAB: <public URL>/oauth/ynab/callback. */
  redirectUri: string;
  /** The API base (AVENIR_MCP_YNAB_URL), for GET /user. */
  apiUrl: string;
  userAgent: string;
  /** Wall clock of the tokens' expiry (tests move it). */
  now?: () => number;
  /** Each request to YNAB's OAuth or GET /user, body included (default OAUTH_TIMEOUT_MS). */
  timeoutMs?: number;
}

/** Long enough for a slow YNAB, short enough that a sign-in or a renewal never waits on it for long. */
export const OAUTH_TIMEOUT_MS = 10_000;

export interface YnabTokens {
  access: string;
  refresh: string;
  expiresAt: Date;
  /** YNAB granted the read-only scope. */
  readOnly: boolean;
}

/** YNAB said no for good (the person declined, or the code or refresh token is no longer good), in OAuth's words. */
export class YnabOAuthRefused extends Error {
  override name = 'YnabOAuthRefused';
  constructor(readonly error: string) {
    super(`YNAB refused the sign-in (${error})`);
  }
}

/**
 * YNAB's OAuth did not answer in time, could not be reached, or answered something other than a refusal
 * (a 5xx, a 429, a body that is not OAuth's): nothing is known of the request's fate, and nothing is
 * concluded about the person's sign-in.
 */
export class YnabOAuthUnavailable extends Error {
  override name = 'YnabOAuthUnavailable';
  constructor(readonly why = 'no answer in time') {
    super(`YNAB's sign-in service could not be used (${why})`);
  }
}

/** The OAuth errors that say a code or a refresh token will never work (RFC 6749 §5.2); any other answer may pass. */
const FOR_GOOD = new Set(['invalid_grant', 'access_denied']);

export class YnabOAuth {
  private readonly as: oauth.AuthorizationServer;
  private readonly client: oauth.Client;
  private readonly auth: oauth.ClientAuth;
  private readonly options: { [oauth.allowInsecureRequests]?: boolean; signal: () => AbortSignal };

  constructor(private readonly settings: YnabOAuthSettings) {
    const base = settings.oauthUrl.replace(/\/+$/, '');
    this.as = { issuer: base, authorization_endpoint: `${base}/oauth/authorize`, token_endpoint: `${base}/oauth/token` };
    this.client = { client_id: settings.clientId };
    this.auth = oauth.ClientSecretPost(settings.clientSecret);
    const timeoutMs = settings.timeoutMs ?? OAUTH_TIMEOUT_MS;
    // Plain http only for a loopback YNAB, which only the tests' fake is (hosted-config.ts checks the URL).
    this.options = {
      signal: () => AbortSignal.timeout(timeoutMs),
      ...(new URL(base).protocol === 'http:' ? { [oauth.allowInsecureRequests]: true } : {}),
    };
  }

  /** Where the person's browser goes to sign in to YNAB; `state` comes back on the callback. */
  authorizeUrl(state: string, readOnly: boolean): string {
    const url = new URL(this.as.authorization_endpoint!);
    url.searchParams.set('client_id', this.settings.clientId);
    url.searchParams.set('redirect_uri', this.settings.redirectUri);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('state', state);
    if (readOnly) url.searchParams.set('scope', 'read-only');
    return url.href;
  }

  /** The tokens of YNAB's callback, after checking its state. Throws YnabOAuthRefused. */
  async exchange(callback: URLSearchParams, state: string): Promise<YnabTokens> {
    let params: URLSearchParams;
    try {
      params = oauth.validateAuthResponse(this.as, this.client, callback, state);
    } catch (error) {
      throw new YnabOAuthRefused(error instanceof oauth.AuthorizationResponseError ? error.error : 'invalid_request');
    }
    // YNAB's documented flow has no PKCE; the code is bound to our client secret and redirect URI instead.
    return this.tokens(
      () =>
        oauth.authorizationCodeGrantRequest(this.as, this.client, this.auth, params, this.settings.redirectUri, oauth.nopkce, this.options),
      (response) => oauth.processAuthorizationCodeResponse(this.as, this.client, response),
    );
  }

  /** New tokens for a refresh token (which YNAB then forgets). Throws YnabOAuthRefused. */
  async refresh(refreshToken: string): Promise<YnabTokens> {
    return this.tokens(
      () => oauth.refreshTokenGrantRequest(this.as, this.client, this.auth, refreshToken, this.options),
      (response) => oauth.processRefreshTokenResponse(this.as, this.client, response),
    );
  }

  /** YNAB's id of the person a token belongs to (GET /user): the key their data is kept under. */
  async userId(accessToken: string): Promise<string> {
    const answer = await this.unavailableOnFailure(async () => {
      const response = await fetch(`${this.settings.apiUrl.replace(/\/+$/, '')}/user`, {
        signal: this.options.signal(),
        headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json', 'user-agent': this.settings.userAgent },
      });
      // The body is read within the time limit too.
      return { ok: response.ok, status: response.status, text: await response.text() };
    });
    let id: unknown;
    try {
      id = (JSON.parse(answer.text) as { data?: { user?: { id?: unknown } } } | null)?.data?.user?.id;
    } catch {
      // not JSON: no user named
    }
    if (!answer.ok || typeof id !== 'string') throw new YnabOAuthUnavailable(`GET /user answered ${answer.status} without a user id`);
    return id;
  }

  /** `work`, with a time-out or a connection that failed turned into YnabOAuthUnavailable. */
  private async unavailableOnFailure<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      // fetch reports a connection that failed as a TypeError whose cause says why.
      if (isAbort(error) || (error instanceof TypeError && error.message === 'fetch failed')) throw new YnabOAuthUnavailable();
      throw error;
    }
  }

  private async tokens(
    send: () => Promise<Response>,
    read: (response: Response) => Promise<oauth.TokenEndpointResponse>,
  ): Promise<YnabTokens> {
    let answer: oauth.TokenEndpointResponse;
    try {
      answer = await this.unavailableOnFailure(async () => read(await send()));
    } catch (error) {
      if (error instanceof oauth.ResponseBodyError)
        throw FOR_GOOD.has(error.error) ? new YnabOAuthRefused(error.error) : new YnabOAuthUnavailable(`${error.status} ${error.error}`);
      // An answer oauth4webapi could not read as OAuth's (a 5xx page, no JSON): YNAB is not itself.
      if (error instanceof oauth.OperationProcessingError) throw new YnabOAuthUnavailable(error.code ?? 'unreadable answer');
      throw error;
    }
    if (answer.refresh_token === undefined || answer.expires_in === undefined) throw new YnabOAuthRefused('invalid_token_response');
    return {
      access: answer.access_token,
      refresh: answer.refresh_token,
      expiresAt: new Date((this.settings.now ?? Date.now)() + answer.expires_in * 1000),
      readOnly: answer.scope === 'read-only',
    };
  }
}

const isAbort = (error: unknown): boolean => error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
