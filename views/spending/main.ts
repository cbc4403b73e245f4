// The spending trends of get_spending_trends: stacked bars per month for the categories that spent the most
// (up to six, the rest summed as Other), and every category's spending month by month as a table.
import '../shared/base.css';
import { chart, type ChartSeries } from '../shared/chart.ts';
import { connectView } from '../shared/connect.ts';
import { h, show } from '../shared/dom.ts';
import { money, monthLabel } from '../shared/format.ts';
import type { Output as SpendingTrends } from '../../generated/contract/get_spending_trends.d.ts';

const TOP = 6;
const root = document.getElementById('root')!;

interface Stack {
  label: string;
  amounts: number[];
  total: number;
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** The categories that spent the most, largest first, then Other for the rest (when any spent). */
export function stacks(t: SpendingTrends): Stack[] {
  const all = t.categories.map((c) => {
    const amounts = t.months.map((month) => c.amounts.find((a) => a.month === month)?.amount ?? 0);
    return { label: c.name, amounts, total: sum(amounts) };
  });
  const spent = all.filter((c) => c.total > 0).sort((a, b) => b.total - a.total);
  const top = spent.slice(0, TOP);
  const rest = spent.slice(TOP);
  if (rest.length === 0) return top;
  const amounts = t.months.map((_m, i) => sum(rest.map((c) => c.amounts[i]!)));
  return [...top, { label: `Other (${rest.length} categories)`, amounts, total: sum(amounts) }];
}

/** uPlot draws series in order, each bar from zero: series k is drawn as the sum of stacks k.. so the later,
 * shorter ones paint over it and each shows its own part; the legend shows each stack's own amount. */
function stackedSeries(list: Stack[], months: number): ChartSeries[] {
  return list.map((s, k) => ({
    label: s.label,
    values: Array.from({ length: months }, (_v, i) => sum(list.slice(k).map((r) => r.amounts[i]!))),
    colour: k === TOP ? '--series-other' : `--series-${k + 1}`,
    kind: 'bars',
    text: (i: number) => money(s.amounts[i]!),
  }));
}

export function renderSpending(t: SpendingTrends): void {
  const months = t.months;
  if (months.length === 0) {
    show(root, h('h1', {}, 'Spending trends'), h('p', { class: 'muted' }, 'No month to show.'));
    return;
  }
  const from = monthLabel(months[0]!);
  const to = monthLabel(months.at(-1)!);
  const list = stacks(t);
  const label =
    list.length === 0
      ? `Spending from ${from} to ${to}: nothing was spent.`
      : `Spending by category from ${from} to ${to}, the largest first: ${list.map((s) => `${s.label} ${money(s.total)} in all`).join('; ')}.`;
  const totals = months.map((_m, i) => sum(list.map((s) => s.amounts[i]!)));
  show(
    root,
    h('h1', {}, `Spending by category, ${from} to ${to}`),
    h(
      'p',
      { class: 'muted' },
      `Each bar is a month's spending, stacked by category: the ${Math.min(TOP, list.length)} that spent the most, the rest as Other. Spending is each month's activity without its sign.`,
    ),
    chart({
      label,
      x: months.map((_m, i) => i),
      pointName: 'Month',
      pointLabel: (i) => `${monthLabel(months[i]!)} (total ${money(totals[i]!)})`,
      tickLabel: (x) => (Number.isInteger(x) && months[x] ? monthLabel(months[x]) : ''),
      series: stackedSeries(list, months.length),
      format: money,
      xRange: [-0.5, months.length - 0.5],
      zero: true,
    }),
    h('h2', {}, `Every category, month by month (${t.categories.length})`),
    h(
      'div',
      { class: 'table-wrap' },
      h(
        'table',
        { 'aria-label': 'Every category, month by month' },
        h(
          'thead',
          {},
          h(
            'tr',
            {},
            h('th', { scope: 'col' }, 'Category'),
            h('th', { scope: 'col' }, 'Group'),
            ...months.map((m) => h('th', { scope: 'col', class: 'num date' }, monthLabel(m))),
          ),
        ),
        h(
          'tbody',
          {},
          ...t.categories.map((c) =>
            h(
              'tr',
              {},
              h('th', { scope: 'row' }, c.name),
              h('td', { class: 'muted' }, c.group),
              ...months.map((m) => h('td', { class: 'num' }, money(c.amounts.find((a) => a.month === m)?.amount ?? 0))),
            ),
          ),
        ),
      ),
    ),
  );
}

void connectView<SpendingTrends>('spending', root, renderSpending);
