// The parts of the statement view drawn from match_statement's answer: the header with the balance check, the
// summary counts, and one table per kind of entry. Labels and payees are bank text: text nodes only (dom.ts).
import { h, type Child } from '../shared/dom.ts';
import { dateLabel, money } from '../shared/format.ts';
import type { Output as MatchAnswer } from '../../generated/contract/match_statement.d.ts';

const STATES: Record<string, string> = { uncleared: 'Uncleared', cleared: 'Cleared', reconciled: 'Reconciled' };
const CONFIDENCE: Record<string, string> = { linked: 'Linked', high: 'High', medium: 'Medium', low: 'Low' };
/** The columns of amounts, set right. */
const NUMERIC = new Set(['Amount', 'Statement', 'YNAB', 'Difference']);
const state = (cleared: string) => STATES[cleared] ?? cleared;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const amount = (value: number) => h('td', { class: `num ${value < 0 ? '' : 'positive'}` }, money(value));
const label = (payee: string, memo?: string, note?: string) =>
  h(
    'td',
    {},
    h('div', { class: 'label' }, payee),
    memo ? h('div', { class: 'muted memo' }, memo) : null,
    note ? h('div', { class: 'muted memo' }, note) : null,
  );

function figure(name: string, value: string, tone?: 'negative' | 'positive', id?: string) {
  return h('div', { class: 'figure', id }, h('dt', {}, name), h('dd', { class: tone }, value));
}

/** The balance check as a person reads it: agrees, differs by how much, or cannot be checked. */
export function balanceCheck(balance: MatchAnswer['balance']): { text: string; tone?: 'negative' | 'positive' } {
  if (balance.statement === null || balance.difference === null) return { text: 'No closing balance' };
  if (balance.agrees) return { text: 'Agrees', tone: 'positive' };
  return { text: `Differs by ${money(balance.difference)}`, tone: 'negative' };
}

export function header(answer: MatchAnswer): Child[] {
  const s = answer.statement;
  const check = balanceCheck(answer.balance);
  const file = [s.format.toUpperCase(), s.account ? `account ${s.account}` : null, s.currency].filter(Boolean).join(' · ');
  return [
    h('h1', {}, `Statement of ${answer.account}`),
    h('p', { class: 'muted', id: 'period' }, `${dateLabel(s.from)} – ${dateLabel(s.to)} · ${file}`),
    h(
      'dl',
      { class: 'figures', 'aria-label': 'Balances' },
      figure('Opening balance', s.opening_balance === null ? 'not given' : money(s.opening_balance)),
      figure('Closing balance', s.closing_balance === null ? 'not given' : money(s.closing_balance)),
      figure('YNAB cleared, once applied', money(answer.balance.ynab)),
      figure('Balance check', check.text, check.tone, 'balance-check'),
    ),
  ];
}

export function summary(answer: MatchAnswer): HTMLElement {
  const counts = [
    plural(answer.counts.matched, 'matched', 'matched'),
    `${answer.counts.missing} missing from YNAB`,
    plural(answer.counts.disagreements, 'amount disagreement', 'amount disagreements'),
    `${answer.counts.extra} not on the statement`,
  ];
  return h('ul', { class: 'summary', id: 'summary', 'aria-label': 'Summary' }, ...counts.map((c) => h('li', {}, c)));
}

/** What Apply would do, as the server proposes it (match_statement's proposal). */
export function proposal(answer: MatchAnswer): string {
  const p = answer.proposal;
  const steps = [
    `create ${plural(p.create, 'transaction', 'transactions')}`,
    `mark ${p.clear} cleared`,
    `correct ${plural(p.correct, 'amount', 'amounts')}`,
  ].join(', ');
  const end =
    p.reconcile > 0
      ? ` and reconcile ${plural(p.reconcile, 'transaction', 'transactions')}: the balances would agree.`
      : answer.balance.difference === null
        ? '. The statement has no closing balance, so nothing would be reconciled.'
        : `. The balances would still differ by ${money(answer.balance.difference)}, so nothing would be reconciled.`;
  return `Apply would ${steps}${end}`;
}

/** Each cell names its column (data-label): on a narrow frame the rows become cards (write-layout.css). */
function labelled(tr: HTMLTableRowElement, headings: readonly string[]): HTMLTableRowElement {
  for (const [i, cell] of [...tr.cells].entries()) cell.setAttribute('data-label', headings[i] ?? '');
  return tr;
}

