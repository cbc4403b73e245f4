// A YNAB answer is decoded and parsed once (src/ynab/read-answer.ts): a plan's transactions answer can be
// tens of megabytes, and a second JSON.parse of it (openapi-fetch parsing what the JSON check had parsed)
// cost as much as the tool itself on the benchmark's heavy plan. The text handed on is the text read. A
// successful GET answer past 1 MiB is parsed while it is read (src/ynab/json-elements.ts): its whole text
// is never made, and what it gives equals what a whole parse gives, refusals included.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STREAM_FROM_BYTES } from '../../src/ynab/attempt.ts';
import { YnabError } from '../../src/ynab/errors.ts';
import { ReadAnswer } from '../../src/ynab/read-answer.ts';
import { countRequests } from '../../src/ynab/request-count.ts';
import { account, miniYnab, testClient, transaction } from './mini-ynab.ts';

afterEach(() => vi.restoreAllMocks());

describe('a 2xx JSON answer', () => {
  it('is parsed once per collection read, and its data reach the caller', async () => {
    const ynab = miniYnab({
      'GET /plans/p1/accounts': () => ({ accounts: [account('a1')], server_knowledge: 3 }),
      'GET /plans/p1/transactions': () => ({ transactions: [transaction('t1', -1000), transaction('t2', 2500)], server_knowledge: 3 }),
    });
    const client = testClient(ynab.fetch);
    const parse = vi.spyOn(JSON, 'parse');
    const { result } = await countRequests(async () => [await client.accounts('p1'), await client.transactions('p1')] as const);
    const bodies = parse.mock.calls.map(([text]) => String(text)).filter((text) => text.includes('server_knowledge'));
    expect(bodies).toHaveLength(2);
    expect(result[0].map((a) => a.id)).toEqual(['a1']);
    expect(result[1].map((t) => [t.id, t.amount])).toEqual([
      ['t1', -1000],
      ['t2', 2500],
    ]);
  });
});

describe('a 2xx GET answer past 1 MiB', () => {
  // About 2.4 MB: memos with quotes, backslashes, brackets and multi-byte characters, cut anywhere by the stream.
  const many = Array.from({ length: 6000 }, (_, i) =>
    transaction(`t${i}`, -(i + 1) * 10, { memo: `Café "${i}" \\ [x] {y}, 😀 ${'·'.repeat(i % 300)}` }),
  );
  const body = JSON.stringify({ data: { transactions: many, server_knowledge: 9 } });
  const longest = (parse: { mock: { calls: unknown[][] } }) => Math.max(...parse.mock.calls.map(([text]) => String(text).length));

  it('is parsed while read: no whole text, the same transactions as a whole parse', async () => {
    expect(Buffer.byteLength(body)).toBeGreaterThan(2 * STREAM_FROM_BYTES);
    const client = testClient(miniYnab({ 'GET /plans/p1/transactions': () => new Response(body, { status: 200 }) }).fetch);
    const parse = vi.spyOn(JSON, 'parse');
    const got = await client.transactions('p1');
    expect(longest(parse)).toBeLessThan(STREAM_FROM_BYTES);
    expect(got).toEqual(many);
  });

  it('not JSON: the same refusal as a small answer, nothing cached', async () => {
    let answer = `${body.slice(0, -3)},]}}`;
    const client = testClient(miniYnab({ 'GET /plans/p1/transactions': () => new Response(answer, { status: 200 }) }).fetch);
    const error = await client.transactions('p1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(YnabError);
    expect((error as YnabError).message).toBe('YNAB 200: the answer was not what the API documents (not JSON).');
    answer = body;
    expect(await client.transactions('p1')).toHaveLength(many.length);
  });

  it('an error answer, or the answer to a write, is read as text as before', async () => {
    const client = testClient(
      miniYnab({
        'GET /plans/p1/transactions': () =>
          new Response(JSON.stringify({ error: { id: '400', name: 'bad_request', detail: 'x'.repeat(1_200_000) } }), { status: 400 }),
        'PATCH /plans/p1/transactions': () => ({ transaction_ids: ['t1'], transactions: many, server_knowledge: 10 }),
      }).fetch,
    );
    const error = await client.transactions('p1').catch((e: unknown) => e);
    expect((error as YnabError).message).toMatch(/^YNAB 400: x{20}/);
    const parse = vi.spyOn(JSON, 'parse');
    expect(await client.updateTransactions('p1', [{ id: 't1', flag_color: 'red' }])).toEqual(['t1']);
    expect(longest(parse)).toBeGreaterThan(2 * STREAM_FROM_BYTES);
  });
});

describe('ReadAnswer', () => {
  it('gives back the text read, its parsed value, its bytes, and keeps status and headers', async () => {
    const text = '{"data":{"name":"Café"}}';
    const answer = new ReadAnswer(text, { status: 201, statusText: 'Created', headers: { 'Content-Type': 'application/json' } });
    expect([answer.status, answer.statusText, answer.headers.get('content-type')]).toEqual([201, 'Created', 'application/json']);
    expect(await answer.text()).toBe(text);
    expect(await answer.json()).toEqual({ data: { name: 'Café' } });
    expect(new TextDecoder().decode(await answer.arrayBuffer())).toBe(text);
    const value = { data: { name: 'Café' } };
    const parsed = answer.withValue(value);
    expect(await parsed.json()).toBe(value);
    expect(await parsed.text()).toBe(text);
    expect(parsed.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
  });
});
