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

export interface SuggestPageInput {
  transactions: readonly (ClassifyTransaction & Pick<Transaction, 'account_name' | 'memo'>)[];
  accounts: readonly Pick<Account, 'id' | 'name' | 'on_budget'>[];
  groups: readonly ClassifyGroup[];
  /** AVENIR_MCP_CONFIDENCE_THRESHOLD (default 0.90). */
  threshold: number;
  limit: number;
  /** The decoded cursor (0 without one). */
  offset: number;
  /** True when `transactions` are only the pending ones, the year's history not yet at hand: no suggestion. */
  historyPending?: boolean;
}

/** suggest_categories' answer, as its contract types it. */
export type SuggestPage = Output;
type SuggestItem = Output['items'][number];

export function suggestPage(input: SuggestPageInput): SuggestPage {
  const { transactions, accounts, groups, threshold, limit, offset } = input;
  const historyPending = input.historyPending === true;
  const accountsById = new Map(accounts.map((a) => [a.id, a]));
  const lookup = categoryLookup(groups);
  const history = buildHistory(historyPending ? [] : transactions, accountsById, lookup.uncategorizedIds);
  const pending = pendingTransactions(transactions, accounts, groups);
  const pairs = pairTransfers(pending);

  // Suggestions over every page, since suggested_count counts them all.
  const items: SuggestItem[] = pending.map((tx) => {
    const suggested = suggestCategory(tx, history, lookup.assignableIds, threshold);
    return {
      ...transactionFacts(tx, accountsById),
      suggestion:
        suggested === null
          ? null
          : {
              category_id: suggested.category_id,
              category_name: untrusted(lookup.names.get(suggested.category_id)),
              confidence: suggested.confidence,
            },
      possible_transfer_with: pairs.get(tx.id) ?? null,
    };
  });
  const page = pageOf(items, offset, limit);
  return {
    pending_count: pending.length,
    suggested_count: items.filter((i) => i.suggestion !== null).length,
    items: page.items,
    categories:
      offset === 0 ? lookup.assignable.map((c) => ({ category_id: c.id, name: untrusted(c.name), group: untrusted(c.group) })) : [],
    next_cursor: page.next_cursor,
    suggestions_pending: historyPending,
  };
}
