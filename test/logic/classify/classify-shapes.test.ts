// The classify flow's input interfaces accept YNAB's own objects (checked by the typecheck, not at run time).
import { describe, expectTypeOf, it } from 'vitest';
import type { components } from '../../../generated/ynab/schema.d.ts';
import type { ClassifyAccountIn, ClassifyGroupIn, ClassifyTransactionIn } from '../../../src/logic/classify/classify-inputs.ts';
import type { TransactionIn } from '../../../src/logic/transactions/find-transactions.ts';
import type { HistoryTransactionIn } from '../../../src/logic/classify/suggestions.ts';

type S = components['schemas'];

describe('YNAB shapes for the classify flow', () => {
  it('fit its inputs', () => {
    expectTypeOf<S['TransactionDetail']>().toExtend<ClassifyTransactionIn>();
    expectTypeOf<S['TransactionDetail']>().toExtend<HistoryTransactionIn>();
    expectTypeOf<TransactionIn>().toExtend<ClassifyTransactionIn>();
    expectTypeOf<S['Account']>().toExtend<ClassifyAccountIn>();
    expectTypeOf<S['CategoryGroupWithCategories']>().toExtend<ClassifyGroupIn>();
  });
});
