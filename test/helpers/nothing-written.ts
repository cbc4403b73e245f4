// A confirmed write's calls that write nothing: on the client that can ask (test/tools/write-clients.ts'
// `asking`, on the demo plan), refused before any question or code, as a table of arguments and messages, or
// declined by the user; on the code path, the preview that asks for the code.
import { describe, expect, it } from 'vitest';
import { callTool, onDemo, type Args, type Served } from './calls.ts';

/** The fields every preview on the code path starts with (its own fields follow): a code asked for, nothing changed yet. */
export const AWAITING_CODE = { status: 'confirmation_required', message: expect.stringMatching(/^Nothing changed yet\./) };

/** What these calls need of the write clients: the asking side, its questions, and its refused call. */
interface Asking {
  readonly asking: Served;
  readonly asked: string[];
  refused(tool: string, args: Args): Promise<string>;
}

/** Each call of `cases` refused with its message, nothing asked, after one read of the plan (a GET) and no write. */
export function refusedAfterOneRead(w: Asking, tool: string, cases: readonly (readonly [Args, string])[]): void {
  describe(`${tool} refusals, before any question or code`, () => {
    it.each(cases)('%j', async (args, message) => {
      expect(await w.refused(tool, args)).toBe(message);
      expect(w.asking.fake.log.map((l) => l.method)).toEqual(['GET']);
    });
  });
}

/** The call with the user declining its one question: nothing written, only reads; its result's fields. */
export async function declinedByUser(w: Asking, tool: string, args: Args): Promise<Record<string, unknown> | undefined> {
  w.asked.length = 0;
  // A question re-runs the call once answered: the count then covers the last run only, so it is not checked.
  const r = await callTool(w.asking, tool, onDemo(args));
  expect(w.asked).toHaveLength(1);
  expect(w.asking.fake.log.filter((l) => l.method !== 'GET')).toEqual([]);
  return r.structuredContent;
}
