// bench/hosted-load.ts on a small scale: every call of every person answers, none crosses people, both
// instances serve, and the report names the figures the issue asks for (p50 and p95 per call, errors,
// crossings). The full 50 × 20 runs in `npm run bench`.
import { describe, expect, it } from 'vitest';
import { hostedLoad, renderHostedLoad } from '../../bench/hosted-load.ts';

describe('the hosted load bench', () => {
  it('runs 3 people × 6 calls on two instances with no error and no crossing', async () => {
    const r = await hostedLoad(3, 6);
    expect(r.errors).toBe(0);
    expect(r.crossings).toBe(0);
    expect(r.perTool.reduce((n, t) => n + t.calls, 0)).toBe(18);
    expect(r.routed).toHaveLength(2);
    expect(Math.min(...r.routed)).toBeGreaterThan(0);
    const text = renderHostedLoad(r);
    expect(text).toContain('| every call | 18 |');
    expect(text).toContain('Errors: **0**');
    expect(text).toMatch(/crossing people .*: \*\*0\*\*/);
  });
});
