// Fault injection for tests (demo-plan.md §9): rules that make the next N matching requests answer a given
// status and body, wait, lose the connection (before or after applying the request), or never arrive.

import { errorResponse, type FakeResponse } from './model/fake-types.ts';

export interface FaultRule {
  /** Any method when absent. */
  method?: string;
  /** The API path below /v1 (exact string, query excluded) or a pattern tested against it. */
  path: RegExp | string;
  /** How many matching requests the rule catches; default 1 (Infinity: all). */
  times?: number;
  /** Answer this status without applying the request. */
  status?: number;
  /** With `status`: a JSON value, or a string sent as raw text; default a YNAB error body for the status. */
  body?: unknown;
  /** With `status`: extra headers, e.g. { 'Retry-After': '120' }. */
  headers?: Record<string, string>;
  /** Wait this long first (alone: then answer normally). */
  delayMs?: number;
  /** Read the request, then drop the connection without applying it (the client sees ECONNRESET). */
  reset?: boolean;
  /** The connection is never made: nothing arrives, nothing is logged (in-process: ECONNREFUSED). */
  refuse?: boolean;
  /** Apply the request, then drop the connection: the change happened but the answer is lost. */
  applyThenLose?: boolean;
  /** Apply the request, then wait this long before answering: a client killed meanwhile never learns the answer. */
  holdAnswerMs?: number;
}

/** What the transport does with one request. */
export type Outcome = { kind: 'answer'; response: FakeResponse } | { kind: 'reset' } | { kind: 'refused' };

const ERROR_NAMES: Record<number, [id: string, name: string, detail: string]> = {
  400: ['400', 'bad_request', 'Bad request'],
  401: ['401', 'unauthorized', 'Unauthorized'],
  403: ['403.1', 'subscription_lapsed', 'subscription_lapsed'],
  404: ['404.2', 'resource_not_found', 'Resource not found'],
  409: ['409', 'conflict', 'Conflict'],
  429: ['429', 'too_many_requests', 'Too many requests'],
  500: ['500', 'internal_server_error', 'Internal server error'],
  502: ['502', 'bad_gateway', 'Bad Gateway'],
  503: ['503', 'service_unavailable', 'Service unavailable'],
  504: ['504', 'gateway_timeout', 'Gateway Timeout'],
};

/** The answer a `status` rule gives. */
export function faultResponse(rule: FaultRule & { status: number }): FakeResponse {
  const headers = { ...(rule.headers ?? {}) };
  if (typeof rule.body === 'string') {
    return {
      status: rule.status,
      headers: { 'content-type': rule.body.startsWith('<') ? 'text/html' : 'text/plain', ...headers },
      body: undefined,
      text: rule.body,
    };
  }
  if (rule.body !== undefined) return { status: rule.status, headers: { 'content-type': 'application/json', ...headers }, body: rule.body };
  const [id, name, detail] = ERROR_NAMES[rule.status] ?? [String(rule.status), 'error', `Error ${rule.status}`];
  const response = errorResponse(rule.status, { id, name, detail });
  return { ...response, headers: { ...response.headers, ...headers } };
}

export class FaultTable {
  private rules: { rule: FaultRule; left: number }[] = [];

  add(rule: FaultRule): void {
    this.rules.push({ rule, left: rule.times ?? 1 });
  }

  clear(): void {
    this.rules = [];
  }

  /** Rules still waiting for a request. */
  get pending(): number {
    return this.rules.filter((r) => r.left > 0).length;
  }

  /** The first rule matching the request, with one use consumed; undefined when none. */
  take(method: string, path: string): FaultRule | undefined {
    const entry = this.rules.find(
      ({ rule, left }) =>
        left > 0 &&
        (rule.method === undefined || rule.method.toUpperCase() === method) &&
        (typeof rule.path === 'string' ? rule.path === path : rule.path.test(path)),
    );
    if (entry === undefined) return undefined;
    entry.left -= 1;
    return entry.rule;
  }
}
