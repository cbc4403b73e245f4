// The steps match_statement and apply_statement share: read the statement (content or a permitted file),
// parse it, find its period and the account, match its lines against the account's transactions (those of
// the period and the year before; the whole history only to reconcile) and plan what applying it does.
// Orchestrates only: reading in src/statements/, every step's logic in src/logic/statements/. A refusal is
// raised through the calling tool's own table (same ids in both).
import type { Refusal as ApplyRefusal } from '../../generated/tools/apply_statement.ts';
import type { Refusal as MatchRefusal } from '../../generated/tools/match_statement.ts';
import { formatAmount } from '../logic/core/money.ts';
import { addDays } from '../logic/core/day-numbers.ts';
import { accountLedger, type Ledgered } from '../logic/statements/ledger.ts';
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
import { ALL_HISTORY } from '../ynab/client.ts';

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

/** A transaction created from a line (its import id) and redated since by up to this many days is still found: a wrong year typed. */
export const REDATED_DAYS = 366;

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
  const options = { ...DEFAULT_MATCH_OPTIONS, days_before: args.days_before };
  // Not the account's whole history (issue #27, 8: a long-kept plan's is tens of megabytes): the transactions a
  // line may pair with, and those redated since (found by their import id). What is older counts only in the
  // cleared balance, which the account gives, and in a reconciliation, which reads it all (below).
  const since = addDays(period.from, -(options.days_before + REDATED_DAYS)) ?? ALL_HISTORY;
  const [accounts, recent, digits] = await Promise.all([
    ctx.ynab.accounts(planId),
    ctx.ynab.transactions(planId, since),
    ctx.ynab.currencyDigits(planId),
  ]);
  const account = accounts.find((a) => a.id === args.account_id && !a.deleted);
  if (account === undefined) throw refuse({ error: 'unknown_account', ids: args.account_id });
  const decimals = checkStatementDecimals(read.statement, digits);
  if (!decimals.ok) throw refuse(decimals);
  const matched = (transactions: readonly Ledgered[], before: number) => {
    // A CSV's signs are its bank's choice: unless the mapping sets them, the account's transactions may show them flipped.
    // Only those dated in the period's window can pair with a line (matchCandidates without lines), for the signs as for the match.
    const statement =
      mapping?.mapping.invert === undefined
        ? settleSigns(read.statement, matchCandidates([], transactions, period, options), options)
        : read.statement;
    const lines = keyLines(statement.lines);
    const match = matchStatement(lines, matchCandidates(lines, transactions, period, options), period, options);
    const plan = planStatement({
      account_id: account.id,
      account: account.name,
      period,
      closing: statement.closing,
      match,
      transactions,
      clearedBefore: before,
      fix_amounts,
      digits,
    });
    return { planId, account, statement, period, match, plan, digits, fmt: amounts(digits) };
  };
  const window = accountLedger(recent, account.id);
  const first = matched(window, clearedBefore(window, account));
  if (!first.plan.balance.agrees) return first;
  // Balances that agree reconcile: every cleared transaction up to the period's end is marked, however old.
  return matched(accountLedger(await ctx.ynab.transactions(planId), account.id), 0);
}

/**
 * The cleared balance of the account's transactions older than the window read: the account's cleared
 * balance less the window's cleared ones, so YNAB's cleared balance at the period's end is what the whole
 * history gives. 0 from a stand-in for YNAB that gives no cleared balance (it gives the whole history).
 */
export function clearedBefore(window: readonly Ledgered[], account: { cleared_balance: number }): number {
  const before = window.reduce(
    (sum, t) => (t.cleared === 'cleared' || t.cleared === 'reconciled' ? sum - t.amount : sum),
    account.cleared_balance,
  );
  return Number.isSafeInteger(before) ? before : 0;
}

/** The answer's amount format, made apart from readAndMatch's scope so that it holds no statement (issue #27, 8). */
const amounts = (digits: number) => (m: number) => formatAmount(m, digits);
