// The balance forecast of forecast_balance: the balance from today to each month's end and each month's
// lowest, its low point, the scheduled and one-off amounts at their dates, the months as a table, and what it
// assumes (assumptions.ts), which the person is asked to check.
import '../shared/base.css';
import './forecast.css';
import type uPlot from 'uplot';
import { chart } from '../shared/chart.ts';
import { connectView } from '../shared/connect.ts';
import { h, show } from '../shared/dom.ts';
import { addMonths, dateLabel, money, monthLabel } from '../shared/format.ts';
import type { Output as Forecast } from '../../generated/contract/forecast_balance.d.ts';
import { assumptions } from './assumptions.ts';

type Month = Forecast['months'][number];

interface Event {
  date: string;
  what: string;
  amount: number;
  kind: 'Scheduled' | 'One-off';
}

const root = document.getElementById('root')!;

/** A date's place on the x axis: months since the first month's start, so month i spans [i, i + 1). */
function position(first: string, date: string): number {
  const [y0, m0] = first.split('-').map(Number);
  const [y, m, d] = date.split('-').map(Number);
  const days = new Date(Date.UTC(y!, m!, 0)).getUTCDate();
  return (y! - y0!) * 12 + (m! - m0!) + ((d ?? 1) - 1) / days;
}

/** The month holding the lowest balance of all (the first of equals). */
const lowestMonth = (months: Month[]): Month => months.reduce((low, m) => (m.lowest < low.lowest ? m : low));

function sentence(f: Forecast, low: Month): string {
  const last = monthLabel(f.months.at(-1)!.month);
  const lowest = `The lowest balance is ${money(low.lowest)}, in ${monthLabel(low.month)}.`;
  return f.first_shortfall === null
    ? `The balance stays at or above zero until the end of ${last}. ${lowest}`
    : `The balance first goes below zero in ${monthLabel(f.first_shortfall)}. ${lowest}`;
}

