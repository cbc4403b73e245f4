// match_statement's answer (src/logic/statements/statement-answer.ts): the match and proposal in currency
// units with every bank and YNAB text cleaned, its pages (the unsure items first), the cursors it takes, and
// the message for each state of the balance, of the matching's doubts and of the pages.
import { describe, expect, it } from 'vitest';
import { formatAmount } from '../../../src/logic/core/money.ts';
import type { KeyedLine, LedgerTransaction, MatchResult } from '../../../src/logic/statements/match-types.ts';
import { LISTED, matchMessage, matchPage, shownBalance, shownMatch } from '../../../src/logic/statements/statement-answer.ts';
import { decodePageCursor } from '../../../src/logic/statements/statement-pages.ts';
import { planStatement, type StatementPlan } from '../../../src/logic/statements/statement-plan.ts';
import type { Statement } from '../../../src/logic/statements/statement.ts';
import { PERIOD, keyed, line, matchResult, tx } from './builders.ts';

const ltx = (fields: Partial<LedgerTransaction> & Pick<LedgerTransaction, 'id' | 'date' | 'amount'>) => ({
  ...tx(fields),
  account_id: 'acc-checking',
  deleted: false,
});
const [l1, l2, l3] = keyed(
  line({ line: 2, date: '2026-09-11', amount: -2500, payee: 'CB\nCARREFOUR' }),
  line({ line: 3, date: '2026-09-15', amount: -1000, payee: 'SQ *BLUE BOTTLE' }),
  line({ line: 4, date: '2026-09-24', amount: 35000, payee: 'ACME', memo: 'Salary\u200b September' }),
) as [KeyedLine, KeyedLine, KeyedLine];
const a = ltx({ id: 'a', date: '2026-09-10', amount: -2500, cleared: 'uncleared' });
const c = ltx({ id: 'c', date: '2026-09-15', amount: -1050, is_split: true });
const x = ltx({ id: 'x', date: '2026-09-20', amount: -700, payee_name: 'Kiosk\r\nIgnore previous', cleared: 'uncleared' });
const match: MatchResult = {
  matched: [{ line: l1, transaction: a, confidence: 'high', date_gap: -1 }],
  missing: [l3],
  extra: [x],
  disagreements: [{ line: l2, transaction: c, difference: 50 }],
  duplicates: [{ line: 9, repeats: 2 }],
  doubtful: [],
  foreign: false,
};
const statement: Statement = {
  format: 'csv',
  currency: 'EUR',
  account: 'FR76 3000\n6000',
  period: null,
  opening: 10000,
  closing: 31450,
  lines: [l1, l2, l3],
};
const plan = (closing: number | null, fix = true): StatementPlan =>
  planStatement({
    account_id: 'acc-checking',
    account: 'Checking',
    period: PERIOD,
    closing,
    match,
    transactions: [a, c, x],
    fix_amounts: fix,
    digits: 2,
  });
const fmt = (m: number) => formatAmount(m, 2);

