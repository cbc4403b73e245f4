// A value the enclosing suite's tests share: opened before them, closed after them (even when opening failed
// half-way, closing is skipped), and read through a function that fails when used outside a test.
import { afterAll, beforeAll } from 'vitest';

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
