// Unit tests of src/confirm/two-step-move.ts: a move is two PATCHes, first then second; a refused second
// puts the first back (or says it could not), and one YNAB may have applied is left for undo to check.
import { describe, expect, it } from 'vitest';
import { twoStepMove, type MoveFailures } from '../../src/confirm/two-step-move.ts';
import { PartlyApplied } from '../../src/confirm/write-plan.ts';
import { YnabError, afterSending } from '../../src/ynab/errors.ts';

describe('twoStepMove', () => {
  // Any Error will do: the tool passes its declared errors' constructors.
  const failures: MoveFailures = {
    restored: (p) => new Error(`restored ${p.first} ${p.first_amount} / ${p.refused} ${p.refused_amount} in ${p.month}: ${p.error}`),
    notRestored: (p) => new Error(`not restored ${p.first} ${p.first_amount}: ${p.error} / ${p.restore_error}; undo ${p.operation_id}`),
  };
  const first = { category_id: 'a', name: 'A', before: 80000, after: 50000 };
  const second = { category_id: 'b', name: 'B', before: 120000, after: 150000 };

  /** Runs a move whose PATCHes fail as `fail` says (by 1-based request number), recording what was sent. */
  async function run(fail: (id: string, n: number) => unknown): Promise<{ sent: string[]; outcome: Promise<void> }> {
    const sent: string[] = [];
    const set = async (id: string, budgeted: number) => {
      sent.push(`${id}=${budgeted}`);
      const error = fail(id, sent.length);
      if (error !== undefined) throw error;
    };
    const outcome = twoStepMove({ month: '2026-09-01', digits: 2, failures, first, second, set, operationId: 'op-1' });
    await outcome.catch(() => {});
    return { sent, outcome };
  }

  it('sends the first then the second', async () => {
    const { sent, outcome } = await run(() => undefined);
    await expect(outcome).resolves.toBeUndefined();
    expect(sent).toEqual(['a=50000', 'b=150000']);
  });

  it('a failing first step propagates as is and sends nothing more', async () => {
    const boom = new YnabError('YNAB 400: no', 400);
    const { sent, outcome } = await run(() => boom);
    await expect(outcome).rejects.toBe(boom);
    expect(sent).toEqual(['a=50000']);
  });

  it.each([
    [new YnabError('YNAB 400: no', 400), 'restored A 80.00 / B 150.00 in 2026-09-01: YNAB 400: no'],
    [new YnabError('YNAB 409: conflict', 409), 'restored A 80.00 / B 150.00 in 2026-09-01: YNAB 409: conflict'],
    [new YnabError('paused', undefined, 'paused'), 'restored A 80.00 / B 150.00 in 2026-09-01: paused'],
    [new Error('bug'), 'restored A 80.00 / B 150.00 in 2026-09-01: bug'],
  ])('a refused second step puts the first back (%s)', async (error, message) => {
    const { sent, outcome } = await run((id) => (id === 'b' ? error : undefined));
    await expect(outcome).rejects.toMatchObject({ message });
    expect(sent).toEqual(['a=50000', 'b=150000', 'a=80000']);
  });

  it.each([
    new YnabError('lost', undefined, 'outcome_unknown'),
    afterSending(new YnabError('YNAB 502: Bad Gateway', 502)),
    afterSending(new YnabError('YNAB 200: odd body', 200)),
  ])('a second step that may have been applied is not undone (%s)', async (error) => {
    const { sent, outcome } = await run((id) => (id === 'b' ? error : undefined));
    await expect(outcome).rejects.toBe(error);
    expect(sent).toEqual(['a=50000', 'b=150000']);
  });

  it('throws the declared error as partly applied, naming the operation, when putting the first back fails too', async () => {
    const { outcome } = await run((id, n) => (id === 'b' ? new Error('refused') : n === 3 ? new Error('down') : undefined));
    const thrown = await outcome.catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(PartlyApplied);
    expect((thrown as PartlyApplied).failure).toMatchObject({ message: 'not restored A 80.00: refused / down; undo op-1' });
  });
});
