// A move between two categories is two month PATCHes, which YNAB does not make atomic: when it refuses
// the second, the first is put back (move_money, and the undo of a move). Used by both.
import { formatAmount } from './logic/money.ts';
import type { ToolError } from './tool-error.ts';
import { YnabError } from './ynab/errors.ts';

/** One category's assigned amount: set to `after`, or put back to `before`. Amounts in milliunits. */
export interface MoveStep {
  category_id: string;
  /** Cleaned with untrusted(). */
  name: string;
  before: number;
  after: number;
}

// A type, not an interface, so that it fits ToolError's parameter record.
type RefusedParams = {
  month: string;
  refused: string;
  refused_amount: string;
  error: string;
  first: string;
  first_amount: string;
};

/** The two declared errors (move_money's `move_refused_restored` and `move_refused_not_restored`). */
export interface MoveFailures {
  restored(params: RefusedParams): ToolError;
  notRestored(params: RefusedParams & { restore_error: string }): ToolError;
}

export interface TwoStepMove {
  month: string;
  digits: number;
  first: MoveStep;
  second: MoveStep;
  /** PATCH months/{month}/categories/{id} with this budgeted amount. */
  set(categoryId: string, budgeted: number): Promise<unknown>;
  failures: MoveFailures;
}

// The answer was lost, or YNAB said yes in a body we could not read: the second change may have been
// made, so putting the first back could break a move that happened. Left to the caller (outcome unknown).
const mayHaveApplied = (error: unknown): boolean =>
  error instanceof YnabError && (error.kind === 'outcome_unknown' || (error.status !== undefined && error.status >= 200 && error.status < 300));

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * First step, then second. A failure of the first propagates (nothing moved). A refusal of the second
 * puts the first back and throws `restored`, or `notRestored` when that fails too.
 */
export async function twoStepMove(move: TwoStepMove): Promise<void> {
  const { first, second, month, digits } = move;
  await move.set(first.category_id, first.after);
  try {
    await move.set(second.category_id, second.after);
  } catch (error) {
    if (mayHaveApplied(error)) throw error;
    const params = {
      month,
      refused: second.name,
      refused_amount: formatAmount(second.after, digits),
      error: messageOf(error),
      first: first.name,
      first_amount: formatAmount(first.before, digits),
    };
    try {
      await move.set(first.category_id, first.before);
    } catch (restoreError) {
      throw move.failures.notRestored({ ...params, restore_error: messageOf(restoreError) });
    }
    throw move.failures.restored(params);
  }
}
