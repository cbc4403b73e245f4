// One transaction a review_transactions call changes, as a list item: date, payee, amount, then each field
// before → after as the server words it. Shared by the review queue and the statement view's approval.
import type { Output as ReviewResult } from '../../generated/contract/review_transactions.d.ts';
import { h } from './dom.ts';
import { dateLabel, money } from './format.ts';

export const reviewChangeLine = (c: ReviewResult['changes'][number]) =>
  h('li', {}, `${dateLabel(c.date)} ${c.payee} ${money(c.amount)}: ${c.set.join('; ')}`);
