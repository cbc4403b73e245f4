// The token endpoint (OAuth 2.1 §3.2) and revocation (RFC 7009), for public clients: a code is exchanged
// once, by the client it was issued to, with the PKCE verifier of its challenge, for this resource; a
// refresh token is used once and replaced (a used one presented again revokes the whole grant). Every
// refusal is one of RFC 6749's error codes, and changes nothing but what a replay must cost.
import { createHash, randomUUID } from 'node:crypto';
import type { AccessTokens } from '../access-token.ts';
import { newSecret, type Grant, type PgOAuthStore } from '../../store/pg/oauth-store.ts';
import { formOf, json, oauthError, single, type Answer, type Asked } from './exchange.ts';
import { scopeWithin, ynabScopeOf, type HostedUrls } from './metadata.ts';

export interface TokenDeps {
  urls: HostedUrls;
  store: PgOAuthStore;
  tokens: AccessTokens;
  /**
   * Whether the person's YNAB sign-in of that scope still works (src/hosted/people.ts): false when it does not,
   * else an opaque ticket the request's servers take the tokens from, so a request reads them once.
   */
  signedIn: (person: string, ynabScope: 'full' | 'read-only') => Promise<object | false>;
}

const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;
const s256 = (verifier: string): string => createHash('sha256').update(verifier, 'ascii').digest('base64url');

type Fields = Record<string, string | undefined>;

/** The named fields, each at most once, or the invalid_request answer. */
function fieldsOf(asked: Asked, names: readonly string[]): Fields | Answer {
  const form = formOf(asked);
  if (form === undefined) return oauthError(400, 'invalid_request', 'Send the parameters as application/x-www-form-urlencoded.');
  const fields: Fields = {};
  for (const name of names) {
    const value = single(form, name);
    if (value === 'repeated') return oauthError(400, 'invalid_request', `${name} is given more than once.`);
    fields[name] = value;
  }
  return fields;
}

const isAnswer = (value: Fields | Answer): value is Answer => typeof (value as Answer).status === 'number';

async function issue(deps: TokenDeps, grant: Grant): Promise<Answer> {
  const access = await deps.tokens.mint(
    { person: grant.person, grant: grant.id, clientId: grant.clientId, scope: grant.scope },
    randomUUID(),
  );
  const refresh = newSecret(32);
  await deps.store.saveRefresh(refresh, grant.id);
  return json(200, {
    access_token: access.token,
    token_type: 'Bearer',
    expires_in: access.expiresIn,
    refresh_token: refresh,
    scope: grant.scope,
  });
}

export async function token(deps: TokenDeps, asked: Asked): Promise<Answer> {
  const fields = fieldsOf(asked, [
    'grant_type',
    'code',
    'redirect_uri',
    'code_verifier',
    'client_id',
    'refresh_token',
    'resource',
    'scope',
    'client_secret',
  ]);
  if (isAnswer(fields)) return fields;
  if (fields.client_id === undefined)
    return oauthError(401, 'invalid_client', 'Send client_id: this server has public clients, which identify themselves by it.');
  if (fields.client_secret !== undefined)
    return oauthError(401, 'invalid_client', 'This server has public clients only: send no client_secret.');
  if (fields.resource !== undefined && fields.resource !== deps.urls.resource)
    return oauthError(400, 'invalid_target', `This server issues tokens for ${deps.urls.resource} only.`);
  if (fields.grant_type === 'authorization_code') return codeGrant(deps, fields);
  if (fields.grant_type === 'refresh_token') return refreshGrant(deps, fields);
  return oauthError(
    400,
    fields.grant_type === undefined ? 'invalid_request' : 'unsupported_grant_type',
    'grant_type must be authorization_code or refresh_token.',
  );
}

