// The two clients of the in-process tests of a confirmed write, each over a demo fake of its own, opened before
// the enclosing suite's tests and closed after them: `asking` can ask and the user declines (its questions in
// `asking.asked`), `coding` cannot ask (the code path) and its fake keeps the body of every write it receives.
import { expect } from 'vitest';
import { DEMO_TODAY } from '../../src/config.ts';
import { DEMO_PLAN_ID } from '../../src/fake-ynab/demo-plan/plan.ts';
import { FakeYnab } from '../../src/fake-ynab/fake-ynab.ts';
import type { DemoPlan } from '../../src/fake-ynab/model/plan-types.ts';
import { confirmByCode, countedCall, onDemo, textOf, type Args, type Served, type ToolResult } from '../helpers/calls.ts';
import { perSuite, perTest } from '../helpers/lifetimes.ts';
import { session, type Session } from './budget-helpers.ts';

export interface WriteClients {
  readonly asking: Session;
  readonly coding: Session;
  /** The questions `asking` was asked. */
  readonly asked: string[];
  /** The body of each write the coding side's fake received, in order. */
  readonly bodies: string[];
  /** The code path on `coding`, on the demo plan: a preview with a code, then the same call with it. */
  confirmed(tool: string, args: Args): Promise<{ preview: ToolResult; applied: ToolResult }>;
  /** A call on `asking`, on the demo plan, refused before any question: its message (its requests are in `asking.fake.log`). */
  refused(tool: string, args: Args): Promise<string>;
}

/** `asking` and `coding`, their demo plans changed first by the functions given. */
export function writeClients(change: { asking?: (plan: DemoPlan) => void; coding?: (plan: DemoPlan) => void } = {}): WriteClients {
  const bodies: string[] = [];
  const fake = new FakeYnab({ today: DEMO_TODAY });
  const send = fake.fetch;
  Object.assign(fake, {
    fetch: async (request: Request) => {
      if (request.method !== 'GET') bodies.push(await request.clone().text());
      return send(request);
    },
  });
  const asking = sessionPerSuite('decline', {}, change.asking);
  const coding = sessionPerSuite(undefined, { fake }, change.coding);
  return {
    asking,
    coding,
    get asked() {
      return asking.asked;
    },
    bodies,
    confirmed: (tool, args) => confirmByCode(coding, tool, onDemo(args)),
    refused: async (tool, args) => {
      asking.asked.length = 0;
      const r = await callDemo(asking, tool, args);
      expect(r.isError, textOf(r)).toBe(true);
      expect(asking.asked).toEqual([]);
      return textOf(r);
    },
  };
}

/** One session for the enclosing suite, opened as `session` opens one, its demo plan changed first by `change`. */
export function sessionPerSuite(
  answer?: 'accept' | 'decline',
  on: Parameters<typeof session>[2] = {},
  change?: (plan: DemoPlan) => void,
): Session {
  const open = perSuite(
    'sessionPerSuite',
    async () => {
      const s = await session(answer, undefined, on);
      if (change) s.fake.mutate(DEMO_PLAN_ID, change);
      return s;
    },
    (s) => s.close(),
  );
  return {
    get client() {
      return open().client;
    },
    get fake() {
      return open().fake;
    },
    get logs() {
      return open().logs;
    },
    get journal() {
      return open().journal;
    },
    get asked() {
      return open().asked;
    },
    // The suite closes it.
    close: async () => undefined,
  };
}

/** A call on the demo plan whose reported request count must be what the fake served. */
export const callDemo = (s: Served, tool: string, args: Args): Promise<ToolResult> => countedCall(s, tool, onDemo(args));

/** A fresh server for each test (cold cache, no plan directory), closed after it: `open` as `session` opens one. */
export function sessionPerTest(): { open: (...args: Parameters<typeof session>) => Promise<Session>; readonly s: Session } {
  const sessions = perTest(session, (s) => s.close());
  return {
    open: sessions.open,
    get s() {
      return sessions.current;
    },
  };
}
