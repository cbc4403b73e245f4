// The answers the review queue reads: suggest_categories' page, and the results of the two writes it calls.
import type { WriteAnswer } from '../shared/write-flow.ts';

export interface Category {
  category_id: string;
  name: string;
  group: string;
}

export interface Pending {
  transaction_id: string;
  date: string;
  amount: number;
  payee: string;
  memo: string | null;
  account: string;
  suggestion: { category_id: string; category_name: string; confidence: number } | null;
  possible_transfer_with: string | null;
}

export interface SuggestPage {
  pending_count: number;
  suggested_count: number;
  items: Pending[];
  categories: Category[];
  next_cursor: string | null;
}

export interface Change {
  transaction_id: string;
  date: string;
  amount: number;
  payee: string;
  from_category: string | null;
  to_category: string | null;
}

/** apply_categories' and undo_operation's result: the fields the view shows. */
export interface WriteResult extends WriteAnswer {
  changes?: Change[];
  conflicts?: string[];
}
