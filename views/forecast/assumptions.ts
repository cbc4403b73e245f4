// What the forecast rests on, shown where it asks the person to check it: the variable spending and other
// income it assumes a month, and the recurring amounts that no schedule covers (forecast_balance's
// assumptions). Payees are bank text: text nodes only (dom.ts).
import type { Output } from '../../generated/contract/forecast_balance.d.ts';
import { h } from '../shared/dom.ts';
import { money } from '../shared/format.ts';

/** The assumptions this part shows (forecast_balance's; its scheduled and one-off amounts are the chart's). */
type Assumed = Pick<Output['assumptions'], 'recurring' | 'recurring_more' | 'variable_monthly' | 'monthly_income'>;

const cell = (value: number) => h('td', { class: value < 0 ? 'num negative' : 'num' }, money(value));

export function assumptions(a: Assumed): HTMLElement {
  const listed = a.recurring.length;
  return h(
    'section',
    { class: 'assumptions', id: 'assumptions', 'aria-labelledby': 'assumptions-title' },
    h('h2', { id: 'assumptions-title' }, 'What this forecast assumes: check it'),
    h(
      'ul',
      { class: 'assumed' },
      h('li', {}, `Variable spending: ${money(a.variable_monthly)} a month.`),
      h('li', {}, `Income besides the scheduled and recurring amounts: ${money(a.monthly_income)} a month.`),
      h(
        'li',
        {},
        listed + a.recurring_more === 0
          ? 'No recurring amount outside the schedules.'
          : `Recurring amounts that no schedule covers, each month on its usual day: ${listed + a.recurring_more}.`,
      ),
    ),
    listed === 0
      ? null
      : h(
          'div',
          { class: 'table-wrap' },
          h(
            'table',
            { 'aria-label': 'Recurring amounts no schedule covers', class: 'recurring' },
            h(
              'thead',
              {},
              h(
                'tr',
                {},
                h('th', { scope: 'col' }, 'Payee'),
                h('th', { scope: 'col', class: 'num' }, 'Day'),
                h('th', { scope: 'col', class: 'num' }, 'Amount'),
                h('th', { scope: 'col', class: 'num' }, 'Seen'),
              ),
            ),
            h(
              'tbody',
              {},
              ...a.recurring.map((r) =>
                h(
                  'tr',
                  {},
                  h('td', {}, r.payee),
                  h('td', { class: 'num' }, r.day),
                  cell(r.amount),
                  h('td', { class: 'num' }, `${r.months_seen} months`),
                ),
              ),
            ),
          ),
        ),
    a.recurring_more > 0 ? h('p', { class: 'muted' }, `${a.recurring_more} more recurring amounts are counted but not listed.`) : null,
  );
}
