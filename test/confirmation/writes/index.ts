// The write suite's cases, by tool: every tool whose manifest says confirmation: confirmed has at least one
// (applied-and-undone.test.ts holds that against the registry); undo_operation runs inside each.
import type { WriteCase } from '../../helpers/write-suite.ts';
import { cases as apply_categories } from './apply_categories.ts';
import { cases as apply_statement } from './apply_statement.ts';
import { cases as create_category } from './create_category.ts';
import { cases as create_transactions } from './create_transactions.ts';
import { cases as flag_transactions } from './flag_transactions.ts';
import { cases as move_money } from './move_money.ts';
import { cases as reconcile_account } from './reconcile_account.ts';
import { cases as rename_payee } from './rename_payee.ts';
import { cases as review_transactions } from './review_transactions.ts';
import { apply_rules, delete_rule, save_rule } from './rules.ts';
import { cases as set_category_budget } from './set_category_budget.ts';
import { cases as set_category_target } from './set_category_target.ts';
import { cases as split_transaction } from './split_transaction.ts';
import { cases as update_category } from './update_category.ts';

export const WRITE_CASES: Readonly<Record<string, readonly (() => WriteCase)[]>> = {
  apply_categories,
  apply_rules,
  apply_statement,
  create_category,
  create_transactions,
  delete_rule,
  flag_transactions,
  move_money,
  reconcile_account,
  rename_payee,
  review_transactions,
  save_rule,
  set_category_budget,
  set_category_target,
  split_transaction,
  update_category,
};
