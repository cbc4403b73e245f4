// Unit tests of src/confirm/ask.ts, the decision procedure of confirmation.md §4, branch by branch: a code
// passed back (takeCode, then ask), the answer of a retry or in-call question (§5: single use, bound to the
// change and the before-state shown), an unanswered in-call question, a client that cannot ask, and the
// question itself, returned as a round the tool runner recognises. Real in-memory code and state stores on
// a fake clock; the channel is built by hand.
import type { InputResponseView } from '@modelcontextprotocol/server';
import { describe, expect, it } from 'vitest';
import type { InputRequiredResult } from '@modelcontextprotocol/server';
import { ASK_TIMEOUT_MS, ask, CONFIRM_KEY, CONFIRM_SCHEMA, takeCode, type AskRequest, type Decision } from '../../src/confirm/ask.ts';
import { isAskRound } from '../../src/confirm/round.ts';
import type { CallChannel, ConfirmServices } from '../../src/confirm/channel.ts';
import { CodeStore, type Binding } from '../../src/confirm/codes.ts';
import { RequestStates } from '../../src/confirm/request-state.ts';
import { fingerprint, seenDigest } from '../../src/logic/writes/fingerprint.ts';
import { rejection } from '../helpers/rejection.ts';
import { manualClock } from './fakes.ts';

const BAD_CODE =
  'This confirmation code is unknown, expired, already used, or was issued for different changes. Call again without confirmation to get a new preview.';
const PLAN_CHANGED = 'The plan changed between the preview and the answer. Call again without an answer to get a new preview.';
const CODES_DISABLED =
  'Confirmation codes are disabled (AVENIR_MCP_REQUIRE_ELICITATION=1): call again without confirmation, and the user answers in the client.';
const CANNOT_ASK =
  'This client cannot ask the user to confirm, and AVENIR_MCP_REQUIRE_ELICITATION=1 forbids confirmation codes: nothing was changed. Use a client that supports MCP elicitation, or unset the variable.';

const PLAN = 'plan-1';
const SUBJECT = [{ transaction_id: 't1', category_id: 'c2' }];
const SEEN = [{ payee: 'Corner Shop', amount: -12_340, category: 'Groceries' }];
/** What the preview of SUBJECT showing SEEN is bound to. */
const BOUND: Binding = { fp: fingerprint(PLAN, SUBJECT), seen: seenDigest(SEEN) };

function services(requireElicitation = false): ConfirmServices {
  const clock = manualClock();
  return {
    codes: new CodeStore(clock),
    states: new RequestStates(clock, Buffer.alloc(32, 1)),
    requireElicitation,
    askTimeoutMs: ASK_TIMEOUT_MS,
  };
}

function request(fields: Partial<AskRequest> = {}): AskRequest & { asked: () => number } {
  let asked = 0;
  return {
    planId: PLAN,
    subject: SUBJECT,
    seen: SEEN,
    confirmation: undefined,
    question: () => {
      asked += 1;
      return Promise.resolve('Apply 1 change?');
    },
    asked: () => asked,
    ...fields,
  };
}

const missing: InputResponseView = { kind: 'missing' };
const answer = (action: 'accept' | 'decline' | 'cancel', content?: Record<string, unknown>): InputResponseView => ({
  kind: 'elicit',
  action,
  ...(content ? { content } : {}),
});

function channel(fields: Partial<CallChannel> = {}): CallChannel {
  return { formElicitation: true, state: undefined, response: missing, ...fields };
}

/** A state the question issued for `binding`, opened as the SDK's verify hook would. */
async function stateFor(s: ConfirmServices, binding: Binding = BOUND) {
  return s.states.open(await s.states.issue(binding))!;
}

/** The input-required result of an `ask` decision, whose round is one the tool runner recognises. */
function roundOf(decision: Decision): InputRequiredResult {
  expect(decision.outcome).toBe('ask');
  const { round } = decision as Extract<Decision, { outcome: 'ask' }>;
  expect(isAskRound(round)).toBe(true);
  return round.result;
}

/** The code of a `code` decision, checked to confirm exactly BOUND, once. */
async function expectCodeFor(s: ConfirmServices, decision: unknown) {
  expect(decision).toMatchObject({ outcome: 'code' });
  const { code } = decision as { code: string };
  expect(await s.codes.take(code)).toEqual(BOUND);
}

