// The hosted server's own endpoints, in front of /mcp: both metadata documents (through the SDK's
// oauthMetadataResponse), the authorization server (authorize, consent, YNAB's callback, register, token,
// revoke), the privacy page and the deletion of everything stored about a person. The bearer gate of /mcp
// is the SDK's requireBearerAuth over avenir-mcp's own access tokens, whose grant must still stand.
import {
  getOAuthProtectedResourceMetadataUrl,
  OAuthError,
  OAuthErrorCode,
  oauthMetadataResponse,
  requireBearerAuth,
  type AuthInfo,
} from '@modelcontextprotocol/server';
import type { AccessTokens } from '../access-token.ts';
import type { PgOAuthStore } from '../../store/pg/oauth-store.ts';
import { authorize, consent, ynabCallback, type AuthorizeDeps } from './authorize.ts';
import type { Clients } from './clients.ts';
import { contentType, holdsUnstorableText, html, json, oauthError, type Answer, type Asked } from './exchange.ts';
import { APP_NAME, authorizationServerMetadata, SCOPES, scopeWithin, ynabScopeOf } from './metadata.ts';
import { privacyPage, refusalPage } from './pages.ts';
import { rateKeys } from '../../http/client-address.ts';
import type { HostedGate } from '../../http/hosted-gate.ts';
import type { RateLimit } from '../../store/pg/rate-limits.ts';
import { revoke, token, type TokenDeps } from './token.ts';

export interface HostedAuthDeps extends AuthorizeDeps, TokenDeps {
  clients: Clients;
  tokens: AccessTokens;
  store: PgOAuthStore;
  /** Called once a person's data is deleted, so each instance drops what it keeps of them. */
  forgotten: (person: string) => void;
  /** Counts a request of a client to an endpoint anyone may call, under a key of its address allowed `times` the limit: undefined within it, else seconds to wait. */
  throttle: (endpoint: Limited, clientKey: string, times: number) => Promise<number | undefined>;
}

/** The endpoints that create rows without a sign-in, limited per client address (RATE_LIMITS). */
export type Limited = 'register' | 'authorize';

/** Ample for a person signing in, or for the clients behind one address (an office, a client's backend). */
export const RATE_LIMITS: Readonly<Record<Limited, RateLimit>> = {
  register: { limit: 30, windowSeconds: 60 },
  authorize: { limit: 30, windowSeconds: 60 },
};

/**
 * What an avenir-mcp access token tells the MCP server: the person, whether it may write, and the YNAB tokens
 * of its grant; `ynab`, the gate's ticket to those tokens (signedIn), which holds no secret.
 */
export interface HostedCaller {
  person: string;
  writes: boolean;
  ynabScope: 'full' | 'read-only';
  ynab?: object;
}

export const callerOf = (auth: AuthInfo | undefined): HostedCaller | undefined => {
  const { person, ynabScope, ynab } = auth?.extra ?? {};
  if (typeof person !== 'string' || (ynabScope !== 'full' && ynabScope !== 'read-only')) return undefined;
  const caller: HostedCaller = { person, writes: auth!.scopes.includes(SCOPES.write), ynabScope };
  if (typeof ynab === 'object' && ynab !== null) caller.ynab = ynab;
  return caller;
};

export class HostedAuth implements HostedGate {
  readonly gate: (request: Request) => Promise<AuthInfo | Response>;
  readonly #metadata: Parameters<typeof oauthMetadataResponse>[1];

