// Pins get_underfunded_targets on the demo plan (demo-plan.md §8): Groceries 50.00 then Restaurants 30.00,
// covered by Ready to Assign; the month refused before any request; the limit; a Ready to Assign that
// covers only part; whole amounts on a 0-decimal plan. Requests: the month, plus the plan directory once
// per process (the target texts print the plan's decimals).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Output } from '../../generated/tools/get_underfunded_targets.ts';
import { answerOf, countedCall, onDemo, textOf, type Args } from '../helpers/calls.ts';
import { connectInProcess, type InProcessSession } from '../helpers/in-process.ts';
import { demoWith, jpy } from './currency-plans.ts';
import { UNDERFUNDED_MESSAGE, UNDERFUNDED_TARGETS, UNDERFUNDED_TOTALS } from '../fixtures/demo-planning-answers.ts';

let s: InProcessSession;
beforeAll(async () => {
  s = await connectInProcess({ fake: demoWith(jpy) });
});
afterAll(async () => s.close());

const call = (args: Args, session = s) => countedCall(session, 'get_underfunded_targets', onDemo(args));
// The answer's type is the manifest's output contract (generated), not a copy of it.
const answer = (args: Args = {}, session = s) => answerOf<Output>(session, 'get_underfunded_targets', onDemo(args));

describe('get_underfunded_targets', () => {
  it('answers the demo: Groceries 50.00 then Restaurants 30.00, both repeating, covered by Ready to Assign', async () => {
    const r = await answer();
    // Cold process: the month and the plan directory.
    expect(s.fake.requestCount).toBe(2);
    expect(s.fake.log.map((l) => l.path).sort()).toEqual(['/plans', '/plans/demo-budget/months/2026-09-01']);
    expect(r.targets).toEqual(UNDERFUNDED_TARGETS);
    expect(r).toMatchObject(UNDERFUNDED_TOTALS);
    expect(r.message).toBe(UNDERFUNDED_MESSAGE);
    // Warm process: the month alone.
    await answer({ month: 'current' });
    expect(s.fake.requestCount).toBe(1);
  });

  it('reads another month with YNAB’s figures for it', async () => {
    const r = await answer({ month: '2026-08-01' });
    expect(r.targets.map((t) => [t.name, t.needed])).toEqual([
      ['Groceries', 271.38],
      ['Restaurants', 60.9],
    ]);
    expect(r).toMatchObject({ month: '2026-08-01', needed: 332.28, ready_to_assign: 3696.99, enough: true, on_track: 4 });
  });

  it('cuts the list at limit and counts the rest in more, the totals still whole', async () => {
    const r = await answer({ limit: 1 });
    expect(r.targets.map((t) => t.name)).toEqual(['Groceries']);
    expect(r).toMatchObject({ more: 1, needed: 80, covered: 80, short_by: 0 });
    expect(r.notes).toEqual(['1 more target(s) behind are not listed (limit 1); the totals count them.']);
  });

  it.each(['September', '2026-09-15', '2026-13-01', 'CURRENT'])(
    'refuses month %j before any request, naming the two accepted forms',
    async (month) => {
      const r = await call({ month });
      expect(r.isError).toBe(true);
      expect(textOf(r)).toBe(
        `Month ‘${month}’ is not a month this tool accepts: pass ‘current’, or the first day of a month written YYYY-MM-01 (for example 2026-09-01).`,
      );
      expect(r.structuredContent).toBeUndefined();
      expect(s.fake.requestCount).toBe(0);
    },
  );

  it('answers whole amounts and target texts on a 0-decimal plan', async () => {
    const r = await answer({ plan_id: jpy.id });
    expect(r.targets.map((t) => [t.name, t.target, t.needed])).toEqual([
      ['Groceries', '450 each month', 50],
      ['Restaurants', '150 each month', 30],
    ]);
    expect(Number.isInteger(r.ready_to_assign)).toBe(true);
    expect(r.message).toMatch(/^2 target\(s\) need 80 more in 2026-09-01, and Ready to Assign \(\d+\) covers them, leaving \d+\./);
  });
});

describe('get_underfunded_targets when Ready to Assign falls short', () => {
  let t: InProcessSession;
  beforeAll(async () => {
    t = await connectInProcess();
    // 1,680.00 more assigned to Holidays in September leaves 49.32 Ready to Assign.
    t.fake.mutate('demo-budget', (plan) => {
      plan.months.find((m) => m.month === '2026-09-01')!.budgeted['cat-holidays'] = 1880000;
    });
  });
  afterAll(async () => t.close());

  it('says how much it covers and how much is short', async () => {
    const r = await answer({}, t);
    expect(r).toMatchObject({ needed: 80, ready_to_assign: 49.32, enough: false, covered: 49.32, short_by: 30.68, on_track: 4 });
    expect(r.message).toBe(
      '2 target(s) need 80.00 more in 2026-09-01, and Ready to Assign (49.32) covers only 49.32 of it: 30.68 short. 4 other target(s) are on track.',
    );
  });
});
