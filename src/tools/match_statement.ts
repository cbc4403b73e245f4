// match_statement: Match a bank statement. Orchestrates only: the cursor's form is checked before any request,
// then the shared steps (statement-match.ts), then the page of the answer (src/logic/statements/statement-answer.ts),
// which refuses a cursor issued for another answer. Reads; changes nothing.
import { errors, refuse, type Args, type Output } from '../../generated/tools/match_statement.ts';
import { untrusted } from '../logic/core/untrusted.ts';
import { matchMessage, matchPage } from '../logic/statements/statement-answer.ts';
import { decodePageCursor } from '../logic/statements/statement-pages.ts';
import type { ToolHandler } from '../mcp/kit.ts';
import { readAndMatch } from './statement-match.ts';

export const handler: ToolHandler<Args, Output> = async (args, ctx) => {
  const cursor = args.cursor === undefined ? undefined : decodePageCursor(args.cursor);
  if (args.cursor !== undefined && cursor === undefined) throw errors.badCursor({ cursor: args.cursor });
  const { account, statement, period, match, plan, fmt } = await readAndMatch(args, ctx, refuse);
  const shown = matchPage(statement, period, match, plan, cursor);
  if (!shown.ok) throw refuse({ error: shown.error, cursor: args.cursor ?? '' });
  const name = untrusted(account.name);
  return { account: name, ...shown.answer, message: matchMessage(name, match, plan, fmt, shown.paging) };
};
