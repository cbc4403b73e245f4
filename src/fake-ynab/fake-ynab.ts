// The fake YNAB: a request handler speaking YNAB's HTTP API over in-memory plans, with auth, request
// checks against the OpenAPI spec, a request log, fault injection, a control API and an in-process fetch.
// Served over loopback by http.ts (demo-plan.md §9).

import type { CurrencyFormat, NewTransaction } from './model/api-types.ts';
import { CATEGORY_WRITE_ROUTES } from './routes/category-writes.ts';
import { inProcessFetch } from './fake-fetch.ts';
import {
  badRequest,
  FakeRequestError,
  internalError,
  notImplemented,
  routeNotFound,
  unauthorized,
  type FakeRequest,
  type FakeResponse,
  type LoggedRequest,
} from './model/fake-types.ts';
import { FakeWorld, type FakeSnapshot, type FakeYnabOptions } from './fake-world.ts';
import { FaultTable, faultResponse, type FaultRule, type Outcome } from './faults.ts';
import { findOperation, loadYnabSpec } from './spec/openapi-spec.ts';
import { OTHER_ROUTES } from './routes/other-reads.ts';
import { PAYEE_WRITE_ROUTES } from './routes/payee-writes.ts';
import type { DemoPlan } from './model/plan-types.ts';
import { READ_ROUTES } from './routes/plan-reads.ts';
import { requestViolations } from './spec/request-check.ts';
import { findRoute, type Route } from './routes/route-table.ts';
import { TRANSACTION_READ_ROUTES } from './routes/transaction-reads.ts';
import { TRANSACTION_WRITE_ROUTES } from './routes/transaction-writes.ts';

export type { FakeRequest, FakeResponse, LoggedRequest } from './model/fake-types.ts';
export type { FakeSnapshot, FakeYnabOptions } from './fake-world.ts';
export type { FaultRule } from './faults.ts';

const ROUTES: readonly Route[] = [
  ...READ_ROUTES,
  ...TRANSACTION_READ_ROUTES,
  ...TRANSACTION_WRITE_ROUTES,
  ...CATEGORY_WRITE_ROUTES,
  ...PAYEE_WRITE_ROUTES,
  ...OTHER_ROUTES,
];

const SPEC_PREFIX = 'avenir fake: request does not match the OpenAPI spec: ';

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    });
  });

export class FakeYnab {
  readonly fetch: typeof fetch;
  readonly log: LoggedRequest[] = [];
  /** One entry per request that did not match the OpenAPI spec (each was answered 400). */
  readonly specViolations: string[] = [];
  private readonly world: FakeWorld;
  private readonly faults = new FaultTable();
  private readonly observer: ((request: FakeRequest, response: FakeResponse) => void) | undefined;

  constructor(options: FakeYnabOptions = {}) {
    this.world = new FakeWorld(options);
    this.observer = options.onResponse;
    this.fetch = inProcessFetch((request, signal) => this.exchange(request, signal));
  }

  get requestCount(): number {
    return this.log.length;
  }

  resetLog(): void {
    this.log.length = 0;
  }

  /** That bearer token gets 401 from now on. */
  revokeToken(token: string): void {
    this.world.revoked.add(token);
  }

  /** Answers one request without fault rules; never throws (an internal failure becomes a 500). */
  handle(request: FakeRequest): FakeResponse {
    const normalised = { ...request, method: request.method.toUpperCase(), headers: lowerCaseKeys(request.headers) };
    const response = this.process(normalised);
    this.record(normalised, response.status);
    this.observer?.(normalised, response);
    return response;
  }

  /**
   * One request through the fault rules, as a transport sees it: an answer, a reset connection or a refused
   * one. Logging: a refused request never arrived and is not logged; a reset one (applied or not) is logged
   * with status 0, the client having received nothing; a faulted status is logged with that status.
   */
  async exchange(request: FakeRequest, signal?: AbortSignal): Promise<Outcome> {
    const normalised = { ...request, method: request.method.toUpperCase(), headers: lowerCaseKeys(request.headers) };
    const rule = this.faults.take(normalised.method, normalised.path);
    if (rule === undefined) return { kind: 'answer', response: this.handle(normalised) };
    if (rule.delayMs !== undefined) await sleep(rule.delayMs, signal);
    if (rule.refuse === true) return { kind: 'refused' };
    if (rule.reset === true || rule.applyThenLose === true) {
      if (rule.applyThenLose === true) this.process(normalised);
      else this.checkSpec(normalised);
      this.record(normalised, 0);
      return { kind: 'reset' };
    }
    if (rule.status !== undefined) {
      this.checkSpec(normalised);
      const response = faultResponse({ ...rule, status: rule.status });
      this.record(normalised, response.status);
      return { kind: 'answer', response };
    }
    const response = this.handle(normalised);
    if (rule.holdAnswerMs !== undefined) await sleep(rule.holdAnswerMs, signal);
    return { kind: 'answer', response };
  }

  addFault(rule: FaultRule): void {
    this.faults.add(rule);
  }

  clearFaults(): void {
    this.faults.clear();
  }

  /** Back to the state the fake was built with: plans, today, last-used, queues, tokens, faults, log, violations. */
  reset(): void {
    this.world.reset();
    this.faults.clear();
    this.resetLog();
    this.specViolations.length = 0;
  }

  snapshot(): FakeSnapshot {
    return this.world.snapshot();
  }

  setToday(today: string): void {
    this.world.setToday(today);
  }

  setCurrencyFormat(planId: string, format: CurrencyFormat | null): void {
    this.world.setCurrencyFormat(planId, format);
  }

  addPlan(plan: DemoPlan): void {
    this.world.addPlan(plan);
  }

  setLastUsed(planId: string): void {
    this.world.setLastUsed(planId);
  }

  queueImport(planId: string, transactions: readonly NewTransaction[]): void {
    this.world.queueImport(planId, transactions);
  }

  /** Changes a plan behind the server's back (conflict tests); returns the new server_knowledge. */
  mutate(planId: string, change: (plan: DemoPlan) => void): number {
    return this.world.mutate(planId, change);
  }

  private record(request: FakeRequest, status: number): void {
    this.log.push({ method: request.method, path: request.path, query: request.query.toString(), status });
  }

  /** Records the request's departures from the spec; the 400 to send, or undefined when it conforms. */
  private checkSpec(request: FakeRequest): FakeResponse | undefined {
    const spec = loadYnabSpec();
    const problems = spec === null ? [] : requestViolations(spec, request);
    if (problems.length === 0) return undefined;
    const detail = `${SPEC_PREFIX}${request.method} ${request.path}: ${problems.join('; ')}`;
    this.specViolations.push(detail);
    return badRequest(detail);
  }

  private process(request: FakeRequest): FakeResponse {
    try {
      return this.checkSpec(request) ?? this.dispatch(request);
    } catch (error) {
      if (error instanceof FakeRequestError) return error.response;
      return internalError(error instanceof Error ? error.message : String(error));
    }
  }

  private dispatch(request: FakeRequest): FakeResponse {
    if (!this.authorized(request.headers.authorization)) return unauthorized();
    const found = findRoute(ROUTES, request.method, request.path);
    if (found !== undefined) return found.route.handler(this.world.context, found.params, request);
    const spec = loadYnabSpec();
    const operation = spec === null ? undefined : findOperation(spec, request.method, request.path);
    return operation !== undefined && typeof operation !== 'string' ? notImplemented(operation.operation.operationId) : routeNotFound();
  }

  private authorized(header: string | undefined): boolean {
    const token = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1];
    return token !== undefined && !this.world.revoked.has(token);
  }
}

function lowerCaseKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
}
