// A YNAB that does not answer (issue #13 item 8): every request, and every tool call of several requests,
// ends within its time for YNAB (45 s from the call's first request), each attempt clipped to what is left
// and no retry started that could not finish, so the agent gets avenir-mcp's message before an MCP
// client's usual 60 s timeout (3 attempts of 30 s took about 91 s). With the real values on an injected
// clock, then with scaled values on real time, down to a tool call over the fake that hangs.
import { describe, expect, it } from 'vitest';
import { MIN_ATTEMPT_MS, YNAB_DEADLINE_MS } from '../../src/ynab/deadline.ts';
import { YnabError } from '../../src/ynab/errors.ts';
import { Pacer } from '../../src/ynab/pacing.ts';
import { countRequests } from '../../src/ynab/request-count.ts';
import { Sender, type SenderOptions } from '../../src/ynab/sender.ts';
import { connectInProcess, textOf } from '../helpers/in-process.ts';
import { BASE, TOKEN, json, rejection, ynabError } from './mini-ynab.ts';

const get = (path = '/plans/p1/accounts') => new Request(`${BASE}${path}`);
const patch = () =>
  new Request(`${BASE}/plans/p1/transactions`, {
    method: 'PATCH',
    body: '{"transactions":[{"id":"t1","approved":true}]}',
    headers: { 'Content-Type': 'application/json' },
  });

/** What an attempt that ran into its own timeout rejects with (undici rethrows the abort reason). */
const timedOut = (request: Request) => request.signal.reason as Error;

/**
 * A Sender on a virtual clock: `fetch(request, clock)` says how long each attempt takes by advancing the
 * clock, and the backoff waits advance it too. The real defaults (30 s per attempt, 45 s, 3 s) unless given.
 */
function onClock(fetch: (request: Request, clock: { ms: number }) => Promise<Response>, options: Partial<SenderOptions> = {}) {
  const clock = { ms: 0 };
  const started: number[] = [];
  const sender = new Sender({
    baseUrl: BASE,
    token: TOKEN,
    pacer: new Pacer(),
    timeoutMs: 30_000,
    random: () => 0.5,
    sleep: async (ms) => void (clock.ms += ms),
    now: () => clock.ms,
    fetch: (request) => {
      started.push(clock.ms);
      return fetch(request, clock);
    },
    ...options,
  });
  return { sender, clock, started };
}

