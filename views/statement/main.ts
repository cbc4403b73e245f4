// The statement view for match_statement: the statement's period and balance check, its lines matched,
// missing, disagreeing and the transactions it does not show; Apply calls apply_statement with the same
// statement, and Undo undo_operation, through the host and the server's confirmation (shared/write-flow.ts);
// after each write the statement is matched again, so what is shown is what YNAB now holds. The transactions
// it created can then be approved in one step (review_transactions, approve-created.ts).
import '../shared/base.css';
import '../shared/figures.css';
import '../shared/write-layout.css';
import './statement.css';
import type { App } from '@modelcontextprotocol/ext-apps';
import { canCallServer, connectView } from '../shared/connect.ts';
import { h, show } from '../shared/dom.ts';
import { dateLabel, money } from '../shared/format.ts';
import { readAnswer, runWrite, serverCall } from '../shared/write-flow.ts';
import { askInstead, panelUi, tellModel, undoButton, writePanel } from '../shared/write-panel.ts';
import { approveCreated } from './approve-created.ts';
import { header, proposal, sections, summary } from './sections.ts';
import type { Output as ApplyResult } from '../../generated/contract/apply_statement.d.ts';
import type { Output as MatchAnswer } from '../../generated/contract/match_statement.d.ts';

const root = document.getElementById('root')!;
/** match_statement's arguments that name the statement: apply_statement takes the same ones. */
const SOURCE = ['plan_id', 'account_id', 'content', 'path', 'mapping', 'days_before'] as const;
let source: Record<string, unknown> | undefined;

/** What was done: apply_statement's counts, its creations, and the corrections and balance the match showed (the same statement). */
function done(r: ApplyResult, answer: MatchAnswer) {
  const { counts } = r;
  const { balance } = answer;
  const reconciled =
    counts.reconciled > 0
      ? `Reconciled ${counts.reconciled} transaction(s): YNAB’s cleared balance agrees with the statement (${money(balance.ynab)}).`
      : balance.statement === null
        ? 'Not reconciled: the statement has no closing balance.'
        : `Not reconciled: YNAB’s cleared balance (${money(balance.ynab)}) and the statement’s (${money(balance.statement)}) differ by ${money(balance.statement - balance.ynab)}. Check the transactions not on the statement.`;
  const more = (shown: number, all: number) => (all > shown ? [h('li', {}, `… and ${all - shown} more`)] : []);
  // The match's disagreements are the corrections when all were corrected (a split or transfer is left as it is).
  const corrected = counts.corrected > 0 && counts.corrected === answer.counts.disagreements ? answer.disagreements : [];
  return h(
    'ul',
    {},
    h(
      'li',
      {},
      `Created ${counts.created} transaction(s), cleared and unapproved, without a category yet.`,
      counts.created > 0
        ? h(
            'ul',
            {},
            ...r.created.map((c) => h('li', {}, `${dateLabel(c.date)} ${c.payee} ${money(c.amount)}`)),
            ...more(r.created.length, counts.created),
          )
        : null,
    ),
    h('li', {}, `Marked ${counts.cleared} cleared.`),
    h(
      'li',
      {},
      `Corrected ${counts.corrected} amount(s).`,
      corrected.length > 0
        ? h(
            'ul',
            {},
            ...corrected.map((d) => h('li', {}, `${d.payee}: ${money(d.transaction_amount)} → ${money(d.amount)}`)),
            ...more(corrected.length, counts.corrected),
          )
        : null,
    ),
    h('li', { id: 'reconciled' }, reconciled),
  );
}

