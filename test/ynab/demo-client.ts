// A YNAB client over the demo fake with a clock the test moves, and what a client holding nothing reads:
// the windows' and the writes' freshness tests (windows.test.ts, write-effects.test.ts).
import { DEMO_TODAY } from '../../src/config.ts';
import { FakeYnab } from '../../src/fake-ynab/fake-ynab.ts';
import type { TransactionDetail } from '../../src/ynab/client.ts';
import { testClient } from './mini-ynab.ts';

export const PLAN = 'demo-budget';

export function setup(options: { freshMs?: number } = {}) {
  const fake = new FakeYnab({ today: DEMO_TODAY });
  const clock = { now: 0 };
  const client = testClient((request) => fake.fetch(request), { now: () => clock.now, ...options });
  const sent = () => fake.log.map((l) => `${l.method} ${l.path}${l.query === '' ? '' : `?${l.query}`}`);
  return { fake, client, clock, sent };
}

/** What a client holding nothing reads for `since`: the truth a window must agree with. */
export async function truth(fake: FakeYnab, since: string): Promise<string[]> {
  return summary(await testClient((request) => fake.fetch(request)).transactions(PLAN, since));
}

export const summary = (transactions: readonly TransactionDetail[]) =>
  transactions.map((t) => `${t.id} ${t.date} ${t.amount} ${t.category_id ?? '-'}`).sort();
