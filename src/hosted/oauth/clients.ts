// Who may ask for a grant (MCP authorization, 2026-07-28): a client whose id is the https URL of its
// Client ID Metadata Document, fetched and checked here; or one that registered (RFC 7591). Either way
// only public clients (PKCE, no secret) and only exact redirect URIs: https, http on loopback (native apps,
// RFC 8252 §7.3) or a private-use scheme (RFC 8252 §7.1).
import { isIP } from 'node:net';
import type { PgOAuthStore } from '../../store/pg/oauth-store.ts';
import { newSecret } from '../../store/pg/oauth-store.ts';
import { json, oauthError, type Answer } from './exchange.ts';

export interface ClientInfo {
  clientId: string;
  redirectUris: string[];
  /** As the client names itself: untrusted text, escaped wherever it is shown. */
  name: string | undefined;
  /** A metadata document's client, or a registered one. */
  kind: 'document' | 'registered';
}

export interface ClientPolicy {
  /** A development deployment on loopback may take http metadata documents on loopback too. */
  allowLoopbackHttp: boolean;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
}

const LOOPBACK = new Set(['127.0.0.1', '[::1]', 'localhost']);
const MAX_DOCUMENT_BYTES = 16_384;
const DOCUMENT_TIMEOUT_MS = 5_000;
const DOCUMENT_CACHE_MS = 300_000;

/** Why a redirect URI is refused, or undefined when it may be used. */
export function redirectUriProblem(uri: unknown): string | undefined {
  if (typeof uri !== 'string' || uri.length > 2_000) return 'a redirect URI must be a URL of at most 2,000 characters';
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return `${JSON.stringify(uri.slice(0, 100))} is not an absolute URL`;
  }
  if (url.hash !== '') return 'a redirect URI must not have a fragment (RFC 6749 §3.1.2)';
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:') return LOOPBACK.has(url.hostname) ? undefined : 'http redirect URIs are allowed on loopback only (127.0.0.1, [::1], localhost); use https';
  // A private-use scheme names an app (com.example.app:/callback); the web's own schemes cannot.
  if (/^[a-z][a-z0-9+.-]*\.[a-z0-9+.-]+:$/.test(url.protocol)) return undefined;
  return `the scheme ${url.protocol} cannot be a redirect URI: use https, http on loopback, or a reverse-domain scheme of your app`;
}

/** Whether a client id is a metadata document's URL (an https URL with a path), which is then fetched. */
export const isDocumentId = (clientId: string): boolean => /^https?:\/\/[^/]+\/./.test(clientId);

function documentUrlProblem(clientId: string, policy: ClientPolicy): string | undefined {
  let url: URL;
  try {
    url = new URL(clientId);
  } catch {
    return 'the client id is not a URL';
  }
  const loopback = LOOPBACK.has(url.hostname);
  if (url.protocol === 'http:' && !(loopback && policy.allowLoopbackHttp)) return 'a client id metadata document must be served over https';
  if (url.hash !== '' || url.username !== '' || url.password !== '') return 'a client id URL has no fragment and no credentials';
  // No request of ours goes to this machine or its private network because a client named it (SSRF).
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!policy.allowLoopbackHttp && (loopback || (isIP(host) !== 0 && isPrivateAddress(host)))) return 'a client id URL must name a public host';
  return undefined;
}

function isPrivateAddress(ip: string): boolean {
  return /^(10\.|127\.|169\.254\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|0\.|100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\.)/.test(ip) || /^(::1$|fc|fd|fe80:|::ffff:)/i.test(ip);
}

/** Why client metadata cannot be used, with RFC 7591's error code for it. */
class MetadataProblem {
  constructor(
    readonly message: string,
    readonly error: 'invalid_redirect_uri' | 'invalid_client_metadata' = 'invalid_client_metadata',
  ) {}
}

