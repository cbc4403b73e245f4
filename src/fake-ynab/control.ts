// The loopback control API (`GET/POST /__control/<name>` on the fake's port, outside /v1): the in-process
// control methods with JSON bodies, for tests that run the server as a separate process. Never part of the
// product server; control requests are not logged or counted.

import type { CurrencyFormat, NewTransaction } from './model/api-types.ts';
import type { FakeYnab } from './fake-ynab.ts';
import type { FaultRule } from './faults.ts';
import type { DemoPlan, DemoTransaction } from './model/plan-types.ts';

export interface ControlAnswer {
  status: number;
  body: unknown;
}

type Body = Record<string, unknown>;

/** A fault rule from JSON: `path` is an exact string or `{ "regex": "...", "flags": "..." }`. */
function faultFrom(body: Body): FaultRule {
  const path = body.path as string | { regex: string; flags?: string } | undefined;
  if (path === undefined) throw new Error('a fault needs a path');
  const times = body.times === null ? Infinity : (body.times as number | undefined);
  return {
    ...(body as Partial<FaultRule>),
    path: typeof path === 'string' ? path : new RegExp(path.regex, path.flags),
    ...(times === undefined ? {} : { times }),
  };
}

type Change = { id?: string; month?: string } & Record<string, unknown>;

/**
 * Declarative changes for `mutate`: `transactions`, `categories`, `payees`, `accounts` are lists of objects
 * with an `id` whose other fields are assigned (a transaction with an unknown id is added); `budgeted` is
 * a list of `{ month, category_id, budgeted }`.
 */
function applyChanges(plan: DemoPlan, body: Body): void {
  const assign = <T extends { id: string }>(list: T[], changes: unknown, create?: (c: Change) => T) => {
    for (const change of (changes as Change[] | undefined) ?? []) {
      const found = list.find((item) => item.id === change.id);
      if (found !== undefined) Object.assign(found, change);
      else if (create !== undefined) list.push(create(change));
      else throw new Error(`no ${String(change.id)} to change`);
    }
  };
  assign(plan.transactions, body.transactions, (c) => ({ ...NEW_TRANSACTION, ...c }) as DemoTransaction);
  assign(
    plan.category_groups.flatMap((g) => g.categories),
    body.categories,
  );
  assign(plan.payees, body.payees);
  assign(plan.accounts, body.accounts);
  for (const b of (body.budgeted as { month: string; category_id: string; budgeted: number }[] | undefined) ?? []) {
    const month = plan.months.find((m) => m.month === b.month);
    if (month === undefined) throw new Error(`no month ${b.month}`);
    month.budgeted[b.category_id] = b.budgeted;
  }
}

const NEW_TRANSACTION: Omit<DemoTransaction, 'id' | 'date' | 'amount' | 'account_id'> = {
  memo: null,
  cleared: 'uncleared',
  approved: false,
  flag_color: null,
  payee_id: null,
  category_id: null,
  transfer_account_id: null,
  transfer_transaction_id: null,
  matched_transaction_id: null,
  import_id: null,
  import_payee_name: null,
  import_payee_name_original: null,
  debt_transaction_type: null,
  deleted: false,
  subtransactions: [],
};

const ok = (body: unknown = { ok: true }): ControlAnswer => ({ status: 200, body });

export function handleControl(fake: FakeYnab, method: string, name: string, body: Body): ControlAnswer {
  try {
    const route = `${method} ${name}`;
    switch (route) {
      case 'GET snapshot':
        return ok(fake.snapshot());
      case 'GET log':
        return ok({ log: fake.log, request_count: fake.requestCount });
      case 'GET spec-violations':
        return ok({ spec_violations: fake.specViolations });
      case 'POST reset':
        return ok(void fake.reset());
      case 'POST reset-log':
        return ok(void fake.resetLog());
      case 'POST faults':
        return ok(void fake.addFault(faultFrom(body)));
      case 'POST clear-faults':
        return ok(void fake.clearFaults());
      case 'POST today':
        return ok(void fake.setToday(String(body.today)));
      case 'POST currency-format':
        return ok(void fake.setCurrencyFormat(String(body.plan_id), body.currency_format as CurrencyFormat | null));
      case 'POST plans':
        return ok(void fake.addPlan(body.plan as DemoPlan));
      case 'POST last-used':
        return ok(void fake.setLastUsed(String(body.plan_id)));
      case 'POST revoke-token':
        return ok(void fake.revokeToken(String(body.token)));
      case 'POST queue-import':
        return ok(void fake.queueImport(String(body.plan_id), (body.transactions as NewTransaction[] | undefined) ?? []));
      case 'POST mutate':
        return ok({ server_knowledge: fake.mutate(String(body.plan_id), (plan) => applyChanges(plan, body)) });
      default:
        return { status: 404, body: { error: `no control operation ${route}` } };
    }
  } catch (error) {
    return { status: 400, body: { error: error instanceof Error ? error.message : String(error) } };
  }
}
