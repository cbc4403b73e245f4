// After apply_statement: the transactions it created arrive unapproved, and the person can approve them here in
// one step. review_transactions asks the server's confirmation and journals one operation, with its own Undo;
// this part of the outcome has its own status and outcome, so the statement's own Undo stays in sight.
import type { App } from '@modelcontextprotocol/ext-apps';
import { h, show } from '../shared/dom.ts';
import { reviewChangeLine } from '../shared/review-line.ts';
import { runWrite, type CallTool } from '../shared/write-flow.ts';
import { panelUi, tellModel, undoButton, writePanel } from '../shared/write-panel.ts';
import type { Output as ApplyResult } from '../../generated/contract/apply_statement.d.ts';
import type { Output as ReviewResult } from '../../generated/contract/review_transactions.d.ts';

/**
 * The Approve button for what `r` created, with its panel; nothing when it created nothing. `statementUndo`
 * waits while the approval is out (one write at a time).
 */
export function approveCreated(app: App, call: CallTool, r: ApplyResult, statementUndo: HTMLButtonElement): HTMLElement | null {
  const ids = r.created_ids;
  if (ids.length === 0) return null;
  const panel = writePanel();
  const button = h('button', { type: 'button', id: 'approve-created' }, `Approve the ${ids.length} created transaction(s)`);
  // created_ids lists at most 100: the rest are approved in the conversation, or in YNAB.
  const rest =
    r.counts.created > ids.length
      ? h('p', { class: 'muted' }, `The other ${r.counts.created - ids.length}: ask in the conversation to approve them.`)
      : null;
  const busy = () => {
    button.disabled = true;
    statementUndo.disabled = true;
  };
  const settle = () => {
    button.disabled = false;
    statementUndo.disabled = false;
  };
  const ui = panelUi<ReviewResult>(panel, {
    verb: 'Approve the created transactions',
    lines: (a) => h('ul', {}, ...a.changes.map(reviewChangeLine)),
    busy,
    settle,
    // An approval changes nothing the statement's match shows: there is nothing to read again.
    recheck: async () => undefined,
    applied: (a) => {
      // Approved: this button stays spent (its Undo takes over), the statement's Undo is free again.
      statementUndo.disabled = false;
      const undo = undoButton(call, a.operation_id, panel, {
        id: 'undo-approval',
        busy,
        settle,
        recheck: async () => undefined,
        undone: () => {
          settle();
          void tellModel(app, `The person undid the approval ${a.operation_id} from the statement view.`);
        },
      });
      show(
        panel.outcome,
        h('div', { class: 'outcome', id: 'approved' }, h('strong', {}, `Approved ${a.changes.length} transaction(s).`), ' ', undo),
      );
      void tellModel(
        app,
        `The person approved ${a.changes.length} created transaction(s) from the statement view (operation ${a.operation_id}).`,
      );
    },
  });
  button.addEventListener(
    'click',
    () => void runWrite(call, 'review_transactions', { items: ids.map((transaction_id) => ({ transaction_id, approved: true })) }, ui),
  );
  return h('div', { class: 'approve-created' }, h('div', { class: 'toolbar' }, button), rest, panel.status, panel.outcome);
}
