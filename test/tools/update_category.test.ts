// update_category in process: refusals before any question, nothing_to_do, the code path's fields, requests
// and PATCH bodies (changed fields only), and its undo: restored, or left alone when changed since.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TODAY } from '../../src/config.ts';
import { FakeYnab } from '../../src/fake-ynab/fake-ynab.ts';
import { REQUESTS_META } from '../../src/mcp/run-tool.ts';
import { connectInProcess, textOf, type InProcessSession } from '../helpers/in-process.ts';

type Result = { isError?: boolean; structuredContent?: Record<string, unknown>; content?: unknown; _meta?: Record<string, unknown> };

let asking: InProcessSession; // a client that can ask; the user declines
let coding: InProcessSession; // a client that cannot ask: confirmation codes
let asked = 0;
const bodies: string[] = [];
beforeAll(async () => {
  asking = await connectInProcess({
    env: { AVENIR_MCP_WRITE: '1' },
    elicit: () => {
      asked += 1;
      return { action: 'decline' };
    },
  });
  // The fake behind the code path records each write's body, to check only the changed fields are sent.
  const fake = new FakeYnab({ today: DEMO_TODAY });
  const send = fake.fetch;
  Object.assign(fake, {
    fetch: async (request: Request) => {
      if (request.method !== 'GET') bodies.push(await request.clone().text());
      return send(request);
    },
  });
  coding = await connectInProcess({ env: { AVENIR_MCP_WRITE: '1' }, fake });
});
afterAll(async () => {
  await asking.close();
  await coding.close();
});

const category = (fake: FakeYnab, id: string) => {
  const plan = fake.snapshot().plans.find((p) => p.id === 'demo-budget')!;
  for (const g of plan.data.category_groups) {
    const c = g.categories.find((x) => x.id === id);
    if (c) return { name: c.name, group: g.id };
  }
  return undefined;
};

async function call(s: InProcessSession, tool: string, args: Record<string, unknown>): Promise<Result> {
  s.fake.resetLog();
  const r = (await s.client.callTool({ name: tool, arguments: { plan_id: 'demo-budget', ...args } })) as Result;
  expect(r._meta?.[REQUESTS_META]).toBe(s.fake.requestCount);
  return r;
}

/** The code path: a preview with a code, then the same call with it. */
async function confirmed(tool: string, args: Record<string, unknown>): Promise<{ preview: Result; applied: Result }> {
  const preview = await call(coding, tool, args);
  expect(preview.structuredContent?.status, textOf(preview)).toBe('confirmation_required');
  const applied = await call(coding, tool, { ...args, confirmation: preview.structuredContent!.confirmation });
  expect(applied.structuredContent?.status, textOf(applied)).toBe('applied');
  return { preview, applied };
}

describe('update_category refusals, before any question or code', () => {
  it.each([
    [{ category_id: 'cat-nope', name: 'Sport' }, 'Category cat-nope is not one of this plan\'s categories: use a category_id from suggest_categories.'],
    [{ category_id: 'cat-uncategorized', name: 'Sport' }, 'Category cat-uncategorized is not one of this plan\'s categories: use a category_id from suggest_categories.'],
    [{ category_id: 'cat-tennis', category_group_id: 'grp-internal-master-category' }, 'Category group grp-internal-master-category is not one of this plan\'s groups: use an id from list_category_groups.'],
    [{ category_id: 'cat-tennis', name: '  ' }, 'The new category name is empty once surrounding spaces are removed: give a real name, or leave name out to keep the current one.'],
    [{ category_id: 'cat-tennis', name: 'Sport\u0000' }, 'Category name ‘Sport’ must be one line of visible characters: remove line breaks, control characters and invisible characters.'],
    [{ category_id: 'cat-tennis', name: 'subscriptions' }, 'Group Fun already has a category named ‘Subscriptions’ (ignoring case): choose another name or another group.'],
    [{ category_id: 'cat-tennis', category_group_id: 'grp-bills', name: 'RENT' }, 'Group Bills already has a category named ‘Rent’ (ignoring case): choose another name or another group.'],
  ])('%j', async (args, message) => {
    asked = 0;
    const r = await call(asking, 'update_category', args);
    expect(r.isError).toBe(true);
    expect(textOf(r)).toBe(message);
    expect(asked).toBe(0);
    expect(asking.fake.log.map((l) => l.method)).toEqual(['GET']);
  });
});

describe('update_category with nothing to change', () => {
  it.each([
    [{ category_id: 'cat-tennis' }, 'Neither name nor category_group_id was given: nothing to change.'],
    [{ category_id: 'cat-tennis', name: 'Tennis ', category_group_id: 'grp-fun' }, 'Category ‘Tennis’ (Fun) already has this name and group: nothing to change.'],
  ])('%j', async (args, message) => {
    asked = 0;
    const r = await call(asking, 'update_category', args);
    expect(r.structuredContent).toEqual({
      status: 'nothing_to_do',
      message,
      preview: null,
      category_id: 'cat-tennis',
      from_name: 'Tennis',
      to_name: 'Tennis',
      from_group: 'Fun',
      to_group: 'Fun',
      confirmation: null,
      operation_id: null,
    });
    expect(asked).toBe(0);
    expect(asking.fake.log.map((l) => l.method)).toEqual(['GET']);
  });
});

