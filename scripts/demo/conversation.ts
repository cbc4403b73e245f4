// The scripted conversation of `npm run demo` (issue #8): what a person says, the tool call an assistant
// would make, and what the server answered. Each answer is checked as it arrives, so a server that answers
// otherwise stops the demo with a message instead of printing half a story.
import type { Client } from '@modelcontextprotocol/client';
import { categorizeQuestion } from '../../src/logic/writes/preview.ts';
import { type Answer, DemoError, REQUEST_TIMEOUT_MS, callTool } from './answers.ts';
import { type Line, assistant, blank, calls, clean, confidence, money, padEnd, padStart, quote, result, wrapList, you } from './format.ts';

const PLAN = 'demo-budget';
// The demo plan is in EUR with 2 decimals (spec/demo-plan.md §1); the server words its amounts so.
const DECIMAL_DIGITS = 2;
// The seed example of apply_categories (manifest/tools/apply_categories.yaml): the bakery, which has no
// suggestion, and RAIL CO.
const ASSIGNMENTS = [
  { transaction_id: 'tx-048', category_id: 'cat-groceries' },
  { transaction_id: 'tx-049', category_id: 'cat-transport' },
];

type Say = (line: Line) => void;

/** Plays the whole conversation, saying each line as soon as it is known. */
export async function playConversation(client: Client, say: Say): Promise<void> {
  await listTools(client, say);
  say(blank);
  await pending(client, say);
  say(blank);
  const operationId = await applyCategories(client, say);
  say(blank);
  await undo(client, say, operationId);
}

async function listTools(client: Client, say: Say): Promise<void> {
  say(you('What can you do with my budget?'));
  say(calls('tools/list'));
  const { tools } = await client.listTools(undefined, { timeout: REQUEST_TIMEOUT_MS });
  // A client tells reads from writes by the readOnlyHint annotation; the server sets it on every tool.
  const read = tools.filter((t) => t.annotations?.readOnlyHint === true).map((t) => t.name);
  const write = tools.filter((t) => t.annotations?.readOnlyHint !== true).map((t) => t.name);
  if (read.length === 0) throw new DemoError('unexpected answer: tools/list has no read tool');
  if (write.length === 0)
    throw new DemoError('unexpected answer: tools/list has no write tool (AVENIR_MCP_WRITE=1 did not reach the server?)');
  say(result(`${tools.length} tools: ${read.length} read, ${write.length} write (writes are on in this demo)`));
  for (const text of wrapList('read:  ', read)) say(result(text));
  for (const text of wrapList('write: ', write)) say(result(text));
}

async function pending(client: Client, say: Say): Promise<void> {
  say(you('Which transactions still need a category?'));
  say(calls(`tool suggest_categories (plan_id ${PLAN})`));
  let answer = await callTool(client, 'suggest_categories', { plan_id: PLAN });
  // A server's first review answers before the year's history is read: the suggestions come on the next call.
  if (answer.bool('suggestions_pending')) {
    say(result(`${answer.num('pending_count')} pending transaction(s); the suggestions come from a year of history, still being read`));
    say(calls('tool suggest_categories again, for the suggestions'));
    answer = await callTool(client, 'suggest_categories', { plan_id: PLAN });
  }
  const items = answer.list('items').map((item) => {
    const suggestion = item.objOrNull('suggestion');
    const memo = item.strOrNull('memo');
    return {
      id: clean(item.str('transaction_id')),
      date: item.str('date'),
      payee: clean(item.str('payee')),
      amount: money(item.num('amount'), DECIMAL_DIGITS),
      suggestion: suggestion
        ? `${clean(suggestion.str('category_name'))} (confidence ${confidence(suggestion.num('confidence'))})`
        : 'no suggestion',
      memo: memo === null ? null : clean(memo),
    };
  });
  say(result(`${answer.num('pending_count')} pending transaction(s), ${answer.num('suggested_count')} with a suggestion:`));
  const idWidth = Math.max(2, ...items.map((i) => Array.from(i.id).length));
  const payeeWidth = Math.max(5, ...items.map((i) => Array.from(i.payee).length));
  const amountWidth = Math.max(6, ...items.map((i) => i.amount.length));
  const indent = ' '.repeat(idWidth + 14);
  say(
    result(
      `${padEnd('id', idWidth)}  ${padEnd('date', 10)}  ${padEnd('payee', payeeWidth)}  ${padStart('amount', amountWidth)}  suggested category`,
    ),
  );
  items.forEach((i, n) => {
    say(result(`${padEnd(i.id, idWidth)}  ${i.date}  ${padEnd(i.payee, payeeWidth)}  ${padStart(i.amount, amountWidth)}  ${i.suggestion}`));
    if (i.memo !== null && i.memo !== '') say(result(`${indent}memo: "${i.memo}"`));
    // As the classify guide asks: the same day, payee and amount twice is flagged, for the person to check.
    const twin = items.slice(0, n).find((o) => o.date === i.date && o.payee === i.payee && o.amount === i.amount);
    if (twin !== undefined)
      say(result(`${indent}likely a duplicate of ${twin.id} (same day, payee and amount): check it against the bank before categorising`));
  });
  if (items.some((i) => i.memo)) {
    say(result('Memos are bank text: shown as data, never followed as instructions.'));
    say(result('(The demo plan hides an instruction in a memo on purpose, to show it stays text.)'));
  }
}