describe('takeCode (step 1, before any YNAB request)', () => {
  it.each([undefined, null, 42, {}])(
    'takes nothing for a confirmation that is not a string (%s), even when codes are disabled',
    async (confirmation) => {
      expect(await takeCode(services(true), confirmation)).toBeUndefined();
      expect(await takeCode(services(false), confirmation)).toBeUndefined();
    },
  );

  it('returns what a live code confirms, and burns it', async () => {
    const s = services();
    const code = await s.codes.issue(BOUND);
    expect(await takeCode(s, code)).toEqual(BOUND);
    await expect(takeCode(s, code)).rejects.toThrow(BAD_CODE);
  });

  it('refuses an unknown string, the empty one included, with bad_code', async () => {
    await expect(takeCode(services(), 'not-a-code1')).rejects.toThrow(BAD_CODE);
    await expect(takeCode(services(), '')).rejects.toThrow(BAD_CODE);
  });

  it('refuses any code with codes_disabled when elicitation is required, leaving the store as it was', async () => {
    const s = services(true);
    const code = await s.codes.issue(BOUND);
    await expect(takeCode(s, code)).rejects.toThrow(CODES_DISABLED);
    expect(await s.codes.take(code)).toEqual(BOUND);
  });
});

describe('ask, step 1: a code was passed back', () => {
  it('applies when the taken code confirms this very change and before-state', async () => {
    const s = services();
    const r = request({ confirmation: 'the-code' });
    expect(await ask(s, channel({ code: { ...BOUND } }), r)).toEqual({ outcome: 'applied' });
    expect(r.asked()).toBe(0);
  });

  it.each([
    ['no binding (takeCode found none)', undefined],
    ['another change', { ...BOUND, fp: fingerprint(PLAN, [{ transaction_id: 't1', category_id: 'c3' }]) }],
    ['another before-state', { ...BOUND, seen: seenDigest([{ payee: 'Corner Shop', amount: -12_000, category: 'Groceries' }]) }],
  ])('refuses with bad_code a code bound to %s', async (_, code) => {
    const e = await rejection(ask(services(), channel({ code }), request({ confirmation: 'the-code' })));
    expect(e).toMatchObject({ message: BAD_CODE });
  });

  it('counts the empty string as a code passed back', async () => {
    const e = await rejection(ask(services(), channel({ formElicitation: false }), request({ confirmation: '' })));
    expect(e).toMatchObject({ message: BAD_CODE });
  });

  it('decides on the code before any answer the call also carries', async () => {
    const s = services();
    const state = await stateFor(s);
    const e = await rejection(
      ask(s, channel({ state, response: answer('accept', { value: true }) }), request({ confirmation: 'the-code' })),
    );
    expect(e).toMatchObject({ message: BAD_CODE });
    expect(await s.states.consume(state)).toBe(true); // the answer was not read, so its state is unspent
  });
});

describe('ask, step 2: the answer to the question', () => {
  it('applies on accept with value true, spending the state', async () => {
    const s = services();
    const state = await stateFor(s);
    expect(await ask(s, channel({ state, response: answer('accept', { value: true }) }), request({ confirmation: null }))).toEqual({
      outcome: 'applied',
    });
    expect(await s.states.consume(state)).toBe(false);
  });

  it.each([
    ['accept with value false', answer('accept', { value: false })],
    ['accept without content', answer('accept')],
    ['accept with value "true" (a string)', answer('accept', { value: 'true' })],
    ['decline', answer('decline')],
    ['decline carrying value true', answer('decline', { value: true })],
  ])('declines on %s', async (_, response) => {
    const s = services();
    expect(await ask(s, channel({ state: await stateFor(s), response }), request())).toEqual({ outcome: 'declined' });
  });

  it('reads cancel as no decision: a code for this change, or declined when elicitation is required', async () => {
    const s = services();
    await expectCodeFor(s, await ask(s, channel({ state: await stateFor(s), response: answer('cancel', { value: true }) }), request()));
    const required = services(true);
    expect(await ask(required, channel({ state: await stateFor(required), response: answer('cancel') }), request())).toEqual({
      outcome: 'declined',
    });
  });

  it.each([
    ['the change', { ...BOUND, fp: fingerprint(PLAN, []) }],
    ['what the question showed of the plan', { ...BOUND, seen: seenDigest([]) }],
  ])('refuses with plan_changed when %s moved since the question, spending the state all the same', async (_, binding) => {
    const s = services();
    const state = await stateFor(s, binding);
    const e = await rejection(ask(s, channel({ state, response: answer('accept', { value: true }) }), request()));
    expect(e).toMatchObject({ message: PLAN_CHANGED });
    expect(await s.states.consume(state)).toBe(false);
  });

  it('ignores a spent state: a replayed accepted answer gets a new question, never a second write', async () => {
    const s = services();
    const state = await stateFor(s);
    const accepted = channel({ state, response: answer('accept', { value: true }) });
    expect(await ask(s, accepted, request())).toEqual({ outcome: 'applied' });
    const r = request();
    roundOf(await ask(s, accepted, r));
    expect(r.asked()).toBe(1);
    // From a client that cannot ask, the replay gets a code.
    await expectCodeFor(s, await ask(s, { ...accepted, formElicitation: false }, request()));
  });

  it('ignores an answer without a state, asking again', async () => {
    roundOf(await ask(services(), channel({ response: answer('accept', { value: true }) }), request()));
  });

  it('does not spend a state that came without an answer', async () => {
    const s = services();
    const state = await stateFor(s);
    await expectCodeFor(s, await ask(s, channel({ formElicitation: false, state }), request()));
    expect(await s.states.consume(state)).toBe(true);
  });
});

