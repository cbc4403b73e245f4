// Test helpers for the fake YNAB: a fake whose every answer is checked against the spec's response
// schemas, request shortcuts, and accessors for `{data}` answers.

import { afterEach, expect } from 'vitest';
import { FakeYnab, type FakeResponse, type FakeYnabOptions } from '../../src/fake-ynab/fake-ynab.ts';
import { serveFakeYnab, type FakeYnabServer } from '../../src/fake-ynab/http.ts';
import { perSuite } from '../helpers/lifetimes.ts';
import { responseErrors } from './spec-schema.ts';

export const AUTH = { authorization: 'Bearer demo-token' };

/** A fake that records, in `problems` (fresh unless given), every answer that does not match the spec's response schema. */
export function checkedFake(options: FakeYnabOptions = {}, problems: string[] = []): { fake: FakeYnab; problems: string[] } {
  const fake = new FakeYnab({
    ...options,
    onResponse: (request, response) => {
      if (response.text === undefined) problems.push(...responseErrors(request.method, request.path, response.status, response.body));
    },
  });
  return { fake, problems };
}

/**
 * Fakes for the enclosing file, every answer of each checked against the spec's response schemas after each
 * test; with `checkRequests`, also every request each received (a file that sends broken requests on purpose
 * leaves it off).
 */
export function checkedFakes(checkRequests = false): (options?: FakeYnabOptions) => FakeYnab {
  const problems: string[] = [];
  const fakes: FakeYnab[] = [];
  afterEach(() => {
    expect(problems).toEqual([]);
    if (checkRequests) expect(fakes.flatMap((f) => f.specViolations)).toEqual([]);
  });
  return (options = {}) => {
    const { fake } = checkedFake(options, problems);
    fakes.push(fake);
    return fake;
  };
}

/** `fake` served over loopback HTTP for the enclosing suite: its server, once open. */
export function overLoopback(fake: FakeYnab): () => FakeYnabServer {
  return perSuite(
    'overLoopback',
    () => serveFakeYnab(fake),
    (server) => server.close(),
  );
}

export interface CallOptions {
  query?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export function call(fake: FakeYnab, method: string, path: string, options: CallOptions = {}): FakeResponse {
  return fake.handle({
    method,
    path,
    query: new URLSearchParams(options.query ?? ''),
    headers: options.headers ?? AUTH,
    body: options.body,
  });
}

export const get = (fake: FakeYnab, path: string, query = ''): FakeResponse => call(fake, 'GET', path, { query });

/** The `data` member of an answer with the expected status. */
export function data<T>(response: FakeResponse, status = 200): T {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return (response.body as { data: T }).data;
}

/** The `error.detail` of an error answer with the expected status. */
export function errorDetail(response: FakeResponse, status: number): string {
  expect(response.status).toBe(status);
  return (response.body as { error: { detail: string } }).error.detail;
}

export function byId<T extends { id: string }>(items: readonly T[], id: string): T {
  const found = items.find((i) => i.id === id);
  if (found === undefined) throw new Error(`no ${id}`);
  return found;
}

export const PLAN = '/plans/demo-budget';