function render(first: MatchAnswer, app: App): void {
  const writes = canCallServer(app);
  const plan = () => (typeof source?.plan_id === 'string' ? { plan_id: source.plan_id } : {});
  const call = serverCall(app, plan);
  const panel = writePanel();
  // The approval of what Apply created: beside the outcome, so the statement's Undo clearing it leaves it be.
  const approvals = h('div', { class: 'approvals' });
  const region = h('div', { class: 'scroll-region', role: 'region', tabindex: 0, 'aria-label': 'The statement’s match' });
  const apply = h('button', { type: 'button', class: 'primary', id: 'apply' });
  let answer = first;
  let nothing = false;
  let applied = false;
  const settle = () => (apply.disabled = nothing || applied);
  const busy = () => (apply.disabled = true);

  /** The match as `a` holds it: header, counts, what Apply would do, the lists. */
  const draw = (a: MatchAnswer) => {
    answer = a;
    const p = a.proposal;
    nothing = p.create + p.clear + p.correct + p.reconcile === 0;
    apply.textContent = nothing ? 'Nothing to apply' : 'Apply to YNAB';
    show(region, ...header(a), summary(a), h('p', { id: 'proposal' }, proposal(a)), ...sections(a));
    settle();
  };
  /** The same statement matched again (match_statement): after a write, what YNAB now holds. */
  const refresh = async () => draw(await readAnswer<MatchAnswer>(call, 'match_statement', source ?? {}));
  const reread = (what: string) =>
    refresh().catch(() =>
      show(
        panel.status,
        `${what} The statement could not be matched again: ask for match_statement in the conversation to see the account now.`,
      ),
    );

  const ui = panelUi<ApplyResult>(panel, {
    verb: 'Apply the statement',
    busy,
    settle,
    recheck: refresh,
    applied: (r) => {
      applied = true;
      settle();
      const before = answer;
      // One write at a time: while either is out, the other's button waits.
      const approveButton = () => approvals.querySelector<HTMLButtonElement>('#approve-created');
      const undo = undoButton(call, r.operation_id, panel, {
        busy: () => {
          busy();
          const b = approveButton();
          if (b !== null) b.disabled = true;
        },
        settle: () => {
          settle();
          const b = approveButton();
          if (b !== null) b.disabled = false;
        },
        recheck: refresh,
        undone: () => {
          applied = false;
          settle();
          // The transactions it created are deleted: nothing is left to approve.
          show(approvals);
          void reread('Undone in YNAB.');
          void tellModel(app, `The person undid operation ${r.operation_id} (the statement of ${before.account}) from the statement view.`);
        },
      });
      // Undo before the list: the outcome box scrolls when the list is long, and Undo stays in sight.
      show(
        panel.outcome,
        h('div', { class: 'outcome', id: 'applied' }, h('strong', {}, `Applied to ${r.account}.`), ' ', undo, done(r, before)),
      );
      show(approvals, approveCreated(app, call, r, undo));
      void reread('Saved in YNAB.');
      void tellModel(
        app,
        `The person applied the statement of ${before.account} from the statement view (operation ${r.operation_id}): ${r.counts.created} created, ${r.counts.cleared} cleared, ${r.counts.corrected} corrected, ${r.counts.reconciled} reconciled.`,
      );
    },
  });
  apply.addEventListener('click', () => {
    // Without the tool's arguments the view does not know the statement: it never guesses one.
    if (!source?.account_id || (source.content === undefined && source.path === undefined)) {
      show(
        panel.status,
        h(
          'span',
          { class: 'error', role: 'alert' },
          'The host did not pass on the statement this answer came from, so it cannot be applied here: ask for apply_statement in the conversation.',
        ),
      );
      return;
    }
    void runWrite(call, 'apply_statement', source, ui);
  });

  show(
    root,
    region,
    h(
      'div',
      { class: 'actions' },
      writes
        ? h('div', { class: 'toolbar' }, apply)
        : askInstead('apply this statement', `Apply this statement to ${first.account}`, 'apply_statement'),
      panel.status,
      panel.outcome,
      approvals,
    ),
  );
  draw(first);
}

void connectView<MatchAnswer>('statement', root, render, (args) => {
  source = Object.fromEntries(SOURCE.filter((key) => args[key] !== undefined).map((key) => [key, args[key]]));
});
