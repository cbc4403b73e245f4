// One HTTP attempt with its overall deadline (ynab-client.md §4: 30 s until the whole body is read), never
// following redirects. Returns the answer read in full, or the transport failure; it never throws.
import { transportFailure, type TransportFailure } from './transport-failure.ts';

export type FetchFn = (request: Request) => Promise<Response>;

export interface Answer {
  kind: 'answer';
  status: number;
  statusText: string;
  headers: Headers;
  text: string;
}

export type Outcome = Answer | { kind: 'failure'; failure: TransportFailure };

export interface AttemptInit {
  method: string;
  headers: Headers;
  body: ArrayBuffer | undefined;
}

export async function attempt(fetchFn: FetchFn, url: string, init: AttemptInit, timeoutMs: number, secret?: string): Promise<Outcome> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException(`no complete answer within ${formatSeconds(timeoutMs)}`, 'TimeoutError')),
    timeoutMs,
  );
  // Raced against every step, so a fetch or a body that ignores the signal still ends at the deadline.
  const deadline = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
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
    const text = await Promise.race([response.text(), deadline]);
    return { kind: 'answer', status: response.status, statusText: response.statusText, headers: response.headers, text };
  } catch (error) {
    return { kind: 'failure', failure: transportFailure(error, secret) };
  } finally {
    clearTimeout(timer);
  }
}

const formatSeconds = (ms: number) => (ms % 1000 === 0 ? `${ms / 1000} s` : `${ms} ms`);
