// One HTTP attempt with its overall deadline (ynab-client.md §4: 30 s until the whole body is read, less
// when the tool call's time for YNAB is nearly spent), never following redirects. The body is read with a
// byte counter and given up past the size limit; a large successful GET answer is parsed while it arrives
// (json-elements.ts). Returns the answer read in full, the answer too large, or the transport failure; it
// never throws.
import { JsonElements } from './json-elements.ts';
import { transportFailure, type TransportFailure } from './transport-failure.ts';

export type FetchFn = (request: Request) => Promise<Response>;

export interface Answer {
  kind: 'answer';
  status: number;
  statusText: string;
  headers: Headers;
  /** The body as text; '' when it was parsed while read (`json`). */
  text: string;
  /** A large successful GET answer parsed while read: its value and size, or that it was not JSON. */
  json?: StreamedJson;
}

export type StreamedJson = { value: unknown; bytes: number } | { notJson: true };

/** A successful GET answer past this many bytes is parsed while read rather than held whole first. */
export const STREAM_FROM_BYTES = 1024 * 1024;

export type Outcome = Answer | { kind: 'too_large' } | { kind: 'failure'; failure: TransportFailure };

export interface AttemptInit {
  method: string;
  headers: Headers;
  body: ArrayBuffer | undefined;
}

export interface AttemptLimits {
  timeoutMs: number;
  /** Said after "no complete answer within …" when the timeout is not the attempt's own (a deadline's end). */
  timeoutWhy?: string;
  /** Bytes of body read at most (after decompression). */
  maxBytes: number;
}

export async function attempt(fetchFn: FetchFn, url: string, init: AttemptInit, limits: AttemptLimits, secret?: string): Promise<Outcome> {
  const { timeoutMs } = limits;
  const controller = new AbortController();
  const timer = setTimeout(
    () =>
      controller.abort(
        new DOMException(
          `no complete answer within ${formatSeconds(timeoutMs)}${limits.timeoutWhy ? `, ${limits.timeoutWhy}` : ''}`,
          'TimeoutError',
        ),
      ),
    timeoutMs,
  );
  // Raced against every step, so a fetch or a body that ignores the signal still ends at the deadline.
  let onAbort = (): void => undefined;
  const deadline = new Promise<never>((_, reject) => {
    onAbort = () => reject(controller.signal.reason);
    controller.signal.addEventListener('abort', onAbort, { once: true });
  });
  deadline.catch(() => undefined);
  try {
    const request = new Request(url, {
      method: init.method,
      headers: init.headers,
      ...(init.body !== undefined ? { body: init.body } : {}),
      redirect: 'manual',
      signal: controller.signal,
    });
    const response = await Promise.race([fetchFn(request), deadline]);
    // 204 and 205 have no body to parse (the Sender empties them).
    const streams =
      init.method === 'GET' && response.status >= 200 && response.status < 300 && response.status !== 204 && response.status !== 205;
    const body = await Promise.race([readBody(response, limits.maxBytes, streams), deadline]);
    if (body === undefined) return { kind: 'too_large' };
    return { kind: 'answer', status: response.status, statusText: response.statusText, headers: response.headers, ...body };
  } catch (error) {
    return { kind: 'failure', failure: transportFailure(error, secret) };
  } finally {
    clearTimeout(timer);
    // The signal outlives the attempt (fetch keeps it until the Request is collected), and through this
    // listener the unsettled deadline, whose races hold their results: the whole body text (33 MB on a
    // large plan) stayed reachable after the call.
    controller.signal.removeEventListener('abort', onAbort);
  }
}

/**
 * The body as text (UTF-8, as Response.text() decodes it) or, when `streams` and past STREAM_FROM_BYTES,
 * as its JSON value parsed while read; undefined past `maxBytes`, then cancelled.
 */
async function readBody(
  response: Response,
  maxBytes: number,
  streams: boolean,
): Promise<{ text: string } | { text: ''; json: StreamedJson } | undefined> {
  // A declared length is the compressed one when the body is compressed, never more than what it unpacks to.
  const declared = Number(response.headers.get('Content-Length') ?? Number.NaN);
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    return undefined;
  }
  if (response.body === null) return { text: '' };
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let json: JsonElements | undefined;
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    if (json !== undefined) json.feed(value);
    else chunks.push(value);
    if (json === undefined && streams && size > STREAM_FROM_BYTES) {
      json = new JsonElements();
      for (const chunk of chunks) json.feed(chunk);
      chunks.length = 0;
    }
  }
  if (json !== undefined) return { text: '', json: finished(json, size) };
  const body = Buffer.concat(chunks, size);
  chunks.length = 0; // the pieces can go before the text is made: two copies at most, not three
  return { text: new TextDecoder().decode(body) };
}

function finished(json: JsonElements, bytes: number): StreamedJson {
  try {
    return { value: json.finish(), bytes };
  } catch {
    return { notJson: true };
  }
}

const formatSeconds = (ms: number) =>
  ms % 1000 === 0 ? `${ms / 1000} s` : ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`;
