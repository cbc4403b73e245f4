// The error a promise must reject with, for tests of failures: the test fails when the promise resolves.

/** The error `promise` rejects with (fails the test when it resolves). */
export async function rejection(promise: Promise<unknown>): Promise<Error & { status?: number; kind?: string }> {
  try {
    await promise;
  } catch (error) {
    return error as Error & { status?: number; kind?: string };
  }
  throw new Error('expected a rejection');
}
