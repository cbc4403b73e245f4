// Who may ask for a grant (MCP authorization, 2026-07-28): a client whose id is the https URL of its
// Client ID Metadata Document, fetched and checked here; or one that registered (RFC 7591). Either way
// only public clients (PKCE, no secret) and only exact redirect URIs: https, http on loopback (native apps,
// RFC 8252 §7.3) or a private-use scheme (RFC 8252 §7.1). Anyone can make this server fetch a document by
// naming its URL (issue #26): it is fetched only from a public host (global-address.ts; the request itself in
// document-fetch.ts), by few at a time, and what came of it is remembered in bounded caches.
import { isIP } from 'node:net';
import type { PgOAuthStore } from '../../store/pg/oauth-store.ts';
import { newSecret } from '../../store/pg/oauth-store.ts';
import { DocumentFetchError, fetchClientDocument, systemResolver, type DocumentFetch, type Resolver } from './document-fetch.ts';
import { ExpiringLru, FetchSlots, siteOf } from './document-limits.ts';
import { json, oauthError, type Answer } from './exchange.ts';
import { isGlobalUnicast, isLoopback, isSpecialUseName } from './global-address.ts';

export interface ClientInfo {
  clientId: string;
  redirectUris: string[];
  /** As the client names itself: untrusted text, escaped wherever it is shown. */
  name: string | undefined;
  /** A metadata document's client, or a registered one. */
  kind: 'document' | 'registered';
}

/** What fetching metadata documents may cost (issue #26): anyone can make this server fetch one. */
export interface DocumentLimits {
  /** A document's size; a larger Content-Length is refused before the body is read. */
  maxBytes: number;
  /** The whole fetch: lookup, connection, answer and body. */
  timeoutMs: number;
  /** Fetches at a time, overall and for one host; beyond them the page says the server is busy. */
  concurrent: number;
  concurrentPerHost: number;
  /** Documents kept (least recently used first out), and for how long. */
  documents: number;
  documentMs: number;
  /** Failures kept, so that a URL named again is not fetched again, and for how long. */
  failures: number;
  failureMs: number;
}

export const DOCUMENT_LIMITS: DocumentLimits = {
  maxBytes: 16_384,
  timeoutMs: 5_000,
  concurrent: 8,
  concurrentPerHost: 2,
  documents: 500,
  documentMs: 300_000,
  failures: 1_000,
  failureMs: 60_000,
};

export interface ClientPolicy {
  /**
   * A development deployment on loopback (an http issuer) may take http metadata documents on loopback too;
   * otherwise documents come over https from global unicast addresses only (global-address.ts).
   */
  allowLoopbackHttp: boolean;
  /** The request (document-fetch.ts by default). */
  fetch?: DocumentFetch;
  /** Resolves host names (dns.lookup by default); every address it gives is checked before the connection. */
  lookup?: Resolver;
  /** The caches' clock (Date.now by default). */
  now?: () => number;
  limits?: Partial<DocumentLimits>;
}

const LOOPBACK = new Set(['127.0.0.1', '[::1]', 'localhost']);

// Shown on the page after "The client cannot be used: ". One wording for an address refused after the lookup,
// a connection that failed and a server that did not answer in time, so that the page tells nothing about
// what listens where; an address or name refused before any network use has its own.
const NOT_PUBLIC =
  'a client id URL must name a public host: documents are not fetched from loopback, private networks or other special-purpose addresses and names';
const UNREACHABLE =
  'the client id metadata document could not be fetched: check that its URL is right and that its host answers over https, then try again in a minute';
const BUSY = 'this server is busy fetching other client documents: try again in a few seconds';

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
  if (url.protocol === 'http:')
    return LOOPBACK.has(url.hostname)
      ? undefined
      : 'http redirect URIs are allowed on loopback only (127.0.0.1, [::1], localhost); use https';
  // A private-use scheme names an app (com.example.app:/callback); the web's own schemes cannot.
  if (/^[a-z][a-z0-9+.-]*\.[a-z0-9+.-]+:$/.test(url.protocol)) return undefined;
  return `the scheme ${url.protocol} cannot be a redirect URI: use https, http on loopback, or a reverse-domain scheme of your app`;
}

/** Whether a client id is a metadata document's URL (an https URL with a path), which is then fetched. */
export const isDocumentId = (clientId: string): boolean => /^https?:\/\/[^/]+\/./.test(clientId);

/** Which addresses a document may come from under `policy`. */
const addressAllowed = (allowLoopbackHttp: boolean) => (ip: string) => isGlobalUnicast(ip) || (allowLoopbackHttp && isLoopback(ip));

