// YNAB's OAuth for tests (https://api.ynab.com/#oauth-applications): many YNAB accounts, each with a plan
// world of its own, and the authorization-code grant as YNAB runs it — /oauth/authorize, /oauth/token for
// the code and for refresh (access tokens last 7,200 s, refresh tokens rotate), client id and secret, the
// read-only scope. Requests to /v1 are answered by the account their bearer token belongs to. Sign-in is
// a cookie (`fake_ynab_user=<name>`): a browser already signed in to YNAB; without it the page says so.
import { randomBytes } from 'node:crypto';
import { FakeYnab, type FakeYnabOptions } from './fake-ynab.ts';
import type { FakeRequest, FakeResponse } from './model/fake-types.ts';
import type { Outcome } from './faults.ts';

export const YNAB_ACCESS_SECONDS = 7_200;
const CODE_MS = 600_000;

export interface FakeOAuthApp {
  clientId: string;
  clientSecret: string;
  redirectUris: readonly string[];
}

interface Grant {
  user: string;
  scope: 'read-only' | 'full';
}

export interface FakeAccountsOptions {
  app: FakeOAuthApp;
  /** Each account's world; a fresh demo plan by default. */
  world?: (user: string) => FakeYnabOptions;
  /** Wall clock in milliseconds; tests move it to expire tokens. */
  now?: () => number;
}

const json = (status: number, body: unknown): FakeResponse => ({
  status,
  headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  body: body as never,
});
const oauthError = (status: number, error: string, description: string) => json(status, { error, error_description: description });
const redirect = (location: string): FakeResponse => ({ status: 302, headers: { location }, body: null as never });

export class FakeYnabAccounts {
  readonly app: FakeOAuthApp;
  /** Every token exchange, for tests that count refreshes. */
  readonly tokenLog: { grant: string; user?: string; status: number }[] = [];
  private readonly worlds = new Map<string, FakeYnab>();
  private readonly codes = new Map<string, Grant & { redirectUri: string; expires: number }>();
  private readonly access = new Map<string, Grant & { expires: number }>();
  private readonly refresh = new Map<string, Grant>();
  private readonly worldOptions: (user: string) => FakeYnabOptions;
  private readonly now: () => number;

  constructor(options: FakeAccountsOptions) {
    this.app = options.app;
    this.worldOptions = options.world ?? (() => ({}));
    this.now = options.now ?? Date.now;
  }

  /** The account's plans and request log (created on first use). */
  account(user: string): FakeYnab {
    let world = this.worlds.get(user);
    if (world === undefined) {
      world = new FakeYnab(this.worldOptions(user));
      this.worlds.set(user, world);
    }
    return world;
  }

  /** The person revoked the app in YNAB's settings: every token of theirs stops working. */
  revokeApp(user: string): void {
    for (const map of [this.access, this.refresh]) for (const [token, grant] of map) if (grant.user === user) map.delete(token);
  }

  authorize(query: URLSearchParams, cookie: string | undefined): FakeResponse {
    const clientId = query.get('client_id');
    const redirectUri = query.get('redirect_uri') ?? '';
    if (clientId !== this.app.clientId || !this.app.redirectUris.includes(redirectUri)) {
      return { status: 400, headers: { 'content-type': 'text/html' }, body: '<p>Unknown application or redirect URI.</p>' as never };
    }
    const back = new URL(redirectUri);
    const state = query.get('state');
    if (state !== null) back.searchParams.set('state', state);
    if (query.get('response_type') !== 'code') {
      back.searchParams.set('error', 'unsupported_response_type');
      return redirect(back.href);
    }
    const user = /(?:^|;\s*)fake_ynab_user=([^;]+)/.exec(cookie ?? '')?.[1];
    if (user === undefined)
      return { status: 200, headers: { 'content-type': 'text/html' }, body: '<p>Sign in to YNAB to continue.</p>' as never };
    if (/(?:^|;\s*)fake_ynab_deny=1/.test(cookie ?? '')) {
      back.searchParams.set('error', 'access_denied');
      return redirect(back.href);
    }
    const code = randomBytes(16).toString('hex');
    this.codes.set(code, {
      user: decodeURIComponent(user),
      scope: query.get('scope') === 'read-only' ? 'read-only' : 'full',
      redirectUri,
      expires: this.now() + CODE_MS,
    });
    back.searchParams.set('code', code);
    return redirect(back.href);
  }

