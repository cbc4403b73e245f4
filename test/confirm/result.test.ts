// Unit tests of src/confirm/result.ts: confirmWrite runs write_plan with the call's own confirmation services
// and channel, and builds the tool's result around the common write-result fields (tools.md) of each
// outcome — or hands up the round that asks the user, building nothing; askingAbout gives it a plan's
// question. Real ask and stores; the journal records what it is asked.
import type { InputResponseView } from '@modelcontextprotocol/server';
import { describe, expect, it } from 'vitest';
import { isAskRound } from '../../src/confirm/round.ts';
import type { CallChannel } from '../../src/confirm/channel.ts';
import { CONFIRMATION_REQUIRED, DECLINED } from '../../src/confirm/messages.ts';
import {
  askingAbout,
  askingAndJournaling,
  confirmWrite,
  withPreview,
  type ConfirmedWrite,
  type OutcomeFields,
} from '../../src/confirm/result.ts';
import type { WriteContext } from '../../src/confirm/write-plan.ts';
import { fingerprint, seenDigest } from '../../src/logic/writes/fingerprint.ts';
import { YnabError } from '../../src/ynab/errors.ts';
import { collectingLogger } from '../journal/journal-test-kit.ts';
import { rejection } from '../helpers/rejection.ts';
import { confirmServices, recordingJournal, type WriteEvent } from './fakes.ts';

const SUBJECT = { category_id: 'c1', to: 2000 };
const SEEN = { assigned: 1000 };
const missing: InputResponseView = { kind: 'missing' };

interface Call {
  ctx: WriteContext;
  events: WriteEvent[];
  /** Everything `applied` and `result` were called with, in order. */
  built: unknown[];
}

/** A call on `channel`; `answer` gives it the user's answer to this very preview, as a retry carries it. */
async function call(channel: Partial<CallChannel>, answer?: 'accept' | 'decline'): Promise<Call> {
  const confirm = confirmServices();
  const events: WriteEvent[] = [];
  const state =
    answer === undefined
      ? undefined
      : confirm.states.open(await confirm.states.issue({ fp: fingerprint('plan-1', SUBJECT), seen: seenDigest(SEEN) }));
  const response: InputResponseView = answer === undefined ? missing : { kind: 'elicit', action: answer, content: { value: true } };
  const ctx: WriteContext = {
    confirm,
    channel: { formElicitation: true, state, response, ...channel },
    journal: recordingJournal(events),
    log: collectingLogger().log,
  };
  return { ctx, events, built: [] };
}

/** A budget write whose result puts a field of its own between the common ones, as the tools do. */
function write(c: Call, fields: Partial<ConfirmedWrite<Record<string, unknown>>> = {}): ConfirmedWrite<Record<string, unknown>> {
  let sent = false;
  return {
    planId: 'plan-1',
    ...askingAbout({ subject: SUBJECT, seen: SEEN, question: 'Assign 2.00?' }),
    confirmation: undefined,
    journal: { kind: 'budget', details: { month: '2026-09-01', category_id: 'c1', from: 1000, to: 2000 } },
    apply: async () => {
      c.events.push(['apply']);
      sent = true;
    },
    applied: (id) => (c.built.push(['applied', id, sent]), `Assigned. Undo with ${id ?? 'nothing'}.`),
    result: (f: OutcomeFields) => (
      c.built.push(['result', f.status]),
      { status: f.status, message: f.message, preview: 'Assign 2.00?', confirmation: f.confirmation, operation_id: f.operation_id }
    ),
    ...fields,
  };
}