/** The URL of a metadata document, or why it cannot be fetched: known before any network use. */
function documentUrl(clientId: string, allowLoopbackHttp: boolean): URL | string {
  let url: URL;
  try {
    url = new URL(clientId);
  } catch {
    return 'the client id is not a URL';
  }
  const loopback = LOOPBACK.has(url.hostname);
  if (url.protocol === 'http:' && !(loopback && allowLoopbackHttp)) return 'a client id metadata document must be served over https';
  if (url.hash !== '' || url.username !== '' || url.password !== '') return 'a client id URL has no fragment and no credentials';
  // No request of ours goes to this machine or its private network because a client named it (SSRF). WHATWG
  // URL has already written every form of an address canonically (2130706433, 0x7f.1 and 127.1 are
  // 127.0.0.1; [0:0::0] is [::]). A name's addresses are checked when it is resolved (document-fetch.ts).
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) return addressAllowed(allowLoopbackHttp)(host) ? url : NOT_PUBLIC;
  if (isSpecialUseName(host) && !(allowLoopbackHttp && host === 'localhost')) return NOT_PUBLIC;
  return url;
}

/** A failed fetch as the page says it. */
function fetchProblem(error: unknown, limits: DocumentLimits): string {
  if (!(error instanceof DocumentFetchError)) return UNREACHABLE;
  switch (error.reason) {
    case 'too-large':
      return `the client id metadata document is larger than ${Math.floor(limits.maxBytes / 1024)} KB`;
    case 'redirect':
      return 'the client id metadata document URL answered with a redirect, which is not followed: the URL must serve the document itself';
    case 'status':
      return `the client id metadata document answered ${error.status}`;
    default:
      return UNREACHABLE;
  }
}

/** Why client metadata cannot be used, with RFC 7591's error code for it. */
class MetadataProblem {
  constructor(
    readonly message: string,
    readonly error: 'invalid_redirect_uri' | 'invalid_client_metadata' = 'invalid_client_metadata',
  ) {}
}

/** A client names where it may be sent back: an app needs one or two, a few more for its environments. */
export const MAX_REDIRECT_URIS = 10;
/** A registration's JSON: ample for the metadata this server keeps (ten URIs of 2,000 characters and a name). */
export const MAX_REGISTRATION_BYTES = 24_576;
/** Registered clients kept while they wait for their first grant (each goes after a day, the oldest first beyond this). */
export const MAX_UNCLAIMED_CLIENTS = 10_000;

function clientFromMetadata(clientId: string, metadata: Record<string, unknown>, kind: ClientInfo['kind']): ClientInfo | MetadataProblem {
  const uris = metadata.redirect_uris;
  if (!Array.isArray(uris) || uris.length === 0) return new MetadataProblem('redirect_uris must be a non-empty list');
  if (uris.length > MAX_REDIRECT_URIS)
    return new MetadataProblem(`redirect_uris may hold at most ${MAX_REDIRECT_URIS} URIs`, 'invalid_redirect_uri');
  for (const uri of uris) {
    const problem = redirectUriProblem(uri);
    if (problem !== undefined) return new MetadataProblem(problem, 'invalid_redirect_uri');
  }
  const method = metadata.token_endpoint_auth_method;
  if (method !== undefined && method !== 'none')
    return new MetadataProblem(
      `token_endpoint_auth_method ${JSON.stringify(method)} is not supported: this server has public clients only ("none", with PKCE)`,
    );
  const grants = metadata.grant_types;
  if (grants !== undefined && (!Array.isArray(grants) || grants.some((g) => g !== 'authorization_code' && g !== 'refresh_token')))
    return new MetadataProblem('grant_types may hold authorization_code and refresh_token only');
  const responses = metadata.response_types;
  if (responses !== undefined && (!Array.isArray(responses) || responses.some((r) => r !== 'code')))
    return new MetadataProblem('response_types may hold code only');
  // Cut by code points: a cut between the two halves of a surrogate pair would leave text PostgreSQL refuses.
  const name = typeof metadata.client_name === 'string' ? Array.from(metadata.client_name).slice(0, 100).join('') : undefined;
  return { clientId, redirectUris: uris as string[], name, kind };
}

export class Clients {
  readonly #limits: DocumentLimits;
  readonly #fetch: DocumentFetch;
  readonly #lookup: Resolver;
  readonly #documents: ExpiringLru<ClientInfo>;
  readonly #failures: ExpiringLru<string>;
  readonly #slots: FetchSlots;
  /** Documents being fetched, so that a URL named again meanwhile waits for the same fetch. */
  readonly #pending = new Map<string, Promise<ClientInfo | string>>();

