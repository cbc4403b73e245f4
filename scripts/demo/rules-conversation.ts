// The scripted rules conversation of `npm run demo -- --rules` (issue #32): the assistant proposes a rule from
// the pending review, the person sees its dry run on the last 12 months and agrees, the rule is saved and
// applied in one confirmed write, the rest of the month is approved in one step, and that approval undone.
// Each answer is checked as it arrives, as in the main conversation.
import type { Client } from '@modelcontextprotocol/client';
import { type Answer, callTool } from './answers.ts';
import { type Line, assistant, calls, clean, quote, result, you } from './format.ts';

const PLAN = 'demo-budget';
const RULE = {
  name: 'Market Fresh is groceries',
  conditions: { payee: { contains: 'market fresh' }, sign: 'outflow' },
  actions: { category_id: 'cat-groceries', approve: true },
};

type Say = (line: Line) => void;

/** The preview's question verbatim and its code; the assistant asks; the code goes back once the person agrees. */
async function confirmed(
  client: Client,
  say: Say,
  tool: string,
  args: Record<string, unknown>,
  question: (a: Answer) => string,
  ask: string,
) {
  const preview = await callTool(client, tool, args);
  preview.expectStatus('confirmation_required');
  const code = preview.str('confirmation');
  say(result('confirmation_required: nothing has changed yet. The question for the user:'));
  for (const text of question(preview).split('\n')) say(quote(clean(text, 500)));
  say(assistant(ask));
  say(you('Yes.'));
  say(calls(`tool ${tool} again, with confirmation ${code}`));
  const applied = await callTool(client, tool, { ...args, confirmation: code });
  applied.expectStatus('applied');
  say(result(`applied: ${applied.str('message')}`));
  return { preview, applied };
}

export async function playRulesConversation(client: Client, say: Say): Promise<void> {
  say(you('What is still to review this month?'));
  say(calls(`tool suggest_categories (plan_id ${PLAN})`));
  let pending = await callTool(client, 'suggest_categories', { plan_id: PLAN });
  if (pending.bool('suggestions_pending')) pending = await callTool(client, 'suggest_categories', { plan_id: PLAN });
  const items = pending.list('items');
  say(result(`${items.length} pending: ${items.map((i) => `${clean(i.str('payee'), 30)} (${i.str('transaction_id')})`).join(', ')}`));
  say(assistant('Market Fresh comes back every week and always goes to Groceries. Shall I make it a rule, and try it first?'));

  say(you('Yes: Market Fresh is groceries, and approve them.'));
  say(calls(`tool save_rule (plan_id ${PLAN}; payee contains "market fresh", outflows → cat-groceries, approve)`));
  const { preview } = await confirmed(
    client,
    say,
    'save_rule',
    { plan_id: PLAN, rule: RULE },
    (a) => a.str('preview'),
    'That is what it would have done over the last 12 months. Save it?',
  );
  const run = preview.objOrNull('dry_run');
  if (run !== null)
    say(result(`dry run: ${run.num('matched')} of ${run.num('tried')} transactions matched, ${run.num('changed')} would change`));

  say(you('Apply my rules to this month.'));
  say(calls(`tool apply_rules (plan_id ${PLAN})`));
  const { applied } = await confirmed(
    client,
    say,
    'apply_rules',
    { plan_id: PLAN },
    (a) =>
      a
        .list('changes')
        .map((c) => `${c.str('date')} ${clean(c.str('payee'), 40)}: ${c.texts('set').join('; ')}`)
        .join('\n'),
    'Apply these?',
  );
  const ruled = new Set(applied.list('changes').map((c) => c.str('transaction_id')));

  const rest = items.map((i) => i.str('transaction_id')).filter((id) => !ruled.has(id));
  say(you('Approve the rest of the month in one go.'));
  say(calls(`tool approve_transactions (plan_id ${PLAN}; ${rest.join(', ')})`));
  const approved = await callTool(client, 'approve_transactions', { plan_id: PLAN, tx_ids: rest });
  say(result(approved.str('message')));

  say(you('Hmm, undo that approval: I want to look at the bakery first.'));
  const operationId = approved.str('operation_id');
  say(calls(`tool undo_operation (plan_id ${PLAN}, operation_id ${operationId})`));
  await confirmed(client, say, 'undo_operation', { plan_id: PLAN, operation_id: operationId }, (a) => a.str('preview'), 'Undo it?');
}
