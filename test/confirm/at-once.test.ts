// Unit tests of src/confirm/at-once.ts (issue #32): a write acting at once asks nothing, and is journaled
// ahead of the YNAB write, sent, then settled, as a confirmed one is; YNAB's error after it may have applied
// the write names the operation for undo_operation.
import { describe, expect, it } from 'vitest';
import { writeAtOnce } from '../../src/confirm/at-once.ts';
import { maybeApplied } from '../../src/ynab/errors.ts';
import { collectingLogger } from '../journal/journal-test-kit.ts';
import { rejection } from '../helpers/rejection.ts';
import { recordingJournal, type WriteEvent } from './fakes.ts';

const JOURNAL = { kind: 'approve' as const, details: { transaction_ids: ['tx-1'] } };

describe('writeAtOnce', () => {
  it('journals the entry, sends the write, settles it applied and gives its id, asking nothing', async () => {
    const events: WriteEvent[] = [];
    const { log } = collectingLogger();
    const id = await writeAtOnce(
      { journal: recordingJournal(events), log },
      {
        planId: 'plan-1',
        journal: JOURNAL,
        apply: async (operationId) => {
          events.push(['apply']);
          expect(operationId).toBe('op-1');
        },
      },
    );
    expect(id).toBe('op-1');
    expect(events).toEqual([['append', { plan_id: 'plan-1', ...JOURNAL }], ['apply'], ['settle', 'op-1', 'applied', undefined]]);
  });

  it('settles unknown, and names the operation, when YNAB may have applied it', async () => {
    const events: WriteEvent[] = [];
    const { log } = collectingLogger();
    const failure = await rejection(
      writeAtOnce(
        { journal: recordingJournal(events), log },
        {
          planId: 'plan-1',
          journal: JOURNAL,
          apply: () => Promise.reject(maybeApplied('YNAB 502', 'YNAB answered 502 Bad Gateway.', 502)),
        },
      ),
    );
    expect(events.at(-1)).toEqual(['settle', 'op-1', 'unknown', undefined]);
    expect((failure as Error).message).toMatch(/call undo_operation with operation_id op-1/);
  });
});
