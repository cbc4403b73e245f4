// match_statement: Match a bank statement. Orchestrates only: the shared steps (statement-match.ts), then
// the answer (src/logic/statements/statement-answer.ts). Reads; changes nothing.
import { refuse, type Args, type Output } from '../../generated/tools/match_statement.ts';
import { untrusted } from '../logic/core/untrusted.ts';
import { matchMessage, shownMatch } from '../logic/statements/statement-answer.ts';
import type { ToolHandler } from '../mcp/kit.ts';
import { readAndMatch } from './statement-match.ts';

export const handler: ToolHandler<Args, Output> = async (args, ctx) => {
  const { account, statement, period, match, plan, fmt } = await readAndMatch(args, ctx, refuse);
  const name = untrusted(account.name);
  return { account: name, ...shownMatch(statement, period, match, plan), message: matchMessage(name, match, plan, fmt) };
};
