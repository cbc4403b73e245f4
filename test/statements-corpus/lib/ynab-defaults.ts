// The fields of a YNAB transaction the plans' generators seldom set, at YNAB's defaults: one place for both plans.
import type { YnabTransaction } from './truth.ts';

type Defaulted =
  | 'memo'
  | 'approved'
  | 'import_id'
  | 'transfer_account_id'
  | 'category_id'
  | 'category_name'
  | 'deleted'
  | 'subtransactions';

/** No memo, approved, no import id, no transfer, no category, not deleted, not split; in the truth files' key order
 * (spread after the fields a transaction sets first, and before those that override these). */
export const ynabDefaults = (): Pick<YnabTransaction, Defaulted> => ({
  memo: null,
  approved: true,
  import_id: null,
  transfer_account_id: null,
  category_id: null,
  category_name: null,
  deleted: false,
  subtransactions: [],
});
