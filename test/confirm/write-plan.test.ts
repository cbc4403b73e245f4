// Unit tests of src/confirm/write-plan.ts (seed 003, journal-and-undo.md §6 step 5): nothing is written
// unless the answer is yes; the entry is journaled ahead of the YNAB write and settled applied, failed or
// unknown by what came back; a settlement the journal cannot write is logged and the result still returned.
// The ask, the journal and the logger are fakes that record what they were asked.
import { describe, expect, it } from 'vitest';
import { ask, type Decision } from '../../src/confirm/ask.ts';
import {
  failedAfter,
  FailedAfter,
  partlyApplied,
  PartlyApplied,
  writePlan,
  writeServices,
  type WritePlan,
  type WriteServices,
} from '../../src/confirm/write-plan.ts';
import { maybeApplied, YnabError } from '../../src/ynab/errors.ts';
import { collectingLogger } from '../journal/journal-test-kit.ts';
import { rejection } from '../helpers/rejection.ts';
import { confirmServices, recordingJournal, type WriteEvent as Event } from './fakes.ts';

interface Fakes {
  services: WriteServices;
  events: Event[];
  lines: ReturnType<typeof collectingLogger>['lines'];
}

function fakes(decision: Decision, failing: { append?: unknown; settle?: unknown } = {}): Fakes {
  const events: Event[] = [];
  const { log, lines } = collectingLogger();
  return { services: { ask: () => Promise.resolve(decision), journal: recordingJournal(events, failing), log }, events, lines };
}

const APPLIED: Decision = { outcome: 'applied' };
const JOURNAL = { kind: 'budget' as const, details: { month: '2026-09-01', category_id: 'c1', from: 1000, to: 2000 } };

function plan(
  events: Event[],
  apply: (operationId: string | null) => Promise<Record<string, unknown> | void>,
  fields: Partial<WritePlan> = {},
): WritePlan {
  return {
    planId: 'plan-1',
    subject: { category_id: 'c1', to: 2000 },
    seen: { assigned: 1000 },
    question: () => Promise.resolve('Assign?'),
    confirmation: undefined,
    journal: JOURNAL,
    apply: (operationId) => {
      events.push(['apply']);
      return apply(operationId);
    },
    ...fields,
  };
}

describe('writePlan without a yes', () => {
  it.each([
    [{ outcome: 'declined' } as Decision, { status: 'declined' }],
    [{ outcome: 'code', code: 'abcdefghijk' } as Decision, { status: 'confirmation_required', code: 'abcdefghijk' }],
  ])('returns %j as %j, journaling and sending nothing', async (decision, outcome) => {
    const f = fakes(decision);
    expect(
      await writePlan(
        f.services,
        plan(f.events, () => Promise.resolve()),
      ),
    ).toEqual(outcome);
    expect(f.events).toEqual([]);
  });

  it('hands up the round that asks the user as it is, journaling and sending nothing', async () => {
    const asking = await ask(
      confirmServices(),
      { formElicitation: true, state: undefined, response: { kind: 'missing' } },
      plan([], () => Promise.resolve()),
    );
    if (asking.outcome !== 'ask') throw new Error('ask did not ask');
    const f = fakes(asking);
    const outcome = await writePlan(
      f.services,
      plan(f.events, () => Promise.resolve()),
    );
    expect(outcome).toMatchObject({ status: 'ask' });
    expect((outcome as { round: unknown }).round).toBe(asking.round);
    expect(f.events).toEqual([]);
  });

  it('passes the plan itself to ask', async () => {
    const f = fakes(APPLIED);
    const asked: unknown[] = [];
    const p = plan(f.events, () => Promise.resolve());
    await writePlan({ ...f.services, ask: (r) => (asked.push(r), Promise.resolve({ outcome: 'declined' })) }, p);
    expect(asked).toEqual([p]);
  });
});

