// The registry's handlers load their module on the first call only, once, and then answer directly.
import { describe, expect, it } from 'vitest';
import { lazyHandler } from '../../src/mcp/tool-definition.ts';
import type { ToolContext } from '../../src/mcp/tool-context.ts';

describe('lazyHandler', () => {
  it('imports the module on the first call, once, and passes arguments and answers through', async () => {
    let loads = 0;
    const handler = lazyHandler(async () => {
      loads++;
      return { handler: async (args: { n: number }) => ({ twice: args.n * 2 }) };
    });
    expect(loads).toBe(0);
    const ctx = {} as ToolContext;
    expect(await handler({ n: 2 } as never, ctx)).toEqual({ twice: 4 });
    expect(await handler({ n: 5 } as never, ctx)).toEqual({ twice: 10 });
    expect(loads).toBe(1);
  });

  it('lets a failing import fail the call, and tries again on the next one', async () => {
    let loads = 0;
    const handler = lazyHandler(async () => {
      if (++loads === 1) throw new Error('not there');
      return { handler: async () => ({ ok: true }) };
    });
    await expect(handler({} as never, {} as ToolContext)).rejects.toThrow('not there');
    expect(await handler({} as never, {} as ToolContext)).toEqual({ ok: true });
  });
});
