// Loaded with `node --import` into each published peer: they have no setting for YNAB's base URL, so
// their global fetch is wrapped to send YNAB's requests to the fake on loopback instead (the /budgets
// paths of older SDKs mapped to /plans, their answers renamed back), and their clock is pinned to the
// fake's today so "one year ago" means the same day for every server. No code of the peer is changed.
// Each deprecated path is reported on stderr with DEPRECATED_MARK, for the bench to count.
import { budgetsAnswer, clockOffset, DEPRECATED_MARK, rewriteYnabUrl } from './rewrite.ts';

const fakeBase = process.env.AVENIR_BENCH_FAKE_URL;
if (fakeBase === undefined || fakeBase === '')
  throw new Error('bench/peers/preload.ts: AVENIR_BENCH_FAKE_URL (the fake YNAB, e.g. http://127.0.0.1:PORT/v1) is not set');

const realFetch = globalThis.fetch;
globalThis.fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
  const original = input instanceof Request ? input.url : String(input);
  const target = rewriteYnabUrl(original, fakeBase);
  if (target === undefined) return realFetch(input, init);
  const request = input instanceof Request ? new Request(target.url, input) : target.url;
  const response = await realFetch(request, init);
  if (!target.deprecated) return response;
  process.stderr.write(`${DEPRECATED_MARK} ${init?.method ?? (input instanceof Request ? input.method : 'GET')} ${target.sent}\n`);
  const text = await response.text();
  let body: string = text;
  try {
    body = JSON.stringify(budgetsAnswer(JSON.parse(text)));
  } catch {
    // Not JSON (an empty 204, say): passed on as it came.
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(response.status === 204 ? null : body, { status: response.status, statusText: response.statusText, headers });
};

const today = process.env.AVENIR_BENCH_TODAY;
if (today !== undefined && today !== '') {
  const RealDate = Date;
  const offset = clockOffset(today, RealDate.now());
  // Only "now" moves: a date built from arguments is the date asked for.
  class PinnedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...(args as [string]));
    }

    static override now(): number {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = PinnedDate as DateConstructor;
}
