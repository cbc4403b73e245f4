// Shared by the unit tests of src/confirm: a monotonic clock the test moves by hand, a random source that
// hands out chosen bytes (to make codes collide on purpose), confirmation services on such a clock, and a
// journal that records what a confirmed write asked of it.
import type { ConfirmServices } from '../../src/confirm/channel.ts';
import { CodeStore, type Clock } from '../../src/confirm/codes.ts';
import { RequestStates } from '../../src/confirm/request-state.ts';
import type { WriteServices } from '../../src/confirm/write-plan.ts';
import type { PendingEntry, SettlementOutcome } from '../../src/journal/types.ts';

export interface ManualClock extends Clock {
  set(ms: number): void;
  advance(ms: number): void;
}

export function manualClock(start = 0): ManualClock {
  let t = start;
  return { now: () => t, set: (ms) => void (t = ms), advance: (ms) => void (t += ms) };
}

/** A random source returning `fills` in turn, each repeated over the requested length; it records each request. */
export function scriptedRandom(...fills: number[]): { random: (bytes: number) => Buffer; requested: number[] } {
  const requested: number[] = [];
  let next = 0;
  return {
    requested,
    random: (bytes) => {
      requested.push(bytes);
      const fill = fills[next++];
      if (fill === undefined) throw new Error('the test gave no more random bytes');
      return Buffer.alloc(bytes, fill);
    },
  };
}

/** The code CodeStore makes of 8 bytes of `fill`. */
export const codeOf = (fill: number): string => Buffer.alloc(8, fill).toString('base64url');

/** Real code and state stores on a clock of their own, codes allowed. */
export function confirmServices(): ConfirmServices {
  const clock = manualClock();
  return { codes: new CodeStore(clock), states: new RequestStates(clock), requireElicitation: false, askTimeoutMs: 1 };
}

/** What a confirmed write did, in order: the journal's entry and settlement, and the write itself (`apply`). */
export type WriteEvent = ['append', PendingEntry] | ['settle', string, SettlementOutcome, Record<string, unknown> | undefined] | ['apply'];

/** A journal that records into `events`, naming every entry op-1; `failing` makes the append or the settlement reject with it. */
export function recordingJournal(events: WriteEvent[], failing: { append?: unknown; settle?: unknown } = {}): WriteServices['journal'] {
  return {
    appendPending: (entry) => {
      if (failing.append !== undefined) return Promise.reject(failing.append);
      events.push(['append', entry]);
      return Promise.resolve('op-1');
    },
    settle: (operationId, outcome, details) => {
      events.push(['settle', operationId, outcome, details]);
      return failing.settle !== undefined ? Promise.reject(failing.settle) : Promise.resolve();
    },
  };
}
