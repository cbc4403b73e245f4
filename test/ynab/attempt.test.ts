// One attempt keeps nothing of its answer once it ends (issue #27, 8): the signal it gives fetch outlives it
// while the request lingers (undici holds it until the Request is collected), and a listener left on that
// signal kept the attempt's unsettled deadline, and through its races the answer (a plan's transactions
// text: 33 MB on the heavy plan), reachable after the tool call.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { attempt } from '../../src/ynab/attempt.ts';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const LIMITS = { timeoutMs: 10_000, maxBytes: 1_000_000 };
const GET = { method: 'GET', headers: new Headers(), body: undefined };

describe('attempt', () => {
  it('leaves its answer collectable once it ends, though fetch keeps the request', async () => {
    const lingering: Request[] = [];
    const answers: WeakRef<Response>[] = [];
    const fetchFn = async (request: Request) => {
      lingering.push(request);
      const response = new Response('{"data":{"ok":true}}', { status: 200 });
      answers.push(new WeakRef(response));
      return response;
    };
    const outcome = await attempt(fetchFn, 'http://ynab.test/v1/plans', GET, LIMITS);
    expect(outcome).toMatchObject({ kind: 'answer', status: 200, text: '{"data":{"ok":true}}' });
    // A later task, so that nothing of the attempt's own job holds the answer any more.
    await new Promise((resolve) => setTimeout(resolve, 0));
    gc();
    gc();
    expect(lingering).toHaveLength(1);
    expect(answers[0]!.deref()).toBeUndefined();
  });

  it('still ends at its deadline when fetch ignores the signal', async () => {
    const outcome = await attempt(() => new Promise<Response>(() => undefined), 'http://ynab.test/v1/plans', GET, {
      timeoutMs: 20,
      maxBytes: 1_000,
    });
    expect(outcome).toMatchObject({ kind: 'failure' });
  });
});
