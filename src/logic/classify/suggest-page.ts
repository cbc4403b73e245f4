// suggest_categories' answer (tools.md): one page of pending transactions with their suggestions and
// possible transfer halves, and on the first page every assignable category. Amounts in currency units.

import type { Output } from '../../../generated/contract/suggest_categories.d.ts';
import { categoryLookup } from './category-lookup.ts';
import type { ClassifyGroup, ClassifyTransaction } from './classify-inputs.ts';
import { pageOf } from './cursors.ts';
import { pendingTransactions } from './pending.ts';
import { buildHistory, suggestCategory } from './suggestions.ts';
import { pairTransfers } from './transfer-pairing.ts';
import { untrusted } from '../core/untrusted.ts';
import { transactionFacts } from '../facts/transaction-facts.ts';
import type { Account, Transaction } from '../core/ynab-slices.ts';
import { decide } from '../rules/decide.ts';
import type { Rule } from '../rules/rule.ts';

export interface SuggestPageInput {
  transactions: readonly (ClassifyTransaction & Pick<Transaction, 'account_name' | 'memo'>)[];
  accounts: readonly Pick<Account, 'id' | 'name' | 'on_budget'>[];
  groups: readonly ClassifyGroup[];
  /** AVENIR_MCP_CONFIDENCE_THRESHOLD (default 0.90). */
  threshold: number;
  limit: number;
  /** The decoded cursor (0 without one). */
  offset: number;
  /** True when `transactions` are only the pending ones, the year's history not yet at hand: no suggestion from history. */
  historyPending?: boolean;
  /** The plan's rules (issue #32): a rule's category is the suggestion, ahead of the history. */
  rules: readonly Rule[];
}

/** A suggestion before its name is looked up: from a rule (by name) or from the history. */
interface Suggested {
  category_id: string;
  confidence: number;
  source: string;
}

/** suggest_categories' answer, as its contract types it. */
export type SuggestPage = Output;
type SuggestItem = Output['items'][number];

export function suggestPage(input: SuggestPageInput): SuggestPage {
  const { transactions, accounts, groups, threshold, limit, offset } = input;
  const historyPending = input.historyPending === true;
  const accountsById = new Map(accounts.map((a) => [a.id, a]));
  const lookup = categoryLookup(groups);
  const pending = pendingTransactions(transactions, accounts, groups);
  const pairs = pairTransfers(pending);

  // Suggestions over every page, since suggested_count counts them all; the rows (cleaned text) for this page only.
  const fromHistory = historyPending ? pending.map(() => null) : suggestEach(pending, transactions, accountsById, lookup, threshold);
  const suggested = pending.map((tx, i) => ruleSuggestion(tx, input.rules, lookup.assignableIds) ?? fromHistory[i]!);
  const page = pageOf(
    pending.map((tx, i) => ({ tx, suggested: suggested[i]! })),
    offset,
    limit,
  );
  const items: SuggestItem[] = page.items.map(({ tx, suggested: s }) => ({
    ...transactionFacts(tx, accountsById),
    suggestion:
      s === null
        ? null
        : {
            category_id: s.category_id,
            category_name: untrusted(lookup.names.get(s.category_id)),
            confidence: s.confidence,
            source: s.source,
          },
    possible_transfer_with: pairs.get(tx.id) ?? null,
  }));
  return {
    pending_count: pending.length,
    suggested_count: suggested.filter((s) => s !== null).length,
    items,
    categories:
      offset === 0 ? lookup.assignable.map((c) => ({ category_id: c.id, name: untrusted(c.name), group: untrusted(c.group) })) : [],
    next_cursor: page.next_cursor,
    suggestions_pending: historyPending,
  };
}

/** The category the enabled rules set on a transaction, when the plan still offers it; the rule's name is its source. */
function ruleSuggestion(
  tx: SuggestPageInput['transactions'][number],
  rules: readonly Rule[],
  assignableIds: ReadonlySet<string>,
): Suggested | null {
  const set = decide(rules, tx).set.category_id;
  return set === undefined || !assignableIds.has(set.value)
    ? null
    : { category_id: set.value, confidence: 1, source: `rule: ${untrusted(set.rule)}` };
}

/** Each pending transaction's suggestion, learnt from `transactions` (the year's history). */
function suggestEach(
  pending: readonly ClassifyTransaction[],
  transactions: SuggestPageInput['transactions'],
  accountsById: ReadonlyMap<string, Pick<Account, 'id' | 'name' | 'on_budget'>>,
  lookup: ReturnType<typeof categoryLookup>,
  threshold: number,
): (Suggested | null)[] {
  const history = buildHistory(transactions, accountsById, lookup.uncategorizedIds);
  return pending.map((tx) => {
    const s = suggestCategory(tx, history, lookup.assignableIds, threshold);
    return s === null ? null : { ...s, source: 'history' };
  });
}
