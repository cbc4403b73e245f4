// The fake YNAB's transaction writes: bulk PATCH by id (or import_id), POST one or many, PUT one, DELETE
// one, and the linked-bank import (which only brings what the control API queued).

import type { NewTransaction, SaveTransactionWithIdOrImportId, TransactionDetail } from '../model/api-types.ts';
import { conflict, dataResponse, FakeRequestError, refuse, resourceNotFound } from '../model/fake-types.ts';
import { commit, entityKey, type PlanState } from '../model/plan-state.ts';
import type { DemoPlan } from '../model/plan-types.ts';
import { viewFor, withPlan } from './route-helpers.ts';
import type { FakeContext, Route } from './route-table.ts';
import { createTransaction, deleteTransaction, importQueued, updateTransaction } from '../model/transaction-rules.ts';
import { transactionView } from '../model/transaction-views.ts';

const liveById = (plan: DemoPlan, id: string | null | undefined) => plan.transactions.find((t) => t.id === id && !t.deleted);

/** The saved transactions as TransactionDetails, in `ids` order. */
function savedDetails(state: PlanState, ctx: FakeContext, ids: readonly string[]): TransactionDetail[] {
  const view = viewFor(state, ctx);
  return ids.flatMap((id) => {
    const t = state.plan.transactions.find((x) => x.id === id);
    return t === undefined ? [] : [transactionView(view, t)];
  });
}

/** Creates `inputs`, skipping import ids already on the same account (or earlier in the batch). */
function createAll(state: PlanState, ctx: FakeContext, inputs: readonly NewTransaction[], single: boolean) {
  const ids: string[] = [];
  const duplicates: string[] = [];
  commit(state, ctx.currentMonth(), (draft) => {
    inputs.forEach((input, index) => {
      const importId = input.import_id ?? null;
      if (
        importId !== null &&
        draft.transactions.some((t) => !t.deleted && t.account_id === input.account_id && t.import_id === importId)
      ) {
        if (single) throw new FakeRequestError(conflict('A transaction on the same account with the same import_id already exists'));
        duplicates.push(importId);
        return;
      }
      ids.push(createTransaction(draft, input, ctx.today(), index).id);
    });
  });
  return { ids, duplicates };
}

export const TRANSACTION_WRITE_ROUTES: Route[] = [
  {
    method: 'PATCH',
    pattern: '/plans/{plan_id}/transactions',
    handler: withPlan((state, ctx, _params, request) => {
      const items = (request.body as { transactions?: SaveTransactionWithIdOrImportId[] } | undefined)?.transactions ?? [];
      const ids: string[] = [];
      commit(state, ctx.currentMonth(), (draft) => {
        items.forEach((item, index) => {
          const t =
            item.id != null
              ? liveById(draft, item.id)
              : draft.transactions.find((x) => !x.deleted && item.import_id != null && x.import_id === item.import_id);
          if (t === undefined) refuse('transaction does not exist in this plan', index);
          updateTransaction(draft, t, item, ctx.today(), index);
          ids.push(t.id);
        });
        return ids.map((id) => entityKey('transaction', id));
      });
      // YNAB's spec documents 209 here; the real server (and spec 1.86) answers 200.
      return dataResponse({ transaction_ids: ids, transactions: savedDetails(state, ctx, ids), server_knowledge: state.serverKnowledge });
    }),
  },
  {
    method: 'POST',
    pattern: '/plans/{plan_id}/transactions',
    handler: withPlan((state, ctx, _params, request) => {
      const body = (request.body ?? {}) as { transaction?: NewTransaction; transactions?: NewTransaction[] };
      if ((body.transaction === undefined) === (body.transactions === undefined)) refuse('send either transaction or transactions');
      const single = body.transaction !== undefined ? [body.transaction] : undefined;
      const { ids, duplicates } = createAll(state, ctx, single ?? body.transactions ?? [], single !== undefined);
      const details = savedDetails(state, ctx, ids);
      const saved = single === undefined ? { transactions: details } : { transaction: details[0] };
      return dataResponse(
        { transaction_ids: ids, ...saved, duplicate_import_ids: duplicates, server_knowledge: state.serverKnowledge },
        201,
      );
    }),
  },
  {
    method: 'PUT',
    pattern: '/plans/{plan_id}/transactions/{transaction_id}',
    handler: withPlan((state, ctx, params, request) => {
      if (liveById(state.plan, params.transaction_id) === undefined) return resourceNotFound();
      const input = (request.body as { transaction?: SaveTransactionWithIdOrImportId } | undefined)?.transaction ?? {};
      commit(state, ctx.currentMonth(), (draft) => {
        const t = liveById(draft, params.transaction_id);
        if (t !== undefined) updateTransaction(draft, t, input, ctx.today(), 0);
        return [entityKey('transaction', params.transaction_id ?? '')];
      });
      const t = liveById(state.plan, params.transaction_id);
      return dataResponse({ transaction: t && transactionView(viewFor(state, ctx), t), server_knowledge: state.serverKnowledge });
    }),
  },
  {
    method: 'DELETE',
    pattern: '/plans/{plan_id}/transactions/{transaction_id}',
    handler: withPlan((state, ctx, params) => {
      if (liveById(state.plan, params.transaction_id) === undefined) return resourceNotFound();
      commit(state, ctx.currentMonth(), (draft) => {
        const t = liveById(draft, params.transaction_id);
        if (t !== undefined) deleteTransaction(draft, t);
      });
      const t = state.plan.transactions.find((x) => x.id === params.transaction_id);
      return dataResponse({ transaction: t && transactionView(viewFor(state, ctx), t), server_knowledge: state.serverKnowledge });
    }),
  },
  {
    method: 'POST',
    pattern: '/plans/{plan_id}/transactions/import',
    handler: withPlan((state, ctx) => {
      if (state.importQueue.length === 0) return dataResponse({ transaction_ids: [] });
      const queued = state.importQueue;
      let ids: string[] = [];
      commit(state, ctx.currentMonth(), (draft) => {
        ids = importQueued(draft, queued, ctx.today());
      });
      state.importQueue = [];
      return dataResponse({ transaction_ids: ids }, ids.length === 0 ? 200 : 201);
    }),
  },
];
