// One plan's live state inside the fake YNAB: the data, the delta-sync bookkeeping (a server_knowledge
// counter and, per entity, the knowledge of its last change) and the cached derived view.
// Every change goes through commit(): it works on a copy, so a refused write leaves nothing behind, and it
// stamps every entity whose API view changed (balances, month figures and names included).

import { accountView, categoryView, monthSummaryView } from './api-views.ts';
import type { NewTransaction } from './api-types.ts';
import { addMonths } from './month-math.ts';
import type { DemoPlan } from './plan-types.ts';
import { planView, type PlanView } from './plan-view.ts';
import { payeeView, scheduledView, transactionView } from './transaction-views.ts';

export const INITIAL_KNOWLEDGE = 100;

export type EntityKind = 'account' | 'group' | 'category' | 'payee' | 'month' | 'transaction' | 'scheduled';

export const entityKey = (kind: EntityKind, id: string): string => `${kind}:${id}`;

export interface PlanState {
  plan: DemoPlan;
  serverKnowledge: number;
  /** Entity key → knowledge at its last change; the initial data is stamped INITIAL_KNOWLEDGE. */
  stamps: Map<string, number>;
  /** Transactions queued through the control API for the next `POST transactions/import`. */
  importQueue: NewTransaction[];
  /** Bumped on every change; keys the cached view. */
  version: number;
  cache?: { version: number; month: string; view: PlanView };
  /** The fingerprints of the version a commit left, the next commit's "before" (serialising a plan twice per write was most of a heavy plan's write). */
  prints?: { version: number; month: string; prints: Map<string, string> };
}

/** Every entity of the plan's API view, by key; its value is made only when asked (the keys alone need none). */
function eachEntity(view: PlanView, visit: (key: string, value: () => unknown) => void): void {
  const { plan, currentMonth } = view;
  const put = (kind: EntityKind, id: string, value: () => unknown) => visit(entityKey(kind, id), value);
  for (const a of plan.accounts) put('account', a.id, () => accountView(view, a));
  for (const g of plan.category_groups) {
    put('group', g.id, () => ({ name: g.name, hidden: g.hidden, internal: g.internal }));
    for (const c of g.categories) put('category', c.id, () => categoryView(view, g, c, currentMonth));
  }
  for (const p of plan.payees) put('payee', p.id, () => payeeView(p));
  for (const m of plan.months) put('month', m.month, () => monthSummaryView(view, m));
  for (const t of plan.transactions) put('transaction', t.id, () => transactionView(view, t));
  for (const s of plan.scheduled_transactions) put('scheduled', s.id, () => scheduledView(view, s));
}

/** The API view of every entity, serialised: what a client would see, for change detection. */
function fingerprints(view: PlanView): Map<string, string> {
  const prints = new Map<string, string>();
  eachEntity(view, (key, value) => prints.set(key, JSON.stringify(value())));
  return prints;
}

/** The fingerprints of the plan as it is for `currentMonth`: the ones the last commit left, or made now. */
function printsOf(state: PlanState, currentMonth: string): Map<string, string> {
  const kept = state.prints;
  if (kept !== undefined && kept.version === state.version && kept.month === currentMonth) return kept.prints;
  return fingerprints(viewOf(state, currentMonth));
}

export function newPlanState(plan: DemoPlan, currentMonth: string): PlanState {
  ensureMonths(plan, currentMonth);
  const state: PlanState = { plan, serverKnowledge: INITIAL_KNOWLEDGE, stamps: new Map(), importQueue: [], version: 0 };
  eachEntity(viewOf(state, currentMonth), (key) => state.stamps.set(key, INITIAL_KNOWLEDGE));
  return state;
}

/** The plan's derived view for `currentMonth`, computed once per change. */
export function viewOf(state: PlanState, currentMonth: string): PlanView {
  const cached = state.cache;
  if (cached !== undefined && cached.version === state.version && cached.month === currentMonth) return cached.view;
  const view = planView(state.plan, currentMonth);
  state.cache = { version: state.version, month: currentMonth, view };
  return view;
}

/** Whether a delta read with `knowledge` (undefined = full read) must include the entity. */
export function changedSince(state: PlanState, kind: EntityKind, id: string, knowledge: number | undefined): boolean {
  return knowledge === undefined || (state.stamps.get(entityKey(kind, id)) ?? 0) > knowledge;
}

/**
 * Applies `change` to a copy of the plan and keeps it unless it throws. Bumps the knowledge and stamps every
 * entity whose view differs, plus the keys `change` returns (entities written without a visible difference).
 * `previousMonth` is what the current month was before the change (it differs when today moves).
 */
export function commit(
  state: PlanState,
  currentMonth: string,
  change: (draft: DemoPlan) => readonly string[] | void,
  previousMonth = currentMonth,
): number {
  const before = printsOf(state, previousMonth);
  const draft = structuredClone(state.plan);
  const touched = change(draft) ?? [];
  ensureMonths(draft, currentMonth);
  state.plan = draft;
  state.version += 1;
  state.serverKnowledge += 1;
  const after = fingerprints(viewOf(state, currentMonth));
  state.prints = { version: state.version, month: currentMonth, prints: after };
  for (const [key, print] of after) {
    if (before.get(key) !== print) state.stamps.set(key, state.serverKnowledge);
  }
  for (const key of touched) state.stamps.set(key, state.serverKnowledge);
  return state.serverKnowledge;
}

/** Adds empty months (nothing assigned, no age of money) up to `month`, keeping the list contiguous. */
export function ensureMonths(plan: DemoPlan, month: string): void {
  while (plan.last_month < month) {
    plan.last_month = addMonths(plan.last_month, 1);
    plan.months.push({ month: plan.last_month, note: null, age_of_money: null, budgeted: {} });
  }
}