describe('the real limits, on a virtual clock', () => {
  it('are 45 s per tool call and 3 s for an attempt to be worth starting', () => {
    expect([YNAB_DEADLINE_MS, MIN_ATTEMPT_MS]).toEqual([45_000, 3_000]);
  });

  it('a read whose attempts each time out after 30 s ends at 45 s, not 91 s: the second attempt is clipped, no third', async () => {
    const { sender, clock, started } = onClock(async (_request, c) => {
      // 30 s (or what is left) pass, then the attempt's timeout fires.
      const left = YNAB_DEADLINE_MS - c.ms;
      c.ms += Math.min(30_000, left);
      throw new DOMException(`no complete answer within ${Math.min(30_000, left)} ms`, 'TimeoutError');
    });
    const error = await ynabError(sender.send(get()));
    expect(started).toEqual([0, 30_250]);
    expect(clock.ms).toBe(YNAB_DEADLINE_MS);
    expect(error.kind).toBe('unavailable');
    expect(error.message).toMatch(
      /^YNAB could not be reached after 2 attempts \(last error TimeoutError: .*\); nothing changed in YNAB\. Wait a few minutes and try again\.$/,
    );
  });

  it('clips the second attempt to what is left and says so in its error', async () => {
    // Scaled so the clipped attempt's real timer is short: 300 ms spent, 50 ms backoff, 100 ms left of 450.
    const { sender, started } = onClock(
      async (request, c) => {
        if (c.ms === 0) {
          c.ms += 300;
          throw new TypeError('fetch failed', { cause: Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }) });
        }
        return new Promise<Response>((_, reject) =>
          request.signal.addEventListener('abort', () => reject(timedOut(request)), { once: true }),
        );
      },
      { timeoutMs: 300, deadlineMs: 450, minAttemptMs: 50, random: () => 0.1 },
    );
    const error = await ynabError(sender.send(get()));
    expect(started).toEqual([0, 350]);
    expect(error.message).toContain(
      'after 2 attempts (last error TimeoutError: no complete answer within 100 ms, the end of the 0.5 s a tool call may wait for YNAB)',
    );
  });

  it('does not retry a gateway answer when the backoff would leave less than 3 s: the 502 is the answer', async () => {
    let calls = 0;
    const { sender } = onClock(async (_request, c) => {
      calls += 1;
      c.ms += 41_800;
      return new Response(null, { status: 502 });
    });
    expect((await sender.send(get())).status).toBe(502);
    expect(calls).toBe(1);
  });

  it('a write that gets no answer within the time left: outcome unknown, never re-sent', async () => {
    const { sender, started } = onClock(async (_request, c) => {
      c.ms += 30_000;
      throw new DOMException('no complete answer within 30 s', 'TimeoutError');
    });
    const error = await ynabError(sender.send(patch()));
    expect(started).toEqual([0]);
    expect(error.kind).toBe('outcome_unknown');
  });

  it('shares the 45 s among the requests of one tool call, and sends none once less than 3 s is left', async () => {
    const { sender, started } = onClock(async (_request, c) => {
      c.ms += 21_500; // slow, but an answer
      return json(200, { data: {} });
    });
    const error = await rejection(
      countRequests(async () => {
        await sender.send(get('/plans/p1/accounts'));
        await sender.send(get('/plans/p1/payees'));
        await sender.send(get('/plans/p1/categories'));
      }),
    );
    // Two answers in 43 s: the third would start with 2 s left, less than an attempt needs.
    expect(started).toEqual([0, 21_500]);
    expect(error).toBeInstanceOf(YnabError);
    expect(error.message).toBe(
      'This tool call has already waited about 45 s for YNAB, the most avenir-mcp waits so that the client does not give up first, ' +
        'so its next request was not sent and changed nothing in YNAB. YNAB is answering slowly: wait a few minutes and try again.',
    );
    expect(error.kind).toBe('unavailable');
  });

  it('gives each tool call, and each request outside one, its own 45 s', async () => {
    const { sender, started } = onClock(async (_request, c) => {
      c.ms += 30_000;
      return json(200, { data: {} });
    });
    await countRequests(() => sender.send(get()));
    await countRequests(() => sender.send(get()));
    await sender.send(get());
    await sender.send(get());
    expect(started).toEqual([0, 30_000, 60_000, 90_000]);
  });
});

describe('scaled limits, on real time', () => {
  const scaled = { timeoutMs: 300, deadlineMs: 450, minAttemptMs: 20 };

  it('a read that never answers ends at the deadline (450 ms), not after 3 × 300 ms and backoff', async () => {
    const sender = new Sender({
      baseUrl: BASE,
      token: TOKEN,
      pacer: new Pacer(),
      random: () => 0.1,
      sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
      fetch: () => new Promise<Response>(() => undefined),
      ...scaled,
    });
    const started = performance.now();
    const error = await ynabError(sender.send(get()));
    const took = performance.now() - started;
    // No upper bound on the time (a busy machine is slow): that it stopped at two attempts, naming the
    // deadline, is what tells it from three attempts and their backoff.
    expect(took).toBeGreaterThanOrEqual(440);
    expect(error.message).toMatch(
      /^YNAB could not be reached after 2 attempts \(last error TimeoutError: no complete answer within \d+ ms, the end of the 0\.5 s a tool call may wait for YNAB\); nothing changed in YNAB\./,
    );
  });

  it('a tool call over the fake that hangs ends at the deadline with what to do', async () => {
    const s = await connectInProcess({ ynabTiming: { timeoutMs: 600, deadlineMs: 900, minAttemptMs: 50 } });
    try {
      s.fake.addFault({ path: '/plans/demo-budget/transactions', delayMs: 600_000, times: Infinity });
      const started = performance.now();
      const r = await s.client.callTool({ name: 'find_transactions', arguments: { plan_id: 'demo-budget', since_date: '2026-06-01' } });
      const took = performance.now() - started;
      expect(r.isError).toBe(true);
      // One attempt or two, as the random backoff leaves time for the second.
      expect(textOf(r)).toMatch(
        /^Error calling tool 'find_transactions': YNAB could not be reached after (1 attempt|2 attempts) \(last error TimeoutError: no complete answer within/,
      );
      expect(textOf(r)).toMatch(/nothing changed in YNAB\. Wait a few minutes and try again\.$/);
      // Fewer than three attempts, with the deadline named, is the proof; no upper bound on the time.
      expect(took).toBeGreaterThanOrEqual(590);
    } finally {
      await s.close();
    }
  });
});
