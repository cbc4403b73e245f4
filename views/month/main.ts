// The month card for get_monthly_summary: its five figures and the overspent categories.
import '../shared/base.css';
import './month.css';
import { connectView } from '../shared/connect.ts';
import { h, show } from '../shared/dom.ts';
import { money, monthLabel } from '../shared/format.ts';
import type { Output as MonthSummary } from '../../generated/contract/get_monthly_summary.d.ts';

const root = document.getElementById('root')!;

function figure(label: string, value: string, tone?: 'negative' | 'positive') {
  return h('div', { class: 'figure' }, h('dt', {}, label), h('dd', { class: tone }, value));
}

export function renderMonth(summary: MonthSummary): void {
  const overspent = summary.overspent;
  show(
    root,
    h('h1', {}, `Month of ${monthLabel(summary.month)}`),
    h(
      'dl',
      { class: 'figures' },
      figure('Income', money(summary.income)),
      figure('Assigned', money(summary.budgeted)),
      figure('Activity', money(summary.activity), summary.activity < 0 ? 'negative' : undefined),
      figure('Ready to Assign', money(summary.ready_to_assign), summary.ready_to_assign < 0 ? 'negative' : 'positive'),
      figure('Age of money', summary.age_of_money === null ? 'not yet known' : `${summary.age_of_money} days`),
    ),
    h('h2', {}, overspent.length === 0 ? 'No category is overspent.' : `Overspent categories (${overspent.length})`),
    overspent.length === 0
      ? null
      : h(
          'table',
          { 'aria-label': 'Overspent categories' },
          h(
            'thead',
            {},
            h(
              'tr',
              {},
              h('th', { scope: 'col' }, 'Category'),
              h('th', { scope: 'col' }, 'Group'),
              h('th', { scope: 'col', class: 'num' }, 'Balance'),
            ),
          ),
          h(
            'tbody',
            {},
            ...overspent.map((c) =>
              h('tr', {}, h('td', {}, c.name), h('td', { class: 'muted' }, c.group), h('td', { class: 'num negative' }, money(c.balance))),
            ),
          ),
        ),
  );
}

void connectView<MonthSummary>('month', root, renderMonth);
