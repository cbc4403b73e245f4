// Shared by the in-process tests of read tools: one session over a fresh demo fake for the enclosing suite,
// and calls from a clean request log whose reported request count must be what the fake served.
import type { Client } from '@modelcontextprotocol/client';
import type { FakeYnab } from '../../src/fake-ynab/fake-ynab.ts';
import { countedCall, type Args, type ToolResult } from '../helpers/calls.ts';
import { connectInProcess } from '../helpers/in-process.ts';
import { perSuite } from '../helpers/lifetimes.ts';

export interface ReadSession {
  /** The suite's client and fake YNAB, once its beforeAll ran. */
  readonly client: Client;
  readonly fake: FakeYnab;
  /** One call: `defaults` under `args`. */
  call(name: string, args?: Args): Promise<ToolResult>;
  /** One call's structuredContent. */
  out<T = Args>(name: string, args?: Args): Promise<T>;
}

/** Opens a session before the enclosing suite's tests and closes it after them (which checks the spec). */
export function readSession(options: Parameters<typeof connectInProcess>[0] = {}, defaults: Args = {}): ReadSession {
  const open = perSuite(
    'readSession',
    async () => {
      const s = await connectInProcess(options);
      await s.client.listTools(); // the client then validates structuredContent against each output schema
      return s;
    },
    (s) => s.close(),
  );
  const call = (name: string, args: Args = {}): Promise<ToolResult> => countedCall(open(), name, { ...defaults, ...args });
  return {
    get client() {
      return open().client;
    },
    get fake() {
      return open().fake;
    },
    call,
    out: async <T = Args>(name: string, args: Args = {}) => (await call(name, args)).structuredContent as T,
  };
}