describe('confirmWrite', () => {
  it('gives the code and the fixed sentence to a client that cannot ask, sending nothing', async () => {
    const c = await call({ formElicitation: false });
    const result = await confirmWrite(c.ctx, write(c));
    expect(result).toEqual({
      status: 'confirmation_required',
      message: CONFIRMATION_REQUIRED,
      preview: 'Assign 2.00?',
      confirmation: expect.stringMatching(/^[\w-]{11}$/),
      operation_id: null,
    });
    expect(Object.keys(result as object)).toEqual(['status', 'message', 'preview', 'confirmation', 'operation_id']);
    expect(c.events).toEqual([]);
    expect(c.built).toEqual([['result', 'confirmation_required']]);
  });

  it('gives the fixed sentence when the user declined, sending nothing', async () => {
    const c = await call({}, 'decline');
    expect(await confirmWrite(c.ctx, write(c))).toEqual({
      status: 'declined',
      message: DECLINED,
      preview: 'Assign 2.00?',
      confirmation: null,
      operation_id: null,
    });
    expect(c.events).toEqual([]);
  });

  it('on a yes, journals and writes, then words what was done with the operation id', async () => {
    const c = await call({}, 'accept');
    expect(await confirmWrite(c.ctx, write(c))).toEqual({
      status: 'applied',
      message: 'Assigned. Undo with op-1.',
      preview: 'Assign 2.00?',
      confirmation: null,
      operation_id: 'op-1',
    });
    expect(c.events.map(([event]) => event)).toEqual(['append', 'apply', 'settle']);
    // Both run after the write, so they can read what it returned.
    expect(c.built).toEqual([
      ['applied', 'op-1', true],
      ['result', 'applied'],
    ]);
  });

  it('words a write that is not journaled without an operation id', async () => {
    const c = await call({}, 'accept');
    const result = await confirmWrite(c.ctx, write(c, { journal: undefined }));
    expect(result).toMatchObject({ status: 'applied', message: 'Assigned. Undo with nothing.', operation_id: null });
    expect(c.events).toEqual([['apply']]);
  });

  it('hands up the round that asks the user, building no result', async () => {
    const c = await call({});
    const round = await confirmWrite(c.ctx, write(c));
    expect(isAskRound(round)).toBe(true);
    expect(round).toMatchObject({
      result: { resultType: 'input_required', inputRequests: { confirm: { params: { message: 'Assign 2.00?' } } } },
    });
    expect(c.built).toEqual([]);
    expect(c.events).toEqual([]);
  });

  it('fails with the write’s error, building no result; a result that refuses fails once the entry is settled', async () => {
    const c = await call({}, 'accept');
    const refused = new YnabError('YNAB 400: bad', 400);
    expect(await rejection(confirmWrite(c.ctx, write(c, { apply: () => Promise.reject(refused) })))).toBe(refused);
    expect(c.built).toEqual([]);
    const d = await call({}, 'accept');
    const late = new Error('adjustment only');
    const thrown = await rejection(
      confirmWrite(
        d.ctx,
        write(d, {
          result: () => {
            throw late;
          },
        }),
      ),
    );
    expect(thrown).toBe(late);
    expect(d.events.map(([event]) => event)).toEqual(['append', 'apply', 'settle']);
  });
});

describe('askingAbout', () => {
  it('asks about the plan’s own subject and before-state, with the question it words', async () => {
    const plan = { subject: SUBJECT, seen: SEEN, question: 'Assign 2.00?', details: { from: 1000 } };
    const asked = askingAbout(plan);
    expect(Object.keys(asked)).toEqual(['subject', 'seen', 'question']);
    expect(asked.subject).toBe(SUBJECT);
    expect(asked.seen).toBe(SEEN);
    expect(await asked.question()).toBe('Assign 2.00?');
  });
});

describe('askingAndJournaling', () => {
  it('asks as askingAbout does and journals a copy of the details under the kind given', async () => {
    const details = { month: '2026-09-01', category_id: 'cat-rent', from: 1000, to: 2000 };
    const asked = askingAndJournaling({ subject: SUBJECT, seen: SEEN, question: 'Assign 2.00?', details }, 'budget');
    expect(Object.keys(asked)).toEqual(['subject', 'seen', 'question', 'journal']);
    expect(asked.subject).toBe(SUBJECT);
    expect(await asked.question()).toBe('Assign 2.00?');
    expect(asked.journal).toEqual({ kind: 'budget', details });
    // A copy: what the write later merges into its entry never reaches the plan.
    expect((asked.journal as { details: object }).details).not.toBe(details);
  });
});

describe('withPreview', () => {
  it("puts the question as preview between the message and the tool's fields, the code and the id last", () => {
    const fields: OutcomeFields = { status: 'applied', message: 'Done.', confirmation: null, operation_id: 'op-1' };
    const result = withPreview('Assign 20?', { category: 'Rent', amount: 20 })(fields);
    expect(result).toEqual({
      status: 'applied',
      message: 'Done.',
      preview: 'Assign 20?',
      category: 'Rent',
      amount: 20,
      confirmation: null,
      operation_id: 'op-1',
    });
    expect(Object.keys(result)).toEqual(['status', 'message', 'preview', 'category', 'amount', 'confirmation', 'operation_id']);
  });
});