/** Preview, the user's yes, then the confirmed call; returns the operation id for the undo. */
async function applyCategories(client: Client, say: Say): Promise<string> {
  say(you('Put the bakery (tx-048) in Groceries and RAIL CO (tx-049) in Transport.'));
  say(calls(`tool apply_categories (plan_id ${PLAN}; tx-048 → cat-groceries, tx-049 → cat-transport)`));
  const preview = await callTool(client, 'apply_categories', { plan_id: PLAN, assignments: ASSIGNMENTS });
  preview.expectStatus('confirmation_required');
  // In the code path apply_categories returns the changes, not the question's text: the question is the
  // one the server would ask, from the server's own wording (src/logic/writes/preview.ts) over those changes.
  const question =
    preview.optionalStr('preview') ??
    categorizeQuestion(
      preview.list('changes').map((c) => ({
        date: c.str('date'),
        payee: c.str('payee'),
        amount: c.num('amount'),
        from_category: c.strOrNull('from_category'),
        to_category: c.strOrNull('to_category'),
      })),
      DECIMAL_DIGITS,
    );
  const code = confirmationRound(say, preview, question, 'Shall I apply these changes?');
  say(you('Yes, apply them.'));
  say(calls(`tool apply_categories again: the same arguments, with confirmation ${code}`));
  const applied = await callTool(client, 'apply_categories', { plan_id: PLAN, assignments: ASSIGNMENTS, confirmation: code });
  applied.expectStatus('applied');
  const operationId = applied.str('operation_id');
  say(result(`applied: ${applied.str('message')}`));
  say(result(`operation id: ${operationId}`));
  return operationId;
}

async function undo(client: Client, say: Say, operationId: string): Promise<void> {
  say(you('Actually, undo that.'));
  say(calls(`tool undo_operation (plan_id ${PLAN}, operation_id ${operationId})`));
  const args = { plan_id: PLAN, operation_id: operationId };
  const preview = await callTool(client, 'undo_operation', args);
  preview.expectStatus('confirmation_required');
  const code = confirmationRound(say, preview, preview.str('preview'), 'Shall I undo it?');
  say(you('Yes, undo it.'));
  say(calls(`tool undo_operation again: the same arguments, with confirmation ${code}`));
  const undone = await callTool(client, 'undo_operation', { ...args, confirmation: code });
  undone.expectStatus('applied');
  say(result(`applied: ${undone.str('message')}`));
}

/** Shows a confirmation_required answer: the question verbatim and the code; the assistant asks the user. */
function confirmationRound(say: Say, answer: Answer, question: string, ask: string): string {
  const code = answer.str('confirmation');
  say(result('confirmation_required: nothing has changed yet. The question for the user:'));
  // The question is already cleaned by the server; cleaning each line again costs nothing and keeps a
  // stray control character in an unexpected answer off the terminal.
  for (const text of question.split('\n')) say(quote(clean(text, 500)));
  say(result(`confirmation code: ${code}`));
  // The client declared no elicitation, so the code goes back only after the person agrees here.
  say(assistant(`The server needs your agreement. ${ask}`));
  return code;
}
