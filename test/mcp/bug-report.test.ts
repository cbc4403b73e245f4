// Issue #29 item 4: a bug's log line says where it happened (class, Node's code, file:line frames), and
// never the message or anything else a message could carry from the plan.
import { describe, expect, it } from 'vitest';
import { bugDetails } from '../../src/mcp/bug-report.ts';

describe('bugDetails', () => {
  it('gives the class, the code and the frames as file:line:column from the package’s folders, innermost first', () => {
    const error = Object.assign(new TypeError('payee CHEZ LUCIE 88.00\n    at forged (/x/y.ts:1:1)'), { code: 'ERR_INVALID_ARG_TYPE' });
    error.stack = [
      'TypeError: payee CHEZ LUCIE 88.00',
      '    at forged (/x/y.ts:1:1)',
      '    at scoreRow (/home/ana/avenir-mcp/src/logic/classify/suggestions.ts:42:13)',
      '    at file:///home/ana/avenir-mcp/dist/src/tools/suggest_categories.js:10:5',
      '    at async Promise.all (index 0)',
      '    at run (/usr/lib/node_modules/avenir-mcp/node_modules/@modelcontextprotocol/server/dist/index.js:100:7)',
      '    at node:internal/process/task_queues:105:5',
      '    at C:\\Users\\ana\\avenir-mcp\\src\\mcp\\run-tool.ts:55:20',
    ].join('\n');
    expect(bugDetails(error)).toEqual({
      error: 'TypeError',
      code: 'ERR_INVALID_ARG_TYPE',
      at: 'src/logic/classify/suggestions.ts:42:13 < dist/src/tools/suggest_categories.js:10:5 < node_modules/@modelcontextprotocol/server/dist/index.js:100:7 < node:internal/process/task_queues:105:5 < src/mcp/run-tool.ts:55:20',
    });
  });

  it('keeps at most 8 frames, and reads a real stack', () => {
    const deep = (n: number): never => (n === 0 ? (null as unknown as { x: () => never }).x() : deep(n - 1));
    let caught: unknown;
    try {
      deep(12);
    } catch (error) {
      caught = error;
    }
    const details = bugDetails(caught);
    expect(details.error).toBe('TypeError');
    expect(details.code).toBeUndefined();
    const frames = details.at!.split(' < ');
    expect(frames).toHaveLength(8);
    expect(frames[0]).toMatch(/bug-report\.test\.ts:\d+:\d+$/);
  });

  it('says what was thrown when it is not an Error, and gives no frames for a stack it cannot read', () => {
    expect(bugDetails('a string')).toEqual({ error: 'string', code: undefined, at: undefined });
    const odd = new RangeError('x');
    odd.stack = 'something else entirely';
    expect(bugDetails(odd)).toEqual({ error: 'RangeError', code: undefined, at: undefined });
    expect(bugDetails(Object.assign(new Error('x'), { code: 13 })).code).toBe('13');
  });
});
