// list_category_groups in process on the demo plan (demo-plan.md §8): the user groups only.
import { describe, expect, it } from 'vitest';
import { readSession } from './read-session.ts';

const s = readSession({}, { plan_id: 'demo-budget' });

describe('list_category_groups', () => {
  it('lists the user groups only', async () => {
    expect(await s.out('list_category_groups')).toEqual({
      groups: [
        { id: 'grp-bills', name: 'Bills' },
        { id: 'grp-everyday', name: 'Everyday' },
        { id: 'grp-fun', name: 'Fun' },
        { id: 'grp-savings-goals', name: 'Savings goals' },
      ],
    });
  });
});