describe('shownMatch', () => {
  it('shows the statement, the match and the proposal in currency units, every text cleaned', () => {
    expect(shownMatch(statement, PERIOD, match, plan(31450))).toStrictEqual({
      statement: {
        format: 'csv',
        account: 'FR76 3000 6000',
        currency: 'EUR',
        from: '2026-09-01',
        to: '2026-09-30',
        opening_balance: 10,
        closing_balance: 31.45,
      },
      counts: { matched: 1, missing: 1, extra: 1, disagreements: 1, duplicates: 1 },
      matched: [
        {
          line: 2,
          date: '2026-09-11',
          amount: -2.5,
          payee: 'CB CARREFOUR',
          transaction_id: 'a',
          transaction_date: '2026-09-10',
          cleared: 'uncleared',
          confidence: 'high',
        },
      ],
      missing: [{ line: 4, date: '2026-09-24', amount: 35, payee: 'ACME', memo: 'Salary September', import_id: 'YNAB:35000:2026-09-24:1' }],
      extra: [{ transaction_id: 'x', date: '2026-09-20', amount: -0.7, payee: 'Kiosk Ignore previous', cleared: 'uncleared' }],
      disagreements: [
        {
          line: 3,
          date: '2026-09-15',
          amount: -1,
          payee: 'SQ *BLUE BOTTLE',
          transaction_id: 'c',
          transaction_amount: -1.05,
          difference: 0.05,
        },
      ],
      duplicates: [{ line: 9, repeats: 2 }],
      // a −2.50 + the split −1.05 (cleared, left as it is) + the salary 35.00.
      balance: { statement: 31.45, ynab: 31.45, difference: 0, agrees: true },
      proposal: { create: 1, clear: 1, correct: 0, reconcile: 2 },
      next_cursor: null,
    });
  });

  it('shows what the file does not name as null', () => {
    const bare = shownMatch({ ...statement, account: null, currency: null, opening: null, closing: null }, PERIOD, match, plan(null));
    expect(bare.statement).toMatchObject({ account: null, currency: null, opening_balance: null, closing_balance: null });
    expect(bare.balance).toEqual({ statement: null, ynab: 31.45, difference: null, agrees: false });
    // An extra transaction without a payee shows an empty one.
    expect(shownMatch(statement, PERIOD, { ...match, extra: [{ ...x, payee_name: null }] }, plan(null)).extra[0]!.payee).toBe('');
  });

  it('shows a balance in currency units', () => {
    expect(shownBalance({ statement: -1500, ynab: 2000, difference: -3500, agrees: false })).toEqual({
      statement: -1.5,
      ynab: 2,
      difference: -3.5,
      agrees: false,
    });
  });
});

describe('matchMessage', () => {
  const counts = '1 line(s) matched, 1 missing from YNAB, 1 transaction(s) of Checking not on the statement, 1 amount disagreement(s).';
  const left = ' 1 disagreement(s) would be left as they are (a split, a transfer, a reconciled transaction, or fix_amounts=false).';
  const next = ' Show the user the missing lines and disagreements; with their agreement, call apply_statement with the same arguments.';

  it('says apply_statement would reconcile when the balances would agree', () => {
    expect(matchMessage('Checking', match, plan(31450), fmt)).toBe(
      `${counts} Once applied, YNAB's cleared balance at the period's end (31.45) equals the statement's closing balance: apply_statement would also reconcile.${left}${next}`,
    );
  });

  it('says by how much they would differ, and to review the extra transactions', () => {
    expect(matchMessage('Checking', match, plan(30000), fmt)).toBe(
      `${counts} Once applied, YNAB's cleared balance at the period's end would be 31.45 and the statement closes at 30.00 (a difference of -1.45): ` +
        `apply_statement would not reconcile. Review the transactions not on the statement (extra) with the user.${left}${next}`,
    );
  });

  it('says the balances agree but nothing would be reconciled while something is unsure', () => {
    const unsure: StatementPlan = { ...plan(31450), balance: { statement: 31450, ynab: 31450, difference: 0, agrees: false } };
    expect(matchMessage('Checking', match, unsure, fmt)).toContain(
      "Once applied, YNAB's cleared balance at the period's end (31.45) equals the statement's closing balance, but apply_statement would not reconcile while something is unsure.",
    );
  });

  it('says a file without a closing balance cannot reconcile', () => {
    expect(matchMessage('Checking', match, plan(null), fmt)).toBe(
      `${counts} The file has no closing balance, so applying it cannot reconcile.${left}${next}`,
    );
  });

  it('says nothing of left disagreements when there are none, and when nothing is left to apply', () => {
    const done = matchResult({ matched: [{ line: l1, transaction: { ...a, cleared: 'cleared' }, confidence: 'linked', date_gap: -1 }] });
    const p = planStatement({
      account_id: 'acc-checking',
      account: 'Checking',
      period: PERIOD,
      closing: null,
      match: done,
      transactions: [{ ...a, cleared: 'cleared' }],
      fix_amounts: true,
      digits: 2,
    });
    expect(matchMessage('Checking', done, p, fmt)).toBe(
      '1 line(s) matched, 0 missing from YNAB, 0 transaction(s) of Checking not on the statement, 0 amount disagreement(s). The file has no closing balance, so applying it cannot reconcile. Nothing is left to apply.',
    );
  });
});

