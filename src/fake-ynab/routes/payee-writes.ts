// The fake YNAB's payee writes: rename a payee (transfer payees keep their account's name) and create one.

import { badRequest, dataResponse, resourceNotFound } from '../model/fake-types.ts';
import { commit, entityKey } from '../model/plan-state.ts';
import { withPlan } from './route-helpers.ts';
import type { Route } from './route-table.ts';
import { payeeView } from '../model/transaction-views.ts';
import { nextId } from '../model/transfers.ts';

const nameIn = (body: unknown): string => (body as { payee?: { name?: string } } | undefined)?.payee?.name ?? '';

export const PAYEE_WRITE_ROUTES: Route[] = [
  {
    method: 'PATCH',
    pattern: '/plans/{plan_id}/payees/{payee_id}',
    handler: withPlan((state, ctx, params, request) => {
      const payee = state.plan.payees.find((p) => p.id === params.payee_id && !p.deleted);
      if (payee === undefined) return resourceNotFound();
      if (payee.transfer_account_id !== null) return badRequest('a transfer payee cannot be renamed');
      const name = nameIn(request.body);
      if (name.trim() === '') return badRequest('name is required');
      commit(state, ctx.currentMonth(), (draft) => {
        const stored = draft.payees.find((p) => p.id === payee.id);
        if (stored !== undefined) stored.name = name;
        return [entityKey('payee', payee.id)];
      });
      return dataResponse({ payee: payeeView({ ...payee, name }), server_knowledge: state.serverKnowledge });
    }),
  },
  {
    method: 'POST',
    pattern: '/plans/{plan_id}/payees',
    handler: withPlan((state, ctx, _params, request) => {
      const name = nameIn(request.body);
      if (name.trim() === '') return badRequest('name is required');
      const payee = {
        id: nextId(
          state.plan.payees.map((p) => p.id),
          'pay',
        ),
        name,
        transfer_account_id: null,
        deleted: false,
      };
      commit(state, ctx.currentMonth(), (draft) => void draft.payees.push({ ...payee }));
      return dataResponse({ payee: payeeView(payee), server_knowledge: state.serverKnowledge }, 201);
    }),
  },
];