/** One list: its title with the count of all its items (the answer shows one page of them), a hint, the table. */
function section(
  id: string,
  title: string,
  total: number,
  hint: string,
  headings: readonly string[],
  rows: readonly HTMLTableRowElement[],
  after?: Child,
): HTMLElement {
  const heading = h('h2', { id: `${id}-title` }, `${title} (${total})`);
  const cut =
    rows.length < total
      ? h('p', { class: 'muted' }, `${rows.length} of ${total} on this page: ask in the conversation for the others.`)
      : null;
  const body =
    rows.length === 0
      ? total === 0
        ? h('p', { class: 'muted' }, 'None.')
        : null
      : h(
          'table',
          { 'aria-labelledby': `${id}-title`, class: 'cards' },
          h(
            'thead',
            {},
            h('tr', {}, ...headings.map((name) => h('th', { scope: 'col', class: NUMERIC.has(name) ? 'num' : undefined }, name))),
          ),
          h('tbody', {}, ...rows.map((tr) => labelled(tr, headings))),
        );
  return h('section', { id, 'aria-labelledby': `${id}-title` }, heading, h('p', { class: 'muted hint' }, hint), body, cut, after);
}

export function sections(answer: MatchAnswer): HTMLElement[] {
  const repeats = answer.duplicates.map((d) =>
    h('li', {}, `Line ${d.line} repeats line ${d.repeats} exactly: each stands for its own transaction.`),
  );
  return [
    section(
      'missing',
      'Missing from YNAB',
      answer.counts.missing,
      'Apply creates these, cleared and unapproved, with the bank’s import ids: a second run creates nothing. Not those that may already be in YNAB.',
      ['Line', 'Date', 'Label', 'Amount'],
      answer.missing.map((m) =>
        h(
          'tr',
          { 'data-line': m.line },
          h('td', {}, m.line),
          h('td', { class: 'date' }, dateLabel(m.date)),
          label(m.payee, m.memo, m.may_be && `May already be in YNAB as ${m.may_be}: not created.`),
          amount(m.amount),
        ),
      ),
    ),
    section(
      'disagreements',
      'Amount disagreements',
      answer.counts.disagreements,
      'The same entry with another amount (a fee, a tip, an exchange rate): Apply sets the statement’s amount.',
      ['Line', 'Date', 'Label', 'Statement', 'YNAB', 'Difference'],
      answer.disagreements.map((d) =>
        h(
          'tr',
          { 'data-line': d.line, 'data-transaction': d.transaction_id },
          h('td', {}, d.line),
          h('td', { class: 'date' }, dateLabel(d.date)),
          label(d.payee),
          amount(d.amount),
          amount(d.transaction_amount),
          h('td', { class: 'num negative' }, money(d.difference)),
        ),
      ),
    ),
    section(
      'extra',
      'Not on the statement',
      answer.counts.extra,
      'In YNAB in this period but not on the statement. Apply leaves them alone: check them.',
      ['Date', 'Payee', 'Amount', 'State', 'Likely'],
      answer.extra.map((x) =>
        h(
          'tr',
          { 'data-transaction': x.transaction_id },
          h('td', { class: 'date' }, dateLabel(x.date)),
          label(x.payee),
          amount(x.amount),
          h('td', {}, state(x.cleared)),
          h('td', {}, x.cleared === 'uncleared' ? 'Pending at the bank' : 'Wrong or a duplicate'),
        ),
      ),
    ),
    section(
      'matched',
      'Matched',
      answer.counts.matched,
      'Each line and the YNAB transaction it is (Linked: it carries the line’s import id). Apply marks the uncleared ones cleared, not the Low ones: only the amount and dates say they are the same.',
      ['Line', 'Date', 'Label', 'Amount', 'In YNAB', 'State', 'Confidence'],
      answer.matched.map((m) =>
        h(
          'tr',
          { 'data-line': m.line, 'data-transaction': m.transaction_id },
          h('td', {}, m.line),
          h('td', { class: 'date' }, dateLabel(m.date)),
          label(m.payee),
          amount(m.amount),
          h('td', { class: 'date' }, dateLabel(m.transaction_date)),
          h('td', { class: 'state' }, state(m.cleared)),
          h('td', {}, CONFIDENCE[m.confidence] ?? m.confidence),
        ),
      ),
      repeats.length > 0 ? h('ul', { class: 'muted', id: 'duplicates' }, ...repeats) : null,
    ),
  ];
}
