// What a person sees of a confirmed write (write-flow.ts): a status line read out as it changes, and an
// outcome box: the server's preview with Confirm and Cancel, then what was done. Shared by every view that writes.
import './write.css';
import type { App } from '@modelcontextprotocol/ext-apps';
import type { Output as UndoAnswer } from '../../generated/contract/undo_operation.d.ts';
import { h, show, type Child } from './dom.ts';
import { runWrite, type CallTool, type WriteAnswer, type WriteUi } from './write-flow.ts';

export interface WritePanel {
  /** The status line (role status): what the view is waiting for, or the error. */
  status: HTMLElement;
  /** Where the preview and the outcome go. */
  outcome: HTMLElement;
}

export function writePanel(): WritePanel {
  return {
    status: h('div', { role: 'status', 'aria-live': 'polite', class: 'status muted' }),
    outcome: h('div', { class: 'outcome-slot' }),
  };
}

export interface WriteSteps<R extends WriteAnswer> {
  /** The write's name as a person would say it ("Apply categories"): the preview asks it as a question. */
  verb: string;
  /** The preview's lines (the server's own preview text by default). */
  lines?: (result: R) => Child;
  /** The call is out: disable what would start another. */
  busy: () => void;
  /** The write ended without applying (declined, nothing to do, failed): enable again what `busy` disabled. */
  settle: () => void;
  /** Applied: show what was done in `outcome`. */
  applied: (result: R) => void;
  /** Reads the state again and shows it: after a failed write, which may have been applied all the same. */
  recheck: () => Promise<void>;
}

/** The server's preview, as it wrote it. */
export const previewText = (r: WriteAnswer): Child => (r.preview ? h('pre', { class: 'preview-text' }, r.preview) : null);

/** The WriteUi of `panel`: one way for every view to show a confirmed write. */
export function panelUi<R extends WriteAnswer>(panel: WritePanel, steps: WriteSteps<R>): WriteUi<R> {
  const { status, outcome } = panel;
  return {
    waiting: () => {
      steps.busy();
      show(status, `${steps.verb}: waiting for the server, which may ask you to confirm…`);
      show(outcome);
    },
    preview: (r, confirm, cancel) => {
      show(status, 'Nothing has changed yet. Check the changes, then confirm or cancel.');
      const yes = h('button', { type: 'button', class: 'primary', id: 'confirm' }, 'Confirm');
      yes.addEventListener('click', confirm);
      const no = h('button', { type: 'button', id: 'cancel' }, 'Cancel');
      no.addEventListener('click', cancel);
      show(
        outcome,
        h(
          'div',
          { class: 'outcome', id: 'preview' },
          h('strong', {}, `${steps.verb}?`),
          (steps.lines ?? previewText)(r),
          h('div', { class: 'toolbar' }, yes, no),
        ),
      );
      yes.focus();
    },
    done: (r) => {
      // The server's message is written for the agent (it names tools); the outcome box speaks to the person.
      show(status, r.status === 'applied' ? 'Saved in YNAB.' : r.message);
      if (r.status === 'applied') return steps.applied(r);
      show(outcome, h('div', { class: 'outcome', id: r.status }, r.status === 'declined' ? 'Nothing changed.' : r.message));
      steps.settle();
    },
    failed: (message, answered) => {
      // Nothing is offered again before the state is read: without an answer, the change may have been applied.
      const said = answered ? message : `The call failed (${message}). The change may have been applied all the same — checking…`;
      show(status, h('span', { class: 'error', role: 'alert' }, said));
      void steps.recheck().then(
        () => {
          if (!answered)
            show(
              status,
              h(
                'span',
                { class: 'error', role: 'alert' },
                `The call failed (${message}). Read again: what is shown is YNAB as it is now. A question of the server's still open in your client may yet apply the change; if it was applied, ask in the conversation to undo it.`,
              ),
            );
          steps.settle();
        },
        () => {
          if (answered) return steps.settle();
          show(
            status,
            h(
              'span',
              { class: 'error', role: 'alert' },
              `The call failed (${message}), and YNAB could not be read again: the change may have been applied. Ask in the conversation what changed before applying again.`,
            ),
          );
        },
      );
    },
  };
}

/** The Undo button of an applied write: undo_operation through the same confirmation, then "Undone." in `panel`;
 * `undone` puts the view back as it was (rows, buttons) and `settle` re-enables what `busy` disabled. */
export function undoButton(
  call: CallTool,
  operationId: string | null | undefined,
  panel: WritePanel,
  steps: Omit<WriteSteps<UndoAnswer>, 'verb' | 'applied'> & { undone: (r: UndoAnswer) => void; id?: string },
): HTMLButtonElement {
  // A second write shown beside the first (the statement's approval) names its own Undo.
  const undo = h('button', { type: 'button', id: steps.id ?? 'undo' }, 'Undo');
  const ui = panelUi<UndoAnswer>(panel, {
    ...steps,
    verb: 'Undo',
    applied: (r) => {
      const note = r.conflicts?.length ? ` ${r.conflicts.length} transaction(s) had changed since and were left alone.` : '';
      show(panel.outcome, h('div', { class: 'outcome', id: 'undone' }, h('strong', {}, 'Undone.'), note));
      steps.undone(r);
    },
  });
  undo.addEventListener('click', () => void runWrite(call, 'undo_operation', { operation_id: operationId }, ui));
  return undo;
}

/** Where a host that cannot pass tool calls on leaves the person: what to ask for in the conversation instead. */
export const askInstead = (todo: string, example: string, tool: string) =>
  h(
    'p',
    { class: 'note', id: 'ask-instead' },
    `This host does not let a view change YNAB. To ${todo}, say so in the conversation, for example: “${example}” (${tool}).`,
  );

/** Tells the model what the person did in a view, where the host takes context from a view. */
export async function tellModel(app: App, text: string): Promise<void> {
  if (!app.getHostCapabilities()?.updateModelContext) return;
  await app.updateModelContext({ content: [{ type: 'text', text }] }).catch(() => undefined);
}
