// The review queue for suggest_categories: the pending transactions with their suggestions; the person keeps,
// changes or skips each category, ticks the rows to approve (or all) and presses Apply once. review_transactions
// and undo_operation are called through the host (shared/write-flow.ts), so the whole review passes the
// server's own confirmation and journal as one operation; after each write the queue is read again
// (suggest_categories), so what is shown is what YNAB now holds.
import '../shared/base.css';
import '../shared/write-layout.css';
import './review.css';
import type { App } from '@modelcontextprotocol/ext-apps';
import { canCallServer, connectView } from '../shared/connect.ts';
import { h, show } from '../shared/dom.ts';
import { SKIP, flagTwins, row, table } from './rows.ts';
import type { Category, SuggestPage, WriteResult } from './types.ts';
import { reviewChangeLine } from '../shared/review-line.ts';
import { readAnswer, runWrite, serverCall, type WriteUi } from '../shared/write-flow.ts';
import { askInstead, panelUi, previewText, tellModel, undoButton, writePanel } from '../shared/write-panel.ts';

const root = document.getElementById('root')!;
/** suggest_categories' arguments (plan, limit), to read the queue again; the page's cursor is left out. */
let input: Record<string, unknown> = {};
let categories: Category[] = [];

const plan = () => (typeof input.plan_id === 'string' ? { plan_id: input.plan_id } : {});

const MAX_ITEMS = 200;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What Apply sends for the rows as they are: a category unless Skip, approved when ticked; rows with neither left out. */
function chosenItems(body: HTMLTableSectionElement) {
  return [...body.rows].flatMap((tr) => {
    const select = tr.querySelector<HTMLSelectElement>('select.category:not(:disabled)');
    const tick = tr.querySelector<HTMLInputElement>('input.approve:not(:disabled)');
    const category = select !== null && select.value !== SKIP ? { category_id: select.value } : {};
    const approved = tick?.checked ? { approved: true } : {};
    if (!('category_id' in category) && !('approved' in approved)) return [];
    return [{ transaction_id: tr.dataset.transaction!, ...category, ...approved }];
  });
}

