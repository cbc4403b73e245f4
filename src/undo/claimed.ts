// The transaction ids other operations of the journal created (a creation's `transaction_ids`, a reconciliation's
// adjustment): never taken for the transactions an operation whose answer was lost sent (sent-transactions.ts).
import type { JournalView } from '../journal/types.ts';
import { parseCreateDetails } from '../logic/undo/create.ts';
import { parseReconcileDetails } from '../logic/undo/reconcile.ts';

export function claimedIds(journal: JournalView, operationId: string): Set<string> {
  const claimed = new Set<string>();
  for (const { entry } of journal.operations) {
    if (entry.operation_id === operationId) continue;
    if (entry.kind === 'create') for (const id of parseCreateDetails(entry.details).transaction_ids) claimed.add(id);
    const adjustment = entry.kind === 'reconcile' ? parseReconcileDetails(entry.details)?.adjustment_id : null;
    if (typeof adjustment === 'string') claimed.add(adjustment);
  }
  return claimed;
}