function events(f: Forecast): Event[] {
  const scheduled = f.assumptions.scheduled.map((s): Event => ({ date: s.date, what: s.payee, amount: s.amount, kind: 'Scheduled' }));
  const oneOffs = f.assumptions.one_offs.map((o): Event => ({ date: o.date, what: o.label, amount: o.amount, kind: 'One-off' }));
  return [...scheduled, ...oneOffs].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** Markers of the dated amounts along the plot's foot, the zero line when in range, and the low point. */
function drawOn(f: Forecast, low: Month, dated: Event[]) {
  const first = f.months[0]!.month;
  const lowX = f.months.indexOf(low) + 0.5;
  const lowText = `Lowest ${money(low.lowest)} · ${monthLabel(low.month)}`;
  return (u: uPlot, colour: (variable: string) => string) => {
    const { ctx } = u;
    const ratio = devicePixelRatio;
    const { left, top, width, height } = u.bbox;
    ctx.save();
    const zero = u.valToPos(0, 'y', true);
    if (zero >= top && zero <= top + height) {
      ctx.strokeStyle = colour('--danger');
      ctx.lineWidth = ratio;
      ctx.setLineDash([4 * ratio, 4 * ratio]);
      ctx.beginPath();
      ctx.moveTo(left, zero);
      ctx.lineTo(left + width, zero);
      ctx.stroke();
      ctx.setLineDash([]);
    }
    const foot = top + height - 2 * ratio;
    for (const event of dated) {
      const x = u.valToPos(position(first, event.date), 'x', true);
      const size = 5 * ratio;
      ctx.fillStyle = colour(event.amount >= 0 ? '--success' : '--danger');
      ctx.beginPath();
      // Inflows point up, outflows down.
      if (event.amount >= 0) ctx.moveTo(x, foot - size * 1.6), ctx.lineTo(x - size, foot), ctx.lineTo(x + size, foot);
      else ctx.moveTo(x, foot), ctx.lineTo(x - size, foot - size * 1.6), ctx.lineTo(x + size, foot - size * 1.6);
      ctx.closePath();
      ctx.fill();
    }
    const lx = u.valToPos(lowX, 'x', true);
    const ly = u.valToPos(low.lowest, 'y', true);
    ctx.fillStyle = colour(low.lowest < 0 ? '--danger' : '--series-5');
    ctx.strokeStyle = colour('--bg');
    ctx.lineWidth = 2 * ratio;
    ctx.beginPath();
    ctx.arc(lx, ly, 5 * ratio, 0, 2 * Math.PI);
    ctx.fill();
    ctx.stroke();
    ctx.restore();
    // The label is text in the document (readable, selectable), placed by the point and kept inside the plot.
    let label = u.over.querySelector<HTMLElement>('.low-label');
    if (!label) label = u.over.appendChild(h('div', { class: 'low-label' }, lowText));
    const px = lx / ratio - left / ratio;
    const py = ly / ratio - top / ratio;
    const plotWidth = width / ratio;
    label.style.left = `${px}px`;
    label.style.top = `${py}px`;
    label.style.transform = `translate(${px > plotWidth * 0.6 ? 'calc(-100% - 10px)' : '10px'}, ${py > (height / ratio) * 0.5 ? 'calc(-100% - 6px)' : '6px'})`;
  };
}

const cell = (value: number) => h('td', { class: value < 0 ? 'num negative' : 'num' }, money(value));

export function renderForecast(f: Forecast): void {
  const months = f.months;
  const first = months[0]!.month;
  const low = lowestMonth(months);
  const dated = events(f);
  const ends = months.map((m) => m.end);
  const label = `Balance forecast of ${f.accounts.join(', ')} from today to the end of ${monthLabel(months.at(-1)!.month)}: from ${money(f.start_balance)} today to ${money(ends.at(-1)!)}. ${sentence(f, low)}`;
  const figure = chart({
    label,
    x: [0, ...months.map((_m, i) => i + 1)],
    pointName: 'When',
    pointLabel: (i) => (i === 0 ? 'Today' : `End of ${monthLabel(months[i - 1]!.month)}`),
    // Ticks at month starts; the last one, past the end, would only be clipped.
    tickLabel: (x) => (x < months.length ? monthLabel(addMonths(first, x)) : ''),
    series: [
      { label: 'Balance', values: [f.start_balance, ...ends], colour: '--series-1', width: 2.5 },
      {
        label: 'Lowest in the month',
        values: [months[0]!.lowest, ...months.map((m) => m.lowest)],
        colour: '--series-5',
        kind: 'step',
        width: 1.5,
        dash: [6, 4],
      },
    ],
    format: money,
    xRange: [0, months.length],
    zero: true,
    draw: drawOn(f, low, dated),
  });
  const more = f.assumptions.scheduled_more;
  show(
    root,
    h('h1', {}, `Balance forecast to the end of ${monthLabel(months.at(-1)!.month)}`),
    h('p', { class: f.first_shortfall === null ? 'verdict' : 'verdict negative' }, sentence(f, low)),
    h(
      'p',
      { class: 'muted accounts' },
      `Accounts: ${f.accounts.join(', ')}. Markers along the foot of the chart are the scheduled and one-off amounts (▲ in, ▼ out).`,
    ),
    figure,
    h(
      'div',
      { class: 'layout' },
      h(
        'div',
        { class: 'table-wrap' },
        h('h2', {}, 'Month by month'),
        h(
          'table',
          { 'aria-label': 'Month by month', class: 'months' },
          h(
            'thead',
            {},
            h(
              'tr',
              {},
              ...['Month', 'Start', 'Inflows', 'Outflows', 'End', 'Lowest'].map((t, i) =>
                h('th', { scope: 'col', class: i ? 'num' : undefined }, t),
              ),
            ),
          ),
          h(
            'tbody',
            {},
            ...months.map((m) =>
              h(
                'tr',
                {},
                h('th', { scope: 'row', class: 'date' }, monthLabel(m.month)),
                cell(m.start),
                cell(m.inflows),
                cell(m.outflows),
                cell(m.end),
                cell(m.lowest),
              ),
            ),
          ),
        ),
      ),
      h(
        'div',
        { class: 'table-wrap' },
        h(
          'h2',
          {},
          dated.length === 0 ? 'No scheduled or one-off amount in the period.' : `Scheduled and one-off amounts (${dated.length + more})`,
        ),
        dated.length === 0
          ? null
          : h(
              'table',
              { 'aria-label': 'Scheduled and one-off amounts', class: 'events' },
              h(
                'thead',
                {},
                h(
                  'tr',
                  {},
                  h('th', { scope: 'col' }, 'Date'),
                  h('th', { scope: 'col' }, 'Payee or label'),
                  h('th', { scope: 'col', class: 'num' }, 'Amount'),
                ),
              ),
              h(
                'tbody',
                {},
                ...dated.map((e) =>
                  h(
                    'tr',
                    {},
                    h('td', { class: 'date' }, dateLabel(e.date)),
                    h('td', {}, e.what, e.kind === 'One-off' ? h('span', { class: 'muted' }, ' (one-off)') : null),
                    cell(e.amount),
                  ),
                ),
              ),
            ),
        more > 0 ? h('p', { class: 'muted' }, `${more} more scheduled amounts are counted but not listed.`) : null,
      ),
    ),
    assumptions(f.assumptions),
    h('p', { class: 'muted message' }, f.message),
  );
}

void connectView<Forecast>('forecast', root, renderForecast);
