// One HTTP attempt with its overall deadline (ynab-client.md §4: 30 s until the whole body is read, less
// when the tool call's time for YNAB is nearly spent), never following redirects. The body is read with a
// byte counter and given up past the size limit. Returns the answer read in full, the answer too large,
// or the transport failure; it never throws.
import { transportFailure, type TransportFailure } from './transport-failure.ts';

export type FetchFn = (request: Request) => Promise<Response>;

export interface Answer {
  kind: 'answer';
  status: number;
  statusText: string;
  headers: Headers;
  text: string;
}

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
    const text = await Promise.race([readText(response, limits.maxBytes), deadline]);
    if (text === undefined) return { kind: 'too_large' };
    return { kind: 'answer', status: response.status, statusText: response.statusText, headers: response.headers, text };
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

/** The body as text (UTF-8, as Response.text() decodes it), or undefined past `maxBytes`, then cancelled. */
async function readText(response: Response, maxBytes: number): Promise<string | undefined> {
  // A declared length is the compressed one when the body is compressed, never more than what it unpacks to.
  const declared = Number(response.headers.get('Content-Length') ?? Number.NaN);
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    return undefined;
  }
  if (response.body === null) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  const body = Buffer.concat(chunks, size);
  chunks.length = 0; // the pieces can go before the text is made: two copies at most, not three
  return new TextDecoder().decode(body);
}

const formatSeconds = (ms: number) =>
  ms % 1000 === 0 ? `${ms / 1000} s` : ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`;