  constructor(private readonly deps: HostedAuthDeps) {
    const resource = new URL(deps.urls.resource);
    this.#metadata = {
      oauthMetadata: authorizationServerMetadata(deps.urls, deps.writesOffered) as never,
      resourceServerUrl: resource,
      scopesSupported: deps.writesOffered ? [SCOPES.read, SCOPES.write] : [SCOPES.read],
      resourceName: APP_NAME,
      serviceDocumentationUrl: new URL('/privacy', deps.urls.issuer),
      // A development deployment on loopback (the tests) is served over http.
      dangerouslyAllowInsecureIssuerUrl: deps.urls.issuer.startsWith('http:'),
    };
    this.gate = requireBearerAuth({
      verifier: { verifyAccessToken: (t) => this.verify(t) },
      resourceMetadataUrl: getOAuthProtectedResourceMetadataUrl(resource),
      expectedResource: resource,
    });
  }

  private async verify(accessToken: string): Promise<AuthInfo> {
    const claims = await this.deps.tokens.verify(accessToken);
    // The grant must still stand, and hold every scope the token names (a token is never wider than its grant).
    const granted = claims === undefined ? undefined : await this.deps.store.grantScope(claims.grant, claims.person);
    if (claims === undefined || granted === undefined || !scopeWithin(claims.scope, granted)) {
      throw new OAuthError(OAuthErrorCode.InvalidToken, 'The access token is invalid, expired or revoked: get a new one.');
    }
    const ynabScope = ynabScopeOf(granted);
    const ynab = await this.deps.signedIn(claims.person, ynabScope);
    if (ynab === false)
      throw new OAuthError(OAuthErrorCode.InvalidToken, 'The YNAB sign-in behind this token no longer works: sign in again.');
    return {
      token: accessToken,
      clientId: claims.clientId,
      scopes: claims.scope.split(' '),
      expiresAt: claims.expiresAt,
      resource: new URL(this.deps.urls.resource),
      extra: { person: claims.person, grant: claims.grant, ynabScope, ynab },
    };
  }

  /** The methods a path answers, for a 405's Allow (undefined: not one of these endpoints). */
  methodsOf(pathname: string): string | undefined {
    const endpoint = ENDPOINTS[pathname];
    return endpoint === undefined ? undefined : endpoint.cors ? `${endpoint.method}, OPTIONS` : endpoint.method;
  }

  /** The metadata documents' answer (CORS included), or undefined for another path. */
  metadata(request: Request): Response | undefined {
    return oauthMetadataResponse(request, this.#metadata);
  }

  /** The answer of one of the authorization server's endpoints, or undefined when the path is not one. */
  async route(asked: Asked, bearer: () => Promise<AuthInfo | Response>): Promise<Answer | Response | undefined> {
    const endpoint = ENDPOINTS[asked.url.pathname];
    if (endpoint === undefined) return undefined;
    const answer = await this.checked(endpoint, asked, bearer);
    // Browser-based clients call these across origins, and must be able to read a refusal too; no cookie is
    // involved, so any origin may (RFC 8414 §3 does the same for metadata).
    if (endpoint.cors && !(answer instanceof Response)) answer.headers['access-control-allow-origin'] = '*';
    return answer;
  }

  /** The endpoint's answer, after the checks every endpoint shares. */
  private async checked(endpoint: Endpoint, asked: Asked, bearer: () => Promise<AuthInfo | Response>): Promise<Answer | Response> {
    if (asked.method === 'OPTIONS' && endpoint.cors) return preflight(endpoint.method);
    if (asked.method !== endpoint.method) return notAllowed(endpoint.method);
    if (holdsUnstorableText(asked)) {
      const why =
        'A parameter holds a NUL character or an unpaired surrogate, which no request of this server takes: send the parameters as plain text.';
      return endpoint.page ? html(400, refusalPage(why)) : oauthError(400, 'invalid_request', why);
    }
    if (endpoint.limited !== undefined) {
      const waits = await Promise.all(
        rateKeys(asked.client ?? 'unknown').map(({ key, times }) => this.deps.throttle(endpoint.limited!, key, times)),
      );
      const wait = Math.max(0, ...waits.map((w) => w ?? 0));
      if (wait > 0) return tooMany(endpoint, wait);
    }
    return this.answer(asked, bearer);
  }

  private answer(asked: Asked, bearer: () => Promise<AuthInfo | Response>): Promise<Answer | Response> {
    switch (asked.url.pathname) {
      case '/authorize':
        return authorize(this.deps, asked);
      case '/authorize/consent':
        return consent(this.deps, asked);
      case '/oauth/ynab/callback':
        return ynabCallback(this.deps, asked);
      case '/register':
        // RFC 7591 §3.1: the metadata is a JSON document; a body of another type is not even read as one.
        if (contentType(asked) !== 'application/json')
          return Promise.resolve(
            oauthError(400, 'invalid_client_metadata', 'Send the client metadata as application/json (RFC 7591 §3.1).'),
          );
        return this.deps.clients.register(asked.body);
      case '/token':
        return token(this.deps, asked);
      case '/revoke':
        return revoke(this.deps, asked);
      case '/privacy':
        return Promise.resolve(html(200, privacyPage()));
      default:
        return this.forget(bearer);
    }
  }

  /** DELETE /account: everything stored about the caller goes, their grants with it (YNAB's terms). */
  private async forget(bearer: () => Promise<AuthInfo | Response>): Promise<Answer | Response> {
    const auth = await bearer();
    if (auth instanceof Response) return auth;
    const caller = callerOf(auth)!;
    await this.deps.store.forgetPerson(caller.person);
    this.deps.forgotten(caller.person);
    return json(200, {
      deleted: true,
      message:
        'Everything avenir for YNAB stored about you is deleted: your YNAB tokens, grants, journal and pending confirmations. Revoke the app in YNAB’s settings too if you wish.',
    });
  }
}

interface Endpoint {
  method: 'GET' | 'POST' | 'DELETE';
  /** A page a person's browser opens: refusals are shown as a page. */
  page?: true;
  /** Called by clients from a browser: CORS allowed. */
  cors?: true;
  /** Counted per client address (RATE_LIMITS). */
  limited?: Limited;
}

/** The authorization server's endpoints and the one method each answers. */
const ENDPOINTS: Readonly<Record<string, Endpoint>> = {
  '/authorize': { method: 'GET', page: true, limited: 'authorize' },
  '/authorize/consent': { method: 'POST', page: true },
  '/oauth/ynab/callback': { method: 'GET', page: true },
  '/register': { method: 'POST', cors: true, limited: 'register' },
  '/token': { method: 'POST', cors: true },
  '/revoke': { method: 'POST', cors: true },
  '/privacy': { method: 'GET', page: true },
  '/account': { method: 'DELETE' },
};

const notAllowed = (allow: string): Answer => ({
  status: 405,
  headers: { allow, 'content-type': 'application/json' },
  body: JSON.stringify({ error: 'invalid_request', error_description: `Use ${allow}.` }),
});

/** Over the limit (RFC 6585's 429, with Retry-After): a page for a person, JSON for a client. */
function tooMany(endpoint: Endpoint, seconds: number): Answer {
  const headers = { 'retry-after': String(seconds) };
  if (endpoint.page)
    return html(
      429,
      refusalPage(
        `Too many sign-ins were started from your network in the last minute. Wait ${seconds} seconds, then start again from your assistant.`,
      ),
      headers,
    );
  return json(
    429,
    { error: 'temporarily_unavailable', error_description: `Too many requests from this address: try again in ${seconds} seconds.` },
    headers,
  );
}

/** A CORS preflight's answer (Fetch standard): the method and the one header a form or JSON request needs. */
const preflight = (method: string): Answer => ({
  status: 204,
  headers: {
    'access-control-allow-origin': '*',
    'access-control-allow-methods': method,
    'access-control-allow-headers': 'content-type',
    'access-control-max-age': '86400',
  },
  body: '',
});
