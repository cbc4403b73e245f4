// The plan's currency, for a view: a tool's answer names none (its schema's bytes count in every tools/list),
// so a client that renders views gets it in the result's _meta, which the host passes to the view and not to
// the model. Read from the plan directory: one request the first time in a process without a replica, none after.
import type { ToolContext } from './tool-context.ts';
import type { ToolDefinition } from './tool-definition.ts';

export const CURRENCY_META = 'avenir-mcp/currency';

/** `{[CURRENCY_META]: {iso_code, decimal_digits}}` for a view's tool called by a client that renders views; else nothing. */
export async function viewCurrency(
  definition: ToolDefinition,
  args: Record<string, unknown>,
  context: ToolContext,
): Promise<Record<string, unknown>> {
  if (definition.view === undefined || context.channel.rendersViews !== true || typeof args.plan_id !== 'string') return {};
  // The answer never waits on its decoration: a directory that cannot be read leaves plain numbers.
  const currency = await context.ynab.currency(args.plan_id).catch(() => null);
  return currency === null ? {} : { [CURRENCY_META]: currency };
}
