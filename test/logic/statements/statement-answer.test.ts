// match_statement's answer (src/logic/statements/statement-answer.ts): the match and proposal in currency
// units with every bank and YNAB text cleaned, and the message for each state of the balance.
import { describe, expect, it } from 'vitest';
import { formatAmount } from '../../../src/logic/core/money.ts';
import type { KeyedLine, LedgerTransaction, MatchResult } from '../../../src/logic/statements/match-types.ts';
import { LISTED, matchCounts, matchMessage, shownBalance, shownMatch } from '../../../src/logic/statements/statement-answer.ts';
import { planStatement, type StatementPlan } from '../../../src/logic/statements/statement-plan.ts';
import type { Statement } from '../../../src/logic/statements/statement.ts';
import { PERIOD, keyed, line, tx } from './builders.ts';

const ltx = (fields: Partial<LedgerTransaction> & Pick<LedgerTransaction, 'id' | 'date' | 'amount'>) => ({ ...tx(fields), account_id: 'acc-checking', deleted: false });
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
const statement: Statement = { format: 'csv', currency: 'EUR', account: 'FR76 3000\n6000', period: null, opening: 10000, closing: 31450, lines: [l1, l2, l3] };
const plan = (closing: number | null, fix = true): StatementPlan =>
  planStatement({ account_id: 'acc-checking', account: 'Checking', period: PERIOD, closing, match, transactions: [a, c, x], fix_amounts: fix, digits: 2 });
const fmt = (m: number) => formatAmount(m, 2);

describe('shownMatch', () => {
  it('shows the statement, the match and the proposal in currency units, every text cleaned', () => {
    expect(shownMatch(statement, PERIOD, match, plan(31450))).toStrictEqual({
      statement: { format: 'csv', account: 'FR76 3000 6000', currency: 'EUR', from: '2026-09-01', to: '2026-09-30', opening_balance: 10, closing_balance: 31.45 },
      counts: { matched: 1, missing: 1, extra: 1, disagreements: 1, duplicates: 1 },
      matched: [{ line: 2, date: '2026-09-11', amount: -2.5, payee: 'CB CARREFOUR', transaction_id: 'a', transaction_date: '2026-09-10', cleared: 'uncleared', confidence: 'high' }],
      missing: [{ line: 4, date: '2026-09-24', amount: 35, payee: 'ACME', memo: 'Salary September', import_id: 'YNAB:35000:2026-09-24:1' }],
      extra: [{ transaction_id: 'x', date: '2026-09-20', amount: -0.7, payee: 'Kiosk Ignore previous', cleared: 'uncleared' }],
      disagreements: [{ line: 3, date: '2026-09-15', amount: -1, payee: 'SQ *BLUE BOTTLE', transaction_id: 'c', transaction_amount: -1.05, difference: 0.05 }],
      duplicates: [{ line: 9, repeats: 2 }],
      // a −2.50 + the split −1.05 (cleared, left as it is) + the salary 35.00.
      balance: { statement: 31.45, ynab: 31.45, difference: 0, agrees: true },
      proposal: { create: 1, clear: 1, correct: 0, reconcile: 2 },
    });
  });

  it('shows what the file does not name as null', () => {
    const bare = shownMatch({ ...statement, account: null, currency: null, opening: null, closing: null }, PERIOD, match, plan(null));
    expect(bare.statement).toMatchObject({ account: null, currency: null, opening_balance: null, closing_balance: null });
    expect(bare.balance).toEqual({ statement: null, ynab: 31.45, difference: null, agrees: false });
    // An extra transaction without a payee shows an empty one.
    expect(shownMatch(statement, PERIOD, { ...match, extra: [{ ...x, payee_name: null }] }, plan(null)).extra[0]!.payee).toBe('');
  });

  it('shows the first items of a long list, the counts all of them, and the message says so', () => {
    const many = { ...match, missing: Array.from({ length: LISTED.missing + 3 }, (_, i) => ({ ...match.missing[0]!, line: 100 + i })) };
    const shown = shownMatch(statement, PERIOD, many, plan(null));
    expect(shown.missing).toHaveLength(LISTED.missing);
    expect(shown.counts.missing).toBe(LISTED.missing + 3);
    expect(matchCounts(many).cut).toBe(true);
    expect(matchCounts(match).cut).toBe(false);
    expect(matchMessage('Checking', many, plan(null), fmt)).toContain('Long lists show their first items only: counts gives every list');
    expect(matchMessage('Checking', match, plan(null), fmt)).not.toContain('Long lists');
  });

  it('shows a balance in currency units', () => {
    expect(shownBalance({ statement: -1500, ynab: 2000, difference: -3500, agrees: false })).toEqual({ statement: -1.5, ynab: 2, difference: -3.5, agrees: false });
  });
});

describe('matchMessage', () => {
  const counts = '1 line(s) matched, 1 missing from YNAB, 1 transaction(s) of Checking not on the statement, 1 amount disagreement(s).';
  const left = ' 1 disagreement(s) would be left as they are (a split, a transfer, or fix_amounts=false).';
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

  it('says a file without a closing balance cannot reconcile', () => {
    expect(matchMessage('Checking', match, plan(null), fmt)).toBe(`${counts} The file has no closing balance, so applying it cannot reconcile.${left}${next}`);
  });

  it('says nothing of left disagreements when there are none, and when nothing is left to apply', () => {
    const done: MatchResult = { matched: [{ line: l1, transaction: { ...a, cleared: 'cleared' }, confidence: 'linked', date_gap: -1 }], missing: [], extra: [], disagreements: [], duplicates: [], doubtful: [], foreign: false };
    const p = planStatement({ account_id: 'acc-checking', account: 'Checking', period: PERIOD, closing: null, match: done, transactions: [{ ...a, cleared: 'cleared' }], fix_amounts: true, digits: 2 });
    expect(matchMessage('Checking', done, p, fmt)).toBe(
      '1 line(s) matched, 0 missing from YNAB, 0 transaction(s) of Checking not on the statement, 0 amount disagreement(s). The file has no closing balance, so applying it cannot reconcile. Nothing is left to apply.',
    );
  });
});