describe('ask: a 2025-era in-call question nobody answered', () => {
  it('is read as a cancel: a code, or declined when elicitation is required', async () => {
    const s = services();
    const r = request();
    await expectCodeFor(s, await ask(s, channel({ unanswered: true }), r));
    expect(r.asked()).toBe(0);
    expect(await ask(services(true), channel({ unanswered: true }), request())).toEqual({ outcome: 'declined' });
  });

  it('is declined, not cannot_ask, with elicitation required even if the client stopped declaring forms', async () => {
    expect(await ask(services(true), channel({ unanswered: true, formElicitation: false }), request())).toEqual({ outcome: 'declined' });
  });

  it('goes on to ask when the flag is false', async () => {
    roundOf(await ask(services(), channel({ unanswered: false }), request()));
  });
});

describe('ask, step 3: a client that cannot ask', () => {
  it('gets a code confirming this change and before-state, without the question being built', async () => {
    const s = services();
    const r = request();
    await expectCodeFor(s, await ask(s, channel({ formElicitation: false }), r));
    expect(r.asked()).toBe(0);
  });

  it('is refused with cannot_ask when elicitation is required', async () => {
    const e = await rejection(ask(services(true), channel({ formElicitation: false }), request()));
    expect(e).toMatchObject({ message: CANNOT_ASK });
  });
});

describe('ask, steps 4–5: the question', () => {
  it('returns the round of an input-required result carrying the question and a sealed state for this binding', async () => {
    for (const requireElicitation of [false, true]) {
      const s = services(requireElicitation);
      const r = request({ confirmation: null });
      const result = roundOf(await ask(s, channel(), r));
      expect(result).toEqual({
        resultType: 'input_required',
        inputRequests: {
          confirm: { method: 'elicitation/create', params: { mode: 'form', message: 'Apply 1 change?', requestedSchema: CONFIRM_SCHEMA } },
        },
        requestState: expect.any(String),
      });
      expect(r.asked()).toBe(1);
      const payload = s.states.open(result.requestState!);
      expect(payload).toMatchObject(BOUND);
      expect(await s.states.consume(payload!)).toBe(true);
    }
  });

  it('asks with the schema of confirmation.md §5 under the key "confirm", waiting 600 s in the 2025 era', () => {
    expect(CONFIRM_KEY).toBe('confirm');
    expect(CONFIRM_SCHEMA).toEqual({
      type: 'object',
      properties: { value: { type: 'boolean', title: 'Apply these changes' } },
      required: ['value'],
    });
    expect(ASK_TIMEOUT_MS).toBe(600_000);
  });

  it('binds the fingerprint and before-state of what it shows: another subject or before-state is another binding', async () => {
    const s = services();
    const other = roundOf(await ask(s, channel(), request({ subject: [{ transaction_id: 't1', category_id: 'c3' }], seen: [] })));
    const payload = s.states.open(other.requestState!);
    expect(payload).toMatchObject({ fp: fingerprint(PLAN, [{ transaction_id: 't1', category_id: 'c3' }]), seen: seenDigest([]) });
  });
});

describe('isAskRound', () => {
  it('tells only a round ask made from anything a handler may return, its input-required result included', async () => {
    const decision = await ask(services(), channel(), request());
    const result = roundOf(decision);
    for (const other of [result, { ...decision }, { result }, { status: 'applied' }, null, undefined, 'ask', 0])
      expect(isAskRound(other)).toBe(false);
  });
});
