// planStatement and its helpers (src/logic/statements/statement-plan.ts): what applying a match creates,
// clears, corrects and reconciles, the balance it leads to, the question, the journal details, the PATCH,
// the created records and the future line.
import { describe, expect, it } from 'vitest';
import type { AmountDisagreement, KeyedLine, LedgerTransaction, MatchResult } from '../../../src/logic/statements/match-types.ts';
import {
  NO_LABEL_PAYEE,
  futureLine,
  payeeOf,
  planStatement,
  statementCreated,
  statementPatch,
  statementQuestion,
  type StatementPlanInput,
} from '../../../src/logic/statements/statement-plan.ts';
import { memoDigest } from '../../../src/logic/writes/sent-transactions.ts';
import { PERIOD, keyed, line, matchResult, tx } from './builders.ts';

type Tx = LedgerTransaction & { account_id: string; deleted: boolean };
const ltx = (fields: Partial<LedgerTransaction> & Pick<LedgerTransaction, 'id' | 'date' | 'amount'>): Tx => ({
  ...tx(fields),
  account_id: 'acc-checking',
  deleted: false,
});

const [l1, l2, l3, l4] = keyed(
  line({ line: 1, date: '2026-09-11', amount: -2500, payee: 'CB CARREFOUR' }),
  line({ line: 2, date: '2026-09-12', amount: -4000, payee: 'SHELL' }),
  line({ line: 3, date: '2026-09-15', amount: -1000, payee: 'SQ *BLUE BOTTLE' }),
  line({ line: 4, date: '2026-09-24', amount: 35000, payee: 'SALARY  ACME', memo: 'September' }),
) as [KeyedLine, KeyedLine, KeyedLine, KeyedLine];

const a = ltx({ id: 'a', date: '2026-09-10', amount: -2500, payee_name: 'Carrefour', cleared: 'uncleared' });
const b = ltx({ id: 'b', date: '2026-09-12', amount: -4000, payee_name: 'Shell' });
const c = ltx({ id: 'c', date: '2026-09-15', amount: -1050, payee_name: 'Blue Bottle', cleared: 'uncleared' });
const old = ltx({ id: 'old', date: '2026-08-01', amount: 100000, cleared: 'reconciled' });
const extra = ltx({ id: 'extra', date: '2026-09-20', amount: -700 });
const pending = ltx({ id: 'pending', date: '2026-09-29', amount: -900, cleared: 'uncleared' });
const late = ltx({ id: 'late', date: '2026-10-02', amount: -300 });
// The day and amount of the line to create: the journal names it as there before the write.
const twin = ltx({ id: 'twin', date: '2026-09-24', amount: 35000, cleared: 'uncleared' });
const ledger = [a, b, c, old, extra, pending, late, twin];

const disagreement = (l: KeyedLine, t: LedgerTransaction): AmountDisagreement => ({
  line: l,
  transaction: t,
  difference: l.amount - t.amount,
});
const match: MatchResult = {
  matched: [
    { line: l1, transaction: a, confidence: 'high', date_gap: -1 },
    { line: l2, transaction: b, confidence: 'high', date_gap: 0 },
  ],
  missing: [l4],
  extra: [extra, pending, twin],
  disagreements: [disagreement(l3, c)],
  duplicates: [],
  doubtful: [],
  foreign: false,
};
// a −2.50 + b −4.00 + c −1.00 (corrected) + old 100.00 + extra −0.70 + the salary 35.00; neither pending, late nor twin.
const BALANCE = 126800;
const input = (fields: Partial<StatementPlanInput> = {}): StatementPlanInput => ({
  account_id: 'acc-checking',
  account: 'Checking',
  period: PERIOD,
  closing: BALANCE,
  match,
  transactions: ledger,
  fix_amounts: true,
  digits: 2,
  ...fields,
});

