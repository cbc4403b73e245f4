// The steps match_statement and apply_statement share: read the statement (content or a permitted file),
// parse it, find its period and the account, match its lines against the account's transactions and plan
// what applying it does. Orchestrates only: reading in src/statements/, every step's logic in
// src/logic/statements/. A refusal is raised through the calling tool's own table (same ids in both).
import type { Refusal as ApplyRefusal } from '../../generated/tools/apply_statement.ts';
import type { Refusal as MatchRefusal } from '../../generated/tools/match_statement.ts';
import { formatAmount } from '../logic/core/money.ts';
import { accountLedger } from '../logic/statements/ledger.ts';
import { keyLines } from '../logic/statements/import-id.ts';
import { readMapping } from '../logic/statements/mapping-text.ts';
import { matchStatement } from '../logic/statements/match.ts';
import { matchCandidates } from '../logic/statements/match-window.ts';
import { DEFAULT_MATCH_OPTIONS } from '../logic/statements/match-types.ts';
import { readStatement } from '../logic/statements/parse/read-statement.ts';
import { settleSigns } from '../logic/statements/sign-convention.ts';
import { checkStatementDecimals } from '../logic/statements/statement-decimals.ts';
import { statementPeriod } from '../logic/statements/statement-period.ts';
import { planStatement } from '../logic/statements/statement-plan.ts';
import type { ToolContext } from '../mcp/kit.ts';
import { readStatementSource } from '../statements/read-source.ts';

/** The refusals both tools declare (match_statement's cursor ones are its own). */
type Refusal = Extract<MatchRefusal, ApplyRefusal>;

export interface StatementArgs {
  plan_id: string;
  account_id: string;
  content?: string | undefined;
  path?: string | undefined;
  mapping?: string | undefined;
  days_before: number;
}


export async function readAndMatch(args: StatementArgs, ctx: ToolContext, refuse: (refusal: Refusal) => Error, fix_amounts = true) {
  const mapping = args.mapping === undefined ? undefined : readMapping(args.mapping);
  if (mapping !== undefined && !mapping.ok) throw refuse({ error: 'bad_mapping', text: mapping.text, what: mapping.what });
  const source = await readStatementSource(args, ctx.statementDirs);
  if (!source.ok) throw refuse(source);
  const read = readStatement(source.text, mapping === undefined ? {} : { mapping: mapping.mapping });
  if (!read.ok) {
    // The parser's `what` begins with where: "Line 14, column 3: …".
    throw refuse({ error: 'statement_unreadable', what: read.problem.what, fix: read.problem.fix });
  }
  const period = statementPeriod(read.statement);
  if (!period.ok) throw refuse(period);
  const planId = await ctx.ynab.planId(args.plan_id);
  const [accounts, all, digits] = await Promise.all([ctx.ynab.accounts(planId), ctx.ynab.transactions(planId), ctx.ynab.currencyDigits(planId)]);
  const account = accounts.find((a) => a.id === args.account_id && !a.deleted);
  if (account === undefined) throw refuse({ error: 'unknown_account', ids: args.account_id });
  const decimals = checkStatementDecimals(read.statement, digits);
  if (!decimals.ok) throw refuse(decimals);
  const transactions = accountLedger(all, account.id);
  const options = { ...DEFAULT_MATCH_OPTIONS, days_before: args.days_before };
  // A CSV's signs are its bank's choice: unless the mapping sets them, the account's transactions may show them flipped.
  const statement = mapping?.mapping.invert === undefined ? settleSigns(read.statement, transactions, options) : read.statement;
  const lines = keyLines(statement.lines);
  const match = matchStatement(lines, matchCandidates(lines, transactions, period, options), period, options);
  const plan = planStatement({ account_id: account.id, account: account.name, period, closing: statement.closing, match, transactions, fix_amounts, digits });
  return { planId, account, statement, period, match, plan, digits, fmt: (m: number) => formatAmount(m, digits) };
}
