// The one outbound request of the authorization server that is not YNAB's: a client's metadata document
// (its client id is the document's URL), which anyone can make it fetch by opening /authorize (issue #26).
// clients.ts has checked the URL (https, not a special-use name or address) and holds the concurrency
// limits and the caches; here, the request itself. Every address a host name resolves to is checked
// (global-address.ts) inside the connection's own lookup, so the address connected to is the one that
// was checked (no DNS rebinding between check and connection); a host name with any refused address is
// refused whole. Redirects are refused, the whole fetch (body included) has a time limit, a Content-Length
// above the limit is refused before the body is read, and a body is read only up to the limit.
import { lookup as dnsLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';

/** Every address of a host name, as dns.lookup(name, { all: true }) gives them. */
export type Resolver = (hostname: string) => Promise<readonly { address: string; family: number }[]>;

export const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true });

export interface DocumentFetchOptions {
  lookup: Resolver;
  /** Whether the server may connect to this address (global-address.ts). */
  allowAddress: (ip: string) => boolean;
  /** For the whole fetch: connection, answer and body. */
  timeoutMs: number;
  maxBytes: number;
}

/** Why a document could not be had; clients.ts words it for the page. */
export type DocumentFailure = 'refused-address' | 'unreachable' | 'timeout' | 'redirect' | 'status' | 'too-large';

export class DocumentFetchError extends Error {
  constructor(
    readonly reason: DocumentFailure,
    readonly status = 0,
  ) {
    super(`client metadata document: ${reason}${status === 0 ? '' : ` ${status}`}`);
  }
}

/** Fetches a document's text; the answer to `url`, or a DocumentFetchError. */
export type DocumentFetch = (url: URL, options: DocumentFetchOptions) => Promise<string>;

/** A connection lookup that resolves once, checks every address, and hands the checked ones to the socket. */
function checkedLookup(options: DocumentFetchOptions): LookupFunction {
  return (hostname, lookupOptions, callback) => {
    options.lookup(hostname).then(
      (all) => {
        const family = lookupOptions.family === 4 || lookupOptions.family === 6 ? lookupOptions.family : undefined;
        const addresses = all
          .filter((a) => family === undefined || a.family === family)
          .map((a) => ({ address: a.address, family: a.family }));
        if (all.length === 0 || all.some((a) => !options.allowAddress(a.address)))
          return callback(new DocumentFetchError('refused-address'), '');
        if (addresses.length === 0) return callback(new DocumentFetchError('unreachable'), '');
        if (lookupOptions.all === true) return callback(null, addresses);
        callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      () => callback(new DocumentFetchError('unreachable'), ''),
    );
  };
}

export const fetchClientDocument: DocumentFetch = (url, options) =>
  new Promise<string>((resolve, reject) => {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    // An address in the URL is connected to without a lookup: it is checked here.
    if (isIP(host) !== 0 && !options.allowAddress(host)) return reject(new DocumentFetchError('refused-address'));
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const request = send({
      hostname: host,
      port: url.port === '' ? undefined : Number(url.port),
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      headers: { accept: 'application/json', 'accept-encoding': 'identity' },
      agent: false, // a fresh connection, through the checked lookup, closed after
      lookup: checkedLookup(options),
    });
    let done = false;
    const fail = (error: DocumentFetchError) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      request.destroy();
      reject(error);
    };
    const timer = setTimeout(() => fail(new DocumentFetchError('timeout')), options.timeoutMs);
    request.on('error', (error) => fail(error instanceof DocumentFetchError ? error : new DocumentFetchError('unreachable')));
    request.on('response', (response: IncomingMessage) => {
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400) return fail(new DocumentFetchError('redirect', status));
      if (status < 200 || status >= 300) return fail(new DocumentFetchError('status', status));
      const length = response.headers['content-length'];
      if (length !== undefined && Number(length) > options.maxBytes) return fail(new DocumentFetchError('too-large'));
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > options.maxBytes) return fail(new DocumentFetchError('too-large'));
        chunks.push(chunk);
      });
      response.on('end', () => {
        if (!response.complete) return fail(new DocumentFetchError('unreachable'));
        if (done) return;
        done = true;
        clearTimeout(timer);
        resolve(Buffer.concat(chunks).toString('utf8'));
      });
      response.on('aborted', () => fail(new DocumentFetchError('unreachable')));
      response.on('error', () => fail(new DocumentFetchError('unreachable')));
    });
    request.end();
  });
