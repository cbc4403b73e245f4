// The transaction ids other operations of the journal created (their `transaction_ids`, a reconciliation's
// adjustment): never taken for the transactions an operation whose answer was lost sent (sent-transactions.ts).
import type { JournalView } from '../journal/types.ts';

export function claimedIds(journal: JournalView, operationId: string): Set<string> {
  const claimed = new Set<string>();
  for (const { entry } of journal.operations) {
    if (entry.operation_id === operationId) continue;
    const { transaction_ids: ids, adjustment_id: adjustment } = entry.details ?? {};
    if (Array.isArray(ids)) for (const id of ids) if (typeof id === 'string') claimed.add(id);
    if (typeof adjustment === 'string') claimed.add(adjustment);
  }
  return claimed;
}