  #held: { until: Promise<'answer' | 'drop'>; waiting: number } | undefined;

  /**
   * YNAB's token endpoint stops answering until the returned function is called (tests of a slow YNAB):
   * requests wait, and `waitingForToken` counts them. Released with `drop`, they are then answered 503
   * without being processed (YNAB never got them), else as usual.
   */
  holdTokens(): (how?: 'answer' | 'drop') => void {
    let release!: (how: 'answer' | 'drop') => void;
    this.#held = { until: new Promise((resolve) => (release = resolve)), waiting: 0 };
    return (how = 'answer') => {
      this.#held = undefined;
      release(how);
    };
  }

  get waitingForToken(): number {
    return this.#held?.waiting ?? 0;
  }

  async token(form: URLSearchParams): Promise<FakeResponse> {
    const held = this.#held;
    if (held !== undefined) {
      held.waiting++;
      if ((await held.until) === 'drop') return oauthError(503, 'temporarily_unavailable', 'The request was not processed.');
    }
    const grantType = form.get('grant_type') ?? '';
    const answer = this.tokenAnswer(form, grantType);
    this.tokenLog.push({ grant: grantType, status: answer.status });
    return answer;
  }

  private tokenAnswer(form: URLSearchParams, grantType: string): FakeResponse {
    if (form.get('client_id') !== this.app.clientId || form.get('client_secret') !== this.app.clientSecret)
      return oauthError(401, 'invalid_client', 'Client authentication failed.');
    if (grantType === 'authorization_code') {
      const code = form.get('code') ?? '';
      const grant = this.codes.get(code);
      this.codes.delete(code);
      if (grant === undefined || grant.expires <= this.now())
        return oauthError(400, 'invalid_grant', 'The authorization code is invalid, expired or used.');
      if (grant.redirectUri !== form.get('redirect_uri')) return oauthError(400, 'invalid_grant', 'The redirect URI does not match.');
      return this.issue(grant);
    }
    if (grantType === 'refresh_token') {
      const token = form.get('refresh_token') ?? '';
      const grant = this.refresh.get(token);
      this.refresh.delete(token);
      if (grant === undefined) return oauthError(400, 'invalid_grant', 'The refresh token is invalid.');
      return this.issue(grant);
    }
    return oauthError(400, 'unsupported_grant_type', 'Only authorization_code and refresh_token.');
  }

  private issue(grant: Grant): FakeResponse {
    const accessToken = randomBytes(24).toString('hex');
    const refreshToken = randomBytes(24).toString('hex');
    this.access.set(accessToken, { ...grant, expires: this.now() + YNAB_ACCESS_SECONDS * 1000 });
    this.refresh.set(refreshToken, grant);
    return json(200, {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: YNAB_ACCESS_SECONDS,
      refresh_token: refreshToken,
      scope: grant.scope === 'read-only' ? 'read-only' : '',
      created_at: Math.floor(this.now() / 1000),
    });
  }

  /** An API request: answered by the token's account, 401 for a token unknown or expired, 403 for a write under read-only. */
  async api(request: FakeRequest, signal?: AbortSignal): Promise<Outcome> {
    const token = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    const grant = this.access.get(token);
    if (grant === undefined || grant.expires <= this.now()) {
      return { kind: 'answer', response: json(401, { error: { id: '401', name: 'unauthorized', detail: 'Unauthorized' } }) };
    }
    if (grant.scope === 'read-only' && request.method.toUpperCase() !== 'GET') {
      return {
        kind: 'answer',
        response: json(403, { error: { id: '403.3', name: 'unauthorized_scope', detail: 'The token is read-only.' } }),
      };
    }
    if (request.method.toUpperCase() === 'GET' && request.path === '/user')
      return { kind: 'answer', response: json(200, { data: { user: { id: `user-${grant.user}` } } }) };
    return this.account(grant.user).exchange(request, signal);
  }
}