function render(first: SuggestPage, app: App): void {
  const writes = canCallServer(app);
  const call = serverCall(app, plan);
  const heading = h('h1');
  const intro = h('p', { class: 'muted' });
  const { element, body, all } = table();
  const empty = h('p', {}, 'Nothing to categorise.');
  // A host that cannot pass the view's calls on cannot show the next page: the view says the rest exists.
  const rest = h('p', { class: 'muted', id: 'rest' });
  const panel = writePanel();
  const apply = h('button', { type: 'button', class: 'primary', id: 'apply' }, 'Apply');
  const more = h('button', { type: 'button', id: 'more' }, 'Show more');
  let cursor: string | null = null;
  const add = (items: SuggestPage['items']) => {
    body.append(...items.map((item) => row(item, categories)));
    flagTwins(body);
  };

  const chosen = () => chosenItems(body);
  const ticks = () => [...body.querySelectorAll<HTMLInputElement>('input.approve:not(:disabled)')];
  // Set by busy, cleared by settle only: a picker changed or a page shown while a write is out never
  // re-enables Apply (a second apply_categories could run beside the first).
  let locked = false;
  const count = () => {
    const items = chosen();
    const categorised = items.filter((i) => 'category_id' in i).length;
    const approved = items.filter((i) => 'approved' in i).length;
    const parts = [
      categorised > 0 ? plural(categorised, 'category', 'categories') : '',
      approved > 0 ? plural(approved, 'approval', 'approvals') : '',
    ].filter((p) => p !== '');
    // review_transactions takes 200 items at most: more (after Show more and Approve all) are asked for in two steps.
    const over = items.length > MAX_ITEMS;
    apply.textContent = over
      ? `Apply: at most ${MAX_ITEMS} rows at once (${items.length} chosen)`
      : parts.length === 0
        ? 'Apply'
        : `Apply ${parts.join(' and ')}`;
    apply.disabled = locked || items.length === 0 || over;
    const boxes = ticks();
    const on = boxes.filter((b) => b.checked).length;
    all.checked = boxes.length > 0 && on === boxes.length;
    all.indeterminate = on > 0 && on < boxes.length;
    all.disabled = boxes.length === 0;
    more.hidden = cursor === null;
    const shown = body.querySelectorAll('tr').length;
    rest.hidden = writes || cursor === null;
    rest.textContent = `${shown} shown here; ask in the conversation for the next ones (suggest_categories with the cursor it gave).`;
  };
  body.addEventListener('change', count);
  all.addEventListener('change', () => {
    for (const box of ticks()) box.checked = all.checked;
    count();
  });

  /** The queue as `page` holds it: its counts, its rows from the first page on. */
  const draw = (page: SuggestPage) => {
    categories = page.categories.length > 0 ? page.categories : categories;
    heading.textContent = `Pending transactions: ${page.pending_count}`;
    intro.textContent = page.suggestions_pending
      ? writes
        ? 'The suggestions are on their way: the plan’s history is being read.'
        : 'No suggestion yet: the plan’s history was still being read. Ask again in the conversation for them.'
      : `${page.suggested_count} with a suggestion. Keep a suggestion, pick another category, or choose Skip; tick Approve on the rows you checked.`;
    body.replaceChildren();
    add(page.items);
    element.hidden = page.items.length === 0;
    empty.hidden = page.items.length > 0;
    cursor = page.next_cursor;
    count();
  };
  const read = (args: Record<string, unknown>) => readAnswer<SuggestPage>(call, 'suggest_categories', args);
  /**
   * The queue read again from its first page; the categories the person picked on rows still pending stay
   * picked (and the Skips, unless `skips` is false: a first look's rows all start at Skip).
   */
  const refresh = async (skips = true) => {
    const { cursor: _page, ...args } = input;
    const page = await read(args);
    // Taken once the answer is in: what the person picked while it was on its way counts too.
    const picks = new Map(
      [...body.querySelectorAll<HTMLSelectElement>('select.category')]
        .filter((s) => skips || s.value !== SKIP)
        .map((s) => [s.dataset.transaction, s.value]),
    );
    const ticked = new Set(
      ticks()
        .filter((b) => b.checked)
        .map((b) => b.dataset.transaction),
    );
    draw(page);
    for (const select of body.querySelectorAll<HTMLSelectElement>('select.category')) {
      const picked = picks.get(select.dataset.transaction);
      if (picked !== undefined && [...select.options].some((o) => o.value === picked)) select.value = picked;
    }
    for (const box of ticks()) box.checked = ticked.has(box.dataset.transaction);
    count();
  };

  more.addEventListener('click', async () => {
    more.disabled = true;
    try {
      const next = await read({ cursor });
      cursor = next.next_cursor;
      add(next.items);
      count();
    } catch (error) {
      show(panel.status, h('span', { class: 'error', role: 'alert' }, error instanceof Error ? error.message : String(error)));
    } finally {
      more.disabled = false;
    }
  });

  const busy = () => {
    locked = true;
    apply.disabled = true;
  };
  const settle = () => {
    locked = false;
    count();
  };
  /** After a write: the queue as YNAB now holds it, or, when it cannot be read, the written rows locked. */
  const reread = (ids: Set<string>) =>
    refresh()
      .catch(() => {
        for (const control of body.querySelectorAll<HTMLSelectElement | HTMLInputElement>('select.category, input.approve'))
          if (ids.has(control.dataset.transaction!)) control.disabled = true;
        show(panel.status, 'Saved in YNAB. The queue could not be read again: the rows written are locked.');
      })
      .finally(settle);
  const ui: WriteUi<WriteResult> = panelUi<WriteResult>(panel, {
    verb: 'Apply the review',
    lines: (r) => (r.changes?.length ? h('ul', {}, ...r.changes.map(reviewChangeLine)) : previewText(r)),
    busy,
    settle,
    recheck: () => refresh(),
    applied: (r) => {
      const undo = undoButton(call, r.operation_id, panel, {
        busy,
        settle,
        recheck: () => refresh(),
        undone: () => {
          void refresh()
            .catch(() =>
              show(panel.status, 'Undone in YNAB. The queue could not be read again: ask for suggest_categories in the conversation.'),
            )
            .finally(settle);
          void tellModel(app, `The person undid operation ${r.operation_id} from the review view.`);
        },
      });
      // Undo before the list: the outcome box scrolls when the list is long, and Undo stays in sight.
      show(
        panel.outcome,
        h(
          'div',
          { class: 'outcome', id: 'applied' },
          h('strong', {}, `Reviewed ${plural(r.changes?.length ?? 0, 'transaction', 'transactions')}.`),
          ' ',
          undo,
          h('ul', {}, ...(r.changes ?? []).map(reviewChangeLine)),
        ),
      );
      const written = new Set((r.changes ?? []).map((c) => c.transaction_id));
      // An approved row still without a category stays in the queue: its tick is spent, not offered again.
      for (const box of body.querySelectorAll<HTMLInputElement>('input.approve'))
        if (written.has(box.dataset.transaction!)) box.checked = false;
      void reread(written);
      void tellModel(
        app,
        `The person reviewed ${r.changes?.length ?? 0} transaction(s) from the review view (operation ${r.operation_id}).`,
      );
    },
  });
  apply.addEventListener('click', () => void runWrite(call, 'review_transactions', { items: chosen() }, ui));

  show(
    root,
    h(
      'div',
      { class: 'scroll-region', role: 'region', tabindex: 0, 'aria-label': 'Pending transactions' },
      heading,
      intro,
      element,
      empty,
      rest,
    ),
    h(
      'div',
      { class: 'actions' },
      writes
        ? h('div', { class: 'toolbar' }, apply, more)
        : askInstead('apply this review', 'Apply the suggested categories to my pending transactions', 'review_transactions'),
      panel.status,
      panel.outcome,
    ),
  );
  draw(first);
  // A server's first review answers before the year's history is read: the queue is read again for the suggestions.
  if (first.suggestions_pending && writes)
    void refresh(false).catch(() => {
      intro.textContent = 'The suggestions could not be read: ask for them again in the conversation.';
    });
}

void connectView<SuggestPage>('review-queue', root, render, (args) => {
  input = args;
});
