// Request validation against the OpenAPI spec: undeclared or ill-typed query parameters, bad bodies, wrong
// methods and unknown paths answer 400 and are recorded in specViolations; conforming requests pass.

import { describe, expect, it } from 'vitest';
import { call, checkedFakes, errorDetail, PLAN } from '../fake-helpers.ts';

/** Every answer of this file's fakes is checked against the spec's response schemas. */
const newFake = checkedFakes();

const PREFIX = 'avenir fake: request does not match the OpenAPI spec: ';

function violation(method: string, path: string, options: { query?: string; body?: unknown } = {}): string {
  const fake = newFake();
  const detail = errorDetail(call(fake, method, path, options), 400);
  expect(detail.startsWith(PREFIX), detail).toBe(true);
  expect(fake.specViolations).toEqual([detail]);
  expect(fake.log).toHaveLength(1);
  return detail.slice(PREFIX.length);
}

describe('requests that break the spec', () => {
  it.each([
    [
      'an undeclared query parameter',
      'GET',
      `${PLAN}/accounts`,
      { query: 'since_date=2026-01-01' },
      'query parameter since_date is not declared by getAccounts',
    ],
    [
      'a non-integer knowledge',
      'GET',
      `${PLAN}/payees`,
      { query: 'last_knowledge_of_server=abc' },
      'query parameter last_knowledge_of_server: abc is not an integer',
    ],
    ['a value outside the enum', 'GET', `${PLAN}/transactions`, { query: 'type=pending' }, 'query parameter type: pending not in enum'],
    [
      'a malformed date',
      'GET',
      `${PLAN}/transactions`,
      { query: 'since_date=2026-13-01' },
      'query parameter since_date: 2026-13-01 is not a date',
    ],
    ['a non-boolean flag', 'GET', '/plans', { query: 'include_accounts=yes' }, 'query parameter include_accounts: yes is not a boolean'],
    ['a malformed month in the path', 'GET', `${PLAN}/months/september`, {}, 'path parameter month: september is not a date'],
    ['a wrong method', 'PUT', `${PLAN}/accounts`, {}, 'PUT is not an operation of /plans/{plan_id}/accounts'],
    ['an unknown path', 'GET', `${PLAN}/category-groups`, {}, 'no path of the spec matches /plans/demo-budget/category-groups'],
    ['a missing body', 'PATCH', `${PLAN}/transactions`, {}, 'updateTransactions needs a JSON body'],
    ['a body that is not JSON', 'PATCH', `${PLAN}/transactions`, { body: '{transactions' }, 'the body is not JSON'],
    ['a body where none is taken', 'POST', `${PLAN}/transactions/import`, { body: {} }, 'importTransactions takes no body'],
    [
      'a missing required member',
      'PATCH',
      `${PLAN}/months/current/categories/cat-rent`,
      { body: { category: {} } },
      'body.category: missing required budgeted',
    ],
    [
      'a string amount',
      'PATCH',
      `${PLAN}/transactions`,
      { body: { transactions: [{ id: 'tx-049', amount: '-45.00' }] } },
      'body.transactions[0].amount: string is not integer',
    ],
    [
      'a bad flag colour',
      'PATCH',
      `${PLAN}/transactions`,
      { body: { transactions: [{ id: 'tx-049', flag_color: 'pink' }] } },
      'body.transactions[0].flag_color: pink not in enum',
    ],
    [
      'a misspelt member',
      'PATCH',
      `${PLAN}/months/current/categories/cat-rent`,
      { body: { category: { budgeted: 1, budget: 1 } } },
      'body.category.budget: not declared by the spec',
    ],
    [
      'an over-long memo',
      'POST',
      `${PLAN}/transactions`,
      { body: { transaction: { account_id: 'a', date: '2026-09-01', amount: 1, memo: 'x'.repeat(501) } } },
      'body.transaction.memo: longer than 500 characters',
    ],
    [
      'a float budget',
      'PATCH',
      `${PLAN}/months/current/categories/cat-rent`,
      { body: { category: { budgeted: 1.5 } } },
      'body.category.budgeted: number is not integer',
    ],
  ])('rejects %s', (_what, method, path, options, expected) => {
    expect(violation(method, path, options)).toBe(`${method} ${path}: ${expected}`);
  });

  it('checks before auth, and still logs the request', () => {
    const fake = newFake();
    expect(call(fake, 'GET', '/plans', { query: 'x=1', headers: {} }).status).toBe(400);
    expect(fake.log).toEqual([{ method: 'GET', path: '/plans', query: 'x=1', status: 400 }]);
  });
});

describe('requests that follow the spec', () => {
  it('accepts readable ids (format: uuid is ignored), current, null flags and 1.86 goal_frequency', () => {
    const fake = newFake();
    const ok: [string, string, { query?: string; body?: unknown }][] = [
      ['GET', '/plans', { query: 'include_accounts=true' }],
      ['GET', `${PLAN}/accounts/acc-checking`, {}],
      ['GET', `${PLAN}/months/current`, {}],
      ['GET', `${PLAN}/transactions`, { query: 'since_date=1970-01-01&until_date=2026-09-25&type=unapproved&last_knowledge_of_server=0' }],
      [
        'PATCH',
        `${PLAN}/transactions`,
        {
          body: {
            transactions: [
              { id: 'tx-050', flag_color: null },
              { id: 'tx-051', flag_color: '' },
            ],
          },
        },
      ],
      ['PATCH', `${PLAN}/categories/cat-subscriptions`, { body: { category: { goal_frequency: 'monthly' } } }],
      ['POST', `${PLAN}/transactions/import`, {}],
    ];
    for (const [method, path, options] of ok) expect(call(fake, method, path, options).status, `${method} ${path}`).toBeLessThan(300);
    expect(fake.specViolations).toEqual([]);
  });
});
