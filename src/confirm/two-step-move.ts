// A move between two categories is two month PATCHes, which YNAB does not make atomic: when it refuses
// the second, the first is put back (move_money, and the undo of a move). Used by both.
import { formatAmount } from '../logic/core/money.ts';
import { briefly, mayHaveApplied } from '../ynab/errors.ts';
import { partlyApplied } from './write-plan.ts';

/** One category's assigned amount: set to `after`, or put back to `before`. Amounts in milliunits. */
export interface MoveStep {
  category_id: string;
  /** Cleaned with untrusted(). */
  name: string;
  before: number;
  after: number;
}

// A type, not an interface, so that it fits the parameter records of the generated error constructors.
type RefusedParams = {
  month: string;
  refused: string;
  refused_amount: string;
  error: string;
  first: string;
  first_amount: string;
};

/** The two declared errors (move_money's `move_refused_restored` and `move_refused_not_restored`), thrown as they are. */
export interface MoveFailures {
  restored(params: RefusedParams): Error;
  notRestored(params: RefusedParams & { restore_error: string; operation_id: string }): Error;
}

export interface TwoStepMove {
  month: string;
  digits: number;
  first: MoveStep;
  second: MoveStep;
  /** PATCH months/{month}/categories/{id} with this budgeted amount. */
  set(categoryId: string, budgeted: number): Promise<unknown>;
  failures: MoveFailures;
  /** The journal entry undo_operation sets back what is left of the move by: named when the first cannot be put back. */
  operationId: string;
}

/**
 * First step, then second. A failure of the first propagates (nothing moved, or it may have been: the
 * caller's settlement tells). A failure of the second that YNAB cannot have applied (a 4xx refusal, or
 * nothing sent) puts the first back and throws `restored`, or, when that fails too, `notRestored` as
 * partly applied: the entry is settled `unknown`, and undo_operation sets back the half YNAB holds.
 */
export async function twoStepMove(move: TwoStepMove): Promise<void> {
  const { first, second, month, digits } = move;
  await move.set(first.category_id, first.after);
  try {
    await move.set(second.category_id, second.after);
  } catch (error) {
    // The second change may have been made (a 5xx, a lost answer): putting the first back could break a
    // move that happened. Left to the caller, whose entry is settled unknown and checked item by item on undo.
    if (mayHaveApplied(error)) throw error;
    const params = {
      month,
      refused: second.name,
      refused_amount: formatAmount(second.after, digits),
      error: briefly(error),
      first: first.name,
      first_amount: formatAmount(first.before, digits),
    };
    try {
      await move.set(first.category_id, first.before);
    } catch (restoreError) {
      throw partlyApplied(move.failures.notRestored({ ...params, restore_error: briefly(restoreError), operation_id: move.operationId }));
    }
    throw move.failures.restored(params);
  }
}
