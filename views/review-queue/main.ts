// The review queue for suggest_categories: the pending transactions with their suggestions; the person keeps,
// changes or skips each one and presses Apply. apply_categories and undo_operation are called through the
// host (shared/write-flow.ts), so every change passes the server's own confirmation and journal.
import '../shared/base.css';
import './review.css';
import type { App } from '@modelcontextprotocol/ext-apps';
import { connectView, errorText } from '../shared/connect.ts';
import { h, show } from '../shared/dom.ts';
import { dateLabel, money } from '../shared/format.ts';
import { SKIP, row, table } from './rows.ts';
import type { Category, Change, SuggestPage, WriteResult } from './types.ts';
import { runWrite, type CallTool, type WriteUi } from '../shared/write-flow.ts';
import { panelUi, previewText, tellModel, undoButton, writePanel } from '../shared/write-panel.ts';

const root = document.getElementById('root')!;
let plan: Record<string, unknown> = {};
let categories: Category[] = [];

const changeLine = (c: Change) => h('li', {}, `${dateLabel(c.date)} ${c.payee} ${money(c.amount)}: ${c.from_category ?? 'no category'} → ${c.to_category ?? 'no category'}`);

function render(page: SuggestPage, app: App): void {
  categories = page.categories.length > 0 ? page.categories : categories;
  const call: CallTool = (name, args) => app.callServerTool({ name, arguments: { ...plan, ...args } });
  const { element, body } = table();
  const panel = writePanel();
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
    if (next.isError) return show(panel.status, errorText(next));
    const nextPage = next.structuredContent as unknown as SuggestPage;
    cursor = nextPage.next_cursor;
    add(nextPage.items);
    count();
  });

  const busy = () => (apply.disabled = true);
  const ui: WriteUi<WriteResult> = panelUi<WriteResult>(panel, {
    verb: 'Apply categories',
    lines: (r) => (r.changes?.length ? h('ul', {}, ...r.changes.map(changeLine)) : previewText(r)),
    busy,
    settle: count,
    applied: (r) => {
      const ids = new Set((r.changes ?? []).map((c) => c.transaction_id));
      const undo = undoButton(call, r.operation_id, panel, {
        busy,
        settle: count,
        undone: () => {
          mark(ids, false);
          void tellModel(app, `The person undid operation ${r.operation_id} from the review view.`);
          count();
        },
      });
      mark(ids, true);
      show(panel.outcome, h('div', { class: 'outcome', id: 'applied' }, h('strong', {}, `Applied ${r.changes?.length ?? 0} categor${r.changes?.length === 1 ? 'y' : 'ies'}.`), h('ul', {}, ...(r.changes ?? []).map(changeLine)), undo));
      void tellModel(app, `The person applied ${r.changes?.length ?? 0} categories from the review view (operation ${r.operation_id}).`);
      count();
    },
  });
  /** Applied rows are dimmed and their pickers locked until undone. */
  const mark = (ids: Set<string>, applied: boolean) => {
    for (const tr of body.querySelectorAll<HTMLTableRowElement>('tr')) {
      if (!ids.has(tr.dataset.transaction!)) continue;
      tr.classList.toggle('applied', applied);
      tr.querySelector('select')!.disabled = applied;
    }
  };
  apply.addEventListener('click', () => void runWrite(call, 'apply_categories', { assignments: chosen() }, ui));

  show(
    root,
    h('h1', {}, `Pending transactions: ${page.pending_count}`),
    h('p', { class: 'muted' }, `${page.suggested_count} with a suggestion. Keep a suggestion, pick another category, or choose Skip.`),
    page.items.length === 0 ? h('p', {}, 'Nothing to categorise.') : element,
    h('div', { class: 'toolbar' }, apply, more),
    panel.status,
    panel.outcome,
  );
  count();
}

void connectView<SuggestPage>('review-queue', root, render, (args) => {
  plan = typeof args.plan_id === 'string' ? { plan_id: args.plan_id } : {};
});
