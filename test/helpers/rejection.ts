// The error a promise must reject with, or a call must throw, for tests of failures: the test fails when it does not.
import { expect } from 'vitest';

/** The error `promise` rejects with (fails the test when it resolves). */
export async function rejection(promise: Promise<unknown>): Promise<Error & { status?: number; kind?: string }> {
  try {
    await promise;
  } catch (error) {
    return error as Error & { status?: number; kind?: string };
  }
  throw new Error('expected a rejection');
}

/** The `kind` error `run` throws (fails the test when it returns, or throws another kind of error). */
export function thrown<E extends Error>(run: () => unknown, kind: abstract new (...args: never[]) => E): E {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(kind);
    return error as E;
  }
  throw new Error(`expected a ${kind.name}`);
}