describe('writePlan on a yes', () => {
  it('journals the entry pending, then writes, then settles it applied with what YNAB answered', async () => {
    const f = fakes(APPLIED);
    const moves = [{ transaction_id: 't1', from_category_id: null, to_category_id: 'c2' }];
    const outcome = await writePlan(
      f.services,
      plan(f.events, () => Promise.resolve({ ids: ['x'] }), { journal: { kind: 'categorize', moves } }),
    );
    expect(outcome).toEqual({ status: 'applied', operationId: 'op-1' });
    expect(f.events).toEqual([
      ['append', { plan_id: 'plan-1', kind: 'categorize', moves }],
      ['apply'],
      ['settle', 'op-1', 'applied', { ids: ['x'] }],
    ]);
  });

  it('settles without details when the write answered nothing more', async () => {
    const f = fakes(APPLIED);
    await writePlan(
      f.services,
      plan(f.events, () => Promise.resolve()),
    );
    expect(f.events).toEqual([['append', { plan_id: 'plan-1', ...JOURNAL }], ['apply'], ['settle', 'op-1', 'applied', undefined]]);
  });

  it('writes without journaling a change that cannot be undone, returning no operation id', async () => {
    const f = fakes(APPLIED);
    const outcome = await writePlan(
      f.services,
      plan(f.events, () => Promise.resolve({ id: 'new' }), { journal: undefined }),
    );
    expect(outcome).toEqual({ status: 'applied', operationId: null });
    expect(f.events).toEqual([['apply']]);
  });

  it('sends nothing when the entry cannot be journaled ahead, failing with the journal error', async () => {
    const unwritable = new Error('disk full');
    const f = fakes(APPLIED, { append: unwritable });
    expect(
      await rejection(
        writePlan(
          f.services,
          plan(f.events, () => Promise.resolve()),
        ),
      ),
    ).toBe(unwritable);
    expect(f.events).toEqual([]);
  });
});

describe('writePlan when the write fails', () => {
  it.each([
    ['a 4xx refusal', new YnabError('YNAB 400: bad', 400)],
    ['a refusal before sending', new YnabError('paced')],
    ['something not from YNAB', new TypeError('bug')],
  ])('settles %s failed and fails with it unchanged', async (_, error) => {
    const f = fakes(APPLIED);
    expect(
      await rejection(
        writePlan(
          f.services,
          plan(f.events, () => Promise.reject(error)),
        ),
      ),
    ).toBe(error);
    expect(f.events.at(-1)).toEqual(['settle', 'op-1', 'failed', undefined]);
  });

  it('settles unknown a write YNAB may have applied, and fails naming the operation, how to check and undo', async () => {
    const f = fakes(APPLIED);
    const lost = maybeApplied('YNAB 502', 'YNAB answered 502 Bad Gateway — it may have applied it.', 502);
    const e = await rejection(
      writePlan(
        f.services,
        plan(f.events, () => Promise.reject(lost)),
      ),
    );
    expect(f.events.at(-1)).toEqual(['settle', 'op-1', 'unknown', undefined]);
    expect(e).toBeInstanceOf(YnabError);
    expect(e).toMatchObject({
      message:
        'YNAB answered 502 Bad Gateway — it may have applied it. Do not send it again. To see whether YNAB holds it, look with get_category_balances (the amount assigned). ' +
        'To reverse whatever of it YNAB applied, call undo_operation with operation_id op-1: it checks what YNAB holds and sets back only what was applied.',
      status: 502,
      kind: 'outcome_unknown',
      happened: 'YNAB answered 502 Bad Gateway — it may have applied it.',
    });
  });

  it('quotes the whole message of an uncertain failure that says nothing apart of what happened', async () => {
    const f = fakes(APPLIED);
    const lost = new YnabError('The answer was lost.', undefined, 'outcome_unknown');
    const e = await rejection(
      writePlan(
        f.services,
        plan(f.events, () => Promise.reject(lost)),
      ),
    );
    expect((e as YnabError).message).toMatch(/^The answer was lost\. Do not send it again\. /);
    expect(e).toMatchObject({ status: undefined, kind: 'outcome_unknown', happened: undefined });
  });

  it('settles with what an earlier step gave, and fails with the later step’s own error (failedAfter)', async () => {
    for (const [failure, outcome] of [
      [new YnabError('YNAB 409: conflict', 409), 'failed'],
      [maybeApplied('YNAB 500', 'YNAB answered 500.', 500), 'unknown'],
    ] as const) {
      const f = fakes(APPLIED);
      const e = await rejection(
        writePlan(
          f.services,
          plan(f.events, () => Promise.reject(failedAfter(failure, { created_id: 'x' }))),
        ),
      );
      expect(f.events.at(-1)).toEqual(['settle', 'op-1', outcome, { created_id: 'x' }]);
      expect(e).not.toBeInstanceOf(FailedAfter);
      if (outcome === 'failed') expect(e).toBe(failure);
      else expect((e as Error).message).toMatch(/^YNAB answered 500\. Do not send it again\./);
    }
  });

  it('fails with the write’s own error, unwrapped, settling nothing, when nothing was journaled', async () => {
    for (const failure of [new YnabError('YNAB 400: bad', 400), maybeApplied('YNAB 500', 'YNAB answered 500.', 500)]) {
      for (const wrap of [(e: unknown) => failedAfter(e, { id: 'x' }), partlyApplied]) {
        const f = fakes(APPLIED);
        let given: string | null | undefined;
        const p = plan(f.events, (id) => ((given = id), Promise.reject(wrap(failure))), { journal: undefined });
        expect(await rejection(writePlan(f.services, p))).toBe(failure);
        expect(f.events).toEqual([['apply']]);
        expect(given).toBeNull();
      }
    }
  });

  it('settles unknown a write partly applied, and fails with its own error, which names the operation it was given', async () => {
    for (const refusal of [new YnabError('YNAB 400: bad', 400), new Error('declared')]) {
      const f = fakes(APPLIED);
      const e = await rejection(
        writePlan(
          f.services,
          plan(f.events, (id) => Promise.reject(partlyApplied(new Error(`${refusal.message}: undo ${id}`)))),
        ),
      );
      expect(f.events.at(-1)).toEqual(['settle', 'op-1', 'unknown', undefined]);
      expect(e).toMatchObject({ message: `${refusal.message}: undo op-1` });
      expect(e).not.toBeInstanceOf(YnabError);
    }
  });
});

