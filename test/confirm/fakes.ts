// Shared by the unit tests of src/confirm: a monotonic clock the test moves by hand, and a random source
// that hands out chosen bytes (to make codes collide on purpose).
import type { Clock } from '../../src/confirm/codes.ts';

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