function clientFromMetadata(clientId: string, metadata: Record<string, unknown>, kind: ClientInfo['kind']): ClientInfo | MetadataProblem {
  const uris = metadata.redirect_uris;
  if (!Array.isArray(uris) || uris.length === 0) return new MetadataProblem('redirect_uris must be a non-empty list');
  for (const uri of uris) {
    const problem = redirectUriProblem(uri);
    if (problem !== undefined) return new MetadataProblem(problem, 'invalid_redirect_uri');
  }
  const method = metadata.token_endpoint_auth_method;
  if (method !== undefined && method !== 'none') return new MetadataProblem(`token_endpoint_auth_method ${JSON.stringify(method)} is not supported: this server has public clients only ("none", with PKCE)`);
  const grants = metadata.grant_types;
  if (grants !== undefined && (!Array.isArray(grants) || grants.some((g) => g !== 'authorization_code' && g !== 'refresh_token'))) return new MetadataProblem('grant_types may hold authorization_code and refresh_token only');
  const responses = metadata.response_types;
  if (responses !== undefined && (!Array.isArray(responses) || responses.some((r) => r !== 'code'))) return new MetadataProblem('response_types may hold code only');
  const name = typeof metadata.client_name === 'string' ? metadata.client_name.slice(0, 100) : undefined;
  return { clientId, redirectUris: uris as string[], name, kind };
}

export class Clients {
  readonly #documents = new Map<string, { client: ClientInfo; until: number }>();

  constructor(
    private readonly store: PgOAuthStore,
    private readonly policy: ClientPolicy,
  ) {}

  /** RFC 7591 §3: registers a public client; 201 with its id, or 400 with invalid_redirect_uri / invalid_client_metadata. */
  async register(body: string): Promise<Answer> {
    let metadata: unknown;
    try {
      metadata = JSON.parse(body);
    } catch {
      return oauthError(400, 'invalid_client_metadata', 'The registration request must be a JSON object of client metadata (RFC 7591 §2).');
    }
    if (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata)) return oauthError(400, 'invalid_client_metadata', 'The registration request must be a JSON object of client metadata (RFC 7591 §2).');
    const clientId = `c_${newSecret(16)}`;
    const client = clientFromMetadata(clientId, metadata as Record<string, unknown>, 'registered');
    if (client instanceof MetadataProblem) return oauthError(400, client.error, `${client.message}.`);
    const stored = {
      client_name: client.name,
      redirect_uris: client.redirectUris,
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    };
    await this.store.saveClient(clientId, stored);
    return json(201, { client_id: clientId, client_id_issued_at: Math.floor(Date.now() / 1000), ...stored });
  }

  /** The client an authorization request names, or why it cannot be used (shown on the page: never redirected to). */
  async resolve(clientId: string): Promise<ClientInfo | string> {
    if (isDocumentId(clientId)) return this.document(clientId);
    const metadata = await this.store.client(clientId);
    if (metadata === undefined) return 'this client is not registered here: register it (RFC 7591) or use a client id metadata document URL';
    const client = clientFromMetadata(clientId, metadata, 'registered');
    return client instanceof MetadataProblem ? client.message : client;
  }

  private async document(clientId: string): Promise<ClientInfo | string> {
    const cached = this.#documents.get(clientId);
    if (cached !== undefined && cached.until > Date.now()) return cached.client;
    const problem = documentUrlProblem(clientId, this.policy);
    if (problem !== undefined) return problem;
    let metadata: unknown;
    try {
      const response = await this.policy.fetch(clientId, { redirect: 'error', signal: AbortSignal.timeout(DOCUMENT_TIMEOUT_MS), headers: { accept: 'application/json' } });
      if (!response.ok) return `the client id metadata document answered ${response.status}`;
      const text = await response.text();
      if (text.length > MAX_DOCUMENT_BYTES) return 'the client id metadata document is larger than 16 KB';
      metadata = JSON.parse(text);
    } catch {
      return 'the client id metadata document could not be fetched as JSON';
    }
    if (typeof metadata !== 'object' || metadata === null) return 'the client id metadata document is not a JSON object';
    const record = metadata as Record<string, unknown>;
    // The document must name itself (draft-ietf-oauth-client-id-metadata-document §4.1).
    if (record.client_id !== clientId) return 'the client id metadata document names another client_id than its own URL';
    const client = clientFromMetadata(clientId, record, 'document');
    if (client instanceof MetadataProblem) return client.message;
    this.#documents.set(clientId, { client, until: Date.now() + DOCUMENT_CACHE_MS });
    return client;
  }
}
