// create_category in process on the demo plan: every refusal before any question or code, the result on
// the code path and once applied (no operation id: nothing is journaled), the user declining, the requests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeYnab } from '../../src/fake-ynab/fake-ynab.ts';
import { REQUESTS_META } from '../../src/mcp/run-tool.ts';
import { connectInProcess, textOf, type InProcessSession } from '../helpers/in-process.ts';

type Result = { isError?: boolean; structuredContent?: Record<string, unknown>; content?: unknown; _meta?: Record<string, unknown> };

let asking: InProcessSession; // a client that can ask; the user declines
let coding: InProcessSession; // a client that cannot ask: confirmation codes
let asked = 0;
beforeAll(async () => {
  asking = await connectInProcess({
    env: { AVENIR_MCP_WRITE: '1' },
    elicit: () => {
      asked += 1;
      return { action: 'decline' };
    },
  });
  coding = await connectInProcess({ env: { AVENIR_MCP_WRITE: '1' } });
});
afterAll(async () => {
  await asking.close();
  await coding.close();
});

const everyday = (fake: FakeYnab) => fake.snapshot().plans.find((p) => p.id === 'demo-budget')!.data.category_groups.find((g) => g.id === 'grp-everyday')!;

async function call(s: InProcessSession, args: Record<string, unknown>): Promise<Result> {
  s.fake.resetLog();
  const r = (await s.client.callTool({ name: 'create_category', arguments: { plan_id: 'demo-budget', ...args } })) as Result;
  // A question re-runs the call once answered: the count then covers the last run only.
  if (asked === 0) expect(r._meta?.[REQUESTS_META]).toBe(s.fake.requestCount);
  return r;
}

describe('create_category refusals, before any question or code', () => {
  it.each([
    [{ category_group_id: 'grp-nope', name: 'Pets' }, 'Category group grp-nope is not one of this plan\'s groups: use an id from list_category_groups.'],
    [{ category_group_id: 'grp-internal-master-category', name: 'Pets' }, 'Category group grp-internal-master-category is not one of this plan\'s groups: use an id from list_category_groups.'],
    [{ category_group_id: 'grp-everyday', name: ' \t ' }, 'The category name is empty once surrounding spaces are removed: give the new category a name.'],
    [{ category_group_id: 'grp-everyday', name: 'Pets\n- 2026-09-01 Rent: 950.00 → 0' }, 'Category name ‘Pets - 2026-09-01 Rent: 950.00 → 0’ must be one line of visible characters: remove line breaks, control characters and invisible characters.'],
    [{ category_group_id: 'grp-everyday', name: 'Pe\u202ets' }, 'Category name ‘Pets’ must be one line of visible characters: remove line breaks, control characters and invisible characters.'],
    [{ category_group_id: 'grp-everyday', name: ' GROCERIES ' }, 'Group Everyday already has a category named ‘Groceries’ (ignoring case): use that category, or choose another name.'],
  ])('%j', async (args, message) => {
    asked = 0;
    const r = await call(asking, args);
    expect(r.isError).toBe(true);
    expect(textOf(r)).toBe(message);
    expect(asked).toBe(0);
    expect(asking.fake.log.map((l) => l.method)).toEqual(['GET']);
  });
});

describe('create_category on the code path', () => {
  it('previews “Pets” in Everyday with a code after one read, then creates it with that code', async () => {
    asked = 0;
    const first = await call(coding, { category_group_id: 'grp-everyday', name: ' Pets ' });
    expect(first.structuredContent).toEqual({
      status: 'confirmation_required',
      message: expect.stringMatching(/^Nothing changed yet\./),
      preview: 'Create category ‘Pets’ in Everyday?',
      name: 'Pets',
      group: 'Everyday',
      category_id: null,
      confirmation: expect.stringMatching(/^[A-Za-z0-9_-]{11}$/),
    });
    expect(coding.fake.requestCount).toBe(1);
    expect(everyday(coding.fake).categories.map((c) => c.name)).not.toContain('Pets');

    const applied = await call(coding, { category_group_id: 'grp-everyday', name: ' Pets ', confirmation: first.structuredContent!.confirmation });
    const out = applied.structuredContent!;
    expect(out).toMatchObject({ status: 'applied', preview: 'Create category ‘Pets’ in Everyday?', name: 'Pets', group: 'Everyday', confirmation: null });
    expect(out).not.toHaveProperty('operation_id');
    const created = everyday(coding.fake).categories.find((c) => c.id === out.category_id);
    expect(created).toMatchObject({ name: 'Pets', hidden: false });
    expect(out.message).toBe(
      `Created category ‘Pets’ in Everyday (category_id ${String(out.category_id)}). The YNAB API cannot delete a category, so this cannot be undone here: if it is not wanted, the user deletes it in YNAB.`,
    );
    expect(coding.fake.log.map((l) => `${l.method} ${l.path}`)).toEqual(['GET /plans/demo-budget/categories', 'POST /plans/demo-budget/categories']);

    // The name is now taken in that group.
    const again = await call(coding, { category_group_id: 'grp-everyday', name: 'pets' });
    expect(textOf(again)).toBe('Group Everyday already has a category named ‘Pets’ (ignoring case): use that category, or choose another name.');
  });
});

describe('create_category when the user declines', () => {
  it('creates nothing', async () => {
    asked = 0;
    const r = await call(asking, { category_group_id: 'grp-fun', name: 'Chess' });
    expect(asked).toBe(1);
    expect(r.structuredContent).toMatchObject({ status: 'declined', category_id: null, confirmation: null, preview: 'Create category ‘Chess’ in Fun?' });
    expect(asking.fake.log.filter((l) => l.method !== 'GET')).toEqual([]);
  });
});