async function codeGrant(deps: TokenDeps, f: Fields): Promise<Answer> {
  if (f.code === undefined || f.redirect_uri === undefined || f.code_verifier === undefined)
    return oauthError(400, 'invalid_request', 'The code grant needs code, redirect_uri and code_verifier.');
  const taken = await deps.store.takeCode(f.code);
  if (taken.kind === 'reused')
    return oauthError(400, 'invalid_grant', 'This code was already used: the tokens it gave are revoked. Sign in again.');
  if (taken.kind !== 'taken') return oauthError(400, 'invalid_grant', 'The code is unknown or expired. Sign in again.');
  const { grant, redirectUri, codeChallenge } = taken.value;
  // The code is spent from here on: a wrong client, redirect or verifier cannot retry it.
  if (grant.clientId !== f.client_id) return oauthError(400, 'invalid_grant', 'The code was issued to another client.');
  if (redirectUri !== f.redirect_uri)
    return oauthError(400, 'invalid_grant', 'redirect_uri differs from the one of the authorization request.');
  if (!VERIFIER.test(f.code_verifier) || s256(f.code_verifier) !== codeChallenge)
    return oauthError(400, 'invalid_grant', 'The PKCE code_verifier does not match the code_challenge.');
  return issue(deps, grant);
}

async function refreshGrant(deps: TokenDeps, f: Fields): Promise<Answer> {
  if (f.refresh_token === undefined) return oauthError(400, 'invalid_request', 'The refresh grant needs refresh_token.');
  // Whatever can fail is checked before the token is taken, so the client's retry still holds a good one: a
  // scope beyond the grant, and the person's YNAB sign-in (which may call YNAB, which may fail).
  const peeked = await deps.store.refreshGrant(f.refresh_token);
  if (peeked !== undefined && peeked.clientId === f.client_id) {
    if (f.scope !== undefined && !scopeWithin(f.scope, peeked.scope)) return wider(peeked.scope);
    // YNAB rejected the person's tokens (the app revoked in YNAB's settings): a new access token would be
    // refused at once, so the client is told to sign the person in again, which makes new ones.
    if (!(await deps.signedIn(peeked.person, ynabScopeOf(peeked.scope)))) {
      await deps.store.revokeGrant(peeked.id);
      return oauthError(400, 'invalid_grant', 'The YNAB sign-in behind this grant no longer works: sign in again.');
    }
  }
  const taken = await deps.store.takeRefresh(f.refresh_token);
  if (taken.kind === 'reused')
    return oauthError(400, 'invalid_grant', 'This refresh token was already used: every token of its grant is revoked. Sign in again.');
  if (taken.kind !== 'taken') return oauthError(400, 'invalid_grant', 'The refresh token is unknown, expired or revoked. Sign in again.');
  const grant = taken.value;
  if (grant.clientId !== f.client_id) {
    await deps.store.revokeGrant(grant.id);
    return oauthError(400, 'invalid_grant', 'The refresh token was issued to another client.');
  }
  const narrowed =
    f.scope === undefined
      ? grant
      : {
          ...grant,
          scope: grant.scope
            .split(' ')
            .filter((s) => f.scope!.split(/\s+/).includes(s))
            .join(' '),
        };
  return issue(deps, narrowed);
}

const wider = (granted: string): Answer =>
  oauthError(400, 'invalid_scope', `A refresh can keep or narrow the scope, not widen it beyond "${granted}".`);

/** RFC 7009: revoking either token of a grant revokes the grant; an unknown token is answered alike (§2.2). */
export async function revoke(deps: TokenDeps, asked: Asked): Promise<Answer> {
  const fields = fieldsOf(asked, ['token', 'token_type_hint', 'client_id']);
  if (isAnswer(fields)) return fields;
  if (fields.token === undefined) return oauthError(400, 'invalid_request', 'Send the token to revoke.');
  if (fields.client_id === undefined) return oauthError(401, 'invalid_client', 'Send client_id.');
  const grantId = (await deps.store.grantOfRefresh(fields.token)) ?? (await deps.tokens.verify(fields.token))?.grant;
  if (grantId !== undefined && (await deps.store.grantClient(grantId)) === fields.client_id) await deps.store.revokeGrant(grantId);
  return json(200, {});
}