  constructor(
    private readonly store: PgOAuthStore,
    private readonly policy: ClientPolicy,
  ) {
    const limits = { ...DOCUMENT_LIMITS, ...policy.limits };
    const now = policy.now ?? Date.now;
    this.#limits = limits;
    this.#fetch = policy.fetch ?? fetchClientDocument;
    this.#lookup = policy.lookup ?? systemResolver;
    this.#documents = new ExpiringLru(limits.documents, limits.documentMs, now);
    this.#failures = new ExpiringLru(limits.failures, limits.failureMs, now);
    this.#slots = new FetchSlots(limits.concurrent, limits.concurrentPerHost);
  }

  /** How many documents and failures are remembered (tests). */
  get cacheSizes(): { documents: number; failures: number } {
    return { documents: this.#documents.size, failures: this.#failures.size };
  }

  /** RFC 7591 §3: registers a public client; 201 with its id, or 400 with invalid_redirect_uri / invalid_client_metadata. */
  async register(body: string): Promise<Answer> {
    if (Buffer.byteLength(body) > MAX_REGISTRATION_BYTES)
      return oauthError(
        400,
        'invalid_client_metadata',
        `The registration request is larger than ${MAX_REGISTRATION_BYTES / 1024} KB: send only the client metadata this server uses (redirect_uris, client_name).`,
      );
    let metadata: unknown;
    try {
      metadata = JSON.parse(body);
    } catch {
      return oauthError(400, 'invalid_client_metadata', 'The registration request must be a JSON object of client metadata (RFC 7591 §2).');
    }
    if (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata))
      return oauthError(400, 'invalid_client_metadata', 'The registration request must be a JSON object of client metadata (RFC 7591 §2).');
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
    await this.store.saveClient(clientId, stored, MAX_UNCLAIMED_CLIENTS);
    return json(201, { client_id: clientId, client_id_issued_at: Math.floor(Date.now() / 1000), ...stored });
  }

  /** The client an authorization request names, or why it cannot be used (shown on the page: never redirected to). */
  async resolve(clientId: string): Promise<ClientInfo | string> {
    if (isDocumentId(clientId)) return this.document(clientId);
    const metadata = await this.store.client(clientId);
    if (metadata === undefined)
      return 'this client is not registered here: register it (RFC 7591) or use a client id metadata document URL';
    const client = clientFromMetadata(clientId, metadata, 'registered');
    return client instanceof MetadataProblem ? client.message : client;
  }

  private async document(clientId: string): Promise<ClientInfo | string> {
    // Nothing is awaited before a slot is taken: calls are served in the order they came.
    const known = this.#documents.get(clientId) ?? this.#failures.get(clientId) ?? this.#pending.get(clientId);
    if (known !== undefined) return known;
    const url = documentUrl(clientId, this.policy.allowLoopbackHttp);
    if (typeof url === 'string') return url;
    const release = this.#slots.take(siteOf(url.hostname));
    // Every slot is held (perhaps by documents that answer a byte at a time): a client known before is still served.
    if (release === undefined) return this.#documents.stale(clientId) ?? BUSY;
    const fetching = this.#fetchDocument(clientId, url).finally(() => {
      release();
      this.#pending.delete(clientId);
    });
    this.#pending.set(clientId, fetching);
    return fetching;
  }

  /** Fetches and checks a document, and remembers what came of it. */
  async #fetchDocument(clientId: string, url: URL): Promise<ClientInfo | string> {
    const outcome = await this.#fetchAndCheck(clientId, url);
    if (typeof outcome === 'string') this.#failures.set(clientId, outcome);
    else this.#documents.set(clientId, outcome);
    return outcome;
  }

  async #fetchAndCheck(clientId: string, url: URL): Promise<ClientInfo | string> {
    let text: string;
    try {
      text = await this.#fetch(url, {
        lookup: this.#lookup,
        allowAddress: addressAllowed(this.policy.allowLoopbackHttp),
        timeoutMs: this.#limits.timeoutMs,
        maxBytes: this.#limits.maxBytes,
      });
    } catch (error) {
      return fetchProblem(error, this.#limits);
    }
    let metadata: unknown;
    try {
      metadata = JSON.parse(text);
    } catch {
      return 'the client id metadata document is not JSON';
    }
    if (typeof metadata !== 'object' || metadata === null) return 'the client id metadata document is not a JSON object';
    const record = metadata as Record<string, unknown>;
    // The document must name itself (draft-ietf-oauth-client-id-metadata-document §4.1).
    if (record.client_id !== clientId) return 'the client id metadata document names another client_id than its own URL';
    const client = clientFromMetadata(clientId, record, 'document');
    return client instanceof MetadataProblem ? client.message : client;
  }
}