/** Five more than a page of every list: lines 100… matched (two low ones past the first page), 300… missing (one doubtful past the first 40). */
function longMatch(): { match: MatchResult; plan: StatementPlan } {
  const n = (k: keyof typeof LISTED) => LISTED[k] + 5;
  const pairTx = Array.from({ length: n('matched') }, (_, i) =>
    ltx({ id: `m${i}`, date: '2026-09-10', amount: -1000 - i, cleared: 'cleared' }),
  );
  const lines = keyed(...pairTx.map((t, i) => line({ line: 100 + i, date: '2026-09-10', amount: t.amount, payee: `SHOP ${i}` })));
  const missing = keyed(
    ...Array.from({ length: n('missing') }, (_, i) => line({ line: 300 + i, date: '2026-09-12', amount: -5000 - i, payee: `NEW ${i}` })),
  );
  const extra = Array.from({ length: n('extra') }, (_, i) =>
    ltx({ id: `x${i}`, date: '2026-09-14', amount: -9000 - i, cleared: 'uncleared' }),
  );
  const split = Array.from({ length: n('disagreements') }, (_, i) =>
    ltx({ id: `d${i}`, date: '2026-09-16', amount: -7000 - i, is_split: true }),
  );
  const argued = keyed(...split.map((t, i) => line({ line: 500 + i, date: '2026-09-16', amount: t.amount - 50, payee: `SPLIT ${i}` })));
  const long: MatchResult = {
    matched: lines.map((l, i) => ({
      line: l,
      transaction: pairTx[i]!,
      confidence: i === LISTED.matched + 1 || i === LISTED.matched + 4 ? 'low' : 'high',
      date_gap: 0,
    })),
    missing,
    extra,
    disagreements: argued.map((l, i) => ({ line: l, transaction: split[i]!, difference: -50 })),
    duplicates: Array.from({ length: n('duplicates') }, (_, i) => ({ line: 700 + i, repeats: 699 + i })),
    doubtful: [{ line: missing[42]!, transaction: extra[3]! }],
    foreign: false,
  };
  const transactions = [...pairTx, ...extra, ...split];
  return {
    match: long,
    plan: planStatement({
      account_id: 'acc-checking',
      account: 'Checking',
      period: PERIOD,
      closing: null,
      match: long,
      transactions,
      fix_amounts: true,
      digits: 2,
    }),
  };
}

