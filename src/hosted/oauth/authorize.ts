// The authorization endpoint and what follows it (MCP authorization, 2026-07-28; OAuth 2.1): the client's
// request is checked, the person chooses read-only or read and write, YNAB signs them in (its own OAuth,
// src/hosted/ynab-oauth.ts), and the client gets a single-use code bound to its redirect URI, its PKCE
// challenge and this resource. A request whose client or redirect URI cannot be trusted is refused on the
// page itself (RFC 6749 §4.1.2.1); every later error goes back to the client with `iss` (RFC 9207).
import { randomBytes } from 'node:crypto';
import type { TokenCipher } from '../token-cipher.ts';
import { YnabOAuthRefused, type YnabOAuth } from '../../ynab/oauth.ts';
import type { PgOAuthStore, PendingAuthorization } from '../../store/pg/oauth-store.ts';
import type { Clients } from './clients.ts';
import { formOf, html, redirect, single, type Answer, type Asked } from './exchange.ts';
import { SCOPES, type HostedUrls } from './metadata.ts';
import { consentPage, refusalPage } from './pages.ts';

const CONSENT_COOKIE = 'avenir_consent';
const PKCE_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

export interface AuthorizeDeps {
  urls: HostedUrls;
  store: PgOAuthStore;
  clients: Clients;
  ynab: YnabOAuth;
  cipher: TokenCipher;
  /** The deployment shows write tools (AVENIR_MCP_WRITE=1): ynab:write can be granted. */
  writesOffered: boolean;
  /** YNAB's user id for an access token (GET /user). */
  ynabUser: (accessToken: string) => Promise<string>;
}

const refused = (message: string): Answer => html(400, refusalPage(message));

/** The client's redirect URI with the answer's parameters, `iss` always among them. */
function backTo(redirectUri: string, params: Record<string, string | undefined>, issuer: string): Answer {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(name, value);
  url.searchParams.set('iss', issuer);
  return redirect(url.href);
}

/** The scope granted for what was asked: known values only; none asked means all the deployment offers. */
export function grantedScope(asked: string | undefined, writesOffered: boolean): string | undefined {
  const offered = writesOffered ? [SCOPES.read, SCOPES.write] : [SCOPES.read];
  const wanted = asked === undefined || asked.trim() === '' ? offered : asked.trim().split(/\s+/);
  if (wanted.some((s) => s !== SCOPES.read && s !== SCOPES.write)) return undefined;
  // Changing a plan implies reading it; a write not offered here is left out (the answer names the scope given).
  const granted = offered.filter((s) => wanted.includes(s) || (s === SCOPES.read && wanted.includes(SCOPES.write)));
  return granted.join(' ');
}

const cookieOf = (asked: Asked, name: string): string | undefined => new RegExp(`(?:^|;\\s*)${name}=([^;]+)`).exec(asked.headers.cookie ?? '')?.[1];

