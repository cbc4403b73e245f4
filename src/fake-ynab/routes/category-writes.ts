// The fake YNAB's category writes: assign a month's amount (months up to a year after the current one are
// created on first write), create and update categories (name, note, group, target) and category groups.

import { categoryView } from '../model/api-views.ts';
import { applyTargetFields, type TargetFields } from '../model/category-targets.ts';
import { addMonths } from '../model/month-math.ts';
import { badRequest, dataResponse, refuse, resourceNotFound } from '../model/fake-types.ts';
import { commit, ensureMonths, entityKey, type PlanState } from '../model/plan-state.ts';
import type { DemoCategoryGroup, DemoPlan } from '../model/plan-types.ts';
import { monthParam, viewFor, withPlan } from './route-helpers.ts';
import type { FakeContext, Route } from './route-table.ts';
import { nextId } from '../model/transfers.ts';

/** How far ahead YNAB lets a plan be budgeted: the demo's last writable month is 2027-09-01. */
const MONTHS_AHEAD = 12;

function findCategory(plan: DemoPlan, id: string | undefined) {
  for (const group of plan.category_groups) {
    const category = group.categories.find((c) => c.id === id);
    if (category !== undefined) return { group, category };
  }
  return undefined;
}

function writableGroup(plan: DemoPlan, id: string | undefined): DemoCategoryGroup {
  const group = plan.category_groups.find((g) => g.id === id);
  if (group === undefined) refuse('category_group_id does not exist');
  if (group.internal) refuse('category_group_id cannot be an internal category group');
  return group;
}

function savedCategory(state: PlanState, ctx: FakeContext, id: string, month: string, status = 200) {
  const view = viewFor(state, ctx);
  const found = view.categoryById(id);
  if (found === undefined) return resourceNotFound();
  return dataResponse(
    { category: categoryView(view, found.group, found.category, month), server_knowledge: state.serverKnowledge },
    status,
  );
}

const categoryFields = (body: unknown): TargetFields & { name?: string | null; note?: string | null; category_group_id?: string } =>
  (body as { category?: TargetFields } | undefined)?.category ?? {};

export const CATEGORY_WRITE_ROUTES: Route[] = [
  {
    method: 'PATCH',
    pattern: '/plans/{plan_id}/months/{month}/categories/{category_id}',
    handler: withPlan((state, ctx, params, request) => {
      const month = monthParam(ctx, params.month);
      const found = findCategory(state.plan, params.category_id);
      if (month === undefined || found === undefined || month < state.plan.first_month) return resourceNotFound();
      if (month > addMonths(ctx.currentMonth(), MONTHS_AHEAD))
        return badRequest(`month must not be after ${addMonths(ctx.currentMonth(), MONTHS_AHEAD)}`);
      if (found.category.internal) return badRequest('an internal category cannot be budgeted');
      const budgeted = (request.body as { category?: { budgeted?: number } } | undefined)?.category?.budgeted;
      if (typeof budgeted !== 'number') return badRequest('budgeted is required');
      commit(state, ctx.currentMonth(), (draft) => {
        ensureMonths(draft, month);
        const stored = draft.months.find((m) => m.month === month);
        if (stored !== undefined) stored.budgeted[found.category.id] = budgeted;
        return [entityKey('category', found.category.id), entityKey('month', month)];
      });
      return savedCategory(state, ctx, found.category.id, month);
    }),
  },
  {
    method: 'POST',
    pattern: '/plans/{plan_id}/categories',
    handler: withPlan((state, ctx, _params, request) => {
      const fields = categoryFields(request.body);
      if (typeof fields.name !== 'string' || fields.name.trim() === '') return badRequest('name is required');
      const name = fields.name;
      let id = '';
      commit(state, ctx.currentMonth(), (draft) => {
        const group = writableGroup(draft, fields.category_group_id);
        id = nextId(
          draft.category_groups.flatMap((g) => g.categories.map((c) => c.id)),
          'cat-new',
        );
        const target = applyTargetFields(null, fields, ctx.currentMonth());
        group.categories.push({ id, name, hidden: false, internal: false, note: fields.note ?? null, target });
      });
      return savedCategory(state, ctx, id, ctx.currentMonth(), 201);
    }),
  },
  {
    method: 'PATCH',
    pattern: '/plans/{plan_id}/categories/{category_id}',
    handler: withPlan((state, ctx, params, request) => {
      const fields = categoryFields(request.body);
      if (findCategory(state.plan, params.category_id) === undefined) return resourceNotFound();
      commit(state, ctx.currentMonth(), (draft) => {
        const found = findCategory(draft, params.category_id);
        if (found === undefined) return [];
        const { group, category } = found;
        if (category.internal) refuse('an internal category cannot be changed');
        if (fields.name != null) category.name = fields.name.trim() === '' ? refuse('name cannot be empty') : fields.name;
        if (fields.note !== undefined) category.note = fields.note;
        category.target = applyTargetFields(category.target, fields, ctx.currentMonth());
        if (fields.category_group_id !== undefined && fields.category_group_id !== group.id) {
          const destination = writableGroup(draft, fields.category_group_id);
          group.categories = group.categories.filter((c) => c.id !== category.id);
          destination.categories.push(category);
        }
        return [entityKey('category', category.id)];
      });
      return savedCategory(state, ctx, params.category_id ?? '', ctx.currentMonth());
    }),
  },
  {
    method: 'POST',
    pattern: '/plans/{plan_id}/category_groups',
    handler: withPlan((state, ctx, _params, request) => {
      const name = (request.body as { category_group?: { name?: string } } | undefined)?.category_group?.name ?? '';
      if (name.trim() === '') return badRequest('name is required');
      const group: DemoCategoryGroup = {
        id: nextId(
          state.plan.category_groups.map((g) => g.id),
          'grp-new',
        ),
        name,
        hidden: false,
        internal: false,
        categories: [],
      };
      commit(state, ctx.currentMonth(), (draft) => void draft.category_groups.push(structuredClone(group)));
      const { categories: _none, ...fields } = group;
      return dataResponse({ category_group: { ...fields, deleted: false }, server_knowledge: state.serverKnowledge }, 201);
    }),
  },
  {
    method: 'PATCH',
    pattern: '/plans/{plan_id}/category_groups/{category_group_id}',
    handler: withPlan((state, ctx, params, request) => {
      const name = (request.body as { category_group?: { name?: string } } | undefined)?.category_group?.name ?? '';
      const existing = state.plan.category_groups.find((g) => g.id === params.category_group_id);
      if (existing === undefined) return resourceNotFound();
      if (existing.internal) return badRequest('an internal category group cannot be changed');
      if (name.trim() === '') return badRequest('name is required');
      commit(state, ctx.currentMonth(), (draft) => {
        const group = draft.category_groups.find((g) => g.id === params.category_group_id);
        if (group !== undefined) group.name = name;
        return [entityKey('group', existing.id)];
      });
      return dataResponse(
        {
          category_group: { id: existing.id, name, hidden: existing.hidden, internal: false, deleted: false },
          server_knowledge: state.serverKnowledge,
        },
        200,
      );
    }),
  },
];
