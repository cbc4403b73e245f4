// The authorization endpoint and what follows it (MCP authorization, 2026-07-28; OAuth 2.1): the client's
// request is checked, the person chooses read-only or read and write, YNAB signs them in (its own OAuth,
// src/ynab/oauth.ts), and the client gets a single-use code bound to its redirect URI, its PKCE challenge
// and this resource. Until the person has seen the consent page every error is shown on a page, never
// redirected (RFC 9700 §4.11.2); after it, the denial and YNAB's refusal go back to the client with `iss`
// (RFC 9207). YNAB's callback goes on only in the browser that consented (a secret in its cookie and in
// YNAB's state), so no link can complete someone else's authorization (MCP's confused-deputy case).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { TokenCipher } from '../token-cipher.ts';
import { YnabOAuthRefused, YnabOAuthUnavailable, type YnabOAuth } from '../../ynab/oauth.ts';
import type { PgYnabTokens } from '../../store/pg/ynab-tokens.ts';
import { digest, newSecret, type PgOAuthStore, type PendingAuthorization } from '../../store/pg/oauth-store.ts';
import type { Clients } from './clients.ts';
import { cookieOf, formOf, html, pageCsp, redirect, single, type Answer, type Asked } from './exchange.ts';
import { destinationOf, destinationText, formAction } from './destination.ts';
import { signInCookies } from './sign-in-cookies.ts';
import { SCOPES, type HostedUrls } from './metadata.ts';
import { consentPage, refusalPage } from './pages.ts';

const PKCE_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
/** A client's state comes back to it verbatim: ample for any client's own use, bounded for the table. */
export const MAX_STATE_LENGTH = 512;

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
  /** Where a sign-in's YNAB tokens are kept, per person and YNAB scope. */
  ynabTokens: PgYnabTokens;
}

const refused = (message: string, headers: Answer['headers'] = {}): Answer => html(400, refusalPage(message), headers);

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

/** Whether two secrets are equal, in time that does not depend on where they differ. */
const sameSecret = (a: string, b: string): boolean => timingSafeEqual(Buffer.from(digest(a)), Buffer.from(digest(b)));

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
  // Until the person has seen the consent page, nothing redirects: anyone can register a redirect URI, and
  // an error sent there at once would make this server an open redirector (RFC 9700 §4.11.2).
  const destination = destinationOf(redirectUri);
  const invalid = (why: string) =>
    refused(
      `The application that sent you here (it would send you back to ${destinationText(destination)}) made a request this server cannot accept: ${why} Tell the application's makers.`,
    );
  const state = single(q, 'state');
  if (state === 'repeated') return invalid('state is given twice.');
  if (state !== undefined && state.length > MAX_STATE_LENGTH) return invalid(`state is longer than ${MAX_STATE_LENGTH} characters.`);
  if (single(q, 'response_type') !== 'code') return invalid('only response_type=code is supported.');
  const challenge = single(q, 'code_challenge');
  if (challenge === undefined || challenge === 'repeated' || !PKCE_CHALLENGE.test(challenge))
    return invalid('PKCE is required: code_challenge (43 base64url characters) with code_challenge_method=S256.');
  if (single(q, 'code_challenge_method') !== 'S256') return invalid('only code_challenge_method=S256 is supported.');
  const resource = single(q, 'resource');
  if (resource === 'repeated' || (resource !== undefined && resource !== deps.urls.resource))
    return invalid(`this server grants access to ${deps.urls.resource} only.`);
  const scopeAsked = single(q, 'scope');
  const scope = scopeAsked === 'repeated' ? undefined : grantedScope(scopeAsked, deps.writesOffered);
  if (scope === undefined) return invalid(`the scope must be ${SCOPES.read}, ${SCOPES.write}, or both.`);
  const pending: PendingAuthorization = { clientId, redirectUri, codeChallenge: challenge, resource: deps.urls.resource, scope, state };
  const requestId = await deps.store.startAuthorization(pending);
  const page = consentPage({ requestId, client, destination, writesOffered: scope.includes(SCOPES.write) });
  // The consent form is accepted only from the browser that was shown it (no cross-site consent).
  return html(200, page, {
    'set-cookie': signInCookies(deps.urls.issuer).consent(requestId).set,
    'content-security-policy': pageCsp(formAction(redirectUri)),
  });
}

/** Whether a form post comes from this server's own page: a browser names the site that sent it. */
function sameOrigin(asked: Asked, issuer: string): boolean {
  const site = asked.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return false;
  const origin = asked.headers.origin;
  return origin === undefined || origin === issuer;
}

