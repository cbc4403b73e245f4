// The hosted server's own endpoints, in front of /mcp: both metadata documents (through the SDK's
// oauthMetadataResponse), the authorization server (authorize, consent, YNAB's callback, register, token,
// revoke), the privacy page and the deletion of everything stored about a person. The bearer gate of /mcp
// is the SDK's requireBearerAuth over avenir-mcp's own access tokens, whose grant must still stand.
import { getOAuthProtectedResourceMetadataUrl, OAuthError, OAuthErrorCode, oauthMetadataResponse, requireBearerAuth, type AuthInfo } from '@modelcontextprotocol/server';
import type { AccessTokens } from '../access-token.ts';
import type { PgOAuthStore } from '../../store/pg/oauth-store.ts';
import { authorize, consent, ynabCallback, type AuthorizeDeps } from './authorize.ts';
import type { Clients } from './clients.ts';
import { html, json, type Answer, type Asked } from './exchange.ts';
import { APP_NAME, authorizationServerMetadata, SCOPES } from './metadata.ts';
import { privacyPage } from './pages.ts';
import { revoke, token } from './token.ts';

export interface HostedAuthDeps extends AuthorizeDeps {
  clients: Clients;
  tokens: AccessTokens;
  store: PgOAuthStore;
  /** Called once a person's data is deleted, so each instance drops what it keeps of them. */
  forgotten: (person: string) => void;
  /** Checks the person's YNAB sign-in still works (refreshing it); false asks the client to sign in again. */
  signedIn: (person: string) => Promise<boolean>;
}

/** What an avenir-mcp access token tells the MCP server: the person, and whether their grant may write. */
export interface HostedCaller {
  person: string;
  writes: boolean;
}

export const callerOf = (auth: AuthInfo | undefined): HostedCaller | undefined => {
  const person = auth?.extra?.person;
  return typeof person === 'string' ? { person, writes: auth!.scopes.includes(SCOPES.write) } : undefined;
};

export class HostedAuth {
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
    if (claims === undefined || !(await this.deps.store.grantStands(claims.grant, claims.person))) {
      throw new OAuthError(OAuthErrorCode.InvalidToken, 'The access token is invalid, expired or revoked: get a new one.');
    }
    if (!(await this.deps.signedIn(claims.person))) throw new OAuthError(OAuthErrorCode.InvalidToken, 'The YNAB sign-in behind this token no longer works: sign in again.');
    return {
      token: accessToken,
      clientId: claims.clientId,
      scopes: claims.scope.split(' '),
      expiresAt: claims.expiresAt,
      resource: new URL(this.deps.urls.resource),
      extra: { person: claims.person, grant: claims.grant },
    };
  }

  /** The metadata documents' answer (CORS included), or undefined for another path. */
  metadata(request: Request): Response | undefined {
    return oauthMetadataResponse(request, this.#metadata);
  }

  /** The answer of one of the authorization server's endpoints, or undefined when the path is not one. */
  async route(asked: Asked, bearer: () => Promise<AuthInfo | Response>): Promise<Answer | Response | undefined> {
    const { method } = asked;
    switch (asked.url.pathname) {
      case '/authorize':
        return method === 'GET' ? authorize(this.deps, asked) : notAllowed('GET');
      case '/authorize/consent':
        return method === 'POST' ? consent(this.deps, asked) : notAllowed('POST');
      case '/oauth/ynab/callback':
        return method === 'GET' ? ynabCallback(this.deps, asked) : notAllowed('GET');
      case '/register':
        return method === 'POST' ? this.deps.clients.register(asked.body) : notAllowed('POST');
      case '/token':
        return method === 'POST' ? token(this.deps, asked) : notAllowed('POST');
      case '/revoke':
        return method === 'POST' ? revoke(this.deps, asked) : notAllowed('POST');
      case '/privacy':
        return method === 'GET' ? html(200, privacyPage()) : notAllowed('GET');
      case '/account':
        return method === 'DELETE' ? this.forget(bearer) : notAllowed('DELETE');
      default:
        return undefined;
    }
  }

  /** DELETE /account: everything stored about the caller goes, their grants with it (YNAB's terms). */
  private async forget(bearer: () => Promise<AuthInfo | Response>): Promise<Answer | Response> {
    const auth = await bearer();
    if (auth instanceof Response) return auth;
    const caller = callerOf(auth)!;
    await this.deps.store.forgetPerson(caller.person);
    this.deps.forgotten(caller.person);
    return json(200, { deleted: true, message: 'Everything avenir for YNAB stored about you is deleted: your YNAB tokens, grants, journal and pending confirmations. Revoke the app in YNAB’s settings too if you wish.' });
  }
}

const notAllowed = (allow: string): Answer => ({ status: 405, headers: { allow, 'content-type': 'application/json' }, body: JSON.stringify({ error: 'invalid_request', error_description: `Use ${allow}.` }) });