describe('writePlan when the settlement cannot be written', () => {
  it('still returns applied with the operation id, logging the failure at ERROR without details', async () => {
    const f = fakes(APPLIED, { settle: Object.assign(new Error('EACCES /home/me/journal'), { name: 'JournalUnwritable' }) });
    expect(
      await writePlan(
        f.services,
        plan(f.events, () => Promise.resolve({ ids: ['x'] })),
      ),
    ).toEqual({ status: 'applied', operationId: 'op-1' });
    expect(f.lines).toEqual([
      {
        level: 'ERROR',
        message: 'journal settlement not written',
        fields: { operation: 'op-1', outcome: 'applied', error: 'JournalUnwritable' },
      },
    ]);
  });

  it('still fails with YNAB’s error, and logs a thrown non-Error as unknown', async () => {
    const f = fakes(APPLIED, { settle: 'not an error' });
    const refused = new YnabError('YNAB 400: bad', 400);
    expect(
      await rejection(
        writePlan(
          f.services,
          plan(f.events, () => Promise.reject(refused)),
        ),
      ),
    ).toBe(refused);
    expect(f.lines).toEqual([
      { level: 'ERROR', message: 'journal settlement not written', fields: { operation: 'op-1', outcome: 'failed', error: 'unknown' } },
    ]);
  });
});

describe('failedAfter', () => {
  it('carries the failure and the details the journal needs', () => {
    const failure = new Error('second step');
    const thrown = failedAfter(failure, { id: 'x' });
    expect(thrown).toBeInstanceOf(FailedAfter);
    expect(thrown).toBeInstanceOf(Error);
    expect(thrown).toMatchObject({ failure, details: { id: 'x' }, message: 'a later step of the write failed' });
  });

  it('carries the declared failure of a write partly applied (partlyApplied)', () => {
    const failure = new Error('half of the move');
    const thrown = partlyApplied(failure);
    expect(thrown).toBeInstanceOf(PartlyApplied);
    expect(thrown).toMatchObject({ failure, message: 'part of the write stayed in YNAB' });
  });
});

describe('writeServices', () => {
  it('asks with the call’s confirmation services and channel, and hands on its journal and logger', async () => {
    const confirm = confirmServices();
    const f = fakes(APPLIED);
    const services = writeServices({
      confirm,
      channel: { formElicitation: false, state: undefined, response: { kind: 'missing' } },
      journal: f.services.journal,
      log: f.services.log,
    });
    expect(services.journal).toBe(f.services.journal);
    expect(services.log).toBe(f.services.log);
    const decision = await services.ask(plan(f.events, () => Promise.resolve()));
    expect(decision).toMatchObject({ outcome: 'code' });
    expect(await confirm.codes.take((decision as { code: string }).code)).toBeDefined();
  });
});
