// What YNAB may send back (issue #13 item 8): an answer past the size limit is refused with a clear message
// while it is read (only about the limit is ever pulled from the stream, declared length or not), a write's
// too-large answer leaves its outcome unknown, and an answer nested thousands of levels deep — a 2xx, an
// error body, or a delta for the cache — gets a clear error, never `internal error (RangeError)`.
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_ANSWER_MB, MAX_NESTING } from '../../src/ynab/answer-limits.ts';
import { checkBodyAmounts } from '../../src/ynab/safe-amounts.ts';
import { connectInProcess, textOf } from '../helpers/in-process.ts';
import { json, miniYnab, planSummary, testClient, ynabError } from './mini-ynab.ts';

const KB = 1024;
const MB = 1024 * KB;
const CHUNK = 64 * KB;

/** A body of `bytes` made chunk by chunk as it is pulled (never held whole), counting what was pulled. */
function lazyBody(bytes: number): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let pulled = 0;
  const filler = new TextEncoder().encode(' '.repeat(CHUNK));
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === 0) {
        const head = new TextEncoder().encode('{"data":{"payees":[],"server_knowledge":1,"pad":"');
        pulled += head.byteLength;
        return controller.enqueue(head);
      }
      if (pulled >= bytes) {
        controller.enqueue(new TextEncoder().encode('"}}'));
        return controller.close();
      }
      pulled += filler.byteLength;
      controller.enqueue(filler);
    },
  });
  return { stream, pulled: () => pulled };
}

const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

describe('an answer past the size limit', () => {
  for (const declared of [true, false]) {
    it(`is refused while it is read, ${declared ? 'from its Content-Length' : 'without a Content-Length'}: nothing past the limit is pulled`, async () => {
      const body = lazyBody(50 * MB);
      const mini = miniYnab({
        'GET /plans/p1/payees': () =>
          new Response(body.stream, {
            status: 200,
            headers: { 'Content-Type': 'application/json', ...(declared ? { 'Content-Length': String(50 * MB + 100) } : {}) },
          }),
      });
      const client = testClient(mini.fetch, { maxAnswerBytes: 1 * MB });
      const error = await ynabError(client.payees('p1'));
      expect(error.kind).toBe('unavailable');
      expect(error.message).toBe(
        "YNAB's answer was more than 1 MB, the most avenir-mcp reads (AVENIR_MCP_MAX_ANSWER_MB), so avenir-mcp stopped reading it to protect this machine's memory; " +
          'nothing changed in YNAB. If this plan really is that large, raise AVENIR_MCP_MAX_ANSWER_MB in the server configuration and restart the server; ' +
          'otherwise check that AVENIR_MCP_YNAB_URL points at YNAB.',
      );
      expect(body.pulled()).toBeLessThanOrEqual(declared ? CHUNK : 1 * MB + 2 * CHUNK);
      // Not retried: the same answer would come again.
      expect(mini.paths()).toEqual(['GET /plans/p1/payees']);
    });
  }

  it('is read in full at the limit itself, and the default limit is 128 MB', async () => {
    const text = JSON.stringify({
      data: { payees: [{ id: 'pay-1', name: 'Shop', transfer_account_id: null, deleted: false }], server_knowledge: 3 },
    });
    const exact = Buffer.byteLength(text);
    const mini = miniYnab({
      'GET /plans/p1/payees': () => new Response(text, { status: 200, headers: { 'Content-Type': 'application/json' } }),
    });
    expect(await testClient(mini.fetch, { maxAnswerBytes: exact }).payees('p1')).toHaveLength(1);
    expect((await ynabError(testClient(mini.fetch, { maxAnswerBytes: exact - 1 }).payees('p1'))).message).toMatch(
      /^YNAB's answer was more than 0 MB/,
    );
    expect(DEFAULT_MAX_ANSWER_MB).toBe(128);
  });

  it("leaves a write's outcome unknown: its answer was not read, so it must not be sent again", async () => {
    const mini = miniYnab({
      'PATCH /plans/p1/transactions': () => json(200, { data: { transaction_ids: ['t1'], pad: 'x'.repeat(2 * MB) } }),
    });
    const error = await ynabError(
      testClient(mini.fetch, { maxAnswerBytes: 1 * MB }).updateTransactions('p1', [{ id: 't1', approved: true }]),
    );
    expect(error.kind).toBe('outcome_unknown');
    expect(error.message).toContain("YNAB's answer was more than 1 MB, the most avenir-mcp reads (AVENIR_MCP_MAX_ANSWER_MB)");
    expect(error.message).toMatch(/Do not send it again/);
    expect(mini.paths()).toEqual(['PATCH /plans/p1/transactions']);
  });

  it('reaches the agent as the tool error, from AVENIR_MCP_MAX_ANSWER_MB', async () => {
    const s = await connectInProcess({ env: { AVENIR_MCP_MAX_ANSWER_MB: '1' } });
    try {
      s.fake.addFault({
        path: '/plans/demo-budget/payees',
        status: 200,
        body: { data: { payees: [], server_knowledge: 1, pad: 'x'.repeat(2 * MB) } },
      });
      const r = await s.client.callTool({ name: 'list_payees', arguments: { plan_id: 'demo-budget' } });
      expect(r.isError).toBe(true);
      expect(textOf(r)).toMatch(
        /^Error calling tool 'list_payees': YNAB's answer was more than 1 MB, the most avenir-mcp reads \(AVENIR_MCP_MAX_ANSWER_MB\)/,
      );
      // The next call, under the limit, works.
      const again = await s.client.callTool({ name: 'list_payees', arguments: { plan_id: 'demo-budget' } });
      expect(again.isError).toBeFalsy();
    } finally {
      await s.close();
    }
  });
});

