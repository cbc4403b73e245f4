// Pins get_age_of_money on the demo plan (demo-plan.md §3 and §8): 47 days as of 2026-09, the rows and
// their changes, change +30 and trend up, the message's reading of over 30 days, every note variant
// (months without a figure, fewer months than asked, no figure yet for the current month), one YNAB
// request per call, and the bounds of months_count refused before any request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Output } from '../../generated/tools/get_age_of_money.ts';
import { answerOf, callTool, onDemo, textOf, type Args } from '../helpers/calls.ts';
import { connectInProcess, type InProcessSession } from '../helpers/in-process.ts';

// The answer's type is the manifest's output contract (generated), not a copy of it.
type Age = Output;

const HOW =
  "Age of Money is YNAB's own figure, shown as YNAB gives it: on average, how many days passed between money arriving in the budget accounts and being spent, over the most recent spending.";
const JUNE_NOTE = 'YNAB gives no figure for 2026-06: days is null there, and change and trend compare only months that have one.';

async function ageOn(s: InProcessSession, args: Args = {}): Promise<Age> {
  const answer = await answerOf<Age>(s, 'get_age_of_money', onDemo(args));
  // tools.md: GET months (1).
  expect(s.fake.requestCount).toBe(1);
  return answer;
}

describe('get_age_of_money on the demo plan (today 2026-09-25)', () => {
  let s: InProcessSession;
  beforeAll(async () => {
    s = await connectInProcess();
  });
  afterAll(async () => s.close());

  it('47 days as of 2026-09; rows 2026-06 null, 2026-07 17, 2026-08 48 (+31), 2026-09 47 (−1); change +30; trend up', async () => {
    const a = await ageOn(s);
    expect(a).toMatchObject({ days: 47, as_of: '2026-09', change: 30, trend: 'up' });
    expect(a.months).toEqual([
      { month: '2026-06', days: null, change: null },
      { month: '2026-07', days: 17, change: null },
      { month: '2026-08', days: 48, change: 31 },
      { month: '2026-09', days: 47, change: -1 },
    ]);
    expect(a.message).toBe(
      "The money was 47 days old as of 2026-09. Over 30 days means the money spent had arrived more than a month earlier: the household lives on last month's income or earlier. It rose by 30 days since 2026-07 (17 days), the first month shown with a figure.",
    );
    // The default asks for 12 months; YNAB holds four, and June has no figure.
    expect(a.notes).toEqual([HOW, JUNE_NOTE, 'YNAB holds only 4 months of this plan up to 2026-09, fewer than the 12 asked.']);
    // A second call reads the month list through the delta cache: still one request.
    expect(await ageOn(s, { months_count: 12 })).toEqual(a);
  });

  it('two months: 2026-08 and 2026-09, down 1 day, nothing missing', async () => {
    const a = await ageOn(s, { months_count: 2 });
    expect(a).toMatchObject({ days: 47, as_of: '2026-09', change: -1, trend: 'down', notes: [HOW] });
    expect(a.months).toEqual([
      { month: '2026-08', days: 48, change: null },
      { month: '2026-09', days: 47, change: -1 },
    ]);
    expect(a.message).toContain('It fell by 1 day since 2026-08 (48 days)');
  });

  it('one month: the figure alone, no trend', async () => {
    const a = await ageOn(s, { months_count: 1 });
    expect(a).toEqual({
      message:
        "The money was 47 days old as of 2026-09. Over 30 days means the money spent had arrived more than a month earlier: the household lives on last month's income or earlier. Only one month has a figure, so there is no trend yet.",
      days: 47,
      as_of: '2026-09',
      months: [{ month: '2026-09', days: 47, change: null }],
      change: null,
      trend: null,
      notes: [HOW],
    });
  });

  it.each([0, 25])('refuses months_count %s through the input schema, before any request', async (months_count) => {
    const r = await callTool(s, 'get_age_of_money', onDemo({ months_count }));
    expect(r.isError).toBe(true);
    expect(textOf(r)).toContain('months_count');
    expect(s.fake.requestCount).toBe(0);
  });
});

describe('get_age_of_money on other days', () => {
  const sessions: InProcessSession[] = [];
  const on = async (today: string) => {
    const s = await connectInProcess({ env: { AVENIR_MCP_TODAY: today } });
    sessions.push(s);
    return s;
  };
  afterAll(async () => {
    for (const s of sessions) await s.close();
  });

  it('in July 2026: no month after the current one, under 30 days, a single figure', async () => {
    const a = await ageOn(await on('2026-07-15'));
    expect(a.months).toEqual([
      { month: '2026-06', days: null, change: null },
      { month: '2026-07', days: 17, change: null },
    ]);
    expect(a).toMatchObject({ days: 17, as_of: '2026-07', change: null, trend: null });
    expect(a.message).toBe(
      "The money was 17 days old as of 2026-07. Under 30 days means money is spent soon after it arrives, before a month's buffer builds up. Only one month has a figure, so there is no trend yet.",
    );
    expect(a.notes).toEqual([HOW, JUNE_NOTE, 'YNAB holds only 2 months of this plan up to 2026-07, fewer than the 12 asked.']);
  });

  it("in October 2026, before YNAB lists the month: the latest figure is September's", async () => {
    const a = await ageOn(await on('2026-10-02'), { months_count: 3 });
    expect(a).toMatchObject({ days: 47, as_of: '2026-09', change: 30, trend: 'up' });
    expect(a.months.map((m) => m.month)).toEqual(['2026-07', '2026-08', '2026-09']);
    expect(a.notes).toEqual([HOW, "YNAB has no figure yet for the current month, 2026-10: the latest is 2026-09's."]);
  });

  it("in June 2026, the plan's first month: no figure at all", async () => {
    const a = await ageOn(await on('2026-06-20'), { months_count: 1 });
    expect(a).toEqual({
      message: 'YNAB has no Age of Money figure for this plan in 2026-06: it gives one once enough money has been spent.',
      days: null,
      as_of: null,
      months: [{ month: '2026-06', days: null, change: null }],
      change: null,
      trend: null,
      notes: [HOW],
    });
  });

  it('before the plan began: no month to show', async () => {
    const a = await ageOn(await on('2026-05-31'));
    expect(a).toMatchObject({ days: null, as_of: null, months: [], change: null, trend: null, notes: [HOW] });
    expect(a.message).toBe('YNAB holds no month of this plan up to 2026-05, so there is no Age of Money to show.');
  });
});
