// What the view tests expect to read: the two ways every view is shown (stdio on 2026-07-28, HTTP on the 2025
// protocol), amounts (in the demo plan's euros) and months as the test host's locale (en-GB) writes them, and the demo statement.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoStatementsDir } from '../../src/config.ts';
import type { HostOptions } from './harness.ts';

/** The demo plan's statement of Checking (demo/statements/), the one the statement view is shown with. */
export const DEMO_STATEMENT = readFileSync(join(demoStatementsDir()!, 'checking-2026-09.csv'), 'utf8');

export const WAYS: HostOptions[] = [
  { transport: 'stdio', era: 'modern' },
  { transport: 'http', era: 'legacy' },
];

/** An amount in the demo plan's currency (EUR), which the server names to a host that renders views. */
export const money = (value: number) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(value);
export const monthLabel = (month: string) =>
  new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month.slice(0, 7)}-01T00:00:00Z`),
  );

/** One call of each tool with a view, as the tests that go through every view make it. */
export const VIEW_CALLS: { tool: string; args: Record<string, unknown> }[] = [
  { tool: 'suggest_categories', args: { plan_id: 'demo-budget' } },
  { tool: 'match_statement', args: { plan_id: 'demo-budget', account_id: 'acc-checking', content: DEMO_STATEMENT } },
  { tool: 'forecast_balance', args: { plan_id: 'demo-budget', until: '2027-03' } },
  { tool: 'get_net_worth_trend', args: { plan_id: 'demo-budget', months_count: 12 } },
  { tool: 'get_spending_trends', args: { plan_id: 'demo-budget', months_count: 6 } },
  { tool: 'get_monthly_summary', args: { plan_id: 'demo-budget', month: '2026-09-01' } },
];
