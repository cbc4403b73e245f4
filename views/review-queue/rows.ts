// The table of pending transactions: one category picker per row, set to the suggestion (accept), another
// category of the plan (change) or "Skip", and an Approve tick per row and for all. Payees, memos and
// category names are untrusted: text only.
import { h } from '../shared/dom.ts';
import { dateLabel, money } from '../shared/format.ts';
import type { Category, Pending } from './types.ts';

export const SKIP = '';

function picker(item: Pending, categories: readonly Category[]): HTMLSelectElement {
  const groups = new Map<string, Category[]>();
  for (const c of categories) groups.set(c.group, [...(groups.get(c.group) ?? []), c]);
  const select = h(
    'select',
    {
      class: 'category',
      'data-transaction': item.transaction_id,
      'aria-label': `Category for ${item.payee}, ${dateLabel(item.date)}, ${money(item.amount)}`,
    },
    h('option', { value: SKIP }, 'Skip'),
    ...[...groups].map(([group, list]) =>
      h('optgroup', { label: group }, ...list.map((c) => h('option', { value: c.category_id }, c.name))),
    ),
  );
  select.value = item.suggestion?.category_id ?? SKIP;
  return select;
}

const RULE = 'rule: ';

/** Which rule suggested the category (issue #32), or how sure the plan's history is of it. */
function suggestion(item: Pending) {
  const s = item.suggestion;
  if (!s) return h('span', { class: 'muted' }, item.possible_transfer_with ? 'Looks like a transfer' : 'No suggestion');
  const text = s.source.startsWith(RULE)
    ? `Rule ‘${s.source.slice(RULE.length)}’: ${s.category_name}`
    : `Suggested: ${s.category_name} (${Math.round(s.confidence * 100)} %)`;
  return h('span', { class: 'muted' }, text);
}

/** Two pending transactions alike in date, payee, amount and account are likely one imported twice. */
const twinKey = (item: Pending) => JSON.stringify([item.date, item.payee, item.amount, item.account]);

/** Shows the duplicate note on each row of `body` that another row matches (after every page added). */
export function flagTwins(body: HTMLTableSectionElement): void {
  const rows = [...body.rows];
  const counts = new Map<string, number>();
  for (const tr of rows) counts.set(tr.dataset.key!, (counts.get(tr.dataset.key!) ?? 0) + 1);
  for (const tr of rows) tr.querySelector<HTMLElement>('.twin')!.hidden = (counts.get(tr.dataset.key!) ?? 0) < 2;
}

export function row(item: Pending, categories: readonly Category[]): HTMLTableRowElement {
  const twin = h(
    'div',
    { class: 'twin', hidden: true },
    'Likely a duplicate: another pending transaction has the same date, payee and amount. Check it before categorising it.',
  );
  return h(
    'tr',
    { 'data-transaction': item.transaction_id, 'data-key': twinKey(item) },
    h('td', { class: 'date', 'data-label': 'Date' }, dateLabel(item.date)),
    h(
      'td',
      {},
      h('div', { class: 'payee' }, item.payee),
      item.memo ? h('div', { class: 'muted memo' }, item.memo) : null,
      h('div', { class: 'muted' }, item.account),
      twin,
    ),
    h('td', { class: `num ${item.amount < 0 ? '' : 'positive'}`, 'data-label': 'Amount' }, money(item.amount)),
    h('td', {}, picker(item, categories), h('div', { class: 'hint' }, suggestion(item))),
    h(
      'td',
      { class: 'tick', 'data-label': 'Approve' },
      h('input', {
        type: 'checkbox',
        class: 'approve',
        'data-transaction': item.transaction_id,
        'aria-label': `Approve ${item.payee}, ${dateLabel(item.date)}, ${money(item.amount)}`,
      }),
    ),
  );
}

export function table(): { element: HTMLTableElement; body: HTMLTableSectionElement; all: HTMLInputElement } {
  const body = h('tbody');
  const all = h('input', { type: 'checkbox', id: 'approve-all', 'aria-label': 'Approve all' });
  const element = h(
    'table',
    { 'aria-label': 'Pending transactions', class: 'cards' },
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        h('th', { scope: 'col' }, 'Date'),
        h('th', { scope: 'col' }, 'Payee'),
        h('th', { scope: 'col', class: 'num' }, 'Amount'),
        h('th', { scope: 'col' }, 'Category'),
        h('th', { scope: 'col', class: 'tick' }, h('label', {}, all, ' Approve')),
      ),
    ),
    body,
  );
  return { element, body, all };
}
