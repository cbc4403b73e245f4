// The logic's input interfaces accept YNAB's own objects (checked by the typecheck, not at run time).
import { describe, expectTypeOf, it } from 'vitest';
import type { components } from '../../../generated/ynab/schema.d.ts';
import type { TransactionIn } from '../../../src/logic/transactions/find-transactions.ts';
import type { PayeeIn, PayeeTransactionIn } from '../../../src/logic/transactions/payee-usage.ts';
import type { ScheduleIn } from '../../../src/logic/planning/schedules.ts';

type S = components['schemas'];

describe('YNAB shapes', () => {
  it('fit the logic’s inputs', () => {
    expectTypeOf<S['TransactionDetail']>().toExtend<TransactionIn>();
    expectTypeOf<S['TransactionDetail']>().toExtend<PayeeTransactionIn>();
    expectTypeOf<S['ScheduledTransactionDetail']>().toExtend<ScheduleIn>();
    expectTypeOf<S['Payee']>().toExtend<PayeeIn>();
  });
});
