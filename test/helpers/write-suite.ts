// The confirmed-write suite's case and runner: in process, with the official client, through each of the
// three ways to confirm (a 2026-07-28 client answering the form, a 2025-11-25 client answering during the
// call, a client without elicitation using a code). Each way applies the write on a fresh demo plan, checks
// the fake's state, then undoes it (when the tool is undoable) and checks the state is back. The same three
// ways over a real stdio process are test/e2e/confirm.test.ts's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeYnab } from '../../src/fake-ynab/fake-ynab.ts';
import { connectInProcess, textOf, type InProcessSession } from './in-process.ts';

export interface WriteCase {
  tool: string;
  args: Record<string, unknown>;
  /** The exact question the user sees. */
  question: string;
  /** Assertions on the fake before the write (and again after the undo). */
  before(fake: FakeYnab): void;
  /** Assertions on the fake once the write is applied. */
  applied(fake: FakeYnab, result: Record<string, unknown>): void;
  /** The undo's question, or false for a tool that cannot be undone. */
  undoQuestion: string | false;
  /** Writes applied first, however the way confirms (delete_rule: the rule it deletes). */
  setup?: readonly { tool: string; args: Record<string, unknown> }[];
}

type Result = { isError?: boolean; structuredContent?: Record<string, unknown>; content?: unknown };
const WAYS = ['2026-07-28 form', '2025-11-25 in-call question', 'confirmation code'] as const;

export function confirmedWriteSuite(make: () => WriteCase): void {
  const given = make();
  describe(`${given.tool}: confirmed, applied and undone`, () => {
    for (const way of WAYS) {
      describe(way, () => {
        let fake: FakeYnab;
        let session: InProcessSession;
        const asked: string[] = [];
        beforeAll(async () => {
          fake = new FakeYnab();
          const env = { AVENIR_MCP_TODAY: '2026-09-25', AVENIR_MCP_WRITE: '1' };
          const elicit = (message: string) => {
            asked.push(message);
            return { action: 'accept' as const, content: { value: true } };
          };
          session = await connectInProcess(
            way === 'confirmation code'
              ? { era: 'legacy', env, fake }
              : { era: way.startsWith('2026') ? 'modern' : 'legacy', env, fake, elicit },
          );
        });
        // close() fails on any request outside YNAB's OpenAPI spec.
        afterAll(async () => session.close());

        async function confirmed(tool: string, args: Record<string, unknown>, question: string): Promise<Record<string, unknown>> {
          asked.length = 0;
          let r = (await session.client.callTool({ name: tool, arguments: args })) as Result;
          if (way === 'confirmation code') {
            expect(r.structuredContent?.status, textOf(r)).toBe('confirmation_required');
            if ('preview' in (r.structuredContent ?? {})) expect(r.structuredContent?.preview).toBe(question);
            r = (await session.client.callTool({
              name: tool,
              arguments: { ...args, confirmation: r.structuredContent?.confirmation },
            })) as Result;
          } else {
            expect(asked).toEqual([question]);
          }
          expect(r.structuredContent?.status, textOf(r)).toBe('applied');
          return r.structuredContent!;
        }

        it('applies after the user agrees, and the undo puts the plan back', async () => {
          const c = make();
          for (const step of c.setup ?? []) {
            const first = (await session.client.callTool({ name: step.tool, arguments: step.args })) as Result;
            const code = first.structuredContent?.confirmation;
            if (typeof code === 'string')
              await session.client.callTool({ name: step.tool, arguments: { ...step.args, confirmation: code } });
          }
          c.before(fake);
          const result = await confirmed(c.tool, c.args, c.question);
          c.applied(fake, result);
          if (c.undoQuestion === false) return;
          expect(result.operation_id).toMatch(/^[0-9a-f]{12}$/);
          const undone = await confirmed('undo_operation', { plan_id: 'demo-budget', operation_id: result.operation_id }, c.undoQuestion);
          expect(undone.conflicts).toEqual([]);
          c.before(fake);
        });
      });
    }
  });
}
