// Safe integers (ynab-client.md §4): every int64 amount read must be a safe integer, else the client
// refuses the answer, naming the field, and uses (and caches) nothing from it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { YnabError } from '../../src/ynab/errors.ts';
import { checkBodyAmounts, unsafeAmount } from '../../src/ynab/safe-amounts.ts';
import { countRequests } from '../../src/ynab/request-count.ts';
import { account, miniYnab, rejection, testClient, transaction } from './mini-ynab.ts';

describe('unsafeAmount', () => {
  it('accepts safe integers, null on nullable fields, and ignores *_currency doubles and other numbers', () => {
    expect(
      unsafeAmount({
        data: {
          accounts: [
            { balance: Number.MAX_SAFE_INTEGER, cleared_balance: -Number.MAX_SAFE_INTEGER, uncleared_balance: 0, balance_currency: 1.5 },
          ],
          category: { goal_target: null, goal_percentage_complete: 12.5, goal_under_funded: undefined },
          server_knowledge: 12,
        },
      }),
    ).toBeUndefined();
  });

  it.each([
    [{ amount: 2 ** 53 }, 'amount', '9007199254740992'],
    [{ amount: 1.5 }, 'amount', '1.5'],
    [{ amount: '100' }, 'amount', 'a string'],
    [{ balance: Number.NaN }, 'balance', 'NaN'],
    [
      { data: { transactions: [{ amount: 1 }, { amount: 1, subtransactions: [{ amount: -1e300 }] }] } },
      'data.transactions[1].subtransactions[0].amount',
      '-1e+300',
    ],
    [{ month: { to_be_budgeted: Infinity } }, 'month.to_be_budgeted', 'Infinity'],
    [{ debt_minimum_payments: { '2026-09-01': 0.5 } }, 'debt_minimum_payments.2026-09-01', '0.5'],
    [{ server_knowledge: 2 ** 60 }, 'server_knowledge', String(2 ** 60)],
    [{ budgeted: null }, 'budgeted', 'null'],
    [{ balance: { x: 1 } }, 'balance', 'a object'],
  ])('%j → %s', (value, field, shown) => {
    expect(unsafeAmount(value)).toEqual({ field, value: shown });
  });

  it('property: any non-safe number in any amount field is found', () => {
    const unsafe = fc.oneof(
      fc.double().filter((x) => !Number.isSafeInteger(x)),
      fc.constantFrom(2 ** 53, -(2 ** 53) - 2, 2 ** 70),
    );
    const field = fc.constantFrom(
      'amount',
      'balance',
      'budgeted',
      'activity',
      'income',
      'to_be_budgeted',
      'goal_target',
      'cleared_balance',
    );
    fc.assert(
      fc.property(unsafe, field, fc.nat({ max: 5 }), (x, name, at) => {
        const list = Array.from({ length: 6 }, () => ({ [name]: 1 }));
        list[at] = { [name]: x };
        expect(unsafeAmount({ items: list })?.field).toBe(`items[${at}].${name}`);
      }),
    );
  });

  it('refuses to send a body holding such an amount', () => {
    expect(() => checkBodyAmounts({ transactions: [{ id: 't1', amount: 0.25 }] })).toThrow(
      /transactions\[0\]\.amount = 0\.25 .*nothing was sent to YNAB/,
    );
    expect(() => checkBodyAmounts({ category: { budgeted: 1000 } })).not.toThrow();
  });
});

describe('through the client', () => {
  it('an unsafe account balance refuses the answer, naming the field, and caches nothing', async () => {
    let balance = 2 ** 53 + 2;
    const ynab = miniYnab({ 'GET /plans/p1/accounts': () => ({ accounts: [account('a1'), account('a2', balance)], server_knowledge: 3 }) });
    const client = testClient(ynab.fetch);
    const error = await rejection(client.accounts('p1'));
    expect(error).toBeInstanceOf(YnabError);
    expect(error.message).toBe(
      'YNAB 200: the answer holds data.accounts[1].balance = 9007199254740994, which is not a whole number of milliunits that ' +
        'avenir-mcp can read exactly (at most ±9007199254740991), so nothing from this answer was used.',
    );
    balance = 5;
    await countRequests(() => client.accounts('p1'));
    // Still a cold read: the refused answer left no knowledge behind.
    expect(ynab.paths()).toEqual(['GET /plans/p1/accounts', 'GET /plans/p1/accounts']);
  });

  it('an unsafe transaction line and an unsafe month figure are refused too', async () => {
    const ynab = miniYnab({
      'GET /plans/p1/transactions': () => ({
        transactions: [transaction('t1', 10, { subtransactions: [{ id: 's', amount: 10.5, deleted: false }] })],
        server_knowledge: 1,
      }),
      'GET /plans/p1/months/2026-09-01': () => ({
        month: { month: '2026-09-01', income: 0, budgeted: 0, activity: 1e16, to_be_budgeted: 0, categories: [] },
      }),
    });
    const client = testClient(ynab.fetch);
    expect((await rejection(client.transactions('p1'))).message).toContain('data.transactions[0].subtransactions[0].amount = 10.5');
    expect((await rejection(client.month('p1', '2026-09-01'))).message).toContain('data.month.activity = 10000000000000000');
  });
});