export async function consent(deps: AuthorizeDeps, asked: Asked): Promise<Answer> {
  const form = formOf(asked);
  const requestId = form?.get('request') ?? '';
  const pending = requestId === '' ? undefined : await deps.store.peekAuthorization(requestId);
  if (pending === undefined) return refused('This sign-in expired or was already used.');
  const consentCookie = signInCookies(deps.urls.issuer).consent(requestId);
  const cookie = cookieOf(asked, consentCookie.name);
  if (cookie === undefined || !sameSecret(cookie, requestId) || !sameOrigin(asked, deps.urls.issuer)) {
    return refused('This consent did not come from the page that asked for it. Start again from your assistant.');
  }
  const access = form?.get('access');
  if (access === 'deny' || (access !== 'read' && access !== 'write')) {
    await deps.store.takeAuthorization(requestId);
    return backTo(
      pending.redirectUri,
      { error: 'access_denied', error_description: 'The person denied access.', state: pending.state },
      deps.urls.issuer,
    );
  }
  const readOnly = access === 'read' || !pending.scope.includes(SCOPES.write);
  // YNAB's state is a fresh secret, also set in this browser: the callback goes on only where both agree,
  // so a link to YNAB carrying it, opened in any other browser, completes nothing (a confused deputy).
  const secret = newSecret(32);
  if ((await deps.store.chooseAccess(requestId, readOnly, digest(secret))) === undefined)
    return refused('This sign-in expired or was already used.');
  return redirect(deps.ynab.authorizeUrl(secret, readOnly), {
    'set-cookie': [signInCookies(deps.urls.issuer).ynab(secret).set, consentCookie.clear],
  });
}

/** YNAB's callback: the pending authorization is used once, YNAB's tokens are sealed, and the client gets its code. */
export async function ynabCallback(deps: AuthorizeDeps, asked: Asked): Promise<Answer> {
  const q = asked.url.searchParams;
  const given = single(q, 'state');
  const state = given === undefined || given === 'repeated' ? '' : given;
  const ynabCookie = signInCookies(deps.urls.issuer).ynab(state);
  const clear = { 'set-cookie': ynabCookie.clear };
  // Found by the secret's digest and spent at once, whoever brings it: a state that reached the wrong
  // browser ends that sign-in.
  const pending = state === '' ? undefined : await deps.store.takeConsented(digest(state));
  if (pending === undefined) return refused('This sign-in expired or was already used.', clear);
  const cookie = cookieOf(asked, ynabCookie.name);
  if (cookie === undefined || !sameSecret(cookie, state)) {
    return refused(
      'This sign-in was not started in this browser: YNAB sent back a sign-in that another browser asked for. Start again from your assistant, in this browser.',
      clear,
    );
  }
  const back = (params: Record<string, string | undefined>) => {
    const answer = backTo(pending.redirectUri, { ...params, state: pending.state }, deps.urls.issuer);
    return { ...answer, headers: { ...answer.headers, ...clear } };
  };
  let tokens;
  let ynabUser;
  try {
    tokens = await deps.ynab.exchange(q, state);
    ynabUser = await deps.ynabUser(tokens.access);
  } catch (error) {
    if (error instanceof YnabOAuthUnavailable)
      return back({
        error: 'temporarily_unavailable',
        error_description: 'YNAB’s sign-in could not be used just now (no answer in time, or an error on its side). Try again in a minute.',
      });
    if (!(error instanceof YnabOAuthRefused)) throw error;
    return back({ error: 'access_denied', error_description: `YNAB did not grant access (${error.error}).` });
  }
  const readOnly = pending.readOnly === true || tokens.readOnly;
  const person = await deps.store.savePerson(ynabUser);
  // Kept under the YNAB scope granted, so this sign-in leaves the person's other grants' tokens alone.
  await deps.ynabTokens.save(
    person,
    readOnly ? 'read-only' : 'full',
    deps.cipher.seal(JSON.stringify({ access: tokens.access, refresh: tokens.refresh }), person),
    tokens.expiresAt,
  );
  const scope = readOnly ? SCOPES.read : pending.scope;
  const grant = await deps.store.createGrant({ person, clientId: pending.clientId, scope, resource: pending.resource });
  const code = randomBytes(32).toString('base64url');
  await deps.store.saveCode(code, grant.id, pending.redirectUri, pending.codeChallenge);
  return back({ code });
}
