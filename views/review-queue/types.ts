// The answers the review queue reads, as the tools' contracts type them: suggest_categories' page and
// review_transactions' result (undo_operation's is shared/write-panel.ts's UndoAnswer).
import type { Output as ReviewOutput } from '../../generated/contract/review_transactions.d.ts';
import type { Output as SuggestCategoriesOutput } from '../../generated/contract/suggest_categories.d.ts';

export type SuggestPage = SuggestCategoriesOutput;
export type Pending = SuggestPage['items'][number];
export type Category = SuggestPage['categories'][number];

export type WriteResult = ReviewOutput;