describe('update_category on the code path, and its undo', () => {
  it('renames Tennis to Sport, sending only the name, and the undo puts Tennis back', async () => {
    const { preview, applied } = await confirmed('update_category', { category_id: 'cat-tennis', name: 'Sport' });
    expect(preview.structuredContent).toEqual({
      status: 'confirmation_required',
      message: expect.stringMatching(/^Nothing changed yet\./),
      preview: 'Change category ‘Tennis’ (Fun) to ‘Sport’ (Fun)?',
      category_id: 'cat-tennis',
      from_name: 'Tennis',
      to_name: 'Sport',
      from_group: 'Fun',
      to_group: 'Fun',
      confirmation: expect.any(String),
      operation_id: null,
    });
    const id = applied.structuredContent!.operation_id as string;
    expect(id).toMatch(/^[0-9a-f]{12}$/);
    expect(applied.structuredContent!.message).toBe(`Changed category ‘Tennis’ (Fun) to ‘Sport’ (Fun). To put back the previous name and group, call undo_operation with operation_id ${id}.`);
    expect(coding.fake.log.map((l) => l.method)).toEqual(['GET', 'PATCH']);
    expect(JSON.parse(bodies.at(-1)!)).toEqual({ category: { name: 'Sport' } });
    expect(category(coding.fake, 'cat-tennis')).toEqual({ name: 'Sport', group: 'grp-fun' });

    const undo = await confirmed('undo_operation', { operation_id: id });
    expect(undo.preview.structuredContent).toMatchObject({ kind: 'category', restored: 1, conflicts: [], changes: [], preview: 'Undo: change category ‘Sport’ (Fun) to ‘Tennis’ (Fun)?' });
    expect(JSON.parse(bodies.at(-1)!)).toEqual({ category: { name: 'Tennis' } });
    expect(category(coding.fake, 'cat-tennis')).toEqual({ name: 'Tennis', group: 'grp-fun' });
    const again = await call(coding, 'undo_operation', { operation_id: id });
    expect(again.isError).toBe(true);
  });

  it('moves a category, sending only the group; the undo moves it back', async () => {
    const { applied } = await confirmed('update_category', { category_id: 'cat-subscriptions', category_group_id: 'grp-bills' });
    expect(applied.structuredContent).toMatchObject({ from_group: 'Fun', to_group: 'Bills', preview: 'Change category ‘Subscriptions’ (Fun) to ‘Subscriptions’ (Bills)?' });
    expect(JSON.parse(bodies.at(-1)!)).toEqual({ category: { category_group_id: 'grp-bills' } });
    expect(category(coding.fake, 'cat-subscriptions')).toEqual({ name: 'Subscriptions', group: 'grp-bills' });
    await confirmed('undo_operation', { operation_id: applied.structuredContent!.operation_id });
    expect(JSON.parse(bodies.at(-1)!)).toEqual({ category: { category_group_id: 'grp-fun' } });
    expect(category(coding.fake, 'cat-subscriptions')).toEqual({ name: 'Subscriptions', group: 'grp-fun' });
  });

  it('leaves alone a category renamed since: nothing_to_do, no marker', async () => {
    const { applied } = await confirmed('update_category', { category_id: 'cat-holidays', name: 'Trips', category_group_id: 'grp-fun' });
    const id = applied.structuredContent!.operation_id as string;
    coding.fake.mutate('demo-budget', (plan) => {
      const c = plan.category_groups.flatMap((g) => g.categories).find((x) => x.id === 'cat-holidays')!;
      c.name = 'Travel';
    });
    bodies.length = 0;
    for (let i = 0; i < 2; i++) {
      // Asked twice: no marker was written, so the operation is still found, and still left alone.
      const r = await call(coding, 'undo_operation', { operation_id: id });
      expect(r.structuredContent).toMatchObject({
        status: 'nothing_to_do',
        kind: 'category',
        restored: 0,
        conflicts: ['cat-holidays'],
        preview: null,
        message: "The category's name or group was changed (or the category removed) since the operation, so the undo touches nothing.",
      });
    }
    expect(bodies).toEqual([]);
    expect(category(coding.fake, 'cat-holidays')).toEqual({ name: 'Travel', group: 'grp-fun' });
  });
});

describe('update_category when the user declines', () => {
  it('changes nothing', async () => {
    asked = 0;
    asking.fake.resetLog();
    const r = (await asking.client.callTool({ name: 'update_category', arguments: { plan_id: 'demo-budget', category_id: 'cat-rent', name: 'Housing' } })) as Result;
    expect(asked).toBe(1);
    expect(r.structuredContent).toMatchObject({ status: 'declined', operation_id: null, preview: 'Change category ‘Rent’ (Bills) to ‘Housing’ (Bills)?' });
    expect(asking.fake.log.filter((l) => l.method !== 'GET')).toEqual([]);
    expect(category(asking.fake, 'cat-rent')).toEqual({ name: 'Rent', group: 'grp-bills' });
  });
});
