// The fake YNAB's read routes for transactions, payees and scheduled transactions (lists with delta
// requests and the transaction filters, single entities).

import { badRequest, dataResponse, resourceNotFound } from '../model/fake-types.ts';
import { yearsBefore } from '../model/month-math.ts';
import { changedSince } from '../model/plan-state.ts';
import type { DemoPlan, DemoTransaction } from '../model/plan-types.ts';
import { knowledgeParam, malformedKnowledge, viewFor, withPlan } from './route-helpers.ts';
import type { Route } from './route-table.ts';
import { payeeView, scheduledView, transactionView } from '../model/transaction-views.ts';

/**
 * Whether YNAB would list the transaction under `type=uncategorized`: it needs a category and has none,
 * or only YNAB's internal Uncategorized (which real YNAB gives imported transactions).
 */
export function needsCategory(plan: DemoPlan, t: DemoTransaction): boolean {
  const onBudget = (id: string | null) => plan.accounts.some((a) => a.id === id && a.on_budget);
  const uncategorized = (id: string | null) =>
    id === null || plan.category_groups.some((g) => g.categories.some((c) => c.id === id && c.internal && c.name === 'Uncategorized'));
  if (!onBudget(t.account_id) || t.subtransactions.length > 0 || !uncategorized(t.category_id)) return false;
  return !(t.transfer_account_id !== null && onBudget(t.transfer_account_id));
}

const byDateThenId = (a: DemoTransaction, b: DemoTransaction) => (a.date === b.date ? (a.id < b.id ? -1 : 1) : a.date < b.date ? -1 : 1);

export const TRANSACTION_READ_ROUTES: Route[] = [
  {
    method: 'GET',
    pattern: '/plans/{plan_id}/transactions',
    handler: withPlan((state, ctx, _params, request) => {
      const knowledge = knowledgeParam(request.query);
      if (knowledge === null) return malformedKnowledge();
      // YNAB's documented default window is one year back; clients pass an explicit since_date.
      const since = request.query.get('since_date') ?? yearsBefore(ctx.today(), 1);
      const until = request.query.get('until_date');
      const type = request.query.get('type');
      if (type !== null && type !== 'uncategorized' && type !== 'unapproved') return badRequest('type must be uncategorized or unapproved');
      const view = viewFor(state, ctx);
      const transactions = state.plan.transactions
        .filter((t) => (knowledge === undefined ? !t.deleted : changedSince(state, 'transaction', t.id, knowledge)))
        .filter((t) => t.date >= since && (until === null || t.date <= until))
        .filter((t) => type === null || (type === 'unapproved' ? !t.approved : needsCategory(state.plan, t)))
        .sort(byDateThenId)
        .map((t) => transactionView(view, t));
      return dataResponse({ transactions, server_knowledge: state.serverKnowledge });
    }),
  },
  {
    method: 'GET',
    pattern: '/plans/{plan_id}/transactions/{transaction_id}',
    handler: withPlan((state, ctx, params) => {
      const t = state.plan.transactions.find((x) => x.id === params.transaction_id && !x.deleted);
      return t === undefined
        ? resourceNotFound()
        : dataResponse({ transaction: transactionView(viewFor(state, ctx), t), server_knowledge: state.serverKnowledge });
    }),
  },
  {
    method: 'GET',
    pattern: '/plans/{plan_id}/payees',
    handler: withPlan((state, _ctx, _params, request) => {
      const knowledge = knowledgeParam(request.query);
      if (knowledge === null) return malformedKnowledge();
      const payees = state.plan.payees
        .filter((p) => (knowledge === undefined ? !p.deleted : changedSince(state, 'payee', p.id, knowledge)))
        .map(payeeView);
      return dataResponse({ payees, server_knowledge: state.serverKnowledge });
    }),
  },
  {
    method: 'GET',
    pattern: '/plans/{plan_id}/payees/{payee_id}',
    handler: withPlan((state, _ctx, params) => {
      const payee = state.plan.payees.find((p) => p.id === params.payee_id && !p.deleted);
      return payee === undefined ? resourceNotFound() : dataResponse({ payee: payeeView(payee) });
    }),
  },
  {
    method: 'GET',
    pattern: '/plans/{plan_id}/scheduled_transactions',
    handler: withPlan((state, ctx, _params, request) => {
      const knowledge = knowledgeParam(request.query);
      if (knowledge === null) return malformedKnowledge();
      const view = viewFor(state, ctx);
      const scheduled_transactions = state.plan.scheduled_transactions
        .filter((s) => (knowledge === undefined ? !s.deleted : changedSince(state, 'scheduled', s.id, knowledge)))
        .map((s) => scheduledView(view, s));
      return dataResponse({ scheduled_transactions, server_knowledge: state.serverKnowledge });
    }),
  },
  {
    method: 'GET',
    pattern: '/plans/{plan_id}/scheduled_transactions/{scheduled_transaction_id}',
    handler: withPlan((state, ctx, params) => {
      const s = state.plan.scheduled_transactions.find((x) => x.id === params.scheduled_transaction_id && !x.deleted);
      return s === undefined ? resourceNotFound() : dataResponse({ scheduled_transaction: scheduledView(viewFor(state, ctx), s) });
    }),
  },
];