export async function authorize(deps: AuthorizeDeps, asked: Asked): Promise<Answer> {
  const q = asked.url.searchParams;
  const clientId = single(q, 'client_id');
  if (clientId === undefined || clientId === 'repeated') return refused('The request names no client (client_id), or names it twice.');
  const client = await deps.clients.resolve(clientId);
  if (typeof client === 'string') return refused(`The client cannot be used: ${client}.`);
  const redirectUri = single(q, 'redirect_uri');
  if (redirectUri === undefined || redirectUri === 'repeated' || !client.redirectUris.includes(redirectUri)) {
    return refused('The redirect URI is missing or is not one the client registered: it must match exactly.');
  }
  const state = single(q, 'state');
  const back = (error: string, description: string) => backTo(redirectUri, { error, error_description: description, state: state === 'repeated' ? undefined : state }, deps.urls.issuer);
  if (state === 'repeated') return back('invalid_request', 'state is given twice.');
  if (single(q, 'response_type') !== 'code') return back('unsupported_response_type', 'Only response_type=code is supported.');
  const challenge = single(q, 'code_challenge');
  if (challenge === undefined || challenge === 'repeated' || !PKCE_CHALLENGE.test(challenge)) return back('invalid_request', 'PKCE is required: send code_challenge (43 base64url characters) with code_challenge_method=S256.');
  if (single(q, 'code_challenge_method') !== 'S256') return back('invalid_request', 'Only code_challenge_method=S256 is supported.');
  const resource = single(q, 'resource');
  if (resource === 'repeated' || (resource !== undefined && resource !== deps.urls.resource)) return back('invalid_target', `This server grants access to ${deps.urls.resource} only.`);
  const scopeAsked = single(q, 'scope');
  const scope = scopeAsked === 'repeated' ? undefined : grantedScope(scopeAsked, deps.writesOffered);
  if (scope === undefined) return back('invalid_scope', `Ask for ${SCOPES.read}, ${SCOPES.write}, or both.`);
  const pending: PendingAuthorization = { clientId, redirectUri, codeChallenge: challenge, resource: deps.urls.resource, scope, state };
  const requestId = await deps.store.startAuthorization(pending);
  const secure = deps.urls.issuer.startsWith('https:') ? '; Secure' : '';
  return html(200, consentPage({ requestId, clientName: client.name, clientId, redirectHost: new URL(redirectUri).host || redirectUri, writesOffered: scope.includes(SCOPES.write) }), {
    // The consent form is accepted only from the browser that was shown it (no cross-site consent).
    'set-cookie': `${CONSENT_COOKIE}=${requestId}; Path=/authorize; HttpOnly; SameSite=Lax; Max-Age=600${secure}`,
  });
}

export async function consent(deps: AuthorizeDeps, asked: Asked): Promise<Answer> {
  const form = formOf(asked);
  const requestId = form?.get('request') ?? '';
  const pending = requestId === '' ? undefined : await deps.store.peekAuthorization(requestId);
  if (pending === undefined) return refused('This sign-in expired or was already used.');
  if (cookieOf(asked, CONSENT_COOKIE) !== requestId) return refused('This consent did not come from the page that asked for it. Start again from your assistant.');
  const access = form?.get('access');
  if (access === 'deny' || (access !== 'read' && access !== 'write')) {
    await deps.store.takeAuthorization(requestId);
    return backTo(pending.redirectUri, { error: 'access_denied', error_description: 'The person denied access.', state: pending.state }, deps.urls.issuer);
  }
  const readOnly = access === 'read' || !pending.scope.includes(SCOPES.write);
  await deps.store.chooseAccess(requestId, readOnly);
  return redirect(deps.ynab.authorizeUrl(requestId, readOnly));
}

/** YNAB's callback: the pending authorization is used once, YNAB's tokens are sealed, and the client gets its code. */
export async function ynabCallback(deps: AuthorizeDeps, asked: Asked): Promise<Answer> {
  const q = asked.url.searchParams;
  const requestId = q.get('state') ?? '';
  const pending = requestId === '' ? undefined : await deps.store.takeAuthorization(requestId);
  if (pending === undefined) return refused('This sign-in expired or was already used.');
  const back = (params: Record<string, string | undefined>) => backTo(pending.redirectUri, { ...params, state: pending.state }, deps.urls.issuer);
  let tokens;
  try {
    tokens = await deps.ynab.exchange(q, requestId);
  } catch (error) {
    if (!(error instanceof YnabOAuthRefused)) throw error;
    return back({ error: 'access_denied', error_description: `YNAB did not grant access (${error.error}).` });
  }
  const ynabUser = await deps.ynabUser(tokens.access);
  const readOnly = pending.readOnly === true || tokens.readOnly;
  const sealed = (person: string) => deps.cipher.seal(JSON.stringify({ access: tokens.access, refresh: tokens.refresh }), person);
  const person = await deps.store.savePerson(ynabUser, sealed, tokens.expiresAt, readOnly);
  const scope = readOnly ? SCOPES.read : pending.scope;
  const grant = await deps.store.createGrant({ person, clientId: pending.clientId, scope, resource: pending.resource });
  const code = randomBytes(32).toString('base64url');
  await deps.store.saveCode(code, grant.id, pending.redirectUri, pending.codeChallenge);
  return back({ code });
}

