// The net worth trend of get_net_worth_trend: assets, debts and net worth at each month end, the change
// over the period, and the months as a table.
import '../shared/base.css';
import { chart } from '../shared/chart.ts';
import { connectView } from '../shared/connect.ts';
import { h, show } from '../shared/dom.ts';
import { money, monthLabel } from '../shared/format.ts';
import type { Output as NetWorthTrend } from '../../generated/contract/get_net_worth_trend.d.ts';

const root = document.getElementById('root')!;

const cell = (value: number) => h('td', { class: value < 0 ? 'num negative' : 'num' }, money(value));

function headline(t: NetWorthTrend, from: string, to: string): string {
  const change = t.change === 0 ? 'did not change' : `${t.change > 0 ? 'rose' : 'fell'} by ${money(Math.abs(t.change))}`;
  return `Net worth ${change} from ${from} to ${to}`;
}

export function renderNetWorth(t: NetWorthTrend): void {
  const months = t.months;
  if (months.length === 0) {
    show(root, h('h1', {}, 'Net worth trend'), h('p', { class: 'muted' }, 'No month end to show: the plan has no transaction yet.'));
    return;
  }
  const from = monthLabel(months[0]!.month);
  const to = monthLabel(months.at(-1)!.month);
  const first = months[0]!;
  const last = months.at(-1)!;
  const label =
    `Net worth from ${from} to ${to}: from ${money(t.first_net_worth)} to ${money(t.last_net_worth)}. ` +
    `Assets from ${money(first.assets)} to ${money(last.assets)}; debts from ${money(first.debts)} to ${money(last.debts)}.`;
  show(
    root,
    h('h1', {}, headline(t, from, to)),
    h(
      'p',
      { class: 'muted' },
      `From ${money(t.first_net_worth)} to ${money(t.last_net_worth)}, at each month's end (today for ${to}). Accounts: ${t.accounts.join(', ')}.`,
    ),
    chart({
      label,
      x: months.map((_m, i) => i),
      pointName: 'Month',
      pointLabel: (i) => monthLabel(months[i]!.month),
      tickLabel: (x) => (Number.isInteger(x) && months[x] ? monthLabel(months[x].month) : ''),
      series: [
        { label: 'Assets', values: months.map((m) => m.assets), colour: '--series-3' },
        { label: 'Debts', values: months.map((m) => m.debts), colour: '--series-2' },
        { label: 'Net worth', values: months.map((m) => m.net_worth), colour: '--series-1', width: 3 },
      ],
      format: money,
      xRange: [0, Math.max(1, months.length - 1)],
      zero: true,
    }),
    h('h2', {}, 'Month by month'),
    h(
      'table',
      { 'aria-label': 'Month by month' },
      h(
        'thead',
        {},
        h('tr', {}, ...['Month', 'Assets', 'Debts', 'Net worth'].map((t, i) => h('th', { scope: 'col', class: i ? 'num' : undefined }, t))),
      ),
      h(
        'tbody',
        {},
        ...months.map((m) =>
          h('tr', {}, h('th', { scope: 'row', class: 'date' }, monthLabel(m.month)), cell(m.assets), cell(m.debts), cell(m.net_worth)),
        ),
      ),
    ),
  );
}

void connectView<NetWorthTrend>('net-worth', root, renderNetWorth);
