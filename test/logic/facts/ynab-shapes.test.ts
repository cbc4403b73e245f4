// The logic's input interfaces accept YNAB's own objects (checked by the typecheck, not at run time).
import { describe, expectTypeOf, it } from 'vitest';
import type { components } from '../../../generated/ynab/schema.d.ts';
import type { ScheduleIn } from '../../../src/logic/planning/schedules.ts';

type S = components['schemas'];

describe('YNAB shapes', () => {
  it('fit the logic’s inputs', () => {
    expectTypeOf<S['ScheduledTransactionDetail']>().toExtend<ScheduleIn>();
  });
});