describe('planStatement', () => {
  it('when the balances agree: creates the missing line reconciled, clears, corrects, and reconciles every counted transaction', () => {
    const plan = planStatement(input());
    expect(plan.balance).toEqual({ statement: BALANCE, ynab: BALANCE, difference: 0, agrees: true });
    expect(plan.newTransactions).toEqual([
      {
        account_id: 'acc-checking',
        date: '2026-09-24',
        amount: 35000,
        payee_name: 'SALARY ACME',
        memo: 'September',
        cleared: 'reconciled',
        approved: false,
        import_id: 'YNAB:35000:2026-09-24:1',
      },
    ]);
    expect(plan.create).toEqual([l4]);
    expect(plan.changes).toEqual([
      { id: 'a', cleared_from: 'uncleared', cleared_to: 'reconciled', amount_from: -2500, amount_to: -2500 },
      { id: 'b', cleared_from: 'cleared', cleared_to: 'reconciled', amount_from: -4000, amount_to: -4000 },
      { id: 'c', cleared_from: 'uncleared', cleared_to: 'reconciled', amount_from: -1050, amount_to: -1000 },
      { id: 'extra', cleared_from: 'cleared', cleared_to: 'reconciled', amount_from: -700, amount_to: -700 },
    ]);
    expect([plan.clear, plan.reconcile]).toEqual([
      ['a', 'c'],
      ['a', 'b', 'c', 'extra'],
    ]);
    expect(plan.corrections).toEqual([disagreement(l3, c)]);
    expect(plan.leftDisagreements).toEqual([]);
    expect(plan.nothing).toBe(false);
    expect(plan.subject).toEqual({ account_id: 'acc-checking', period: PERIOD, create: plan.newTransactions, changes: plan.changes });
    expect(plan.seen).toEqual({ account: 'Checking' });
    expect(plan.question).toBe(
      'Apply the statement of Checking (2026-09-01 → 2026-09-30): create 1 transaction(s), mark 2 cleared, correct 1 amount(s) and reconcile the balance (4 marked reconciled)?\n' +
        '- new: 2026-09-24 SALARY ACME 35.00\n' +
        '- amount: 2026-09-15 Blue Bottle -1.05 → -1.00',
    );
  });

  it('journals what it changes and, ahead of the POST, what it sends with the look-alikes already there', () => {
    expect(planStatement(input()).details).toEqual({
      account_id: 'acc-checking',
      transaction_ids: [],
      created: [],
      changes: planStatement(input()).changes,
      sent: [{ date: '2026-09-24', amount: 35000, payee_name: 'SALARY ACME', memo_digest: memoDigest('September'), category_id: null }],
      existing_ids: ['twin'],
    });
    // Nothing to create: nothing sent.
    const none = planStatement(input({ match: { ...match, missing: [] }, closing: null }));
    expect(none.details).toStrictEqual({ account_id: 'acc-checking', transaction_ids: [], created: [], changes: none.changes });
  });

  it('when they differ: creates and marks cleared only, and says by how much', () => {
    const plan = planStatement(input({ closing: BALANCE + 1500 }));
    expect(plan.balance).toEqual({ statement: BALANCE + 1500, ynab: BALANCE, difference: 1500, agrees: false });
    expect(plan.newTransactions.map((n) => n.cleared)).toEqual(['cleared']);
    expect(plan.changes).toEqual([
      { id: 'a', cleared_from: 'uncleared', cleared_to: 'cleared', amount_from: -2500, amount_to: -2500 },
      { id: 'c', cleared_from: 'uncleared', cleared_to: 'cleared', amount_from: -1050, amount_to: -1000 },
    ]);
    expect([plan.clear, plan.reconcile]).toEqual([['a', 'c'], []]);
    expect(plan.question.split('\n')[0]).toBe(
      'Apply the statement of Checking (2026-09-01 → 2026-09-30): create 1 transaction(s), mark 2 cleared and correct 1 amount(s)?',
    );
  });

  it('counts the cleared balance of the transactions older than those given (the tools read a window)', () => {
    const plan = planStatement(input({ closing: BALANCE + 1500, clearedBefore: 1500 }));
    expect(plan.balance).toEqual({ statement: BALANCE + 1500, ynab: BALANCE + 1500, difference: 0, agrees: true });
  });

  it('without a closing balance never reconciles', () => {
    const plan = planStatement(input({ closing: null }));
    expect(plan.balance).toEqual({ statement: null, ynab: BALANCE, difference: null, agrees: false });
    expect(plan.reconcile).toEqual([]);
  });

  it('leaves a split’s and a transfer’s disagreement, and every one with fix_amounts=false, as they are', () => {
    const split = ltx({ id: 'split', date: '2026-09-15', amount: -1050, is_split: true, cleared: 'uncleared' });
    const transfer = ltx({ id: 'transfer', date: '2026-09-15', amount: -1050, transfer_account_id: 'acc-savings' });
    for (const t of [split, transfer]) {
      const plan = planStatement(
        input({ match: { ...match, disagreements: [disagreement(l3, t)] }, transactions: [a, b, t, old, extra], closing: null }),
      );
      expect(plan.corrections).toEqual([]);
      expect(plan.leftDisagreements.map((d) => d.transaction.id)).toEqual([t.id]);
      // Untouched: counted as it is when cleared, not at all when not.
      expect(plan.balance.ynab).toBe(-2500 - 4000 + 100000 - 700 + 35000 + (t.cleared === 'cleared' ? -1050 : 0));
      expect(plan.changes.map((ch) => ch.id)).toEqual(['a']);
    }
    const kept = planStatement(input({ fix_amounts: false }));
    expect(kept.corrections).toEqual([]);
    expect(kept.leftDisagreements).toEqual([disagreement(l3, c)]);
    expect(kept.changes.map((ch) => ch.id)).toEqual(['a']);
  });

  it('counts a matched transaction dated after the period (a lag), and keeps a reconciled one reconciled', () => {
    const lagged = ltx({ id: 'lagged', date: '2026-10-03', amount: -4000, cleared: 'uncleared' });
    const done = ltx({ id: 'done', date: '2026-09-10', amount: -2500, cleared: 'reconciled' });
    const m = matchResult({
      matched: [
        { line: l1, transaction: done, confidence: 'high', date_gap: -1 },
        { line: l2, transaction: lagged, confidence: 'medium', date_gap: 21 },
      ],
    });
    const plan = planStatement(input({ match: m, transactions: [done, lagged], closing: -6400 }));
    expect(plan.balance).toEqual({ statement: -6400, ynab: -6500, difference: 100, agrees: false });
    expect(plan.changes).toEqual([
      { id: 'lagged', cleared_from: 'uncleared', cleared_to: 'cleared', amount_from: -4000, amount_to: -4000 },
    ]);
    // A reconciled transaction of another amount is never corrected: the difference stays, and nothing changes.
    const left = planStatement(
      input({ match: { ...m, matched: [], disagreements: [disagreement(l3, done)] }, transactions: [done], closing: -1000 }),
    );
    expect([left.changes, left.corrections, left.leftDisagreements.map((d) => d.transaction.id)]).toEqual([[], [], ['done']]);
    expect(left.balance).toEqual({ statement: -1000, ynab: -2500, difference: 1500, agrees: false });
  });

  it('has nothing to do once every line is in YNAB, cleared, as the statement shows', () => {
    const m = matchResult({ matched: [{ line: l2, transaction: b, confidence: 'high', date_gap: 0 }] });
    const plan = planStatement(input({ match: m, transactions: [b], closing: null }));
    expect(plan.nothing).toBe(true);
    expect([plan.changes, plan.newTransactions, plan.clear]).toEqual([[], [], []]);
    // Agreeing only reconciles what is not reconciled yet.
    expect(planStatement(input({ match: m, transactions: [b], closing: -4000 })).nothing).toBe(false);
    const done = { ...b, cleared: 'reconciled' };
    expect(
      planStatement(input({ match: { ...m, matched: [{ ...m.matched[0]!, transaction: done }] }, transactions: [done], closing: -4000 }))
        .nothing,
    ).toBe(true);
  });

  it('cleans the account’s name it shows', () => {
    const plan = planStatement(input({ account: 'Check\ning\u200b' }));
    expect(plan.seen).toEqual({ account: 'Check ing' });
    expect(plan.question).toMatch(/^Apply the statement of Check ing \(/);
  });
});

describe('planStatement: a reconciled transaction', () => {
  it('is never corrected: its disagreement is left as it is, and a second run finds the same', () => {
    // A restaurant visit YNAB lacks, paired by its amount with another visit reconciled on the last statement.
    const [visit] = keyed(line({ line: 1, date: '2026-09-02', amount: -12_360, payee: 'CB BOULANGERIE DU PORT' })) as [KeyedLine];
    const earlier = ltx({ id: 'earlier', date: '2026-08-31', amount: -12_000, payee_name: 'Boulangerie du Port', cleared: 'reconciled' });
    const m = matchResult({ disagreements: [disagreement(visit, earlier)] });
    const plan = planStatement(input({ closing: null, match: m, transactions: [earlier] }));
    expect([plan.corrections, plan.changes, plan.create]).toEqual([[], [], []]);
    expect(plan.leftDisagreements.map((d) => d.transaction.id)).toEqual(['earlier']);
    // Reconciled in the period, the same: a statement agreed to its amount.
    const inPeriod = { ...earlier, date: '2026-09-02' };
    expect(
      planStatement(input({ closing: null, match: { ...m, disagreements: [disagreement(visit, inPeriod)] }, transactions: [inPeriod] }))
        .corrections,
    ).toEqual([]);
  });
});

describe('planStatement: import ids and order', () => {
  const zara = (n: number, date = '2026-09-15') => line({ line: n, date, amount: -2500, payee: 'ZARA' });
  const plain = matchResult({});

  it('gives each created line an import id no transaction and no other line holds, one each', () => {
    const [x, y] = keyed(zara(1), zara(2)) as [KeyedLine, KeyedLine];
    // Two other purchases of that amount that day hold the lines' own ids (YNAB's dates on a bank-linked plan).
    const held = [1, 2].map((n) => ltx({ id: `t${n}`, date: '2026-09-15', amount: -2500, import_id: `YNAB:-2500:2026-09-15:${n}` }));
    const plan = planStatement(input({ closing: null, match: { ...plain, missing: [x, y] }, transactions: held }));
    expect(plan.newTransactions.map((n) => n.import_id)).toEqual(['YNAB:-2500:2026-09-15:3', 'YNAB:-2500:2026-09-15:4']);
  });

  it('skips the import id of a line the statement pairs, though no transaction holds it', () => {
    const [x, m] = keyed(zara(1), zara(2)) as [KeyedLine, KeyedLine];
    const other = ltx({ id: 'other', date: '2026-09-15', amount: -2500, import_id: 'YNAB:-2500:2026-09-15:1' });
    const typed = ltx({ id: 'typed', date: '2026-09-15', amount: -2500, payee_name: 'Zara' });
    const plan = planStatement(
      input({
        closing: null,
        match: { ...plain, missing: [x], matched: [{ line: m, transaction: typed, confidence: 'high', date_gap: 0 }] },
        transactions: [other, typed],
      }),
    );
    expect(plan.newTransactions.map((n) => n.import_id)).toEqual(['YNAB:-2500:2026-09-15:3']);
  });

  it('lists its changes by transaction id, whatever the order of the lines', () => {
    const [p, q] = keyed(zara(1, '2026-09-10'), zara(2, '2026-09-11')) as [KeyedLine, KeyedLine];
    const pair = (l: KeyedLine, id: string) => ({
      line: l,
      transaction: ltx({ id, date: l.date, amount: -2500, cleared: 'uncleared' }),
      confidence: 'high' as const,
      date_gap: 0,
    });
    const plan = planStatement(
      input({ closing: null, match: { ...plain, matched: [pair(p, 'zeta'), pair(q, 'alpha')] }, transactions: [] }),
    );
    expect(plan.changes.map((c) => c.id)).toEqual(['alpha', 'zeta']);
  });

  it("reconciles a cleared transaction dated on the period's last day that no line shows", () => {
    const edge = ltx({ id: 'edge', date: PERIOD.to, amount: -100 });
    const plan = planStatement(input({ closing: BALANCE - 100, transactions: [...ledger, edge] }));
    expect(plan.balance.agrees).toBe(true);
    expect(plan.reconcile).toContain('edge');
  });
});

describe('payeeOf', () => {
  it('is the bank’s label cleaned, else the memo, else a fixed name', () => {
    expect(payeeOf(line({ line: 1, date: '2026-09-01', amount: 1, payee: ' CB\tCARREFOUR\n', memo: 'x' }) as KeyedLine)).toBe(
      'CB CARREFOUR',
    );
    expect(payeeOf(line({ line: 1, date: '2026-09-01', amount: 1, payee: '\u200b ', memo: 'VIR SEPA ACME' }) as KeyedLine)).toBe(
      'VIR SEPA ACME',
    );
    expect(payeeOf(line({ line: 1, date: '2026-09-01', amount: 1 }) as KeyedLine)).toBe(NO_LABEL_PAYEE);
    expect(NO_LABEL_PAYEE).toBe('Bank statement line');
  });

  it('keeps within YNAB’s 200 characters, and a memo within 500', () => {
    const [long] = keyed(line({ line: 1, date: '2026-09-01', amount: 1, payee: 'p'.repeat(300), memo: 'm'.repeat(600) }));
    expect(Array.from(payeeOf(long!))).toHaveLength(200);
    expect(payeeOf(long!).endsWith('…')).toBe(true);
    const plan = planStatement(input({ match: { ...match, missing: [long!] } }));
    expect(Array.from(plan.newTransactions[0]!.memo!)).toHaveLength(500);
    const [blank] = keyed(line({ line: 1, date: '2026-09-01', amount: 1, payee: 'P', memo: ' \n ' }));
    expect(planStatement(input({ match: { ...match, missing: [blank!] } })).newTransactions[0]!.memo).toBeNull();
  });
});

describe('statementQuestion', () => {
  const n = planStatement(input()).newTransactions[0]!;
  it('joins the parts it has with commas and a final and, or says the one alone', () => {
    expect(statementQuestion('Checking', PERIOD, [], [], { clear: 3, reconcile: 0 }, 2)).toBe(
      'Apply the statement of Checking (2026-09-01 → 2026-09-30): mark 3 cleared?',
    );
    expect(statementQuestion('Checking', PERIOD, [], [], { clear: 3, reconcile: 2 }, 2)).toBe(
      'Apply the statement of Checking (2026-09-01 → 2026-09-30): mark 3 cleared and reconcile the balance (2 marked reconciled)?',
    );
    expect(statementQuestion('Checking', PERIOD, [], [], { clear: 0, reconcile: 0 }, 2)).toBe(
      'Apply the statement of Checking (2026-09-01 → 2026-09-30): ?',
    );
  });

  it('reconciles the balance when only the created lines are reconciled, and uses the currency’s digits', () => {
    expect(statementQuestion('Checking', PERIOD, [n], [], { clear: 0, reconcile: 0 }, 0)).toBe(
      'Apply the statement of Checking (2026-09-01 → 2026-09-30): create 1 transaction(s) and reconcile the balance (0 marked reconciled)?\n- new: 2026-09-24 SALARY ACME 35',
    );
    expect(statementQuestion('Checking', PERIOD, [{ ...n, cleared: 'cleared' }], [], { clear: 0, reconcile: 0 }, 2).split('\n')[0]).toBe(
      'Apply the statement of Checking (2026-09-01 → 2026-09-30): create 1 transaction(s)?',
    );
  });

  it('lists at most 20 lines, then how many more', () => {
    const q = statementQuestion(
      'Checking',
      PERIOD,
      Array.from({ length: 23 }, () => n),
      [],
      { clear: 0, reconcile: 0 },
      2,
    );
    expect(q.split('\n')).toHaveLength(22);
    expect(q.split('\n').at(-1)).toBe('- … and 3 more');
  });
});

describe('statementPatch, statementCreated and futureLine', () => {
  it('patches each state, and the amount only where it is corrected', () => {
    expect(
      statementPatch([
        { id: 'a', cleared_from: 'uncleared', cleared_to: 'cleared', amount_from: -2500, amount_to: -2500 },
        { id: 'c', cleared_from: 'uncleared', cleared_to: 'reconciled', amount_from: -1050, amount_to: -1000 },
      ]),
    ).toStrictEqual([
      { id: 'a', cleared: 'cleared' },
      { id: 'c', cleared: 'reconciled', amount: -1000 },
    ]);
  });

  it('records the created ones by the ids YNAB gave, in the order sent, and none when the counts differ', () => {
    const sent = planStatement(input({ match: { ...match, missing: [l4, l1] } })).newTransactions;
    expect(statementCreated(['n1', 'n2'], sent)).toEqual([
      { id: 'n1', date: '2026-09-24', amount: 35000, category_id: null },
      { id: 'n2', date: '2026-09-11', amount: -2500, category_id: null },
    ]);
    expect(statementCreated(['n1'], sent)).toEqual([]);
    expect(statementCreated([], [])).toEqual([]);
  });

  it('names the first line dated after today; today itself is fine', () => {
    expect(futureLine([l1, l4], '2026-09-24')).toEqual({ ok: true });
    expect(futureLine([l4, l3, l1], '2026-09-11')).toEqual({
      ok: false,
      error: 'future_line',
      line: 4,
      date: '2026-09-24',
      today: '2026-09-11',
    });
    expect(futureLine([], '2026-09-11')).toEqual({ ok: true });
  });
});
