// The fake YNAB's world: its plans' states, today, the last-used plan, revoked tokens, and the control
// operations tests use to arrange it (demo-plan.md §9 "Control API"), in process or over loopback.

import type { CurrencyFormat, NewTransaction } from './model/api-types.ts';
import { isIsoDate } from './model/month-math.ts';
import type { FakeRequest, FakeResponse } from './model/fake-types.ts';
import { DEMO_PLAN_ID, DEMO_TODAY, demoPlan } from './demo-plan/plan.ts';
import { commit, ensureMonths, newPlanState, viewOf, type PlanState } from './model/plan-state.ts';
import type { DemoPlan } from './model/plan-types.ts';
import type { FakeContext } from './routes/route-table.ts';
import { snapshotOf, type PlanSnapshot } from './model/snapshot.ts';

export interface FakeYnabOptions {
  /** Plans served, in order; default: one fresh demo plan. Each is deep-copied. */
  plans?: DemoPlan[];
  /** What 'last-used' resolves to; default 'demo-budget'. */
  lastUsedPlanId?: string;
  /** YYYY-MM-DD; default DEMO_TODAY. Decides the 'current' month and which dates are in the future. */
  today?: string;
  /** Tests: sees every answer handle() gives (fault answers excluded), e.g. to check it against the spec. */
  onResponse?: (request: FakeRequest, response: FakeResponse) => void;
}

export interface FakeSnapshot {
  today: string;
  last_used_plan_id: string;
  plans: PlanSnapshot[];
}

export class FakeWorld {
  states: PlanState[] = [];
  today = DEMO_TODAY;
  lastUsedPlanId = DEMO_PLAN_ID;
  readonly revoked = new Set<string>();
  readonly context: FakeContext;

  constructor(private readonly options: FakeYnabOptions) {
    this.reset();
    this.context = {
      plans: () => this.states,
      resolvePlan: (id) => this.states.find((s) => s.plan.id === (id === 'last-used' ? this.lastUsedPlanId : id)),
      today: () => this.today,
      currentMonth: () => this.currentMonth(),
    };
  }

  currentMonth(): string {
    return `${this.today.slice(0, 7)}-01`;
  }

  /** Back to the plans, today and last-used plan the fake was built with; revoked tokens forgotten. */
  reset(): void {
    this.today = this.options.today ?? DEMO_TODAY;
    this.lastUsedPlanId = this.options.lastUsedPlanId ?? DEMO_PLAN_ID;
    const plans = this.options.plans?.map((p) => structuredClone(p)) ?? [demoPlan()];
    this.states = plans.map((p) => newPlanState(p, this.currentMonth()));
    this.revoked.clear();
  }

  /** The state of a plan by real id; throws for an unknown one (a test mistake). */
  state(planId: string): PlanState {
    const state = this.states.find((s) => s.plan.id === planId);
    if (state === undefined) throw new Error(`avenir fake: no plan ${planId}`);
    return state;
  }

  snapshot(): FakeSnapshot {
    const month = this.currentMonth();
    return { today: this.today, last_used_plan_id: this.lastUsedPlanId, plans: this.states.map((s) => snapshotOf(s, viewOf(s, month))) };
  }

  /** Moves today; months up to the new current month are created (their figures change: stamped). */
  setToday(today: string): void {
    if (!isIsoDate(today)) throw new Error(`avenir fake: ${today} is not a YYYY-MM-DD date`);
    const previous = this.currentMonth();
    this.today = today;
    for (const state of this.states) commit(state, this.currentMonth(), () => undefined, previous);
  }

  setCurrencyFormat(planId: string, format: CurrencyFormat | null): void {
    this.state(planId).plan.currency_format = structuredClone(format);
  }

  addPlan(plan: DemoPlan): void {
    if (this.states.some((s) => s.plan.id === plan.id)) throw new Error(`avenir fake: plan ${plan.id} exists already`);
    const copy = structuredClone(plan);
    ensureMonths(copy, this.currentMonth());
    this.states.push(newPlanState(copy, this.currentMonth()));
  }

  setLastUsed(planId: string): void {
    this.lastUsedPlanId = this.state(planId).plan.id;
  }

  /** Queues transactions the next `POST transactions/import` brings (account, date and amount required). */
  queueImport(planId: string, transactions: readonly NewTransaction[]): void {
    const state = this.state(planId);
    for (const t of transactions) {
      if (!state.plan.accounts.some((a) => a.id === t.account_id)) throw new Error(`avenir fake: no account ${String(t.account_id)}`);
      if (t.date === undefined || !isIsoDate(t.date) || t.date > this.today)
        throw new Error(`avenir fake: import date ${String(t.date)} must be a past date`);
      if (!Number.isSafeInteger(t.amount)) throw new Error('avenir fake: an imported transaction needs an integer amount');
    }
    state.importQueue.push(...structuredClone(transactions));
  }

  /** Changes a plan's data behind the server's back; every entity whose API view changes is stamped. */
  mutate(planId: string, change: (plan: DemoPlan) => void): number {
    return commit(this.state(planId), this.currentMonth(), (draft) => void change(draft));
  }
}
