// What tests open and close: a value the enclosing suite's tests share, and values opened during a test.
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * A value opened before the enclosing suite's tests and closed after them (not when opening failed), read
 * through a function that fails when used outside a test.
 */
export function perSuite<T>(what: string, open: () => Promise<T>, close: (value: T) => Promise<void>): () => T {
  let value: { v: T } | undefined;
  beforeAll(async () => {
    value = { v: await open() };
  });
  afterAll(async () => {
    if (value !== undefined) await close(value.v);
  });
  return () => {
    if (value === undefined) throw new Error(`${what}: used outside a test`);
    return value.v;
  };
}

/** Values a test opens, each closed after it (all of them, then the first failure thrown); `current` is the last. */
export function perTest<T, A extends unknown[]>(
  open: (...args: A) => Promise<T>,
  close: (value: T) => Promise<void>,
): { open: (...args: A) => Promise<T>; readonly current: T } {
  const opened: T[] = [];
  afterEach(async () => {
    const closing = await Promise.allSettled(opened.splice(0).map(close));
    const failed = closing.find((c) => c.status === 'rejected');
    if (failed) throw failed.reason;
  });
  return {
    open: async (...args) => {
      const value = await open(...args);
      opened.push(value);
      return value;
    },
    get current() {
      const value = opened.at(-1);
      if (value === undefined) throw new Error('perTest: nothing open');
      return value;
    },
  };
}
