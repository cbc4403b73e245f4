// The demo plan beside copies of it in other currencies holding the same milliunits, a 3-decimal (KWD) and a
// 0-decimal (JPY) plan, for the tools' tests of amounts and messages in a plan's own decimals.
import { expect } from 'vitest';
import { JPY_CURRENCY_FORMAT, KWD_CURRENCY_FORMAT, demoPlanWithCurrency } from '../../src/fake-ynab/demo-plan/currency.ts';
import { DEMO_PLAN_ID, demoPlan } from '../../src/fake-ynab/demo-plan/plan.ts';
import { FakeYnab } from '../../src/fake-ynab/fake-ynab.ts';
import type { DemoPlan } from '../../src/fake-ynab/model/plan-types.ts';
import { answerOf, type Args } from '../helpers/calls.ts';
import { connectInProcess, type InProcessSession } from '../helpers/in-process.ts';

export const kwd = demoPlanWithCurrency(KWD_CURRENCY_FORMAT);
export const jpy = demoPlanWithCurrency(JPY_CURRENCY_FORMAT);

/** A fake holding the demo plan, then `plans`. */
export const demoWith = (...plans: DemoPlan[]): FakeYnab => new FakeYnab({ plans: [demoPlan(), ...plans] });

/** `run` on a session of its own over the demo plan and `plans`, closed after it. */
export async function onPlans<T>(plans: DemoPlan[], run: (s: InProcessSession) => Promise<T>): Promise<T> {
  const s = await connectInProcess({ fake: demoWith(...plans) });
  try {
    return await run(s);
  } finally {
    await s.close();
  }
}

/** `tool` answers the 3-decimal plan as the demo (same milliunits), its message printing 3 decimals where the demo's prints 2. */
export async function expectKwdAsDemo(tool: string, args: Args = {}): Promise<void> {
  await onPlans([kwd], async (s) => {
    const answer = (plan_id: string) => answerOf<{ message: string }>(s, tool, { ...args, plan_id });
    const [three, two] = [await answer(kwd.id), await answer(DEMO_PLAN_ID)];
    expect({ ...three, message: '' }).toEqual({ ...two, message: '' });
    expect(three.message).toBe(two.message.replace(/(\d+\.\d\d)(?=\D)/g, '$10'));
  });
}
