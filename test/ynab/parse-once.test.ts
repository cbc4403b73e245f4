// A YNAB answer is decoded and parsed once (src/ynab/read-answer.ts): a plan's transactions answer can be
// tens of megabytes, and a second JSON.parse of it (openapi-fetch parsing what the JSON check had parsed)
// cost as much as the tool itself on the benchmark's heavy plan. The text handed on is the text read.
import { afterEach, describe, expect, it, vi } from 'vitest';
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