describe('pages', () => {
  const { match: long, plan: longPlan } = longMatch();
  const pageAt = (cursor?: string) =>
    matchPage(statement, PERIOD, long, longPlan, cursor === undefined ? undefined : decodePageCursor(cursor));
  const lists = ['matched', 'missing', 'extra', 'disagreements', 'duplicates'] as const;

  it('shows every item of every list exactly once over the pages, each page in statement order, the counts on every page', () => {
    const first = pageAt();
    expect(first.ok && first.paging).toEqual({ page: 0, pages: 2, next_cursor: expect.any(String) });
    if (!first.ok) return;
    const second = pageAt(first.paging.next_cursor!);
    expect(second.ok && second.paging).toEqual({ page: 1, pages: 2, next_cursor: null });
    if (!second.ok) return;
    const all = shownMatch(statement, PERIOD, long, longPlan);
    for (const list of lists) {
      expect(first.answer[list]).toHaveLength(LISTED[list]);
      expect(second.answer[list]).toHaveLength(5);
      const lines = [...first.answer[list], ...second.answer[list]].map((item) => JSON.stringify(item));
      expect(new Set(lines).size).toBe(LISTED[list] + 5);
      expect(first.answer.counts[list]).toBe(LISTED[list] + 5);
      expect(second.answer.counts).toEqual(first.answer.counts);
    }
    expect([...first.answer.matched, ...second.answer.matched].map((m) => m.line).sort((p, q) => p - q)).toEqual(
      long.matched.map((m) => m.line.line),
    );
    for (const page of [first.answer, second.answer])
      for (const list of [page.matched, page.missing])
        expect(list.map((i) => i.line)).toEqual([...list.map((i) => i.line)].sort((p, q) => p - q));
    expect(all.matched).toEqual(first.answer.matched);
  });

  it('lists the low matches and the doubtful lines on the first page, past the first items in statement order', () => {
    const first = shownMatch(statement, PERIOD, long, longPlan);
    const m = LISTED.matched;
    const low = [100 + m + 1, 100 + m + 4];
    expect(first.matched.filter((x) => x.confidence === 'low').map((x) => x.line)).toEqual(low);
    expect(first.matched.map((x) => x.line)).toEqual([...Array.from({ length: m - 2 }, (_, i) => 100 + i), ...low]);
    expect(first.missing.filter((l) => 'may_be' in l)).toEqual([
      { line: 342, date: '2026-09-12', amount: -5.042, payee: 'NEW 42', memo: '', import_id: 'YNAB:-5042:2026-09-12:1', may_be: 'x3' },
    ]);
    expect(first.missing.map((l) => l.line)).toEqual([...Array.from({ length: 39 }, (_, i) => 300 + i), 342]);
    const second = shownMatch(statement, PERIOD, long, longPlan, 1);
    expect(second.matched.map((x) => x.line)).toEqual([100 + m - 2, 100 + m - 1, 100 + m, 100 + m + 2, 100 + m + 3]);
    expect(second.extra.map((t) => t.transaction_id)).toEqual(['x40', 'x41', 'x42', 'x43', 'x44']);
    expect(second.disagreements.map((d) => d.line)).toEqual([520, 521, 522, 523, 524]);
    expect(second.duplicates).toEqual([700, 701, 702, 703, 704].map((l) => ({ line: l + 40, repeats: l + 39 })));
  });

  it('refuses a cursor issued for another answer, and one naming a page past the last', () => {
    const first = pageAt();
    const digest = first.ok ? decodePageCursor(first.paging.next_cursor!)!.digest : '';
    // Another statement, or the same one once YNAB changed: the answer differs, and so does its digest.
    const changed = matchPage({ ...statement, closing: 1 }, PERIOD, long, longPlan, { page: 1, digest });
    expect(changed).toEqual({ ok: false, error: 'stale_cursor' });
    expect(matchPage(statement, PERIOD, long, longPlan, { page: 2, digest })).toEqual({ ok: false, error: 'bad_cursor' });
    expect(matchPage(statement, PERIOD, match, plan(null), { page: 1, digest: '000000000000' })).toEqual({
      ok: false,
      error: 'stale_cursor',
    });
    expect(matchPage(statement, PERIOD, long, longPlan, { page: 1, digest })).toMatchObject({ ok: true, paging: { page: 1 } });
  });

  it('says which page it is, how to get the next, and that apply_statement takes no cursor', () => {
    const first = pageAt();
    if (!first.ok) throw new Error('no first page');
    const cursor = first.paging.next_cursor!;
    const pages =
      " Long lists come in 2 pages of at most 40 items a list (25 matched lines, 20 disagreements), low matches and doubtful lines first: counts gives every list's size. This is page ";
    const unsure =
      ' Unsure, so nothing would be reconciled: 2 match(es) rest on the amount and dates alone (confidence low) and would not be marked cleared; 1 missing line(s) may be a transaction left over (may_be) and would not be created. Name these to the user.';
    const head = `30 line(s) matched, 45 missing from YNAB, 45 transaction(s) of Checking not on the statement, 25 amount disagreement(s). The file has no closing balance, so applying it cannot reconcile. 25 disagreement(s) would be left as they are (a split, a transfer, a reconciled transaction, or fix_amounts=false).${unsure}`;
    const next =
      ' Show the user the missing lines and disagreements; with their agreement, call apply_statement with the same arguments, without cursor.';
    expect(matchMessage('Checking', long, longPlan, fmt, first.paging)).toBe(
      `${head}${pages}1; for the next, call match_statement again with the same arguments and cursor ‘${cursor}’.${next}`,
    );
    const second = pageAt(cursor);
    if (!second.ok) throw new Error('no second page');
    expect(matchMessage('Checking', long, longPlan, fmt, second.paging)).toBe(`${head}${pages}2, the last.${next}`);
  });

  it('says the statement looks like another account’s, and nothing is created from it', () => {
    const foreign = { ...match, foreign: true };
    const p = planStatement({
      account_id: 'acc-checking',
      account: 'Checking',
      period: PERIOD,
      closing: null,
      match: foreign,
      transactions: [a, c, x],
      fix_amounts: true,
      digits: 2,
    });
    expect(matchMessage('Checking', foreign, p, fmt)).toContain(
      " Unsure, so nothing would be reconciled: the statement looks like another account's (most lines not in YNAB, most of its transactions not on it), so no line would be created. Name these to the user. Show the user",
    );
  });
});
