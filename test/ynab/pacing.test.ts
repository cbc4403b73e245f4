// The hourly pace and the 429 pause (ynab-client.md §6) on an injected monotonic clock: 180 requests per
// rolling hour (the 181st refused before sending, minutes from the oldest), the window rolling, and a
// 429's Retry-After (seconds, HTTP date, missing, out of range) pausing every request, never retried.
import { describe, expect, it } from 'vitest';
import { Pacer, pauseSeconds } from '../../src/ynab/pacing.ts';
import { countRequests } from '../../src/ynab/request-count.ts';
import { Sender } from '../../src/ynab/sender.ts';
import { BASE, TOKEN, json, rejection, testClient, ynabError } from './mini-ynab.ts';

const MIN = 60_000;
const WALL = Date.parse('2026-09-25T12:00:00Z');

function clock(start = 1_000) {
  let t = start;
  return { now: () => t, set: (ms: number) => void (t = ms), advance: (ms: number) => void (t += ms) };
}

function sender(pacer: Pacer, answer: () => Response = () => json(200, { data: {} })) {
  let sent = 0;
  const s = new Sender({
    baseUrl: BASE,
    token: TOKEN,
    pacer,
    timeoutMs: 1_000,
    random: () => 0,
    sleep: async () => undefined,
    fetch: async () => {
      sent += 1;
      return answer();
    },
  });
  return { send: () => s.send(new Request(`${BASE}/plans/p1/accounts`)), sent: () => sent };
}

const refusal = ynabError;

describe('the hourly pace', () => {
  it('sends 180 in an hour and refuses the 181st before sending, minutes counted from the oldest', async () => {
    const c = clock(0);
    const pacer = new Pacer({ now: c.now });
    const s = sender(pacer);
    await s.send(); // the oldest, at t = 0
    c.set(10 * MIN);
    for (let i = 0; i < 179; i += 1) await s.send();
    expect(s.sent()).toBe(180);
    c.set(10 * MIN + 30_000);
    const { requests, result } = await countRequests(() => refusal(s.send()));
    expect(s.sent()).toBe(180);
    expect(requests).toBe(0);
    expect(result.kind).toBe('paced');
    expect(result.status).toBeUndefined();
    // The oldest leaves the window at 60:00, 49.5 minutes from 10:30: rounded up.
    expect(result.message).toBe(
      "avenir-mcp sent 180 requests to YNAB in the past hour, against YNAB's limit of 200 per hour for this token " +
        "(the user's other YNAB apps share it), so this call sent nothing. A request may go again in 50 minutes. " +
        'Tell the user, and wait until then before calling a tool that uses YNAB.',
    );
  });

  it('rolls: the oldest leaves exactly one hour after it went, and only it', async () => {
    const c = clock(0);
    const pacer = new Pacer({ now: c.now });
    const s = sender(pacer);
    await s.send();
    c.set(10 * MIN);
    for (let i = 0; i < 179; i += 1) await s.send();
    c.set(60 * MIN - 1);
    expect((await refusal(s.send())).message).toContain('in 1 minute.');
    c.set(60 * MIN);
    await s.send(); // the t = 0 send has left
    expect(s.sent()).toBe(181);
    expect(pacer.sentInWindow).toBe(180);
    expect((await refusal(s.send())).message).toContain('in 10 minutes.');
    c.set(70 * MIN);
    await s.send();
    expect(s.sent()).toBe(182);
  });

  it('says "nothing more" when a retry of this call is the one refused', async () => {
    const c = clock();
    const pacer = new Pacer({ now: c.now, limit: 2 });
    const s = sender(pacer, () => new Response(null, { status: 503 }));
    const { result, requests } = await countRequests(async () => refusal(s.send()));
    expect(requests).toBe(2);
    expect(s.sent()).toBe(2);
    expect(result.message).toContain('so this call sent nothing more.');
  });
});

describe('Retry-After', () => {
  it.each([
    ['120', 120],
    ['60', 60],
    ['3600', 3600],
    ['5', 60],
    ['0', 60],
    ['99999', 3600],
    [' 300 ', 300],
    [new Date(WALL + 300_000).toUTCString(), 300],
    [new Date(WALL + 10 * 3_600_000).toUTCString(), 3600],
    [new Date(WALL - 3_600_000).toUTCString(), 60],
    [null, 600],
    ['', 600],
    ['soon', 600],
    ['-5', 600],
    ['1.5', 600],
    ['Fri, 99 Foo 2026', 600],
  ])('%j → %i s', (header, seconds) => {
    expect(pauseSeconds(header, WALL)).toBe(seconds);
  });
});

describe('a 429', () => {
  it.each([
    ['120', 2],
    [new Date(WALL + 300_000).toUTCString(), 5],
    [undefined, 10],
    ['7', 1],
    ['86400', 60],
  ])('Retry-After %j: not retried, every request paused for %i minutes, then sent again', async (header, minutes) => {
    const c = clock();
    const pacer = new Pacer({ now: c.now, wallNow: () => WALL });
    let answer = () =>
      json(429, { error: { id: '429', name: 'too_many_requests', detail: 'Too many requests' } }, header ? { 'Retry-After': header } : {});
    const s = sender(pacer, () => answer());
    const first = await refusal(s.send());
    expect(s.sent()).toBe(1);
    expect(first.status).toBe(429);
    expect(first.kind).toBe('rate_limited');
    expect(first.message).toBe(
      "YNAB 429: YNAB's hourly request quota for this token is used up (the user's other YNAB apps share it). " +
        `avenir-mcp will neither retry nor send anything to YNAB for the next ${minutes} minute${minutes === 1 ? '' : 's'}. ` +
        'Tell the user, and wait until then before calling a tool that uses YNAB.',
    );
    answer = () => json(200, { data: {} });
    // Any request of the process, this client or another one sharing the window, waits.
    c.advance(minutes * MIN - 1);
    const other = sender(pacer);
    const paused = await refusal(other.send());
    expect(other.sent()).toBe(0);
    expect(paused.kind).toBe('paused');
    expect(paused.message).toBe(
      "YNAB's hourly request quota for this token was hit earlier (YNAB answered 429), so this call sent nothing to YNAB. " +
        'avenir-mcp will talk to YNAB again in 1 minute. Tell the user, and wait until then before calling a tool that uses YNAB.',
    );
    c.advance(1);
    expect((await s.send()).status).toBe(200);
  });

  it('paused refusal counts minutes left, rounded up', async () => {
    const c = clock();
    const pacer = new Pacer({ now: c.now, wallNow: () => WALL });
    const s = sender(pacer, () => json(429, {}, { 'Retry-After': '600' }));
    await refusal(s.send());
    c.advance(4 * MIN + 1);
    expect((await refusal(s.send())).message).toContain('again in 6 minutes.');
    expect(s.sent()).toBe(1);
  });

  it('is never retried, even for a read, and counts once', async () => {
    let calls = 0;
    const client = testClient(async () => {
      calls += 1;
      return json(429, {});
    });
    const { result, requests } = await countRequests(() => rejection(client.accounts('p1')));
    expect(result.message).toMatch(/^YNAB 429: /);
    expect(calls).toBe(1);
    expect(requests).toBe(1);
  });
});
