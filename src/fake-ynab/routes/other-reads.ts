// The fake YNAB's remaining read operations, answered with what the demo has: the user, no money
// movements and no payee locations. Operations neither here nor in the other route tables answer 501.

import { dataResponse } from '../model/fake-types.ts';
import { withPlan } from './route-helpers.ts';
import type { Route } from './route-table.ts';

const empty = (member: string, withKnowledge: boolean): Route['handler'] =>
  withPlan((state) => dataResponse(withKnowledge ? { [member]: [], server_knowledge: state.serverKnowledge } : { [member]: [] }));

export const OTHER_ROUTES: Route[] = [
  { method: 'GET', pattern: '/user', handler: () => dataResponse({ user: { id: 'demo-user' } }) },
  { method: 'GET', pattern: '/plans/{plan_id}/money_movements', handler: empty('money_movements', true) },
  { method: 'GET', pattern: '/plans/{plan_id}/months/{month}/money_movements', handler: empty('money_movements', true) },
  { method: 'GET', pattern: '/plans/{plan_id}/money_movement_groups', handler: empty('money_movement_groups', true) },
  { method: 'GET', pattern: '/plans/{plan_id}/months/{month}/money_movement_groups', handler: empty('money_movement_groups', true) },
  { method: 'GET', pattern: '/plans/{plan_id}/payee_locations', handler: empty('payee_locations', false) },
  { method: 'GET', pattern: '/plans/{plan_id}/payees/{payee_id}/payee_locations', handler: empty('payee_locations', false) },
];