describe('an answer nested deeper than it can be walked', () => {
  it.each([100_000, 600_000])(
    'as a 2xx answer (%i levels; past 1 MiB, parsed while read): not what the API documents, nothing used or cached',
    async (levels) => {
      let answer = `{"data":{"accounts":${deep(levels)},"server_knowledge":1}}`;
      const mini = miniYnab({ 'GET /plans/p1/accounts': () => new Response(answer, { status: 200 }) });
      const client = testClient(mini.fetch);
      const error = await ynabError(client.accounts('p1'));
      expect(error.message).toBe(`YNAB 200: the answer was not what the API documents (nested more than ${MAX_NESTING} levels deep).`);
      answer = JSON.stringify({ data: { accounts: [], server_knowledge: 1 } });
      expect(await client.accounts('p1')).toEqual([]);
    },
  );

  it('as the cache delta of a category group: refused before the merge, the cache left as it was', async () => {
    const group = (categories: unknown) => ({ id: 'g1', name: 'Bills', hidden: false, deleted: false, categories });
    const category = {
      id: 'c1',
      category_group_id: 'g1',
      name: 'Rent',
      hidden: false,
      budgeted: 0,
      activity: 0,
      balance: 0,
      deleted: false,
    };
    let answer = JSON.stringify({ data: { category_groups: [group([category])], server_knowledge: 5 } });
    const mini = miniYnab({ 'GET /plans/p1/categories': () => new Response(answer, { status: 200 }) });
    const client = testClient(mini.fetch);
    expect((await client.categoryGroups('p1'))[0]!.categories.map((c) => c.id)).toEqual(['c1']);
    answer = `{"data":{"category_groups":[{"id":"g1","name":"Bills","hidden":false,"deleted":false,"categories":[{"id":"c2","note":${deep(50_000)}}]}],"server_knowledge":6}}`;
    expect((await ynabError(client.categoryGroups('p1'))).message).toContain(`nested more than ${MAX_NESTING} levels deep`);
    answer = JSON.stringify({ data: { category_groups: [], server_knowledge: 6 } });
    expect((await client.categoryGroups('p1'))[0]!.categories.map((c) => c.id)).toEqual(['c1']);
    expect(mini.paths().at(-1)).toBe('GET /plans/p1/categories?last_knowledge_of_server=5');
  });

  it('as an error body: the HTTP error with its text, not a RangeError', async () => {
    const mini = miniYnab({ 'GET /plans/p1/accounts': () => new Response(`{"error":${deep(100_000)}}`, { status: 400 }) });
    const error = await ynabError(testClient(mini.fetch).accounts('p1'));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/^YNAB 400: \{"error":\[\[\[/);
  });

  it('in a body avenir-mcp would send: refused before sending', () => {
    let body: unknown = 1;
    for (let i = 0; i < 100_000; i++) body = [body];
    expect(() => checkBodyAmounts({ transactions: body })).toThrow(
      `The request body is nested more than ${MAX_NESTING} levels deep, so its amounts cannot be checked and nothing was sent to YNAB.`,
    );
  });

  it('keeps YNAB answers of ordinary depth, a loan account with its monthly maps included', async () => {
    const account = {
      id: 'a1',
      name: 'Loan',
      type: 'mortgage',
      on_budget: false,
      closed: false,
      balance: -1000,
      deleted: false,
      debt_interest_rates: { '2026-01-01': 3500 },
    };
    const mini = miniYnab({
      'GET /plans/p1/accounts': () => ({ accounts: [account], server_knowledge: 2 }),
      'GET /plans': () => ({ plans: [planSummary('p1', ['a1'])] }),
    });
    expect(await testClient(mini.fetch).accounts('p1')).toHaveLength(1);
  });

  it('reaches the agent as a clear tool error, not internal error (RangeError)', async () => {
    const s = await connectInProcess();
    try {
      s.fake.addFault({
        path: '/plans/demo-budget/accounts',
        status: 200,
        body: `{"data":{"accounts":${deep(100_000)},"server_knowledge":1}}`,
      });
      s.fake.addFault({ path: '/plans/demo-budget/payees', status: 400, body: `{"error":${deep(100_000)}}` });
      const accounts = await s.client.callTool({ name: 'list_accounts', arguments: { plan_id: 'demo-budget' } });
      expect(textOf(accounts)).toBe(
        `Error calling tool 'list_accounts': YNAB 200: the answer was not what the API documents (nested more than ${MAX_NESTING} levels deep).`,
      );
      const payees = await s.client.callTool({ name: 'list_payees', arguments: { plan_id: 'demo-budget' } });
      expect(textOf(payees)).toMatch(/^Error calling tool 'list_payees': YNAB 400: \{"error":\[\[\[/);
      expect(textOf(payees)).not.toContain('RangeError');
    } finally {
      await s.close();
    }
  });
});
