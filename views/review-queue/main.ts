// The review queue for suggest_categories: the pending transactions with their suggestions; the person keeps,
// changes or skips each one and presses Apply. apply_categories and undo_operation are called through the
// host (write-flow.ts), so every change passes the server's own confirmation and journal.
import '../shared/base.css';
import './review.css';
import type { App } from '@modelcontextprotocol/ext-apps';
import { connectView, errorText } from '../shared/connect.ts';
import { h, show } from '../shared/dom.ts';
import { dateLabel, money } from '../shared/format.ts';
import { SKIP, row, table } from './rows.ts';
import type { Category, Change, SuggestPage, WriteResult } from './types.ts';
import { runWrite, type CallTool, type WriteUi } from './write-flow.ts';

const root = document.getElementById('root')!;
let plan: Record<string, unknown> = {};
let categories: Category[] = [];

const changeLine = (c: Change) => h('li', {}, `${dateLabel(c.date)} ${c.payee} ${money(c.amount)}: ${c.from_category ?? 'no category'} → ${c.to_category ?? 'no category'}`);

function render(page: SuggestPage, app: App): void {
  categories = page.categories.length > 0 ? page.categories : categories;
  const call: CallTool = (name, args) => app.callServerTool({ name, arguments: { ...plan, ...args } });
  const { element, body } = table();
  const status = h('div', { role: 'status', 'aria-live': 'polite', class: 'status muted' });
  const outcome = h('div', { class: 'outcome-slot' });
  const apply = h('button', { type: 'button', class: 'primary', id: 'apply' }, 'Apply');
  const more = h('button', { type: 'button', id: 'more' }, 'Show more');
  let cursor = page.next_cursor;
  const add = (items: SuggestPage['items']) => body.append(...items.map((item) => row(item, categories)));
  add(page.items);

  const chosen = () =>
    [...body.querySelectorAll<HTMLSelectElement>('select.category:not(:disabled)')]
      .filter((s) => s.value !== SKIP)
      .map((s) => ({ transaction_id: s.dataset.transaction!, category_id: s.value }));
  const count = () => {
    const n = chosen().length;
    apply.textContent = n === 0 ? 'Apply' : `Apply ${n} categor${n === 1 ? 'y' : 'ies'}`;
    apply.disabled = n === 0;
    more.hidden = cursor === null;
  };
  body.addEventListener('change', count);

  more.addEventListener('click', async () => {
    more.disabled = true;
    const next = await app.callServerTool({ name: 'suggest_categories', arguments: { ...plan, cursor } });
    more.disabled = false;
    if (next.isError) return show(status, errorText(next));
    const nextPage = next.structuredContent as unknown as SuggestPage;
    cursor = nextPage.next_cursor;
    add(nextPage.items);
    count();
  });

  const ui = (verb: string, onApplied: (r: WriteResult) => void): WriteUi => ({
    waiting: () => {
      apply.disabled = true;
      show(status, `${verb}: waiting for the server, which may ask you to confirm…`);
      show(outcome);
    },
    preview: (r, confirm, cancel) => {
      show(status, 'Nothing has changed yet. Check the changes, then confirm or cancel.');
      const lines = r.changes?.length ? h('ul', {}, ...r.changes.map(changeLine)) : r.preview ? h('pre', {}, r.preview) : null;
      const yes = h('button', { type: 'button', class: 'primary', id: 'confirm' }, 'Confirm');
      yes.addEventListener('click', confirm);
      const no = h('button', { type: 'button', id: 'cancel' }, 'Cancel');
      no.addEventListener('click', cancel);
      show(outcome, h('div', { class: 'outcome', id: 'preview' }, h('strong', {}, `${verb}?`), lines, h('div', { class: 'toolbar' }, yes, no)));
      yes.focus();
    },
    done: (r) => {
      // The server's message is written for the agent (it names tools); the outcome box speaks to the person.
      show(status, r.status === 'applied' ? 'Saved in YNAB.' : r.message);
      if (r.status === 'applied') return onApplied(r);
      show(outcome, h('div', { class: 'outcome', id: r.status }, r.status === 'declined' ? 'Nothing changed.' : r.message));
      count();
    },
    failed: (message) => {
      show(status, h('span', { class: 'error', role: 'alert' }, message));
      count();
    },
  });

  const applied = (r: WriteResult) => {
    const ids = new Set((r.changes ?? []).map((c) => c.transaction_id));
    for (const tr of body.querySelectorAll<HTMLTableRowElement>('tr')) {
      if (!ids.has(tr.dataset.transaction!)) continue;
      tr.classList.add('applied');
      tr.querySelector('select')!.disabled = true;
    }
    const undo = h('button', { type: 'button', id: 'undo' }, 'Undo');
    undo.addEventListener('click', () => void runWrite(call, 'undo_operation', { operation_id: r.operation_id }, ui('Undo', undone(ids))));
    show(outcome, h('div', { class: 'outcome', id: 'applied' }, h('strong', {}, `Applied ${r.changes?.length ?? 0} categor${r.changes?.length === 1 ? 'y' : 'ies'}.`), h('ul', {}, ...(r.changes ?? []).map(changeLine)), undo));
    void tell(app, `The person applied ${r.changes?.length ?? 0} categories from the review view (operation ${r.operation_id}).`);
    count();
  };
  const undone = (ids: Set<string>) => (r: WriteResult) => {
    for (const tr of body.querySelectorAll<HTMLTableRowElement>('tr')) {
      if (!ids.has(tr.dataset.transaction!)) continue;
      tr.classList.remove('applied');
      tr.querySelector('select')!.disabled = false;
    }
    show(outcome, h('div', { class: 'outcome', id: 'undone' }, h('strong', {}, 'Undone.'), r.conflicts?.length ? ` ${r.conflicts.length} transaction(s) had changed since and were left alone.` : ''));
    void tell(app, `The person undid operation ${r.operation_id} from the review view.`);
    count();
  };
  apply.addEventListener('click', () => void runWrite(call, 'apply_categories', { assignments: chosen() }, ui('Apply categories', applied)));

  show(
    root,
    h('h1', {}, `Pending transactions: ${page.pending_count}`),
    h('p', { class: 'muted' }, `${page.suggested_count} with a suggestion. Keep a suggestion, pick another category, or choose Skip.`),
    page.items.length === 0 ? h('p', {}, 'Nothing to categorise.') : element,
    h('div', { class: 'toolbar' }, apply, more),
    status,
    outcome,
  );
  count();
}

/** Tells the model what the person did here, where the host takes context from a view. */
async function tell(app: App, text: string): Promise<void> {
  if (!app.getHostCapabilities()?.updateModelContext) return;
  await app.updateModelContext({ content: [{ type: 'text', text }] }).catch(() => undefined);
}

void connectView<SuggestPage>('review-queue', root, render, (args) => {
  plan = typeof args.plan_id === 'string' ? { plan_id: args.plan_id } : {};
});
